// Outline segments of one board's hexagon on the table, side by side, for the editor's highlights (pure geometry).
import { DIRECTIONS, type Hex } from '../../../../shared/hex';
import { BOARD_LOCAL_CELLS, SIDE_OFFSETS, tileCentreOf } from '../../../../shared/map';
import { hexCornersWorld, hexToWorld } from '../../board/worldLayout';

/** Flat x,z,x,z segments of the outline of the board hexagon centred at `at`, one list per map side 0..5. */
export function boardSideSegments(at: Hex): number[][] {
  const sides: number[][] = [[], [], [], [], [], []];
  for (const local of BOARD_LOCAL_CELLS) {
    const c = { q: at.q + local.q, r: at.r + local.r };
    const corners = hexCornersWorld(c);
    for (let d = 0; d < 6; d++) {
      const n = { q: c.q + DIRECTIONS[d].q, r: c.r + DIRECTIONS[d].r };
      const tile = tileCentreOf(n);
      if (tile.q === at.q && tile.r === at.r) continue;
      const side = SIDE_OFFSETS.findIndex((o) => o.q === tile.q - at.q && o.r === tile.r - at.r);
      // Edge d of a pointy-top cell runs between corners (6 − d) and (7 − d) (as boardView.ts draws outlines).
      const a = corners[(6 - d) % 6];
      const b = corners[(7 - d) % 6];
      if (side >= 0) sides[side].push(a.x, a.z, b.x, b.z);
    }
  }
  return sides;
}

/** The cells of the board hexagon centred at `at` (cells and void alike), as table points. */
export function hexagonCells(at: Hex): Hex[] {
  return BOARD_LOCAL_CELLS.map((l) => ({ q: at.q + l.q, r: at.r + l.r }));
}

/** Flat segments lifted to [x, y, z] points (two per segment). */
export function liftSegments(flat: readonly number[], y: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i], y, flat[i + 1]]);
  return out;
}

export { hexToWorld };
