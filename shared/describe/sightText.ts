// "What does X see" and distances in words (issue 30), asked of the engine's sight (rules/board.ts seesFrom: the front
// cone and line of sight, R-LOS-1) on the viewer's view.
import type { Language } from '../content/i18n';
import { hexDistance, type Hex } from '../hex';
import { cellLabel, livingUnits, seesFrom } from '../rules/board';
import { viewFor, type GameState, type Seat } from '../rules';
import { describeWord } from './describeWords';
import { unitNameKey } from './unitFacts';
import { unitWord } from './unitText';

/** A unit `id` sees: its id, where it stands and how far it is. */
export type SeenUnit = { id: string; pos: Hex; distance: number };

/** The living units that unit `id` sees from where it stands and faces, nearest first (ties by id); null when it is not on the board. */
export function unitsSeenBy(state: GameState, viewer: Seat | 'spectator', id: string): SeenUnit[] | null {
  const view = viewFor(state, viewer);
  const unit = view.units[id];
  if (!unit?.alive || !unit.pos) return null;
  const from = unit.pos;
  return livingUnits(view)
    .filter((u) => u.id !== id && seesFrom(view, from, unit.facing, u.pos!))
    .map((u) => ({ id: u.id, pos: u.pos!, distance: hexDistance(from, u.pos!) }))
    .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1));
}

/** "Eli sees Yunye at (2,-1), 2 away, …" or "Eli sees no unit". */
export function sightText(language: Language, state: GameState, viewer: Seat | 'spectator', id: string): string {
  const view = viewFor(state, viewer);
  const unit = view.units[id];
  const name = (uid: string) =>
    unitWord(language, { id: uid, nameKey: view.units[uid] ? unitNameKey(view, view.units[uid]) : null });
  const seen = unitsSeenBy(view, viewer, id);
  if (!unit || seen === null) return describeWord(language, 'sight.offBoard', { name: name(id) });
  if (seen.length === 0) return describeWord(language, 'sight.seesNothing', { name: name(id) });
  const list = seen.map((s) =>
    describeWord(language, 'sight.unit', { name: name(s.id), cell: cellLabel(s.pos), distance: s.distance }),
  );
  return describeWord(language, 'sight.sees', {
    name: name(id),
    list: list.join(describeWord(language, 'list.separator')),
  });
}

/** The distance between two cells in words (shared/hex hexDistance: steps between centres). */
export function distanceText(language: Language, a: Hex, b: Hex): string {
  return describeWord(language, 'distance.line', { a: cellLabel(a), b: cellLabel(b), distance: hexDistance(a, b) });
}
