import {
  frontCone,
  hasLineOfSight,
  hexCorners,
  hexDistance,
  hexKey,
  sightLine,
  type Direction,
  type Hex,
  type Point,
} from '../../../shared/hex';
import { blocksSightCell, isOpenCell } from '../../../shared/map';
import type { BoardView } from './boardView';

/** What a unit standing on `origin` and facing `facing` has in front of it (docs/architecture.md "Hex conventions" front cone, O-21 vision). */
export type VisionView = {
  /** Open map cells in the front cone, in multi-target order (obstacles are left out, as in shared/hex visibleCells). */
  cone: string[];
  /** The cone cells it can see: cone ∩ line of sight. */
  visible: string[];
};

/**
 * The sight-blocking test of a map: obstacles, the void and everything off the map; units and the statue never block
 * (O-13, O-21). The engine's own predicate (shared/map blocksSightCell), read on the viewer's cells.
 */
export function blockingOf(view: BoardView): (h: Hex) => boolean {
  return (h) => blocksSightCell(view.cellsByKey[hexKey(h)]);
}

/** The corner-to-corner segment that shows why `to` is in sight from `from` (shared/hex sightLine), or null when it is not. */
export function sightSegment(view: BoardView, from: Hex, to: Hex): { a: Point; b: Point } | null {
  const line = sightLine(blockingOf(view), from, to);
  if (!line) return null;
  return { a: hexCorners(from)[line.cornerA], b: hexCorners(to)[line.cornerB] };
}

/** The front cone of a position on the map and the part of it that line of sight reaches. */
export function visionFrom(view: BoardView, origin: Hex, facing: Direction): VisionView {
  let maxRange = 0;
  for (const c of view.cells) maxRange = Math.max(maxRange, hexDistance(origin, c));
  const isBlocking = blockingOf(view);
  const cone: string[] = [];
  const visible: string[] = [];
  for (const h of frontCone(origin, facing, maxRange)) {
    const key = hexKey(h);
    if (!isOpenCell(view.cellsByKey[key])) continue;
    cone.push(key);
    if (hasLineOfSight(isBlocking, origin, h)) visible.push(key);
  }
  return { cone, visible };
}
