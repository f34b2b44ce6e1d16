// Heatmap data a lab draws: a count per map cell, for both teams and split by the team of the unit concerned.
import type { Team } from '../map';
import type { CellKey, CellMark } from './gameRecord';

/** What a heatmap counts: deaths, HP lost (on the hurt unit's cell), turn ends ("where units stood"). */
export type HeatmapKind = 'deaths' | 'damage' | 'stood';
export const HEATMAP_KINDS: readonly HeatmapKind[] = ['deaths', 'damage', 'stood'];

export type Heatmap = {
  cells: Record<CellKey, number>;
  byTeam: Record<Team, Record<CellKey, number>>;
  /** The largest value in `cells`, 0 when empty (for a colour scale). */
  max: number;
};

export function emptyHeatmap(): Heatmap {
  return { cells: {}, byTeam: { red: {}, blue: {} }, max: 0 };
}

/** Adds `amount` at a mark's cell. */
export function addToHeatmap(h: Heatmap, m: CellMark, amount = 1): void {
  const v = (h.cells[m.at] ?? 0) + amount;
  h.cells[m.at] = v;
  h.byTeam[m.team][m.at] = (h.byTeam[m.team][m.at] ?? 0) + amount;
  if (v > h.max) h.max = v;
}

/** The cells of a heatmap, most first (ties by key), for lists and CSV. */
export function heatmapRows(h: Heatmap): { at: CellKey; count: number; red: number; blue: number }[] {
  return Object.entries(h.cells)
    .map(([at, count]) => ({ at, count, red: h.byTeam.red[at] ?? 0, blue: h.byTeam.blue[at] ?? 0 }))
    .sort((a, b) => b.count - a.count || (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
