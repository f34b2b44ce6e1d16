/**
 * Vision for the engine (R-LOS-1/2, O-21): the front cone and line of sight come from shared/hex (DESIGN "Hex
 * conventions"); this file only combines them and names the multi-target orders the engine uses (R-MULTI-2/3).
 */
import { frontCone, hasLineOfSight, isInFrontCone, surround, type Direction, type Hex } from '../hex';

export { hasLineOfSight, isInFrontCone };

/** Whether a unit at `origin` facing `facing` sees cell h: front cone plus line of sight (R-LOS-1, O-21). */
export function canSee(isBlocking: (h: Hex) => boolean, origin: Hex, facing: Direction, h: Hex): boolean {
  return isInFrontCone(origin, facing, h) && hasLineOfSight(isBlocking, origin, h);
}

/** Front area cells up to distance k in front order (R-MULTI-2). */
export const frontOrder = (origin: Hex, facing: Direction, k: number): Hex[] => frontCone(origin, facing, k);

/** Surrounding cells up to distance k in surround order (R-MULTI-3). */
export const surroundOrder = (origin: Hex, facing: Direction, k: number): Hex[] => surround(origin, facing, k);
