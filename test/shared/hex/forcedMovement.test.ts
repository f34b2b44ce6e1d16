import { seededRandom } from '../../fixtures/seededRandom';
import { describe, expect, it } from 'vitest';
import {
  directionTo,
  hexDistance,
  hexKey,
  pullOptions,
  pullSteps,
  pushOptions,
  pushSteps,
  spiral,
  type ForcedMoveOptions,
  type Hex,
} from '../../../shared/hex';

const O: Hex = { q: 0, r: 0 };
const h = (q: number, r: number): Hex => ({ q, r });
const open = () => true;
const blockers = (keys: string[]) => (c: Hex) => !keys.includes(hexKey(c));
const endsOf = (o: ForcedMoveOptions) => o.ends.map((e) => `${hexKey(e.cell)}|${e.facing}`).sort();

describe('R-FORCE-4 push: every step strictly farther from the source', () => {
  it('push 1 from (0,0) at (1,0): the three farther neighbours are the choices', () => {
    expect(pushSteps(h(1, 0), O, open)).toEqual([h(2, 0), h(2, -1), h(1, 1)]);
    const options = pushOptions(h(1, 0), O, 1, open);
    expect(options.firstSteps).toEqual([h(2, 0), h(2, -1), h(1, 1)]);
    expect(endsOf(options)).toEqual(['1,1|5', '2,-1|1', '2,0|0']);
  });

  it('push 2: five end cells, two of them reachable with two different final facings (R-FORCE-2)', () => {
    const options = pushOptions(h(1, 0), O, 2, open);
    expect(endsOf(options)).toEqual(['1,2|5', '2,1|0', '2,1|5', '3,-1|0', '3,-1|1', '3,-2|1', '3,0|0']);
    for (const end of options.ends) {
      expect(end.path).toHaveLength(2);
      expect(end.path[1]).toEqual(end.cell);
      expect(directionTo(end.path[0], end.cell)).toBe(end.facing);
    }
  });

  it('a push into a wall does not move the unit', () => {
    const options = pushOptions(h(1, 0), O, 3, blockers(['2,0', '2,-1', '1,1']));
    expect(options.firstSteps).toEqual([]);
    expect(options.ends).toEqual([{ cell: h(1, 0), facing: null, path: [] }]);
  });

  it('a push stops where no step qualifies (R-FORCE-6), even with distance left', () => {
    // Block the other first steps and all three cells beyond (2,0): the push gets one step and stops.
    const canEnter = blockers(['2,-1', '1,1', '3,0', '3,-1', '2,1']);
    const options = pushOptions(h(1, 0), O, 3, canEnter);
    expect(options.ends).toEqual([{ cell: h(2, 0), facing: 0, path: [h(2, 0)] }]);
  });

  it('push 0 leaves the unit where it is', () => {
    expect(pushOptions(h(1, 0), O, 0, open)).toEqual({
      firstSteps: [],
      ends: [{ cell: h(1, 0), facing: null, path: [] }],
    });
  });
});

describe('R-FORCE-5 pull: every step strictly nearer to the source', () => {
  it('pull 2 along an axis has one route', () => {
    expect(pullSteps(h(3, 0), O, open)).toEqual([h(2, 0)]);
    expect(pullOptions(h(3, 0), O, 2, open).ends).toEqual([{ cell: h(1, 0), facing: 3, path: [h(2, 0), h(1, 0)] }]);
  });

  it('pull from a vertex-direction cell offers two first steps', () => {
    expect(pullSteps(h(2, -1), O, open)).toEqual([h(1, -1), h(1, 0)]);
  });

  it('a pull towards an empty point may end on it, then stops (distance 0)', () => {
    const options = pullOptions(h(2, 0), O, 5, open);
    expect(options.ends).toEqual([{ cell: O, facing: 3, path: [h(1, 0), O] }]);
  });

  it('R-FORCE-6 example: Eli behind a blocking area cannot be pulled nearer, so he does not move', () => {
    // Alicia at (0,0) pulls Eli at (3,0); the only nearer cell (2,0) is an obstacle.
    const options = pullOptions(h(3, 0), O, 2, blockers(['2,0']));
    expect(options.firstSteps).toEqual([]);
    expect(options.ends).toEqual([{ cell: h(3, 0), facing: null, path: [] }]);
  });

  it('R-FORCE-6 example: any path whose every step qualifies may be chosen (all of them are listed)', () => {
    // (2,2) is 4 from (0,0); after two steps nearer it is 2 away, by W/NW steps in either order.
    const options = pullOptions(h(2, 2), O, 2, open);
    expect(endsOf(options)).toEqual(['0,2|3', '1,1|2', '1,1|3', '2,0|2']);
  });
});

describe('R-FORCE-4..6 push and pull on random obstacle maps', () => {
  it('every listed route obeys the rule, is as long as allowed, and stops only where no step qualifies', () => {
    const random = seededRandom(11);
    const cells = spiral(O, 4);
    for (let m = 0; m < 200; m++) {
      const blocked = new Set(cells.filter(() => random() < 0.25).map(hexKey));
      const canEnter = (c: Hex) => !blocked.has(hexKey(c)) && hexDistance(c, O) <= 4;
      const source = cells[Math.floor(random() * cells.length)];
      const unit = cells[Math.floor(random() * cells.length)];
      const distance = Math.floor(random() * 4);
      for (const [sign, options, steps] of [
        [1, pushOptions(unit, source, distance, canEnter), pushSteps],
        [-1, pullOptions(unit, source, distance, canEnter), pullSteps],
      ] as const) {
        expect(options.ends.length).toBeGreaterThan(0);
        for (const end of options.ends) {
          let at = unit;
          for (const c of end.path) {
            expect(hexDistance(at, c)).toBe(1);
            expect(hexDistance(c, source) - hexDistance(at, source)).toBe(sign);
            expect(canEnter(c)).toBe(true);
            at = c;
          }
          expect(at).toEqual(end.cell);
          expect(end.path.length).toBeLessThanOrEqual(distance);
          if (end.path.length < distance) expect(steps(end.cell, source, canEnter)).toEqual([]);
        }
      }
    }
  });
});
