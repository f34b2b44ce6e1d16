import { DIRECTIONS, hexDistance, hexKey, toDirection, type Direction, type Hex } from '../../../shared/hex';
import type { BoardView } from './boardView';

/** What a unit standing on `origin` and facing `facing` has in front of it (DESIGN.md front cone, O-21 vision). */
export type VisionView = {
  /** Map cells in the front cone, in multi-target order. */
  cone: string[];
  /** The cone cells it can see: cone ∩ line of sight. */
  visible: string[];
};

// TEMPORARY until shared/hex frontCone / hasLineOfSight land.
function frontConeStub(origin: Hex, facing: Direction, maxRange: number): Hex[] {
  const out: Hex[] = [];
  const f = DIRECTIONS[facing];
  const l = DIRECTIONS[toDirection(facing + 1)];
  const r = DIRECTIONS[toDirection(facing - 1)];
  for (let k = 1; k <= maxRange; k++) {
    for (let a = 0; a <= k; a++) {
      const b = k - a;
      out.push({ q: origin.q + a * f.q + b * l.q, r: origin.r + a * f.r + b * l.r });
      if (b > 0) out.push({ q: origin.q + a * f.q + b * r.q, r: origin.r + a * f.r + b * r.r });
    }
  }
  return out;
}
function hasLineOfSightStub(_isBlocking: (h: Hex) => boolean, _a: Hex, _b: Hex): boolean {
  return true;
}

/** The front cone of a position on the map and the part of it that line of sight reaches. */
export function visionFrom(view: BoardView, origin: Hex, facing: Direction): VisionView {
  let maxRange = 0;
  for (const c of view.cells) maxRange = Math.max(maxRange, hexDistance(origin, c));
  // Obstacles, the void and everything off the map block sight; units and the statue never do (DESIGN O-13, O-21).
  const isBlocking = (h: Hex) => view.cellsByKey[hexKey(h)]?.terrain !== 'open';
  const cone: string[] = [];
  const visible: string[] = [];
  for (const h of frontConeStub(origin, facing, maxRange)) {
    const key = hexKey(h);
    if (!view.cellsByKey[key]) continue;
    cone.push(key);
    if (hasLineOfSightStub(isBlocking, origin, h)) visible.push(key);
  }
  return { cone, visible };
}
