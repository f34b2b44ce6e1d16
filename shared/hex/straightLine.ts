import { toDirection } from './coords';
import { DIRECTIONS, type Direction, type Hex } from './types';

/** The cells origin + k·dir(direction) for k = 1..length, nearest first (for "line" target shapes, R-MULTI-1 order). */
export function straightLine(origin: Hex, direction: Direction | number, length: number): Hex[] {
  const v = DIRECTIONS[toDirection(direction)];
  const cells: Hex[] = [];
  for (let k = 1; k <= length; k++) cells.push({ q: origin.q + k * v.q, r: origin.r + k * v.r });
  return cells;
}
