/**
 * A map's open cells as dense numbers 0..count-1, for the searches that visit every cell (the movement search, the
 * bot's walk): arrays indexed by cell instead of "q,r" strings or hash sets. Kept per map `cells` object, which is
 * never changed in place (cloneState shares it between the states of a match; a layout's cells are frozen and shared
 * between matches, setup.ts), so an entry cannot go stale; a WeakMap lets a finished game's map go.
 */
import { DIRECTIONS } from '../hex';
import { isOpenCell } from '../map/terrain';
import type { Cell } from './state';

/** The open cells of one map: `indexOf(q, r)` is a cell's number, or -1 off the open cells. */
export type OpenCellGrid = {
  /** How many open cells the map has. */
  readonly count: number;
  indexOf(q: number, r: number): number;
  /** Each cell's coordinates by number. */
  readonly q: Int32Array;
  readonly r: Int32Array;
  /** The open neighbour of cell i in direction d (hex DIRECTIONS) at [i * 6 + d], or -1. */
  readonly neighbours: Int32Array;
};

const GRIDS = new WeakMap<object, OpenCellGrid>();

/** The open-cell numbering of a map's cells (built on first use, then shared). */
export function openCellGrid(cells: Record<string, Cell>): OpenCellGrid {
  let grid = GRIDS.get(cells);
  if (!grid) {
    grid = buildGrid(cells);
    GRIDS.set(cells, grid);
  }
  return grid;
}

function buildGrid(cells: Record<string, Cell>): OpenCellGrid {
  const open: Cell[] = [];
  for (const k in cells) if (isOpenCell(cells[k])) open.push(cells[k]);
  if (open.length === 0)
    return { count: 0, indexOf: () => -1, q: new Int32Array(0), r: new Int32Array(0), neighbours: new Int32Array(0) };
  let minQ = Infinity,
    maxQ = -Infinity,
    minR = Infinity,
    maxR = -Infinity;
  for (const c of open) {
    minQ = Math.min(minQ, c.q);
    maxQ = Math.max(maxQ, c.q);
    minR = Math.min(minR, c.r);
    maxR = Math.max(maxR, c.r);
  }
  const width = maxQ - minQ + 1;
  const height = maxR - minR + 1;
  const index = new Int32Array(width * height).fill(-1);
  open.forEach((c, i) => (index[(c.q - minQ) * height + (c.r - minR)] = i));
  const indexOf = (q: number, r: number): number =>
    q < minQ || q > maxQ || r < minR || r > maxR ? -1 : index[(q - minQ) * height + (r - minR)];
  const neighbours = new Int32Array(open.length * 6);
  open.forEach((c, i) => {
    for (let d = 0; d < 6; d++) neighbours[i * 6 + d] = indexOf(c.q + DIRECTIONS[d].q, c.r + DIRECTIONS[d].r);
  });
  return {
    count: open.length,
    indexOf,
    q: Int32Array.from(open, (c) => c.q),
    r: Int32Array.from(open, (c) => c.r),
    neighbours,
  };
}
