import { hexKey } from './coords';
import { DIRECTIONS, type Hex } from './types';

/*
 * Line of sight (R-LOS-3, docs/architecture.md "Hex conventions"): A sees B iff some segment from a corner of A to a corner of B does
 * not pass through the interior of the union of blocking cells.
 *
 * Exact arithmetic. Scaling x by 2/√3 and y by 2 is an affine map, so it keeps straight lines, convexity, interiors and
 * incidences; in those coordinates every cell centre and every corner is an integer point:
 *   centre (X, Y) = (2q + r, 3r), corners at centre + (1,−1), (1,1), (0,2), (−1,1), (−1,−1), (0,−2) (corner 0..5).
 * Cell edges run in only three directions, (0,1), (1,1) and (1,−1), and a closed cell is the intersection of three slabs:
 *   |X − cx| ≤ 1,  |(X − Y) − (cx − cy)| ≤ 2,  |(X + Y) − (cx + cy)| ≤ 2.
 * Every test below compares small integers (products stay far below 2^53), so no epsilon and no rounding decide a tie.
 *
 * How a segment is judged (the decided tie rules, all following from "the interior of the union"):
 * - It is blocked iff it meets the open interior of a blocking cell, or it runs (for a positive length) along an edge
 *   shared by two blocking cells. A point where three blocking cells meet is never met alone: a segment through or from
 *   it also enters one of those cells or runs along one of their shared edges.
 * - So grazing a blocking cell's corner, or running along an edge of a blocking cell whose neighbour across that edge is
 *   open, is clear; running along the edge between two blocking cells is blocked; passing through a vertex where three
 *   cells meet is blocked iff the segment enters a blocking cell's interior on either side of the vertex (equivalently,
 *   for a segment through the vertex along no edge: iff either of the two cells it passes through blocks).
 * - The end cells are judged like any other cell (pure geometry): a blocking A or B blocks the segments that cross its
 *   own interior. Two exceptions are rules, not geometry (docs/architecture.md "Hex conventions"): a cell sees itself, and adjacent cells always see
 *   each other.
 * - Interior of a cell versus a segment uses the separating-axis test with "touching counts as apart" (an open hexagon
 *   and a closed segment are disjoint iff their projections on one of the four axes — the three edge normals and the
 *   segment's normal — overlap in at most a point).
 *
 * Speed: for a pair, only blocking cells whose interior meets the convex hull of A ∪ B can block any of the 36 segments;
 * they are gathered once per pair (rows of a band around the centre line, then an exact hull test) and each segment
 * is tested against that short list. Most pairs have no such cell and are answered without any segment test; the
 * search stops at the first clear segment.
 */

/** Corner offsets in the scaled integer coordinates (corner i at 60°·i − 30°, docs/architecture.md "Hex conventions"). */
const CORNER_X = [1, 1, 0, -1, -1, 0] as const;
const CORNER_Y = [-1, 1, 2, 1, -1, -2] as const;

/** Blocking lookup used by the core: cell (q, r) blocks sight. */
type BlockedAt = (q: number, r: number) => boolean;

/** Per-call scratch buffers for the candidate blocking cells (kept out of module scope so the code stays re-entrant). */
type Scratch = { cx: Int32Array; cy: Int32Array; cq: Int32Array; cr: Int32Array };

function makeScratch(size = 256): Scratch {
  return { cx: new Int32Array(size), cy: new Int32Array(size), cq: new Int32Array(size), cr: new Int32Array(size) };
}

function growScratch(s: Scratch): void {
  const n = s.cx.length * 2;
  const grow = (a: Int32Array) => {
    const b = new Int32Array(n);
    b.set(a);
    return b;
  };
  s.cx = grow(s.cx);
  s.cy = grow(s.cy);
  s.cq = grow(s.cq);
  s.cr = grow(s.cr);
}

/** Swaps entry c of a scratch array with entry 0. */
function swap(a: Int32Array, c: number): void {
  const t = a[0];
  a[0] = a[c];
  a[c] = t;
}

