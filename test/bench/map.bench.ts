// Map figures: dealing, validating, assembling and coding layouts, and all-pairs line of sight on real dealt maps.
import { hasLineOfSight, lineOfSightTable, type Hex } from '../../shared/hex';
import {
  assembleMap,
  beginnerLayout,
  decodeLayout,
  dealStandardLayout,
  encodeLayout,
  isSightBlocking,
  validateLayout,
  type GameMap,
} from '../../shared/map';
import { timeIt, type BenchFigure } from './measure';
import { matchMapFromLayout } from '../../shared/rules';

export const title = 'maps (shared/map)';

function losFigures(label: string, map: GameMap): BenchFigure[] {
  const cells: Hex[] = Object.values(map.cells).map((c) => ({ q: c.q, r: c.r }));
  const isBlocking = (h: Hex) => isSightBlocking(map, h);
  const n = cells.length;
  const obstacles = cells.filter(isBlocking).length;
  let visible = 0;
  const table = timeIt(
    () => {
      visible = lineOfSightTable(cells, isBlocking).visible.reduce((a, b) => a + b, 0);
    },
    { minRuns: 10, minTotalMs: 400 },
  );
  // The same table by one hasLineOfSight call per unordered pair (what a naive caller would do).
  const naive = timeIt(
    () => {
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) hasLineOfSight(isBlocking, cells[i], cells[j]);
    },
    { minRuns: 3, minTotalMs: 300, warmup: 1 },
  );
  return [
    {
      name: `${label}: all-pairs LOS (lineOfSightTable), median`,
      value: table.medianMs,
      unit: 'ms',
      note: `${n} cells, ${obstacles} obstacle cells; p95 ${table.p95Ms.toFixed(2)} ms; ${(((visible - n) / (n * n - n)) * 100).toFixed(1)}% of pairs see each other; goal < 50 ms`,
    },
    {
      name: `${label}: all-pairs LOS (hasLineOfSight per pair), median`,
      value: naive.medianMs,
      unit: 'ms',
      note: `${(n * (n - 1)) / 2} unordered pairs`,
    },
  ];
}

export function bench(): BenchFigure[] {
  let seed = 0;
  const deal = timeIt(() => dealStandardLayout(seed++), { minRuns: 50 });
  const dealt = dealStandardLayout(1).layout;
  const validate = timeIt(() => validateLayout(dealt), { minRuns: 50 });
  const assemble = timeIt(() => assembleMap(dealt), { minRuns: 200 });
  const code = encodeLayout(dealt);
  const coding = timeIt(() => decodeLayout(encodeLayout(dealt)), { minRuns: 200 });
  const figures: BenchFigure[] = [
    {
      name: 'dealStandardLayout (R-MAP-6..13), median',
      value: deal.medianMs * 1000,
      unit: 'µs',
      note: `${deal.runs} seeds`,
    },
    { name: 'validateLayout on a dealt layout, median', value: validate.medianMs * 1000, unit: 'µs' },
    {
      name: 'assembleMap on a dealt layout, median',
      value: assemble.medianMs * 1000,
      unit: 'µs',
      note: `${Object.keys(assembleMap(dealt).cells).length} cells`,
    },
    {
      name: 'encodeLayout + decodeLayout, median',
      value: coding.medianMs * 1000,
      unit: 'µs',
      note: `code "${code}" (${code.length} chars)`,
    },
  ];
  // A match's map (shared/rules setup.ts): assembled on the first match of a layout, then shared by later ones.
  let fresh = 100000;
  const firstUse = timeIt(() => matchMapFromLayout(dealStandardLayout(fresh++).layout), { minRuns: 50 });
  const reused = timeIt(() => matchMapFromLayout(dealt), { minRuns: 200 });
  figures.push(
    {
      name: 'matchMapFromLayout, a layout never seen (deal included)',
      value: firstUse.medianMs * 1000,
      unit: 'µs',
      note: 'median',
    },
    {
      name: 'matchMapFromLayout, the same layout again (shared map)',
      value: reused.medianMs * 1000,
      unit: 'µs',
      note: 'median; cells and campfires reused per layout',
    },
  );
  for (const s of [1, 2, 3])
    figures.push(...losFigures(`dealt standard map seed ${s}`, assembleMap(dealStandardLayout(s).layout)));
  figures.push(...losFigures('beginner map', assembleMap(beginnerLayout())));
  return figures;
}
