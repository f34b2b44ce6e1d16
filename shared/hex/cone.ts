import { hexSubtract, rotateHex } from './coords';
import { ring } from './ring';
import type { Direction, Hex } from './types';

/**
 * The front cone of a unit at origin facing `facing`, out to maxRange, in the multi-target order: ring by ring, on ring k
 * from origin + k·dir(facing+1) (front-left) clockwise to origin + k·dir(facing−1) (front-right), 2k+1 cells
 * (R-LOS-4, R-MULTI-2, R-MULTI-4).
 */
export function frontCone(origin: Hex, facing: Direction | number, maxRange: number): Hex[] {
  const cells: Hex[] = [];
  for (let k = 1; k <= maxRange; k++) {
    // The ring starting at the front-left corner runs clockwise through the front corner to the front-right one:
    // its first 2k+1 cells are exactly the offsets a·dir(f+1) + b·dir(f) and a·dir(f) + b·dir(f−1).
    const cellsOfRing = ring(origin, k, facing + 1);
    for (let i = 0; i <= 2 * k; i++) cells.push(cellsOfRing[i]);
  }
  return cells;
}

/**
 * Every cell around origin out to maxRange, in the surround multi-target order: ring by ring, on ring k from
 * origin + k·dir(facing+1) (front-left) clockwise all the way round, 6k cells (R-MULTI-3, R-MULTI-4).
 */
export function surround(origin: Hex, facing: Direction | number, maxRange: number): Hex[] {
  const cells: Hex[] = [];
  for (let k = 1; k <= maxRange; k++) cells.push(...ring(origin, k, facing + 1));
  return cells;
}

/**
 * Whether h lies in the 120° front cone of a unit at origin facing `facing` (R-LOS-4): h ≠ origin and its offset is
 * a·dir(f−1) + b·dir(f) or a·dir(f) + b·dir(f+1) with a, b ≥ 0. The cone has no range limit here.
 */
export function isInFrontCone(origin: Hex, facing: Direction | number, h: Hex): boolean {
  if (h.q === origin.q && h.r === origin.r) return false;
  // Turn the offset so the facing becomes E (direction 0); the E cone is {q ≥ 0, q + r ≥ 0} (cube: q ≥ 0, s ≤ 0).
  const v = rotateHex(hexSubtract(h, origin), -facing);
  return v.q >= 0 && v.q + v.r >= 0;
}
