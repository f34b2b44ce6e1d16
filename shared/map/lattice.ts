// Board geometry: the 19 local cells, the six sides, rotations and the lattice of board centres (O-04/O-10).
import { DIRECTIONS, hexAdd, hexKey, hexScale, rotateHex, spiral, toDirection, type Hex } from '../hex';
import type { Rotation, Side } from './types';

/** Board radius: every board is the hexagon of cells within distance 2 of its centre (19 cells). */
export const BOARD_RADIUS = 2;

/** The 19 board-local cells, ring by ring from the centre (0,0). */
export const BOARD_LOCAL_CELLS: readonly Hex[] = Object.freeze(spiral({ q: 0, r: 0 }, BOARD_RADIUS));

/**
 * Offset from a board's centre to the centre of the neighbouring board across side i, i = 0..5:
 * (5,−2), (3,−5), (−2,−3), (−5,2), (−3,5), (2,3). Each is the previous one rotated 60° counter-clockwise;
 * on screen it lies 23.4° counter-clockwise of direction i (E, NE, NW, W, SW, SE). These six vectors span the
 * lattice of radius-2 hexagons, which tile the plane (19 cells each: det[(5,−2),(2,3)] = 19).
 */
export const SIDE_OFFSETS: readonly Hex[] = Object.freeze(
  [0, 1, 2, 3, 4, 5].map((i) => Object.freeze(rotateHex({ q: 5, r: -2 }, i))),
);

/**
 * The three local cells of side i: from corner cell 2·dir(i) to corner cell 2·dir(i+1).
 * Side i touches the neighbour across it (SIDE_OFFSETS[i]) through 5 cell edges: 3 of them face direction i and
 * 2 face direction i+1; hence "side i faces direction i". Side 1 is the top row, side 4 the bottom row.
 */
export function sideCells(side: number): Hex[] {
  const s = toDirection(side);
  const corner = hexScale(DIRECTIONS[s], BOARD_RADIUS);
  const along = DIRECTIONS[toDirection(s + 2)];
  return [0, 1, 2].map((k) => hexAdd(corner, hexScale(along, k)));
}

/** The world side a board's local side shows after rotating the board by `rotation` steps counter-clockwise. */
export function worldSide(localSide: number, rotation: number): Side {
  return toDirection(localSide + rotation) as Side;
}

/** The board's local side that faces world side `side` when rotated by `rotation`. */
export function localSide(side: number, rotation: number): Side {
  return toDirection(side - rotation) as Side;
}

/** A local board cell's map coordinate for a board centred at `at` with `rotation`. */
export function localToWorld(local: Hex, at: Hex, rotation: number): Hex {
  return hexAdd(at, rotateHex(local, rotation));
}

/** A map coordinate's local board cell for a board centred at `at` with `rotation` (inverse of localToWorld). */
export function worldToLocal(world: Hex, at: Hex, rotation: number): Hex {
  return rotateHex({ q: world.q - at.q, r: world.r - at.r }, -rotation);
}

/** Lattice coordinates (a, b) with at = a·(5,−2) + b·(2,3), or null when `at` is not a board centre of the lattice. */
export function toLattice(at: Hex): { a: number; b: number } | null {
  const a = 3 * at.q - 2 * at.r;
  const b = 2 * at.q + 5 * at.r;
  if (a % 19 !== 0 || b % 19 !== 0) return null;
  return { a: a / 19 + 0, b: b / 19 + 0 };
}

/** The board centre at lattice coordinates (a, b). */
export function fromLattice(a: number, b: number): Hex {
  return { q: 5 * a + 2 * b + 0, r: -2 * a + 3 * b + 0 };
}

/** Whether `at` is a point of the board lattice (a legal board centre). */
export function isLatticePoint(at: Hex): boolean {
  return toLattice(at) !== null;
}

/** The lattice board centre whose 19-cell hexagon contains cell h (the lattice tiles the plane, so it is unique). */
export function tileCentreOf(h: Hex): Hex {
  // Round the fractional lattice coordinates, then search the few nearby centres for the one within distance 2.
  const fa = (3 * h.q - 2 * h.r) / 19;
  const fb = (2 * h.q + 5 * h.r) / 19;
  const a0 = Math.round(fa);
  const b0 = Math.round(fb);
  for (let da = -1; da <= 1; da++) {
    for (let db = -1; db <= 1; db++) {
      const c = fromLattice(a0 + da, b0 + db);
      const dq = h.q - c.q;
      const dr = h.r - c.r;
      if (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) <= 2 * BOARD_RADIUS) return c;
    }
  }
  throw new Error(`tileCentreOf: no lattice tile contains ${hexKey(h)}`); // unreachable: the tiles cover the plane
}

/** The rotation as a Rotation (0..5) for any integer. */
export function toRotation(n: number): Rotation {
  return toDirection(n) as Rotation;
}
