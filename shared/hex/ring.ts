import { hexAdd, hexScale, neighbor, toDirection } from './coords';
import { DIRECTIONS, type Direction, type Hex } from './types';

/**
 * The cells at distance k from center, clockwise, starting at center + k·dir(start).
 * Walking clockwise from the corner in direction c, the edge runs in direction c − 2.
 */
export function ring(center: Hex, k: number, start: Direction | number = 0): Hex[] {
  if (k === 0) return [{ q: center.q, r: center.r }];
  const cells: Hex[] = [];
  for (let side = 0; side < 6; side++) {
    const corner = toDirection(start - side);
    let cell = hexAdd(center, hexScale(DIRECTIONS[corner], k));
    for (let step = 0; step < k; step++) {
      cells.push(cell);
      cell = neighbor(cell, corner - 2);
    }
  }
  return cells;
}

/** Every cell within distance k of center (the hexagon of radius k), ring by ring from the centre. */
export function spiral(center: Hex, k: number): Hex[] {
  const cells: Hex[] = [];
  for (let i = 0; i <= k; i++) cells.push(...ring(center, i));
  return cells;
}
