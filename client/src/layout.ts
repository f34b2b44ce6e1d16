import type { Hex } from '../../shared/hex';

/** Height of the top face of an open cell above the table (world units; a hex is 1 from centre to corner). */
export const OPEN_TOP = 0.22;
/** Height of the top face of an obstacle cell. */
export const OBSTACLE_TOP = 0.95;

/** A point on the board plane in world units: x east, z south (DESIGN.md "Hex conventions": flat y maps to +z). */
export type WorldPoint = { x: number; z: number };

/** Turns flat hex-plane coordinates (shared/hex points: x east, y south) into world coordinates on the x–z plane. */
export function planeToWorld(p: { x: number; y: number }): WorldPoint {
  return { x: p.x, z: p.y };
}

/** The world position of a cell's centre on the board plane: x = √3·(q + r/2), z = 1.5·r. */
export function hexToWorld(h: Hex): WorldPoint {
  return { x: Math.sqrt(3) * (h.q + h.r / 2), z: 1.5 * h.r };
}

/** The six corners of a cell in world coordinates, corner i at 60°·i − 30° in the flat x/y axes (DESIGN.md). */
export function hexCornersWorld(h: Hex): WorldPoint[] {
  const c = hexToWorld(h);
  const corners: WorldPoint[] = [];
  for (let i = 0; i < 6; i++) {
    const theta = (Math.PI / 180) * (60 * i - 30);
    corners.push({ x: c.x + Math.cos(theta), z: c.z + Math.sin(theta) });
  }
  return corners;
}

/** The unit vector on the board plane pointing from a cell towards its neighbour in direction d. */
export function directionToWorld(d: number): WorldPoint {
  const theta = (-Math.PI / 3) * d;
  return { x: Math.cos(theta), z: Math.sin(theta) };
}
