import { seededRandom } from '../../fixtures/seededRandom';
import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  directionTo,
  hexDistance,
  hexKey,
  reachableCells,
  reachCostByCell,
  spiral,
  type Direction,
  type Hex,
  type ReachableState,
} from '../../../shared/hex';

const O: Hex = { q: 0, r: 0 };
const h = (q: number, r: number): Hex => ({ q, r });
const open = () => true;
const stateKey = (cell: Hex, f: number) => `${hexKey(cell)}|${f}`;

function costOf(states: ReachableState[], cell: Hex, facing: number): number | undefined {
  return states.find((s) => hexKey(s.cell) === hexKey(cell) && s.facing === facing)?.cost;
}

/** Checks a path is a legal sequence of steps and turns from the start that ends in the state and costs its length. */
function expectValidPath(s: ReachableState, start: Hex, facing: Direction, canEnter: (h: Hex) => boolean): void {
  expect(s.path).toHaveLength(s.cost);
  let cell = start;
  let f: number = facing;
  for (const p of s.path) {
    if (hexKey(p.cell) === hexKey(cell)) {
      expect(p.facing).not.toBe(f); // a turn changes the facing (R-MOVE-4)
    } else {
      expect(directionTo(cell, p.cell)).toBe(p.facing); // a step faces its direction (R-MOVE-3)
      expect(canEnter(p.cell) || hexKey(p.cell) === hexKey(start)).toBe(true);
    }
    cell = p.cell;
    f = p.facing;
  }
  expect(hexKey(cell)).toBe(hexKey(s.cell));
  expect(f).toBe(s.facing);
}

describe('R-MOVE-2 each step costs 1; R-MOVE-3 a step turns the unit; R-MOVE-4 turning in place costs 1', () => {
  it('budget 1 from open ground: the start, six steps (each facing its direction) and five turns', () => {
    const states = reachableCells({ start: O, facing: 0, budget: 1, canEnter: open });
    expect(states).toHaveLength(1 + 6 + 5);
    expect(states[0]).toEqual({ cell: O, facing: 0, cost: 0, path: [] });
    for (let d = 0; d < 6; d++) {
      expect(costOf(states, DIRECTIONS[d], d)).toBe(1);
      expect(costOf(states, O, d)).toBe(d === 0 ? 0 : 1);
    }
    // A neighbour cannot be reached facing another way within budget 1 (that would need a step and a turn).
    expect(costOf(states, h(1, 0), 3)).toBeUndefined();
  });

  it.each([
    { name: 'turning round in place costs 1, not 3 (O-19)', cell: h(0, 0), facing: 3, cost: 1 },
    { name: 'two steps east arrive facing east', cell: h(2, 0), facing: 0, cost: 2 },
    { name: 'arriving and then turning costs one more', cell: h(2, 0), facing: 3, cost: 3 },
    { name: 'the vertex-direction cell is reached facing either last step', cell: h(2, -1), facing: 1, cost: 2 },
    { name: 'the vertex-direction cell, other last step', cell: h(2, -1), facing: 0, cost: 2 },
    { name: 'stepping backwards means turning first or after', cell: h(-1, 0), facing: 0, cost: 2 },
  ])('$name', ({ cell, facing, cost }) => {
    const states = reachableCells({ start: O, facing: 0, budget: 3, canEnter: open });
    expect(costOf(states, cell, facing)).toBe(cost);
  });

  it('budget 0 leaves only the start', () => {
    expect(reachableCells({ start: h(4, 4), facing: 2, budget: 0, canEnter: open })).toEqual([
      { cell: h(4, 4), facing: 2, cost: 0, path: [] },
    ]);
  });

  it('every state comes with a cheapest path of legal steps and turns, cheapest states first', () => {
    const blocked = new Set(['1,0', '0,1', '-1,2']);
    const canEnter = (c: Hex) => !blocked.has(hexKey(c));
    const states = reachableCells({ start: O, facing: 4, budget: 4, canEnter });
    for (let i = 1; i < states.length; i++) expect(states[i].cost).toBeGreaterThanOrEqual(states[i - 1].cost);
    for (const s of states) expectValidPath(s, O, 4, canEnter);
    expect(new Set(states.map((s) => stateKey(s.cell, s.facing))).size).toBe(states.length);
  });

  it('matches an independent count on random maps: walking distance, +1 unless a shortest path arrives facing that way', () => {
    const random = seededRandom(5);
    for (let m = 0; m < 100; m++) {
      const blocked = new Set(
        spiral(O, 4)
          .filter((c) => hexKey(c) !== '0,0' && random() < 0.3)
          .map(hexKey),
      );
      const canEnter = (c: Hex) => !blocked.has(hexKey(c)) && hexDistance(c, O) <= 4;
      const facing = Math.floor(random() * 6) as Direction;
      const budget = 1 + Math.floor(random() * 4);
      // Plain breadth-first walking distances.
      const dist: Record<string, number> = { '0,0': 0 };
      const queue: Hex[] = [O];
      for (let i = 0; i < queue.length; i++) {
        for (const d of DIRECTIONS) {
          const n = { q: queue[i].q + d.q, r: queue[i].r + d.r };
          if (dist[hexKey(n)] === undefined && canEnter(n)) {
            dist[hexKey(n)] = dist[hexKey(queue[i])] + 1;
            queue.push(n);
          }
        }
      }
      const expected: Record<string, number> = {};
      for (const key of Object.keys(dist)) {
        const [q, r] = key.split(',').map(Number);
        for (let f = 0; f < 6; f++) {
          let cost: number;
          if (key === '0,0') cost = f === facing ? 0 : 1;
          else {
            const back = { q: q - DIRECTIONS[f].q, r: r - DIRECTIONS[f].r };
            cost = dist[hexKey(back)] === dist[key] - 1 ? dist[key] : dist[key] + 1;
          }
          if (cost <= budget) expected[stateKey({ q, r }, f)] = cost;
        }
      }
      const got: Record<string, number> = {};
      for (const s of reachableCells({ start: O, facing, budget, canEnter })) got[stateKey(s.cell, s.facing)] = s.cost;
      expect(got).toEqual(expected);
    }
  });
});

