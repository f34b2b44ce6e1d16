// Turning a layout into the cells the rules play on (R-MAP-2, R-MAP-3, O-12).
import { blocksSightCell } from './terrain';
import { hexKey, type Hex } from '../hex';
import { boardIdAt } from './boardAt';
import { getBoard } from './boardDefs';
import { BOARD_LOCAL_CELLS, localToWorld } from './lattice';
import type { BoardLookup, GameMap, Layout, MapCell } from './types';

/** Board id given to an island cell that lies outside every placed board. */
export const ISLAND_BOARD = 'island';

/**
 * The assembled map of a layout: every non-void board cell with its terrain and board id, plus one open cell per
 * floating island (O-12), with obstacle markers turning their cells into obstacles (O-12). Void is absent (R-MAP-3).
 * Assumes a layout that validateLayout accepts (for overlapping boards the earlier board's cell wins).
 */
export function assembleMap(layout: Layout, lookup: BoardLookup = getBoard): GameMap {
  const cells: Record<string, MapCell> = {};
  for (const placed of layout.boards) {
    const def = lookup(placed.board);
    if (!def) throw new Error(`assembleMap: unknown board "${placed.board}"`);
    for (const local of BOARD_LOCAL_CELLS) {
      const terrain = def.cells[hexKey(local)];
      if (terrain === 'void') continue;
      const h = localToWorld(local, placed.at, placed.rotation);
      const key = hexKey(h);
      if (!cells[key]) cells[key] = { q: h.q, r: h.r, terrain, board: placed.board };
    }
  }
  for (const h of layout.islands) {
    const key = hexKey(h);
    if (!cells[key]) cells[key] = { q: h.q, r: h.r, terrain: 'open', board: boardIdAt(layout, h) ?? ISLAND_BOARD };
  }
  for (const h of layout.obstacles) {
    const cell = cells[hexKey(h)];
    if (cell) cells[hexKey(h)] = { ...cell, terrain: 'obstacle' };
  }
  return { cells };
}

/** Whether h is a non-void cell of the assembled map (a cell that exists; it may still be an obstacle). */
export function isMapCell(map: GameMap, h: Hex): boolean {
  return Object.prototype.hasOwnProperty.call(map.cells, hexKey(h));
}

/** Whether h blocks sight on this map: obstacles, void and everything off the map (docs/architecture.md "Hex conventions", O-21). */
export function isSightBlocking(map: GameMap, h: Hex): boolean {
  return blocksSightCell(map.cells[hexKey(h)]);
}

/** Every cell of the map as a list, in a stable order (sorted by r, then q). */
export function mapCellList(map: GameMap): MapCell[] {
  return Object.values(map.cells).sort((a, b) => a.r - b.r || a.q - b.q);
}
