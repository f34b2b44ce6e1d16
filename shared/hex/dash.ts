import { hexDistance, hexKey } from './coords';
import { DIRECTIONS, type Hex } from './types';

/** The ways a dash can go: every shortest path (cells entered, target last) and, per cell on them, the next-step choices. */
export type DashOptions = {
  /** Every shortest path from the start to the target, each the list of cells entered; [] when no path exists. */
  paths: Hex[][];
  /** For each cell on some path (by hexKey, the start included), the next cells that keep a shortest route open. */
  next: Record<string, Hex[]>;
};

/**
 * Dash from start to target (R-FORCE-7, O-23 decided): every step goes to an enterable neighbour exactly one
 * nearer to the target by hex distance, and the mover chooses among such routes. `canEnter` carries the movement rules
 * for the cells passed and the target (allies may be passed, enemies and blocking cells not). An empty result (no
 * paths, no next steps) means no shortest route exists and the dash cannot target that cell; start = target gives one
 * empty path. The number of paths grows like a binomial coefficient of the distance (70 at distance 8).
 */
export function dashOptions(start: Hex, target: Hex, canEnter: (h: Hex) => boolean): DashOptions {
  const next: Record<string, Hex[]> = {};
  const good: Record<string, boolean> = {};
  const enterable: Record<string, boolean> = {};
  const targetKey = hexKey(target);
  // good(c): from c a shortest route of enterable cells reaches the target (memoised depth-first search). Every good
  // cell met is on a route from the start, since the search only explores from the start towards the target.
  const isGood = (cell: Hex, key: string): boolean => {
    const known = good[key];
    if (known !== undefined) return known;
    if (key === targetKey) return (good[key] = true);
    const here = hexDistance(cell, target);
    const choices: Hex[] = [];
    for (const v of DIRECTIONS) {
      const n = { q: cell.q + v.q, r: cell.r + v.r };
      if (hexDistance(n, target) !== here - 1) continue;
      const nKey = hexKey(n);
      if ((enterable[nKey] ??= canEnter(n)) && isGood(n, nKey)) choices.push(n);
    }
    if (choices.length > 0) next[key] = choices;
    return (good[key] = choices.length > 0);
  };

  const startKey = hexKey(start);
  if (startKey === targetKey) return { paths: [[]], next: {} };
  if (!isGood(start, startKey)) return { paths: [], next: {} };

  const paths: Hex[][] = [];
  const walk = (cell: Hex, path: Hex[]) => {
    const key = hexKey(cell);
    if (key === targetKey) {
      paths.push(path);
      return;
    }
    for (const n of next[key]) walk(n, [...path, n]);
  };
  walk(start, []);
  return { paths, next };
}
