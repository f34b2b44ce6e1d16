// One standability predicate (issue 29 "Rules once"): shared/map `unstandable` decides for the engine's isStandable and
// whyNotStandable (R-MAP-2/3, R-MOVE-5, O-13) — off the map and void, obstacles, the intact statue's cell.
import { describe, expect, it } from 'vitest';
import { unstandable } from '../../../shared/map';
import { isStandable, whyNotStandable } from '../../../shared/rules/board';
import { build, unit } from '../rules/helpers';

describe('one standability predicate', () => {
  it('R-MOVE-5 / O-13: off the map, void, an obstacle and the statue are refused, with the reason in words', () => {
    expect(unstandable(undefined, false)).toBe('off-map');
    expect(unstandable({ terrain: 'void' }, false)).toBe('off-map');
    expect(unstandable({ terrain: 'obstacle' }, false)).toBe('obstacle');
    expect(unstandable({ terrain: 'open' }, true)).toBe('statue');
    expect(unstandable({ terrain: 'open' }, false)).toBeNull();
    const s = build({
      map: { radius: 3, obstacles: [{ q: 2, r: 0 }], statue: { q: 0, r: 2 } },
      units: [unit('a', 0, 0, 0), unit('b', 2, -2, 0)],
    });
    const cells = [
      { q: 9, r: 0 },
      { q: 2, r: 0 },
      { q: 0, r: 2 },
      { q: 1, r: 0 },
    ];
    expect(cells.map((h) => isStandable(s, h))).toEqual([false, false, false, true]);
    expect(cells.map((h) => whyNotStandable(s, h))).toEqual([
      '(9,0) is off the map',
      '(2,0) is an obstacle',
      'the statue stands on (0,2)',
      null,
    ]);
    // the unit on (0,0) does not matter: standability is about the cell (occupancy is unitAt's)
    expect(isStandable(s, { q: 0, r: 0 })).toBe(true);
  });
});
