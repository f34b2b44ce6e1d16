// The units as one seat may know them (issue 30's text model): team, role, HP, facing, statuses with their lifetimes
// and position, read from the seat's own view so a relic the seat may not know never reaches the words (R-TEAM-2).
import type { Direction, Hex } from '../hex';
import type { StatusId } from '../content/schema';
import { sortedUnitIds } from '../rules/board';
import { trackerView, viewFor, type GameState, type Relic, type Seat, type Team, type Unit } from '../rules';

/** What the viewer knows of a unit's role: its relic, `hidden` while another team's relic is face down, `summon`. */
export type UnitRole = Relic | 'hidden' | 'summon';

/** A status on a unit with its lifetime in the owner's turn starts (R-TRACK-4, rules/tracker.ts). */
export type StatusFact = { id: StatusId; kind: 'periodic' | 'persistent'; leavesIn: number };

/** One unit as the viewer may know it. */
export type UnitFact = {
  id: string;
  /** The content key of its name (a character's or a summon's nameKey). */
  nameKey: string | null;
  def: string;
  seat: Seat;
  team: Team;
  role: UnitRole;
  alive: boolean;
  hp: number;
  maxHp: number;
  facing: Direction;
  pos: Hex | null;
  /** Left to right on the tracker: persistent statuses, then periodic ones, each in application order. */
  statuses: StatusFact[];
};

function roleOf(unit: Unit): UnitRole {
  if (unit.kind === 'summon') return 'summon';
  return unit.relic ?? 'hidden';
}

/** The content key of a unit's name, or null when the content has none. */
export function unitNameKey(state: GameState, unit: Unit): string | null {
  return state.content.characters[unit.def]?.nameKey ?? state.content.units[unit.def]?.nameKey ?? null;
}

function factOf(view: GameState, unit: Unit): UnitFact {
  const tracker = trackerView(unit);
  const statuses = [...tracker.persistent, ...tracker.periodic].map((e) => ({
    id: e.id,
    kind: unit.statuses.find((s) => s.id === e.id)!.kind,
    leavesIn: e.leavesIn,
  }));
  return {
    id: unit.id,
    nameKey: unitNameKey(view, unit),
    def: unit.def,
    seat: unit.seat,
    team: unit.team,
    role: roleOf(unit),
    alive: unit.alive,
    hp: unit.hp,
    maxHp: unit.maxHp,
    facing: unit.facing,
    pos: unit.pos,
    statuses,
  };
}

/**
 * Every unit `viewer` may know of, in the engine's stable order (by id). The state is first made into the viewer's view
 * (rules/view.ts viewFor), so a full state and a view give the same facts.
 */
export function unitFacts(state: GameState, viewer: Seat | 'spectator'): UnitFact[] {
  const view = viewFor(state, viewer);
  return sortedUnitIds(view).map((id) => factOf(view, view.units[id]));
}
