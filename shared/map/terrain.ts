/**
 * The terrain rules every layer reads the same way (R-MAP-2/3, O-21): only open ground can be stood on and seen
 * through; obstacles and cells off the map (void included: the assembled map has no void cells) block both. The engine
 * (shared/rules/board.ts) and the map's own queries use these; units and the statue are the engine's business.
 */
import type { Terrain } from './types';

/** Whether a cell (undefined: off the map) is open ground a unit could stand on. */
export function isOpenCell(cell: { terrain: Terrain } | undefined): boolean {
  return cell !== undefined && cell.terrain === 'open';
}

/** Whether a cell (undefined: off the map) blocks line of sight. */
export function blocksSightCell(cell: { terrain: Terrain } | undefined): boolean {
  return !isOpenCell(cell);
}

/** Why a unit cannot stand on a cell even with nobody on it (R-MAP-2/3, R-MOVE-5, O-13). */
export type Unstandable = 'off-map' | 'obstacle' | 'statue';

/**
 * The one standability predicate, for the engine (shared/rules/board.ts) and the board viewer alike: off the map (void
 * included), an obstacle, or the intact statue's cell (`statueHere`); null when a unit could stand there if it were empty.
 */
export function unstandable(cell: { terrain: Terrain } | undefined, statueHere: boolean): Unstandable | null {
  if (cell === undefined || cell.terrain === 'void') return 'off-map';
  if (!isOpenCell(cell)) return 'obstacle';
  return statueHere ? 'statue' : null;
}
