// What the layout lab's facts panel reads off a map: distances walked and as the crow flies, what each camp sees,
// the choke points between the camps and how exposed each team's half is. Pure and deterministic.
import { hexDistance, hexKey, lineOfSightTable, type Hex } from '../hex';
import { assembleMap } from './assembleMap';
import { layoutMetrics, stepsFrom, type LayoutMetrics } from './layoutMetrics';
import { campfireCells, statueCell } from './queries';
import { blocksSightCell, isOpenCell } from './terrain';
import type { ByTeamFacts, Layout } from './types';

/** The facts of a layout; team figures are null without campfires (and statue figures without a statue). */
export type LayoutFacts = {
  metrics: LayoutMetrics;
  /** Fewest hex steps (ignoring terrain) from a red camp cell to a blue one. */
  campToCampHex: number | null;
  /** Fewest hex steps from each team's camp cells to a cell next to the statue (as layoutMetrics' walk counts). */
  campToStatueHex: ByTeamFacts<number | null>;
  /** Open cells some camp cell of the team has line of sight to (R-LOS, any facing), the camp's own cells left out. */
  seenFromCamp: ByTeamFacts<number | null>;
  /** Of those, the cells of the other team's camp. */
  enemyCampCellsSeen: ByTeamFacts<number | null>;
  /**
   * Choke points: on the shortest walks between the camps, the cells of every step where at most two cells carry all
   * those walks (every shortest route squeezes through them). Empty when the camps are not connected.
   */
  chokePoints: Hex[];
  /**
   * Exposure (from how many open cells an open cell is seen) averaged over each team's half — the open cells it walks
   * to sooner than the other team — and red minus blue; a fair map has a difference near 0.
   */
  exposure: { red: number; blue: number; difference: number } | null;
};

const minOf = (values: number[]) => (values.length ? Math.min(...values) : null);

/** Measures a layout for the lab's facts panel. */
export function layoutFacts(layout: Layout): LayoutFacts {
  const map = assembleMap(layout);
  const metrics = layoutMetrics(layout, map);
  const statue = statueCell(layout);
  const camps = { red: campfireCells(layout, 'red', map), blue: campfireCells(layout, 'blue', map) };
  const none = { red: null, blue: null };
  if (!layout.campfires || camps.red.length === 0 || camps.blue.length === 0) {
    return {
      metrics,
      campToCampHex: null,
      campToStatueHex: none,
      seenFromCamp: none,
      enemyCampCellsSeen: none,
      chokePoints: [],
      exposure: null,
    };
  }
  const campToCampHex = minOf(camps.red.flatMap((a) => camps.blue.map((b) => hexDistance(a, b))));
  const campToStatueHex = {
    red: statue ? minOf(camps.red.map((a) => hexDistance(a, statue) - 1)) : null,
    blue: statue ? minOf(camps.blue.map((a) => hexDistance(a, statue) - 1)) : null,
  };

  // Line of sight between all open cells (the statue and units never block, O-13, O-21).
  const open = Object.values(map.cells)
    .filter(isOpenCell)
    .sort((a, b) => a.r - b.r || a.q - b.q);
  const table = lineOfSightTable(open, (h) => blocksSightCell(map.cells[hexKey(h)]));
  const n = open.length;
  const sees = (a: Hex, b: Hex) => {
    const i = table.indexOf[hexKey(a)];
    const j = table.indexOf[hexKey(b)];
    return i !== undefined && j !== undefined && table.visible[i * n + j] === 1;
  };
  const campKeys = { red: new Set(camps.red.map(hexKey)), blue: new Set(camps.blue.map(hexKey)) };
  const seen = (team: 'red' | 'blue') =>
    open.filter((c) => !campKeys[team].has(hexKey(c)) && camps[team].some((a) => sees(a, c)));
  const seenRed = seen('red');
  const seenBlue = seen('blue');
  const seenFromCamp = { red: seenRed.length, blue: seenBlue.length };
  const enemyCampCellsSeen = {
    red: seenRed.filter((c) => campKeys.blue.has(hexKey(c))).length,
    blue: seenBlue.filter((c) => campKeys.red.has(hexKey(c))).length,
  };

  // Walking distances from each camp (through the statue's cell never, O-13).
  const fromRed = stepsFrom(map, camps.red, statue);
  const fromBlue = stepsFrom(map, camps.blue, statue);
  const total = metrics.campToCamp;
  const chokePoints: Hex[] = [];
  if (total !== null) {
    // Cells on some shortest walk: steps from red + steps to blue = the shortest walk; group them by steps from red.
    const layers = new Map<number, Hex[]>();
    for (const c of open) {
      const a = fromRed[hexKey(c)];
      const b = fromBlue[hexKey(c)];
      if (a === undefined || b === undefined || a + b !== total || a === 0 || b === 0) continue;
      layers.set(a, [...(layers.get(a) ?? []), { q: c.q, r: c.r }]);
    }
    for (const d of [...layers.keys()].sort((x, y) => x - y)) {
      const cells = layers.get(d)!;
      if (cells.length <= 2) chokePoints.push(...cells);
    }
  }

  // Exposure of each team's half.
  const exposureOf = (c: Hex) => {
    const i = table.indexOf[hexKey(c)];
    let count = 0;
    for (let j = 0; j < n; j++) if (j !== i && table.visible[i * n + j]) count++;
    return count;
  };
  const halves = { red: [] as number[], blue: [] as number[] };
  for (const c of open) {
    const a = fromRed[hexKey(c)];
    const b = fromBlue[hexKey(c)];
    if (a === undefined && b === undefined) continue;
    if (b === undefined || (a !== undefined && a < b)) halves.red.push(exposureOf(c));
    else if (a === undefined || b < a) halves.blue.push(exposureOf(c));
  }
  const mean = (xs: number[]) => (xs.length ? Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 10) / 10 : 0);
  const red = mean(halves.red);
  const blue = mean(halves.blue);
  return {
    metrics,
    campToCampHex,
    campToStatueHex,
    seenFromCamp,
    enemyCampCellsSeen,
    chokePoints,
    exposure: { red, blue, difference: Math.round((red - blue) * 10) / 10 },
  };
}
