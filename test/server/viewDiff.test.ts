// The leaf encoding of engine views (docs/online.md "State"): flatten/unflatten round trip, tree diffs that turn one
// view's leaves into the next one's, and seat overlays on the public view. Property tests over random JSON.
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import * as rules from '../../shared/rules';
import { botGameStates } from '../shared/botGameStates';
import {
  diffViews,
  encodeOpaque,
  flattenView,
  overlayLeaves,
  overlayViews,
  unflattenView,
  type Leaves,
} from '../../shared/wire/viewLeaves';

// JSON without -0 and undefined (JSON itself has neither); keys may contain '/' and '~' to exercise escaping.
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, false, 0, 1, -3, 2.5, '', 'x', '{}', '[]', '"'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c/d', 'e~f', '0', '1', 'hp', 'map', 'chain', 'pending'), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

const sorted = (m: Leaves) => [...m.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));

describe('view leaves', () => {
  it('round-trips any JSON value through flattenView and unflattenView', () => {
    fc.assert(
      fc.property(json, (v) => {
        expect(unflattenView(flattenView(v))).toEqual(v);
      }),
      { numRuns: 500 },
    );
  });

  it('gives every room of the same content one shared copy of the content leaf, not a copy each', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // Each match holds its own content record (equal JSON), as rooms do.
    const contents = Array.from(
      { length: 200 },
      (_, i) => rules.createMatch({ variant: 'beginner', seed: i + 1 }).content,
    );
    const text = JSON.stringify(contents[0]);
    expect(text.length).toBeGreaterThan(20_000);
    gc();
    const before = process.memoryUsage().heapUsed;
    const leaves = contents.map((c) => encodeOpaque(c));
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(leaves.every((l) => l === text)).toBe(true);
    // 200 copies would be 200 × the text; one shared copy is one.
    expect(grown).toBeLessThan(10 * text.length);
  });

  it('encodes opaque subtrees right past the bound of texts it shares', () => {
    for (let i = 0; i < 100; i++) {
      const big = { cells: Array.from({ length: 200 }, (_, k) => ({ q: k, r: i })) };
      expect(encodeOpaque(big)).toBe(JSON.stringify(big));
      expect(encodeOpaque({ n: i })).toBe(JSON.stringify({ n: i }));
    }
    expect(encodeOpaque(undefined)).toBe('null');
  });

  it("sends the chain and the prompt as one leaf each: a bot game adds a key or two per command to the room's map, not every option", () => {
    for (const variant of ['beginner', 'standard'] as const) {
      let added = 0;
      let commands = 0;
      for (let seed = 1; seed <= 4; seed++) {
        const [first, ...rest] = botGameStates(variant, seed, 400);
        const leaves = flattenView(rules.viewFor(first, 'spectator'));
        let prev: unknown = rules.viewFor(first, 'spectator');
        for (const game of rest) {
          const next = rules.viewFor(game, 'spectator');
          diffViews(prev, next, '', (path, value) => {
            if (value === undefined) leaves.delete(path);
            else if (!leaves.has(path)) {
              added++;
              leaves.set(path, value);
            }
          });
          prev = next;
          commands++;
          expect([...leaves.keys()].filter((k) => /^(chain|pending)\//.test(k))).toEqual([]);
        }
      }
      // As leaves, the chain's actions and a prompt's options added (and removed) 17 to 26 keys a command.
      expect(commands).toBeGreaterThan(100);
      expect(added / commands).toBeLessThan(4);
    }
  });

  it('escapes "/" and "~" in keys (JSON pointer)', () => {
    expect([...flattenView({ 'a/b': { '~': 1 } }).keys()]).toEqual(['', 'a~1b', 'a~1b/~0']);
  });

  it('diffViews turns the leaves of one view into the leaves of the next', () => {
    fc.assert(
      fc.property(json, json, (prev, next) => {
        const leaves = flattenView(prev);
        diffViews(prev, next, '', (p, v) => (v === undefined ? leaves.delete(p) : leaves.set(p, v)));
        expect(sorted(leaves)).toEqual(sorted(flattenView(next)));
      }),
      { numRuns: 1000 },
    );
  });

  it('diffViews writes only the changed leaf when one number changes', () => {
    const units = { u1: { hp: 5, pos: { q: 0, r: 1 } }, u2: { hp: 4, pos: { q: 2, r: -1 } } };
    const prev = { round: 5, units };
    const next = { round: 5, units: { ...units, u2: { ...units.u2, hp: 3 } } };
    const writes: [string, string | undefined][] = [];
    diffViews(prev, next, '', (p, v) => writes.push([p, v]));
    expect(writes).toEqual([['units/u2/hp', '3']]);
  });

  it('overlayViews gives the leaves that turn the public view into a seat view', () => {
    fc.assert(
      fc.property(json, json, (base, own) => {
        const merged = overlayLeaves(flattenView(base), overlayViews(base, own));
        expect(unflattenView(merged)).toEqual(own);
      }),
      { numRuns: 1000 },
    );
  });

  it('sends the content and the map as one leaf each (opaque paths)', () => {
    const leaves = flattenView({
      round: 5,
      map: { cells: { '0,0': { terrain: 'open' } } },
      content: { characters: {} },
    });
    expect([...leaves]).toEqual([
      ['', '{}'],
      ['round', '5'],
      ['map', '{"cells":{"0,0":{"terrain":"open"}}}'],
      ['content', '{"characters":{}}'],
    ]);
    const writes: [string, string | undefined][] = [];
    diffViews({ map: { a: [1, 2] }, round: 5 }, { map: { a: [1, 2] }, round: 6 }, '', (p, v) => writes.push([p, v]));
    expect(writes).toEqual([['round', '6']]);
  });

  it('puts only the hidden relic in a seat layer', () => {
    const spectator = { units: { eli: { hp: 5, relic: null }, noel: { hp: 5, relic: null } } };
    const seat0 = { units: { eli: { hp: 5, relic: 'holy' }, noel: { hp: 5, relic: null } } };
    expect([...overlayViews(spectator, seat0)]).toEqual([['units/eli/relic', '"holy"']]);
  });

  it('R-TEAM-4 (beginner relics face up, R-SETUP-17 no cards): when the engine says every seat sees the public view, each seat layer is only its viewer leaf (the room skips the seat views)', () => {
    let same = 0,
      differ = 0;
    for (const variant of ['beginner', 'standard'] as const) {
      let s = rules.createMatch({ variant, seed: 5 });
      for (let n = 0; n < 300 && s.stage !== 'over'; n++) {
        const pub = rules.viewFor(s, 'spectator');
        for (const seat of rules.SEATS) {
          const layer = [...overlayViews(pub, rules.viewFor(s, seat))];
          if (rules.seatsSeePublicView(s))
            expect(layer, `${variant} ${n} seat ${seat}`).toEqual([['viewer', String(seat)]]);
          if (layer.length > 1) differ++;
        }
        if (rules.seatsSeePublicView(s)) same++;
        const seat = rules.awaiting(s)!.seats[0];
        const r = rules.applyCommand(s, seat, rules.legalCommands(s, seat).commands[0]);
        if (!r.ok) break;
        s = r.state;
      }
    }
    expect(same).toBeGreaterThan(50);
    expect(differ).toBeGreaterThan(50); // the standard game hides relics and cards seat by seat
  });
});
