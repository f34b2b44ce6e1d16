/**
 * Vision for the engine (R-LOS-1/2, O-21): front cone, line of sight and vision come from shared/hex
 * (docs/architecture.md "Hex conventions"); this file only names the multi-target orders the engine uses (R-MULTI-2/3).
 */
import { canSee, frontCone, hasLineOfSight, isInFrontCone, surround, type Direction, type Hex } from '../hex';

export { canSee, hasLineOfSight, isInFrontCone };

/** Front area cells up to distance k in front order (R-MULTI-2). */
export const frontOrder = (origin: Hex, facing: Direction, k: number): Hex[] => frontCone(origin, facing, k);

/** Surrounding cells up to distance k in surround order (R-MULTI-3). */
export const surroundOrder = (origin: Hex, facing: Direction, k: number): Hex[] => surround(origin, facing, k);
