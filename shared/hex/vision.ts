import { isInFrontCone } from './cone';
import { ring } from './ring';
import { hasLineOfSight } from './lineOfSight';
import type { Direction, Hex } from './types';

/** How many rings visibleCells searches when no range is given and no fully blocking ring stops it first. */
export const VISION_SEARCH_LIMIT = 64;

/**
 * Whether a unit at origin facing `facing` sees target: target is in its 120° front cone and in line of sight
 * (R-LOS-1, R-LOS-3, R-LOS-4; O-21). The unit's own cell is not in its cone, so this is false for origin.
 */
export function canSee(isBlocking: (h: Hex) => boolean, origin: Hex, facing: Direction | number, target: Hex): boolean {
  return isInFrontCone(origin, facing, target) && hasLineOfSight(isBlocking, origin, target);
}

/**
 * The cells a unit at origin facing `facing` sees, in front multi-target order (R-MULTI-2): front cone ∩ line of sight,
 * out to maxRange. Blocking cells are left out unless includeBlocking (an obstacle's own cell can be in sight). Without
 * maxRange the search stops after the first ring whose 6k cells all block — nothing beyond it can be seen, because every
 * segment from the origin outwards crosses that ring's interior — or after VISION_SEARCH_LIMIT rings.
 */
export function visibleCells(
  isBlocking: (h: Hex) => boolean,
  origin: Hex,
  facing: Direction | number,
  maxRange?: number,
  { includeBlocking = false }: { includeBlocking?: boolean } = {},
): Hex[] {
  const seen: Hex[] = [];
  const last = maxRange ?? VISION_SEARCH_LIMIT;
  for (let k = 1; k <= last; k++) {
    const cellsOfRing = ring(origin, k, facing + 1);
    // The first 2k+1 cells of the ring from the front-left corner clockwise are the front cone's ring (R-MULTI-2).
    for (let i = 0; i <= 2 * k; i++) {
      const cell = cellsOfRing[i];
      if (!includeBlocking && isBlocking(cell)) continue;
      if (hasLineOfSight(isBlocking, origin, cell)) seen.push(cell);
    }
    if (maxRange === undefined && cellsOfRing.every(isBlocking)) break;
  }
  return seen;
}
