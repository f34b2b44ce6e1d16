// The part of the table the lab editor frames: the map and the free board spots around it, so the spots a designer
// may click next are on screen too.
import { BOARD_LOCAL_CELLS, freeAdjacentPositions, type Layout } from '../../../shared/map';
import type { Hex } from '../../../shared/hex';
import type { BoardView } from './boardView';
import { hexToWorld } from './worldLayout';

/** How far a board's cells reach from its centre on the table (radius-2 hexagon, plus a margin). */
const BOARD_REACH = 3.6;

/** The view's bounds grown to hold every free board spot next to the map. */
export function editorBounds(view: BoardView, layout: Layout): BoardView['bounds'] {
  const points = [...layout.boards.map((p) => p.at), ...freeAdjacentPositions(layout.boards)].map(hexToWorld);
  let minX = Infinity,
    maxX = -Infinity,
    minZ = Infinity,
    maxZ = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minZ = Math.min(minZ, p.z);
    maxZ = Math.max(maxZ, p.z);
  }
  const centerX = (minX + maxX) / 2;
  const centerZ = (minZ + maxZ) / 2;
  let radius = view.bounds.radius;
  for (const p of points) radius = Math.max(radius, Math.hypot(p.x - centerX, p.z - centerZ) + BOARD_REACH);
  return { centerX, centerZ, radius };
}

/** Whether bounds `inner` lie within `outer` (a small slack allowed), so the camera need not move. */
export function boundsWithin(inner: BoardView['bounds'], outer: BoardView['bounds']): boolean {
  return Math.hypot(inner.centerX - outer.centerX, inner.centerZ - outer.centerZ) + inner.radius <= outer.radius + 0.5;
}

/** Every cell of the placed boards' and the free spots' hexagons: what the camera frames while editing. */
export function editorFrameCells(layout: Layout): Hex[] {
  const centres = [...layout.boards.map((p) => p.at), ...freeAdjacentPositions(layout.boards)];
  return centres.flatMap((c) => BOARD_LOCAL_CELLS.map((l) => ({ q: c.q + l.q, r: c.r + l.r })));
}
