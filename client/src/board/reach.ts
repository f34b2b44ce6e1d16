import { hexKey, reachableCells, type Direction, type Hex } from '../../../shared/hex';
import { unstandable, type Unstandable } from '../../../shared/map';
import type { BoardView } from './boardView';

/** Where a unit can end its movement from a position and facing with a budget (R-MOVE; turning costs 1, O-19). */
export type ReachView = {
  /** Least movement to end on each reachable cell, by key; the start cell costs 0. */
  costs: Record<string, number>;
  /** One cheapest path to each reachable cell, as the cells stepped through (start first). */
  paths: Record<string, Hex[]>;
};

/**
 * Why a unit cannot stand on a cell of the viewer's map: the engine's one predicate (shared/map `unstandable`: off the
 * map or void, an obstacle, the statue's cell, O-13); null when it can (the engine's isStandable on an empty map).
 */
export function whyNotStandable(view: BoardView, h: Hex): Unstandable | null {
  return unstandable(view.cellsByKey[hexKey(h)], !!view.statue && view.statue.q === h.q && view.statue.r === h.r);
}

/** Whether a unit may enter a cell of the viewer's map: open ground that the statue does not stand on (O-13). */
export function enterableOf(view: BoardView): (h: Hex) => boolean {
  return (h) => whyNotStandable(view, h) === null;
}

/** The movement reach of a position on an empty map (the viewer has no units yet), from shared/hex reachableCells. */
export function reachFrom(view: BoardView, origin: Hex, facing: Direction, budget: number): ReachView {
  const costs: Record<string, number> = {};
  const paths: Record<string, Hex[]> = {};
  // States come cheapest first, so the first state seen on a cell carries its least cost and a cheapest path.
  for (const state of reachableCells({ start: origin, facing, budget, canEnter: enterableOf(view) })) {
    const key = hexKey(state.cell);
    if (key in costs) continue;
    costs[key] = state.cost;
    const cells: Hex[] = [origin];
    for (const step of state.path) {
      const last = cells[cells.length - 1];
      if (last.q !== step.cell.q || last.r !== step.cell.r) cells.push(step.cell);
    }
    paths[key] = cells;
  }
  return { costs, paths };
}
