// Questions the engine and client ask about a layout: statue cell (O-13), campfire cells (R-SETUP-15).
import { isOpenCell } from './terrain';
import { hexKey, type Hex } from '../hex';
import { assembleMap } from './assembleMap';
import { getBoard } from './boardDefs';
import { BOARD_LOCAL_CELLS, localToWorld } from './lattice';
import type { GameMap, Layout, MapCell, Team } from './types';

/** The cell of the Statue of Yer — the centre of its statue board (R-MAP-12, O-13) — or null when there is none (O-14). */
export function statueCell(layout: Layout): Hex | null {
  if (layout.statue === null) return null;
  const placed = layout.boards.find((p) => p.board === layout.statue);
  return placed ? { q: placed.at.q, r: placed.at.r } : null;
}

/** The cells of the board `boardId` on the assembled map (void absent, markers applied). */
export function boardCells(layout: Layout, boardId: string, map: GameMap = assembleMap(layout)): MapCell[] {
  const placed = layout.boards.find((p) => p.board === boardId);
  if (!placed || !getBoard(boardId)) return [];
  const out: MapCell[] = [];
  for (const local of BOARD_LOCAL_CELLS) {
    const cell = map.cells[hexKey(localToWorld(local, placed.at, placed.rotation))];
    if (cell) out.push(cell);
  }
  return out;
}

/**
 * The starting cells of a team: every open cell of its campfire board (R-SETUP-15: any cell of the own campfire
 * board, one standee per cell). Empty while the campfire choice (R-MAP-11) is pending.
 */
export function campfireCells(layout: Layout, team: Team, map: GameMap = assembleMap(layout)): Hex[] {
  if (!layout.campfires) return [];
  return boardCells(layout, layout.campfires[team], map)
    .filter(isOpenCell)
    .map((c) => ({ q: c.q, r: c.r }));
}

/** Whether h lies on the board that holds the statue (where trading happens, R-TRADE-1, O-13). */
export function isOnStatueBoard(layout: Layout, h: Hex, map: GameMap = assembleMap(layout)): boolean {
  if (layout.statue === null) return false;
  const cell = map.cells[hexKey(h)];
  return !!cell && cell.board === layout.statue;
}

/** The open cells of one board on the assembled map (e.g. a campfire board's start cells before teams are known). */
export function boardOpenCells(layout: Layout, boardId: string, map: GameMap = assembleMap(layout)): Hex[] {
  return boardCells(layout, boardId, map)
    .filter(isOpenCell)
    .map((c) => ({ q: c.q, r: c.r }));
}
