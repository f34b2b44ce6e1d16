// A deliberately naive, independent reference for R-LOS-3, written apart from shared/hex/lineOfSight.ts: plain
// floating-point Euclidean geometry in the unscaled plane, corners from cos/sin, and dense sampling of points along each
// corner-to-corner segment. A sample point is "inside the union of blocking cells" when every cell whose closed hexagon
// comes within EPS of the point blocks (so a point deep inside a blocking cell, on the shared edge of two blocking cells
// or on a vertex of three blocking cells counts; a point on the boundary next to an open cell does not).
import type { Hex } from '../../../shared/hex';

const EPS = 1e-9;
const ROOT3 = Math.sqrt(3);
const APOTHEM = ROOT3 / 2;

function centre(q: number, r: number): [number, number] {
  return [ROOT3 * (q + r / 2), 1.5 * r];
}

function corners(q: number, r: number): [number, number][] {
  const [x, y] = centre(q, r);
  const out: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = ((60 * i - 30) * Math.PI) / 180;
    out.push([x + Math.cos(a), y + Math.sin(a)]);
  }
  return out;
}

/** How far the point lies outside the closed pointy-top hexagon of cell (q, r) along its worst edge normal (≤ 0 inside). */
function outside(q: number, r: number, x: number, y: number): number {
  const [cx, cy] = centre(q, r);
  const dx = x - cx;
  const dy = y - cy;
  const a = Math.abs(dx);
  const b = Math.abs(0.5 * dx + APOTHEM * dy);
  const c = Math.abs(0.5 * dx - APOTHEM * dy);
  return Math.max(a, b, c) - APOTHEM;
}

function pointBlocked(isBlocking: (q: number, r: number) => boolean, x: number, y: number): boolean {
  const rf = y / 1.5;
  const qf = x / ROOT3 - rf / 2;
  const q0 = Math.round(qf);
  const r0 = Math.round(rf);
  let touching = 0;
  // Any cell within EPS of the point is within this 5×5 box of the rounded axial coordinates.
  for (let dq = -2; dq <= 2; dq++) {
    for (let dr = -2; dr <= 2; dr++) {
      const q = q0 + dq;
      const r = r0 + dr;
      if (outside(q, r, x, y) <= EPS) {
        touching++;
        if (!isBlocking(q, r)) return false;
      }
    }
  }
  if (touching === 0) throw new Error('reference: point in no cell');
  return true;
}

function segmentClear(
  isBlocking: (q: number, r: number) => boolean,
  p: [number, number],
  s: [number, number],
  step: number,
): boolean {
  const len = Math.hypot(s[0] - p[0], s[1] - p[1]);
  const n = Math.max(2, Math.ceil(len / step));
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    if (pointBlocked(isBlocking, p[0] + (s[0] - p[0]) * t, p[1] + (s[1] - p[1]) * t)) return false;
  }
  return true;
}

/** Reference line of sight: the rule's two exceptions (self, neighbours), then all 36 sampled segments. */
export function referenceLineOfSight(isBlocking: (h: Hex) => boolean, a: Hex, b: Hex, step = 0.01): boolean {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  if ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2 <= 1) return true;
  const lookup = (q: number, r: number) => isBlocking({ q, r });
  for (const p of corners(a.q, a.r)) {
    for (const s of corners(b.q, b.r)) {
      if (segmentClear(lookup, p, s, step)) return true;
    }
  }
  return false;
}

/** Reference judgement of the single segment from corner i of a to corner j of b (pure geometry, no exceptions). */
export function referenceSegmentClear(
  isBlocking: (h: Hex) => boolean,
  a: Hex,
  i: number,
  b: Hex,
  j: number,
  step = 0.01,
): boolean {
  return segmentClear((q, r) => isBlocking({ q, r }), corners(a.q, a.r)[i], corners(b.q, b.r)[j], step);
}
