// Figures a designer reads off a layout in the lab: size, cover, and how far the camps are from each other and the statue.
import { isOpenCell } from './terrain';
import { hexKey, neighbor, type Hex } from '../hex';
import { assembleMap } from './assembleMap';
import { campfireCells, statueCell } from './queries';
import type { GameMap, Layout } from './types';

/** Size and distance figures of a layout; walking distances count steps over open cells (the statue's cell excluded). */
export type LayoutMetrics = {
  cells: number;
  open: number;
  obstacles: number;
  /** Fewest steps from any red start cell to any blue start cell; null without campfires or when cut off. */
  campToCamp: number | null;
  /** Fewest steps from each team's start cells to a cell next to the statue; null without statue or campfires. */
  campToStatue: { red: number | null; blue: number | null };
};

/** Breadth-first step counts ("q,r" → steps) from a set of cells over open cells, never through `blocked` (the statue). */
export function stepsFrom(map: GameMap, sources: Hex[], blocked: Hex | null): Record<string, number> {
  const walkable = (h: Hex) => {
    return isOpenCell(map.cells[hexKey(h)]) && !(blocked && blocked.q === h.q && blocked.r === h.r);
  };
  const dist: Record<string, number> = {};
  let frontier = sources.filter(walkable);
  for (const h of frontier) dist[hexKey(h)] = 0;
  for (let d = 1; frontier.length; d++) {
    const next: Hex[] = [];
    for (const h of frontier) {
      for (let i = 0; i < 6; i++) {
        const n = neighbor(h, i);
        const k = hexKey(n);
        if (dist[k] === undefined && walkable(n)) {
          dist[k] = d;
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return dist;
}

/** Measures a layout (see LayoutMetrics). */
export function layoutMetrics(layout: Layout, map: GameMap = assembleMap(layout)): LayoutMetrics {
  const cells = Object.values(map.cells);
  const open = cells.filter(isOpenCell).length;
  const statue = statueCell(layout);
  const red = campfireCells(layout, 'red', map);
  const blue = campfireCells(layout, 'blue', map);
  const min = (values: (number | undefined)[]) => {
    const defined = values.filter((v): v is number => v !== undefined);
    return defined.length ? Math.min(...defined) : null;
  };
  let campToCamp: number | null = null;
  const campToStatue: LayoutMetrics['campToStatue'] = { red: null, blue: null };
  if (layout.campfires) {
    const fromRed = stepsFrom(map, red, statue);
    campToCamp = min(blue.map((h) => fromRed[hexKey(h)]));
    if (statue) {
      const fromBlue = stepsFrom(map, blue, statue);
      const around = [0, 1, 2, 3, 4, 5].map((d) => hexKey(neighbor(statue, d)));
      campToStatue.red = min(around.map((k) => fromRed[k]));
      campToStatue.blue = min(around.map((k) => fromBlue[k]));
    }
  }
  return { cells: cells.length, open, obstacles: cells.length - open, campToCamp, campToStatue };
}
