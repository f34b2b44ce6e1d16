import { DIRECTIONS, hexKey, type Hex } from '../../../shared/hex';
import { SIDE_OFFSETS, tileCentreOf, type BoardKind, type Team } from '../../../shared/map';
import { hexCornersWorld, hexToWorld } from './worldLayout';

export type { BoardKind, Team };

/** One placed board as the viewer needs it: where its centre is and which of its sides (in map directions) are blue. */
export type PlacedBoardInput = {
  id: string;
  name: string;
  kind: BoardKind;
  center: Hex;
  /** The team whose campfire this is (R-MAP-11), or null. */
  team: Team | null;
  /** Map-space side numbers that are blue; side s faces the neighbouring board at SIDE_OFFSETS[s] (shared/map). */
  blueSides: number[];
};

/** What the viewer draws, whatever produced it (shared/map today, a scenario or a room later). */
export type BoardInput = {
  cells: Record<string, { q: number; r: number; terrain: 'open' | 'obstacle'; board: string }>;
  boards: PlacedBoardInput[];
  statue: Hex | null;
};

/** A cell ready to draw. */
export type CellView = {
  key: string;
  q: number;
  r: number;
  terrain: 'open' | 'obstacle';
  board: string;
  kind: BoardKind;
  team: Team | null;
};

/** The drawable board: cells, border and blue-side segments (flat x,z,x,z per segment), statue, bounds. */
export type BoardView = {
  cells: CellView[];
  cellsByKey: Record<string, CellView>;
  boards: PlacedBoardInput[];
  borderSegments: number[];
  blueSegments: number[];
  statue: Hex | null;
  bounds: { centerX: number; centerZ: number; radius: number };
  /** Cells the camera frames instead of `cells` (the lab editor adds the free board spots around the map). */
  frameCells?: Hex[];
};

/** How far board outlines sit inside their own cells, so two boards meeting along a side show two distinct lines. */
const OUTLINE_INSET = 0.07;

/** Which map side of the board centred at `center` an edge lies on, from the cell across it (−1 if not a neighbour tile). */
export function sideOfEdge(center: Hex, neighbourCell: Hex): number {
  // The cell across a boundary edge lies in the lattice tile of the neighbouring board across that side (shared/map).
  const tile = tileCentreOf(neighbourCell);
  return SIDE_OFFSETS.findIndex((o) => o.q === tile.q - center.q && o.r === tile.r - center.r);
}

/** Builds the drawable view of a map: the edges where a cell meets another board or the void become outline segments. */
export function buildBoardView(input: BoardInput): BoardView {
  const boardById = new Map(input.boards.map((b) => [b.id, b]));
  const cells: CellView[] = [];
  const cellsByKey: Record<string, CellView> = {};
  const borderSegments: number[] = [];
  const blueSegments: number[] = [];
  let minX = Infinity,
    maxX = -Infinity,
    minZ = Infinity,
    maxZ = -Infinity;

  for (const key of Object.keys(input.cells).sort()) {
    const c = input.cells[key];
    const board = boardById.get(c.board);
    const cell: CellView = {
      key: hexKey(c),
      q: c.q,
      r: c.r,
      terrain: c.terrain,
      board: c.board,
      kind: board?.kind ?? 'normal',
      team: board?.team ?? null,
    };
    cells.push(cell);
    cellsByKey[cell.key] = cell;

    const centre = hexToWorld(c);
    minX = Math.min(minX, centre.x);
    maxX = Math.max(maxX, centre.x);
    minZ = Math.min(minZ, centre.z);
    maxZ = Math.max(maxZ, centre.z);

    const corners = hexCornersWorld(c);
    for (let d = 0; d < 6; d++) {
      const n = { q: c.q + DIRECTIONS[d].q, r: c.r + DIRECTIONS[d].r };
      const other = input.cells[hexKey(n)];
      if (other && other.board === c.board) continue;
      // Edge d of a pointy-top cell runs between corners (6 − d) and (7 − d) (corner i at 60°·i − 30°, y south).
      const a = corners[(6 - d) % 6];
      const b = corners[(7 - d) % 6];
      const seg = [a, b].flatMap((p) => [
        p.x + (centre.x - p.x) * OUTLINE_INSET,
        p.z + (centre.z - p.z) * OUTLINE_INSET,
      ]);
      borderSegments.push(...seg);
      if (board && board.blueSides.includes(sideOfEdge(board.center, n))) blueSegments.push(...seg);
    }
  }

  const centerX = (minX + maxX) / 2;
  const centerZ = (minZ + maxZ) / 2;
  let radius = 1;
  for (const c of cells) {
    const p = hexToWorld(c);
    radius = Math.max(radius, Math.hypot(p.x - centerX, p.z - centerZ) + 1);
  }
  return {
    cells,
    cellsByKey,
    boards: input.boards,
    borderSegments,
    blueSegments,
    statue: input.statue,
    bounds: { centerX, centerZ, radius },
  };
}
