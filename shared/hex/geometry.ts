import type { Hex, Point } from './types';

const SQRT3 = Math.sqrt(3);

/** The centre of a cell in the flat hex plane: x = √3·(q + r/2), y = 1.5·r (DESIGN "Hex conventions"). */
export function hexToPoint(h: Hex): Point {
  return { x: SQRT3 * (h.q + h.r / 2), y: 1.5 * h.r };
}

/**
 * Corner offsets from a cell's centre, corner i at angle 60°·i − 30° (pointy-top, size 1): 0 up-right, 1 down-right,
 * 2 down, 3 down-left, 4 up-left, 5 up — clockwise on screen because y grows southwards.
 */
const CORNER_OFFSETS: readonly Point[] = [0, 1, 2, 3, 4, 5].map((i) => {
  const theta = ((60 * i - 30) * Math.PI) / 180;
  // Snap the tiny floating-point residues (cos 90° ≈ 6e-17) so corners come out as the exact values ±√3/2, ±1/2, ±1, 0.
  const snap = (v: number) => (Math.abs(v) < 1e-12 ? 0 : Math.abs(Math.abs(v) - 0.5) < 1e-12 ? Math.sign(v) * 0.5 : v);
  return { x: snap(Math.cos(theta)), y: snap(Math.sin(theta)) };
});

/** The six corners of a cell, corner i at centre + (cos θ, sin θ) with θ = 60°·i − 30° (DESIGN "Hex conventions"). */
export function hexCorners(h: Hex): Point[] {
  const c = hexToPoint(h);
  return CORNER_OFFSETS.map((o) => ({ x: c.x + o.x, y: c.y + o.y }));
}
