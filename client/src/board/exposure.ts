import { lineOfSightTable } from '../../../shared/hex';
import { isOpenCell } from '../../../shared/map';
import type { BoardView } from './boardView';
import { blockingOf } from './vision';

/** How exposed each open cell of a map is: from how many other open cells it can be seen (R-LOS-3, any facing). */
export type ExposureView = { counts: Record<string, number>; min: number; max: number };

/**
 * Counts, for every open cell, the open cells with line of sight to it, from shared/hex's all-pairs table — a layout
 * lab measure of cover: low numbers are sheltered spots, high numbers open ground.
 */
export function exposureOf(view: BoardView): ExposureView {
  const open = view.cells.filter(isOpenCell);
  const table = lineOfSightTable(open, blockingOf(view));
  const n = open.length;
  const counts: Record<string, number> = {};
  let max = 0;
  let min = Infinity;
  for (let i = 0; i < n; i++) {
    let seen = 0;
    for (let j = 0; j < n; j++) if (i !== j && table.visible[i * n + j]) seen++;
    counts[open[i].key] = seen;
    max = Math.max(max, seen);
    min = Math.min(min, seen);
  }
  return { counts, min: n === 0 ? 0 : min, max };
}
