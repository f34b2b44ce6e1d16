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