describe('R-MOVE-5 and R-MOVE-6 blocked cells, allies and enemies', () => {
  it('passes through an ally but never stops on it (canEnter vs canStop)', () => {
    const ally = '1,0';
    const states = reachableCells({
      start: O,
      facing: 0,
      budget: 2,
      canEnter: open,
      canStop: (c) => hexKey(c) !== ally,
    });
    expect(states.some((s) => hexKey(s.cell) === ally)).toBe(false);
    expect(costOf(states, h(2, 0), 0)).toBe(2);
    expect(states.find((s) => hexKey(s.cell) === '2,0' && s.facing === 0)!.path[0].cell).toEqual(h(1, 0));
  });

  it('an enemy (not enterable) forces a detour', () => {
    const states = reachableCells({ start: O, facing: 0, budget: 3, canEnter: (c) => hexKey(c) !== '1,0' });
    expect(costOf(states, h(2, 0), 0)).toBeUndefined(); // arriving facing E means coming from (1,0)
    expect(reachCostByCell(states)['2,0']).toBe(3); // around: (1,−1), (2,−1), (2,0) or (0,1), (1,1), (2,0)
  });

  it('a unit walled in can only turn', () => {
    const states = reachableCells({ start: O, facing: 1, budget: 5, canEnter: () => false });
    expect(states.map((s) => s.facing).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(states.every((s) => hexKey(s.cell) === '0,0')).toBe(true);
  });

  it('reachCostByCell gives the cheapest cost per cell over facings', () => {
    const costs = reachCostByCell(reachableCells({ start: O, facing: 0, budget: 2, canEnter: open }));
    expect(Object.keys(costs)).toHaveLength(19);
    expect(costs['0,0']).toBe(0);
    expect(costs['-2,0']).toBe(2);
  });
});
