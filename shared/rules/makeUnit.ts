/** A unit as it enters the match — a character at setup or a summon on the map — with every field in one fixed order. */
import type { CharacterStats } from '../content/schema';
import type { Unit } from './state';

/** What differs between new units; the rest starts empty (no skills used, no statuses, board 0 side 0). */
export type NewUnit = Pick<
  Unit,
  | 'id'
  | 'kind'
  | 'def'
  | 'seat'
  | 'team'
  | 'relic'
  | 'relicRevealed'
  | 'pos'
  | 'facing'
  | 'hp'
  | 'curse'
  | 'rune'
  | 'form'
> & {
  stats: CharacterStats;
};

/** Builds a living unit; its max HP is its starting HP. */
export function makeUnit(u: NewUnit): Unit {
  return {
    id: u.id,
    kind: u.kind,
    def: u.def,
    seat: u.seat,
    team: u.team,
    relic: u.relic,
    relicRevealed: u.relicRevealed,
    alive: true,
    pos: u.pos,
    facing: u.facing,
    hp: u.hp,
    maxHp: u.hp,
    movement: u.stats.movement,
    constitution: u.stats.constitution,
    initiativeModifier: u.stats.initiative,
    board: 0,
    side: 0,
    used: [],
    curse: u.curse,
    souls: 0,
    items: [],
    equipment: null,
    statuses: [],
    trackerFlips: 0,
    rune: u.rune,
    form: u.form,
    mechanism: {},
  };
}