/** Hex distance on raw numbers (avoids allocating cells in the hot path). */
function distance(aq: number, ar: number, bq: number, br: number): number {
  const dq = aq - bq;
  const dr = ar - br;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The line-of-sight core on raw coordinates; see the file comment for the geometry and the tie rules. */
function sees(blocked: BlockedAt, s: Scratch, aq: number, ar: number, bq: number, br: number): boolean {
  // A cell sees itself and its neighbours (docs/architecture.md "Hex conventions": adjacent cells always see each other).
  if (distance(aq, ar, bq, br) <= 1) return true;
  const count = gatherCandidates(blocked, s, aq, ar, bq, br);
  if (count === 0) return true;
  const ax = 2 * aq + ar;
  const ay = 3 * ar;
  const bx = 2 * bq + br;
  const by = 3 * br;
  for (let i = 0; i < 6; i++) {
    const px = ax + CORNER_X[i];
    const py = ay + CORNER_Y[i];
    for (let j = 0; j < 6; j++) {
      if (segmentIsClear(blocked, s, count, px, py, bx + CORNER_X[j], by + CORNER_Y[j])) return true;
    }
  }
  return false;
}

/**
 * Fills the scratch with the blocking cells whose open interior meets the convex hull H of cells a and b (only they can
 * block a corner-to-corner segment) and returns how many there are.
 */
function gatherCandidates(blocked: BlockedAt, s: Scratch, aq: number, ar: number, bq: number, br: number): number {
  const ax = 2 * aq + ar;
  const ay = 3 * ar;
  const bx = 2 * bq + br;
  const by = 3 * br;

  // The convex hull H of the two cells = centre segment ⊕ hexagon. Its projections on the cell-edge normals
  // X, U = X − Y, V = X + Y, and on the normal m of the centre line AB.
  const hullXlo = Math.min(ax, bx) - 1;
  const hullXhi = Math.max(ax, bx) + 1;
  const hullUlo = Math.min(ax - ay, bx - by) - 2;
  const hullUhi = Math.max(ax - ay, bx - by) + 2;
  const hullVlo = Math.min(ax + ay, bx + by) - 2;
  const hullVhi = Math.max(ax + ay, bx + by) + 2;
  const mx = -(by - ay);
  const my = bx - ax;
  // Half-width of a hexagon projected on m: max |m·corner| over the three corner pairs.
  const hexHalfM = Math.max(Math.abs(mx - my), Math.abs(mx + my), Math.abs(2 * my));
  const mA = mx * ax + my * ay;

  // Gather blocking cells whose open interior meets H: rows whose cells can reach H (centre Y within ±4 of the centre
  // line's Y range), and per row the cells whose centre X is within ±2 of the centre line's X range over that slab
  // (a superset: hull points lie within ±1 in X and ±2 in Y of the centre line), then the exact hull test.
  let count = 0;
  const rLo = Math.min(ar, br) - 1;
  const rHi = Math.max(ar, br) + 1;
  const dy = by - ay;
  const dx = bx - ax;
  for (let r = rLo; r <= rHi; r++) {
    const cy = 3 * r;
    let xLo: number;
    let xHi: number;
    if (dy === 0) {
      xLo = Math.min(ax, bx);
      xHi = Math.max(ax, bx);
    } else {
      let t1 = (cy - 4 - ay) / dy;
      let t2 = (cy + 4 - ay) / dy;
      if (t1 > t2) {
        const t = t1;
        t1 = t2;
        t2 = t;
      }
      if (t1 < 0) t1 = 0;
      if (t2 > 1) t2 = 1;
      if (t1 > t2) continue;
      const x1 = ax + t1 * dx;
      const x2 = ax + t2 * dx;
      xLo = Math.min(x1, x2);
      xHi = Math.max(x1, x2);
    }
    const qLo = Math.floor((xLo - 2 - r) / 2);
    const qHi = Math.ceil((xHi + 2 - r) / 2);
    for (let q = qLo; q <= qHi; q++) {
      const cx = 2 * q + r;
      // Exact test: open hexagon ∩ closed hull ≠ ∅ iff the projections overlap in more than a point on all four axes.
      if (cx + 1 <= hullXlo || cx - 1 >= hullXhi) continue;
      const cu = cx - cy;
      if (cu + 2 <= hullUlo || cu - 2 >= hullUhi) continue;
      const cv = cx + cy;
      if (cv + 2 <= hullVlo || cv - 2 >= hullVhi) continue;
      const side = mx * cx + my * cy - mA;
      // (When a = b the hull is one hexagon and m vanishes: that axis says nothing.)
      if (hexHalfM > 0 && (side >= 2 * hexHalfM || side <= -2 * hexHalfM)) continue;
      if (!blocked(q, r)) continue;
      if (count === s.cx.length) growScratch(s);
      s.cx[count] = cx;
      s.cy[count] = cy;
      s.cq[count] = q;
      s.cr[count] = r;
      count++;
    }
  }
  return count;
}

/** Whether the segment P→Q (scaled coordinates, P ≠ Q) avoids the interior of the union of the candidate cells. */
function segmentIsClear(
  blocked: BlockedAt,
  s: Scratch,
  count: number,
  px: number,
  py: number,
  qx: number,
  qy: number,
): boolean {
  const dx = qx - px;
  const dy = qy - py;
  const sxLo = Math.min(px, qx);
  const sxHi = Math.max(px, qx);
  const suLo = Math.min(px - py, qx - qy);
  const suHi = Math.max(px - py, qx - qy);
  const svLo = Math.min(px + py, qx + qy);
  const svHi = Math.max(px + py, qx + qy);
  // The segment's normal n = (−dy, dx); a hexagon's projection on n is its centre's ± this half-width.
  const half = Math.max(Math.abs(dx + dy), Math.abs(dx - dy), Math.abs(2 * dx));
  const { cx, cy } = s;
  for (let c = 0; c < count; c++) {
    const x = cx[c];
    if (sxHi <= x - 1 || sxLo >= x + 1) continue;
    const y = cy[c];
    const u = x - y;
    if (suHi <= u - 2 || suLo >= u + 2) continue;
    const v = x + y;
    if (svHi <= v - 2 || svLo >= v + 2) continue;
    const side = dx * (y - py) - dy * (x - px);
    if (side >= half || side <= -half) continue;
    // The segment enters this blocking cell's interior. Move the cell to the front: the next segments of the pair are
    // near this one and are most often stopped by the same cell.
    if (c > 0) {
      swap(s.cx, c);
      swap(s.cy, c);
      swap(s.cq, c);
      swap(s.cr, c);
    }
    return false;
  }
  // Only a segment parallel to a cell edge can run along an edge; it is blocked there iff both cells beside it block.
  if (dx === 0 || dx === dy || dx === -dy) {
    for (let c = 0; c < count; c++) {
      if (runsAlongBlockedEdge(blocked, s.cx[c], s.cy[c], s.cq[c], s.cr[c], px, py, qx, qy, dx, dy)) return false;
    }
  }
  return true;
}

/**
 * Whether the segment P→Q (parallel to a cell-edge direction) overlaps, for a positive length, an edge of the blocking
 * cell centred at (x, y) whose neighbour across that edge also blocks.
 */
function runsAlongBlockedEdge(
  blocked: BlockedAt,
  x: number,
  y: number,
  q: number,
  r: number,
  px: number,
  py: number,
  qx: number,
  qy: number,
  dx: number,
  dy: number,
): boolean {
  if (dx === 0) {
    // Vertical edges: X = x ± 1 for Y in [y − 1, y + 1]; across them lie E (q+1, r) and W (q−1, r).
    const yLo = Math.min(py, qy);
    const yHi = Math.max(py, qy);
    if (Math.max(yLo, y - 1) >= Math.min(yHi, y + 1)) return false;
    if (px === x + 1) return blocked(q + 1, r);
    if (px === x - 1) return blocked(q - 1, r);
    return false;
  }
  const xLo = Math.min(px, qx);
  const xHi = Math.max(px, qx);
  if (dx === dy) {
    // Edges along (1,1): corner 5→0 on X − Y = u + 2 for X in [x, x+1] (NE neighbour (q+1, r−1)),
    // corner 2→3 on X − Y = u − 2 for X in [x − 1, x] (SW neighbour (q−1, r+1)).
    const u = px - py;
    if (u === x - y + 2 && Math.max(xLo, x) < Math.min(xHi, x + 1)) return blocked(q + 1, r - 1);
    if (u === x - y - 2 && Math.max(xLo, x - 1) < Math.min(xHi, x)) return blocked(q - 1, r + 1);
    return false;
  }
  // Edges along (1,−1): corner 1→2 on X + Y = v + 2 for X in [x, x+1] (SE neighbour (q, r+1)),
  // corner 4→5 on X + Y = v − 2 for X in [x − 1, x] (NW neighbour (q, r−1)).
  const v = px + py;
  if (v === x + y + 2 && Math.max(xLo, x) < Math.min(xHi, x + 1)) return blocked(q, r + 1);
  if (v === x + y - 2 && Math.max(xLo, x - 1) < Math.min(xHi, x)) return blocked(q, r - 1);
  return false;
}

/**
 * Whether cell a sees cell b (R-LOS-3): some corner-to-corner segment avoids the interior of the union of the cells for
 * which isBlocking is true (obstacles, void and everything off the map; units never block). Symmetric; a cell sees
 * itself and its neighbours.
 */
export function hasLineOfSight(isBlocking: (h: Hex) => boolean, a: Hex, b: Hex): boolean {
  return sees((q, r) => isBlocking({ q, r }), makeScratch(32), a.q, a.r, b.q, b.r);
}

/**
 * Whether the one segment from corner `cornerA` of a to corner `cornerB` of b avoids the interior of the union of
 * blocking cells (R-LOS-3, pure geometry: no self or neighbour exception). Corners are numbered as in hexCorners.
 */
export function isSightLineClear(
  isBlocking: (h: Hex) => boolean,
  a: Hex,
  cornerA: number,
  b: Hex,
  cornerB: number,
): boolean {
  const i = cornerIndex(cornerA);
  const j = cornerIndex(cornerB);
  const blocked: BlockedAt = (q, r) => isBlocking({ q, r });
  const s = makeScratch(32);
  const count = gatherCandidates(blocked, s, a.q, a.r, b.q, b.r);
  return cornerSegmentIsClear(blocked, s, count, a, i, b, j);
}

/**
 * The first clear corner-to-corner segment from a to b (corner of a, corner of b, trying corners 0..5 of a, each with
 * corners 0..5 of b), for drawing sight lines; null when a does not see b. For a cell itself or a neighbour whose every
 * segment is geometrically blocked (only possible when they block themselves) it is corner pair (0, 0).
 */
export function sightLine(
  isBlocking: (h: Hex) => boolean,
  a: Hex,
  b: Hex,
): { cornerA: number; cornerB: number } | null {
  const blocked: BlockedAt = (q, r) => isBlocking({ q, r });
  const s = makeScratch(32);
  const count = gatherCandidates(blocked, s, a.q, a.r, b.q, b.r);
  for (let i = 0; i < 6; i++) {
    for (let j = 0; j < 6; j++)
      if (cornerSegmentIsClear(blocked, s, count, a, i, b, j)) return { cornerA: i, cornerB: j };
  }
  return distance(a.q, a.r, b.q, b.r) <= 1 ? { cornerA: 0, cornerB: 0 } : null;
}

/** One corner-to-corner segment against the gathered candidates; a zero-length one (a shared corner) is a vertex test. */
function cornerSegmentIsClear(
  blocked: BlockedAt,
  s: Scratch,
  count: number,
  a: Hex,
  i: number,
  b: Hex,
  j: number,
): boolean {
  const px = 2 * a.q + a.r + CORNER_X[i];
  const py = 3 * a.r + CORNER_Y[i];
  const qx = 2 * b.q + b.r + CORNER_X[j];
  const qy = 3 * b.r + CORNER_Y[j];
  if (px === qx && py === qy) {
    // A single point, the vertex shared by a and its neighbours in directions −i and 1 − i: inside the union's
    // interior only when all three cells block.
    const d1 = DIRECTIONS[(6 - i) % 6];
    const d2 = DIRECTIONS[(7 - i) % 6];
    return !(blocked(a.q, a.r) && blocked(a.q + d1.q, a.r + d1.r) && blocked(a.q + d2.q, a.r + d2.r));
  }
  return segmentIsClear(blocked, s, count, px, py, qx, qy);
}

function cornerIndex(i: number): number {
  if (!Number.isInteger(i) || i < 0 || i > 5) throw new RangeError(`corner index must be 0..5, got ${i}`);
  return i;
}

/** All-pairs line of sight among a list of cells: a symmetric n×n table (a derived cache, not game state). */
export type LineOfSightTable = {
  /** The cells in the order given. */
  cells: Hex[];
  /** Index of each cell in `cells`, by hexKey. */
  indexOf: Record<string, number>;
  /** visible[i * n + j] is 1 iff cells[i] sees cells[j]. */
  visible: Uint8Array;
};

/**
 * Line of sight between every pair of the given cells (R-LOS-3), computed once per unordered pair. isBlocking is asked
 * once per cell of a box around the cells (cells beyond the box are asked directly if a segment ever gets there).
 */
export function lineOfSightTable(cells: readonly Hex[], isBlocking: (h: Hex) => boolean): LineOfSightTable {
  const n = cells.length;
  const indexOf: Record<string, number> = {};
  cells.forEach((c, i) => (indexOf[hexKey(c)] = i));
  const visible = new Uint8Array(n * n);
  if (n === 0) return { cells: [...cells], indexOf, visible };

  // Precompute the blocking flags over the cells' bounding box plus a margin of 2 (hull cells stay within it).
  let qLo = Infinity;
  let qHi = -Infinity;
  let rLo = Infinity;
  let rHi = -Infinity;
  for (const c of cells) {
    qLo = Math.min(qLo, c.q);
    qHi = Math.max(qHi, c.q);
    rLo = Math.min(rLo, c.r);
    rHi = Math.max(rHi, c.r);
  }
  qLo -= 2;
  qHi += 2;
  rLo -= 2;
  rHi += 2;
  const width = qHi - qLo + 1;
  const flags = new Uint8Array(width * (rHi - rLo + 1));
  for (let r = rLo; r <= rHi; r++) {
    for (let q = qLo; q <= qHi; q++) flags[(r - rLo) * width + (q - qLo)] = isBlocking({ q, r }) ? 1 : 0;
  }
  const blocked: BlockedAt = (q, r) =>
    q >= qLo && q <= qHi && r >= rLo && r <= rHi ? flags[(r - rLo) * width + (q - qLo)] === 1 : isBlocking({ q, r });

  const scratch = makeScratch();
  for (let i = 0; i < n; i++) {
    visible[i * n + i] = 1;
    const a = cells[i];
    for (let j = i + 1; j < n; j++) {
      const b = cells[j];
      if (sees(blocked, scratch, a.q, a.r, b.q, b.r)) {
        visible[i * n + j] = 1;
        visible[j * n + i] = 1;
      }
    }
  }
  return { cells: [...cells], indexOf, visible };
}

/** Looks a pair up in a line-of-sight table; null when either cell is not in it. */
export function seesInTable(table: LineOfSightTable, a: Hex, b: Hex): boolean | null {
  const i = table.indexOf[hexKey(a)];
  const j = table.indexOf[hexKey(b)];
  if (i === undefined || j === undefined) return null;
  return table.visible[i * table.cells.length + j] === 1;
}
