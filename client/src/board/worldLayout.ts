import { hexCorners, hexToPoint, type Hex } from '../../../shared/hex';

/** Height of the top face of an open cell above the table (world units; a hex is 1 from centre to corner). */
export const OPEN_TOP = 0.22;
/** Height of the top face of an obstacle cell. */
export const OBSTACLE_TOP = 0.95;

/** A point on the board plane in world units: x east, z south. */
export type WorldPoint = { x: number; z: number };

/** Turns flat hex-plane coordinates (shared/hex points: x east, y south) into the world's x–z board plane (docs/architecture.md "Hex conventions"). */
export function planeToWorld(p: { x: number; y: number }): WorldPoint {
  return { x: p.x, z: p.y };
}

/** The world position of a cell's centre on the board plane: x = √3·(q + r/2), z = 1.5·r. */
export function hexToWorld(h: Hex): WorldPoint {
  return planeToWorld(hexToPoint(h));
}

/** The six corners of a cell in world coordinates, in shared/hex's order (corner i at 60°·i − 30°). */
export function hexCornersWorld(h: Hex): WorldPoint[] {
  return hexCorners(h).map(planeToWorld);
}

/** The unit vector on the board plane pointing from a cell towards its neighbour in direction d. */
export function directionToWorld(d: number): WorldPoint {
  const theta = (-Math.PI / 3) * d;
  return { x: Math.cos(theta), z: Math.sin(theta) };
}
