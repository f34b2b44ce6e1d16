/**
 * A map's open cells as dense numbers 0..count-1, for the searches that visit every cell (the movement search, the
 * bot's walk): arrays indexed by cell instead of "q,r" strings or hash sets. Kept per map `cells` object, which is
 * never changed in place (cloneState shares it between the states of a match; a layout's cells are frozen and shared
 * between matches, setup.ts), so an entry cannot go stale; a WeakMap lets a finished game's map go.
 */
import { isOpenCell } from '../map/terrain';
import type { Cell } from './state';

/** The open cells of one map: `indexOf(q, r)` is a cell's number, or -1 off the open cells. */
export type OpenCellGrid = {
  /** How many open cells the map has. */
  readonly count: number;
  indexOf(q: number, r: number): number;
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
  if (open.length === 0) return { count: 0, indexOf: () => -1 };
  let minQ = Infinity, maxQ = -Infinity, minR = Infinity, maxR = -Infinity;
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
  return {
    count: open.length,
    indexOf: (q, r) => (q < minQ || q > maxQ || r < minR || r > maxR ? -1 : index[(q - minQ) * height + (r - minR)]),
  };
}
