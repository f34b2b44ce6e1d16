import { hexKey } from './coords';
import { DIRECTIONS, type Direction, type Hex } from './types';

/** A unit's position and facing; one entry of a movement path. */
export type MoveState = { cell: Hex; facing: Direction };

/** A (cell, facing) state a unit can end its movement in, with the least movement it costs and one path of that cost. */
export type ReachableState = {
  cell: Hex;
  facing: Direction;
  cost: number;
  /** The states after each unit of movement, in order (a step changes the cell, a turn only the facing); [] for the start. */
  path: MoveState[];
};

/** What reachableCells needs: where the unit is, how it faces, its budget and the engine's terrain/occupancy rules. */
export type ReachableQuery = {
  start: Hex;
  facing: Direction;
  budget: number;
  /** Whether the unit may step into (and so through) this cell: not blocked, not void, no enemy (R-MOVE-5, R-MOVE-6). */
  canEnter: (h: Hex) => boolean;
  /** Whether the unit may end its movement here (no other unit, R-MOVE-6); defaults to canEnter. */
  canStop?: (h: Hex) => boolean;
};

/**
 * Every (cell, facing) state the unit can end its movement in within its budget, cheapest first, each with its minimum
 * cost and one cheapest path: a step to a neighbour costs 1 and turns the unit to the step's direction (R-MOVE-2,
 * R-MOVE-3); turning in place costs 1 and may pick any facing (R-MOVE-4, DESIGN O-19). Cells it may only pass through
 * (canEnter but not canStop, e.g. allies) are crossed but never listed; the start cell is always a valid end. Ties
 * between equally cheap paths break one fixed way: breadth-first, steps in direction order 0..5 before turns.
 */
export function reachableCells(query: ReachableQuery): ReachableState[] {
  const { start, facing, budget, canEnter } = query;
  if (!Number.isFinite(budget)) throw new RangeError(`movement budget must be finite, got ${budget}`);
  const canStop = query.canStop ?? canEnter;
  const enterable: Record<string, boolean> = {};
  const startKey = hexKey(start);
  // The unit's own start cell is always enterable again (it left it; R-MOVE-6 only concerns other units).
  const enter = (cell: Hex, key: string) => key === startKey || (enterable[key] ??= canEnter(cell));

  type Node = { cell: Hex; key: string; facing: Direction; cost: number; parent: Node | null };
  const seen: Record<string, true> = {};
  const id = (key: string, f: number) => `${key}|${f}`;
  const first: Node = { cell: { q: start.q, r: start.r }, key: startKey, facing, cost: 0, parent: null };
  seen[id(startKey, facing)] = true;
  const order: Node[] = [first];
  // Breadth-first search: every action costs exactly 1, so the first visit of a state is a cheapest one.
  for (let head = 0; head < order.length; head++) {
    const node = order[head];
    if (node.cost >= budget) continue;
    for (let d = 0; d < 6; d++) {
      const v = DIRECTIONS[d];
      const cell = { q: node.cell.q + v.q, r: node.cell.r + v.r };
      const key = hexKey(cell);
      if (seen[id(key, d)] || !enter(cell, key)) continue;
      seen[id(key, d)] = true;
      order.push({ cell, key, facing: d as Direction, cost: node.cost + 1, parent: node });
    }
    for (let f = 0; f < 6; f++) {
      if (f === node.facing || seen[id(node.key, f)]) continue;
      seen[id(node.key, f)] = true;
      order.push({ cell: node.cell, key: node.key, facing: f as Direction, cost: node.cost + 1, parent: node });
    }
  }

  const stoppable: Record<string, boolean> = {};
  const result: ReachableState[] = [];
  for (const node of order) {
    if (node.key !== startKey && !(stoppable[node.key] ??= canStop(node.cell))) continue;
    const path: MoveState[] = [];
    for (let n: Node | null = node; n && n.parent; n = n.parent) {
      path.push({ cell: { q: n.cell.q, r: n.cell.r }, facing: n.facing });
    }
    path.reverse();
    result.push({ cell: { q: node.cell.q, r: node.cell.r }, facing: node.facing, cost: node.cost, path });
  }
  return result;
}

/** The cheapest cost to end on each cell (any facing), by hexKey — the usual "movement reach" overlay. */
export function reachCostByCell(states: readonly ReachableState[]): Record<string, number> {
  const costs: Record<string, number> = {};
  for (const s of states) {
    const key = hexKey(s.cell);
    if (costs[key] === undefined || s.cost < costs[key]) costs[key] = s.cost;
  }
  return costs;
}
