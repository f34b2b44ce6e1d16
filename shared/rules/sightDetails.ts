/**
 * Sight refusals as something a client can draw (issue 13, R-LOS-1..3): whether the cell is inside the front cone, and
 * the sight-blocking cells on the straight line between the two centres (the line a player checks by eye). Descriptive
 * only: whether sight exists is still decided by board.ts seesFrom / lineOfSight.
 */
import { hexDistance, type Direction, type Hex } from '../hex';
import { blocksSight } from './board';
import type { SightDetails } from './errors';
import { isInFrontCone } from './geometry';
import type { GameState } from './state';

/** Rounds fractional axial coordinates to the nearest cell (cube rounding). */
function roundHex(q: number, r: number): Hex {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/** The cells a straight centre-to-centre line crosses, nudged both ways so a line along an edge names both cells. */
function cellsBetween(a: Hex, b: Hex): Hex[] {
  const n = hexDistance(a, b);
  const out = new Map<string, Hex>();
  for (const eps of [1e-6, -1e-6])
    for (let i = 1; i < n; i++) {
      const t = i / n;
      const h = roundHex(a.q + (b.q - a.q) * t + eps, a.r + (b.r - a.r) * t + eps);
      out.set(`${h.q},${h.r}`, h);
    }
  return [...out.values()];
}

/** What blocks a unit at `from` facing `facing` from seeing `to`. */
export function sightDetails(state: GameState, from: Hex, facing: Direction, to: Hex): SightDetails {
  return {
    from: { ...from },
    to: { ...to },
    facing,
    inCone: isInFrontCone(from, facing, to),
    blockers: cellsBetween(from, to).filter((h) => blocksSight(state, h)),
  };
}
