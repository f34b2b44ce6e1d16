import { describe, expect, it } from 'vitest';
import { createMatch, viewFor } from '../../../shared/rules';
import { flattenView, overlayLeaves as serverOverlay } from '../../../shared/wire/viewLeaves';
import { overlayLeaves, rebuildView, unflattenLeaves } from '../../../client/src/net/leaves';

// The client's copy of the leaf encoding (docs/online.md "State") against the server's reference flattenView.
describe('leaf-view rebuild (docs/online.md "State")', () => {
  it('rebuilds a whole engine view from the server-flattened leaves', () => {
    const state = createMatch({ variant: 'beginner', seed: 7 });
    const view = viewFor(state, 'spectator');
    expect(unflattenLeaves(flattenView(view))).toEqual(JSON.parse(JSON.stringify(view)));
  });

  it('rebuilds a standard-game seat view: public leaves with the seat layer over them', () => {
    const state = createMatch({ variant: 'standard', seed: 11 });
    const pub = flattenView(viewFor(state, 'spectator'));
    const mine = flattenView(viewFor(state, 0));
    // The seat layer as the room makes it: what differs, and '' for public leaves the seat does not have.
    const layer = new Map<string, string>();
    for (const [k, v] of mine) if (pub.get(k) !== v) layer.set(k, v);
    for (const k of pub.keys()) if (!mine.has(k)) layer.set(k, '');
    expect(rebuildView(pub, layer)).toEqual(JSON.parse(JSON.stringify(viewFor(state, 0))));
    expect([...overlayLeaves(pub, layer)]).toEqual([...serverOverlay(pub, layer)]);
  });

  it('unescapes ~0 and ~1 in keys and skips orphans whose parent was removed', () => {
    const leaves: [string, string][] = [
      ['', '{}'],
      ['a~1b', '1'],
      ['t~0x', '"y"'],
      ['gone/child', '2'],
      ['list', '[]'],
      ['list/0', 'true'],
    ];
    expect(unflattenLeaves(leaves)).toEqual({ 'a/b': 1, 't~x': 'y', list: [true] });
  });

  it('keeps a value of 0, false and null (only the empty string is a removal mark)', () => {
    expect(
      unflattenLeaves([
        ['', '{}'],
        ['z', '0'],
        ['f', 'false'],
        ['n', 'null'],
        ['gone', ''],
      ]),
    ).toEqual({ z: 0, f: false, n: null });
  });
});
