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
 * R-MOVE-3); turning in place costs 1 and may pick any facing (R-MOVE-4, O-19). Cells it may only pass through
 * (canEnter but not canStop, e.g. allies) are crossed but never listed; the start cell is always a valid end. Ties
 * between equally cheap paths break one fixed way: breadth-first, steps in direction order 0..5 before turns.
 */
export function reachableCells(query: ReachableQuery): ReachableState[] {
  const { start, facing, budget, canEnter } = query;
  if (!Number.isFinite(budget)) throw new RangeError(`movement budget must be finite, got ${budget}`);
  const canStop = query.canStop ?? canEnter;
  // Cells are numbered on a window of radius `reach` around the start (no cell farther away can be reached), so states
  // live in typed arrays instead of string-keyed records.
  const reach = Math.max(0, Math.floor(budget));
  const width = 2 * reach + 1;
  const cellIndex = (q: number, r: number) => (q - start.q + reach) * width + (r - start.r + reach);
  const startIndex = cellIndex(start.q, start.r);
  // Per cell: 0 not asked yet, 1 enterable, 2 not enterable. The unit's own start cell is always enterable again (it
  // left it; R-MOVE-6 only concerns other units).
  const enterable = new Uint8Array(width * width);
  enterable[startIndex] = 1;
  const seen = new Uint8Array(width * width * 6);

  type Node = { q: number; r: number; cell: number; facing: Direction; cost: number; parent: Node | null };
  const first: Node = { q: start.q, r: start.r, cell: startIndex, facing, cost: 0, parent: null };
  seen[startIndex * 6 + facing] = 1;
  const order: Node[] = [first];
  // Breadth-first search: every action costs exactly 1, so the first visit of a state is a cheapest one.
  for (let head = 0; head < order.length; head++) {
    const node = order[head];
    if (node.cost >= budget) continue;
    for (let d = 0; d < 6; d++) {
      const v = DIRECTIONS[d];
      const q = node.q + v.q;
      const r = node.r + v.r;
      const cell = cellIndex(q, r);
      if (seen[cell * 6 + d]) continue;
      if (enterable[cell] === 0) enterable[cell] = canEnter({ q, r }) ? 1 : 2;
      if (enterable[cell] !== 1) continue;
      seen[cell * 6 + d] = 1;
      order.push({ q, r, cell, facing: d as Direction, cost: node.cost + 1, parent: node });
    }
    for (let f = 0; f < 6; f++) {
      if (f === node.facing || seen[node.cell * 6 + f]) continue;
      seen[node.cell * 6 + f] = 1;
      order.push({ q: node.q, r: node.r, cell: node.cell, facing: f as Direction, cost: node.cost + 1, parent: node });
    }
  }

  // Per cell: 0 not asked yet, 1 may end here, 2 may not.
  const stoppable = new Uint8Array(width * width);
  stoppable[startIndex] = 1;
  const result: ReachableState[] = [];
  for (const node of order) {
    if (stoppable[node.cell] === 0) stoppable[node.cell] = canStop({ q: node.q, r: node.r }) ? 1 : 2;
    if (stoppable[node.cell] !== 1) continue;
    const path: MoveState[] = [];
    for (let n: Node | null = node; n && n.parent; n = n.parent)
      path.push({ cell: { q: n.q, r: n.r }, facing: n.facing });
    path.reverse();
    result.push({ cell: { q: node.q, r: node.r }, facing: node.facing, cost: node.cost, path });
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
