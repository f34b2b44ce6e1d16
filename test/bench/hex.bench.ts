// Hex geometry figures: all-pairs line of sight on a standard-size map, one line-of-sight query, movement reach.
import {
  hasLineOfSight,
  hexAdd,
  hexDistance,
  hexKey,
  lineOfSightTable,
  reachableCells,
  spiral,
  type Hex,
} from '../../shared/hex';
import { timeIt, type BenchFigure } from './measure';
import { seededRandom } from '../fixtures/seededRandom';

export const title = 'hex geometry (shared/hex)';

/**
 * A synthetic standard-size map: 9 radius-2 boards (171 cells) on the lattice of 19-cell hexagons — the central board
 * at (0,0), its six neighbours at (5,−2), (2,3), (−3,5) and their negatives, and two more boards beyond (7,1) and
 * (−7,−1) — with 3 obstacle cells per board picked by a fixed seed. Everything off the map blocks sight.
 */
function standardSizeMap(): { cells: Hex[]; isBlocking: (h: Hex) => boolean; obstacles: number } {
  const centres: Hex[] = [
    { q: 0, r: 0 },
    { q: 5, r: -2 },
    { q: 2, r: 3 },
    { q: -3, r: 5 },
    { q: -5, r: 2 },
    { q: -2, r: -3 },
    { q: 3, r: -5 },
    hexAdd({ q: 5, r: -2 }, { q: 2, r: 3 }),
    hexAdd({ q: -5, r: 2 }, { q: -2, r: -3 }),
  ];
  const random = seededRandom(2026);
  const terrain: Record<string, 'open' | 'obstacle'> = {};
  const cells: Hex[] = [];
  for (const c of centres) {
    const board = spiral(c, 2);
    for (const cell of board) {
      cells.push(cell);
      terrain[hexKey(cell)] = 'open';
    }
    // Three obstacles per board, never on the centre cell (where a statue or campfire would stand).
    for (let placed = 0; placed < 3;) {
      const cell = board[1 + Math.floor(random() * 18)];
      if (terrain[hexKey(cell)] === 'obstacle') continue;
      terrain[hexKey(cell)] = 'obstacle';
      placed++;
    }
  }
  return {
    cells,
    isBlocking: (h) => terrain[hexKey(h)] !== 'open',
    obstacles: Object.values(terrain).filter((t) => t === 'obstacle').length,
  };
}

export async function bench(): Promise<BenchFigure[]> {
  const map = standardSizeMap();
  const { cells, isBlocking } = map;
  const n = cells.length;

  let seenPairs = 0;
  const table = timeIt(() => {
    const t = lineOfSightTable(cells, isBlocking);
    seenPairs = t.visible.reduce((a, b) => a + b, 0);
  });

  // Single queries over a fixed spread of pairs at distance ≥ 4 (the typical skill or vision question).
  const pairs: [Hex, Hex][] = [];
  for (let i = 0; i < n; i += 7) {
    for (let j = 3; j < n; j += 11) if (hexDistance(cells[i], cells[j]) >= 4) pairs.push([cells[i], cells[j]]);
  }
  const perQuery = timeIt(() => {
    for (const [a, b] of pairs) hasLineOfSight(isBlocking, a, b);
  });

  const start = cells[0];
  let states = 0;
  const reach = timeIt(() => {
    states = reachableCells({ start, facing: 0, budget: 3, canEnter: (h) => !isBlocking(h) }).length;
  });

  const figures: BenchFigure[] = [
    { name: `map: ${n} cells, ${map.obstacles} obstacles, off-map blocks`, value: n, unit: 'cells' },
    {
      name: 'all-pairs line of sight (lineOfSightTable), median',
      value: table.medianMs,
      unit: 'ms',
      note:
        `${table.runs} runs, min ${table.minMs.toFixed(2)} ms, p95 ${table.p95Ms.toFixed(2)} ms; ` +
        `${(((seenPairs - n) / (n * n - n)) * 100).toFixed(1)}% of ordered pairs see each other`,
    },
    {
      name: 'single LOS query hasLineOfSight (distance ≥ 4), median',
      value: (perQuery.medianMs * 1000) / pairs.length,
      unit: 'µs',
      note: `${pairs.length} pairs per run`,
    },
    {
      name: 'reachableCells, movement 3 (cell, facing) states, median',
      value: reach.medianMs * 1000,
      unit: 'µs',
      note: `${states} end states`,
    },
  ];
  figures.push(...(await dealtMapFigures()));
  return figures;
}

/** The same all-pairs figure on real dealt standard maps from shared/map, when that module is there (its area, not ours). */
async function dealtMapFigures(): Promise<BenchFigure[]> {
  try {
    const map = await import('../../shared/map');
    const figures: BenchFigure[] = [];
    for (const seed of [1, 2, 3]) {
      const { layout } = map.dealStandardLayout(seed);
      const gameMap = map.assembleMap(layout);
      const cells = Object.values(gameMap.cells).map((c) => ({ q: c.q, r: c.r }));
      const isBlocking = (h: Hex) => gameMap.cells[hexKey(h)]?.terrain !== 'open';
      const obstacles = cells.filter(isBlocking).length;
      const t = timeIt(() => lineOfSightTable(cells, isBlocking));
      figures.push({
        name: `all-pairs LOS, dealt standard map seed ${seed}, median`,
        value: t.medianMs,
        unit: 'ms',
        note: `${cells.length} cells, ${obstacles} obstacles; min ${t.minMs.toFixed(2)} ms, p95 ${t.p95Ms.toFixed(2)} ms`,
      });
    }
    return figures;
  } catch (error) {
    return [{ name: 'all-pairs LOS on a dealt standard map', value: 0, unit: 'ms', note: `skipped: ${String(error)}` }];
  }
}
