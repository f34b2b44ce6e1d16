import { DIRECTIONS, type Direction, type Hex } from './types';

/** The string key "q,r" used for records keyed by cell. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** Parses a "q,r" key; returns null for anything else. */
export function parseHexKey(key: string): Hex | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  if (!m) return null;
  return { q: Number(m[1]), r: Number(m[2]) };
}

/** Whether two cells are the same cell. */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** The cell at a + b (vector addition in axial coordinates). */
export function hexAdd(a: Hex, b: Hex): Hex {
  return { q: a.q + b.q, r: a.r + b.r };
}

/** The offset a − b. */
export function hexSubtract(a: Hex, b: Hex): Hex {
  return { q: a.q - b.q, r: a.r - b.r };
}

/** The offset a scaled by k (k·dir(d) is k steps in direction d). */
export function hexScale(a: Hex, k: number): Hex {
  return { q: a.q * k, r: a.r * k };
}

/** Wraps any integer to a Direction (so facing−1 of 0 is 5). */
export function toDirection(n: number): Direction {
  return (((n % 6) + 6) % 6) as Direction;
}

/** The neighbouring cell in direction d. */
export function neighbor(h: Hex, d: Direction | number): Hex {
  const v = DIRECTIONS[toDirection(d)];
  return { q: h.q + v.q, r: h.r + v.r };
}

/** Hex distance in cells (cube distance). */
export function hexDistance(a: Hex, b: Hex): number {
  return hexDistanceQR(a.q, a.r, b.q, b.r);
}

/** hexDistance on raw coordinates, for loops over cells kept as numbers (no cell object per test). */
export function hexDistanceQR(aq: number, ar: number, bq: number, br: number): number {
  const dq = aq - bq;
  const dr = ar - br;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from a to an adjacent cell b, or null when they are not neighbours. */
export function directionTo(a: Hex, b: Hex): Direction | null {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const i = DIRECTIONS.findIndex((v) => v.q === dq && v.r === dr);
  return i < 0 ? null : (i as Direction);
}

/** Rotates h about the origin by `steps` × 60° counter-clockwise (direction d becomes d + steps). */
export function rotateHex(h: Hex, steps: number): Hex {
  let { q, r } = h;
  const n = toDirection(steps);
  for (let i = 0; i < n; i++) {
    // One counter-clockwise step maps E (1,0) to NE (1,−1) and SE (0,1) to E (1,0).
    const nq = q + r;
    r = -q;
    q = nq;
  }
  return { q: q === 0 ? 0 : q, r: r === 0 ? 0 : r };
}
