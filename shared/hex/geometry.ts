import type { Hex, Point } from './types';

const SQRT3 = Math.sqrt(3);

/** The centre of a cell in the flat hex plane: x = √3·(q + r/2), y = 1.5·r (docs/architecture.md "Hex conventions"). */
export function hexToPoint(h: Hex): Point {
  return { x: SQRT3 * (h.q + h.r / 2), y: 1.5 * h.r };
}

/**
 * Corner offsets from a cell's centre, corner i at angle 60°·i − 30° (pointy-top, size 1): 0 up-right, 1 down-right,
 * 2 down, 3 down-left, 4 up-left, 5 up — clockwise on screen because y grows southwards. Written out rather than
 * computed with cos/sin so that √3/2 is the same number as half the √3 used for centres.
 */
const HALF_SQRT3 = SQRT3 / 2;
const CORNER_OFFSETS: readonly Point[] = [
  { x: HALF_SQRT3, y: -0.5 },
  { x: HALF_SQRT3, y: 0.5 },
  { x: 0, y: 1 },
  { x: -HALF_SQRT3, y: 0.5 },
  { x: -HALF_SQRT3, y: -0.5 },
  { x: 0, y: -1 },
];

/** The six corners of a cell, corner i at centre + (cos θ, sin θ) with θ = 60°·i − 30° (docs/architecture.md "Hex conventions"). */
export function hexCorners(h: Hex): Point[] {
  const c = hexToPoint(h);
  return CORNER_OFFSETS.map((o) => ({ x: c.x + o.x, y: c.y + o.y }));
}
