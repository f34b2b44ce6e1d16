import { frontCone, hasLineOfSight, hexDistance, hexKey, type Direction, type Hex } from '../../../shared/hex';
import type { BoardView } from './boardView';

/** What a unit standing on `origin` and facing `facing` has in front of it (DESIGN.md front cone, O-21 vision). */
export type VisionView = {
  /** Open map cells in the front cone, in multi-target order (obstacles are left out, as in shared/hex visibleCells). */
  cone: string[];
  /** The cone cells it can see: cone ∩ line of sight. */
  visible: string[];
};

/** The front cone of a position on the map and the part of it that line of sight reaches. */
export function visionFrom(view: BoardView, origin: Hex, facing: Direction): VisionView {
  let maxRange = 0;
  for (const c of view.cells) maxRange = Math.max(maxRange, hexDistance(origin, c));
  // Obstacles, the void and everything off the map block sight; units and the statue never do (DESIGN O-13, O-21).
  const isBlocking = (h: Hex) => view.cellsByKey[hexKey(h)]?.terrain !== 'open';
  const cone: string[] = [];
  const visible: string[] = [];
  for (const h of frontCone(origin, facing, maxRange)) {
    const key = hexKey(h);
    if (view.cellsByKey[key]?.terrain !== 'open') continue;
    cone.push(key);
    if (hasLineOfSight(isBlocking, origin, h)) visible.push(key);
  }
  return { cone, visible };
}
