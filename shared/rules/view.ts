/**
 * Per-seat views (docs/architecture.md "The engine contract", R-TEAM-2/3, O-05): in the standard game another team's relic is absent until
 * revealed by death; the generator and forced rolls (both variants), deck order, unrevealed events and other seats' draft
 * options are removed, since they would let a client predict or deduce hidden things. Spectators see what neither team hides.
 */
import { topLevelCopy } from './topLevelCopy';
import type { GameEvent } from './events';
import type { GameState, Seat, Team, Unit } from './state';

/**
 * A state as one seat or a spectator may see it (same shape; hidden values blanked). It shares every part that needs no
 * blanking with the state it was made from (a view is made for every client after every command online, and a deep copy
 * per view was most of the server's time), so it is read-only: change a copy, never a view.
 */
export type GameView = GameState & { viewer: Seat | 'spectator' };

/** The blanked generator: shared by all views, frozen so no one can write through it. */
const NO_RNG = Object.freeze({ s: Object.freeze([0, 0, 0, 0]) }) as unknown as GameState['rng'];
const NO_ROLLS = Object.freeze([]) as unknown as number[];

/** The viewer's team: its seat's unit's, or during the draft its dealt relic card's; null for a spectator. */
export function teamOf(state: GameState, viewer: Seat | 'spectator'): Team | null {
  if (viewer === 'spectator') return null;
  const id = state.seats[viewer];
  if (id) return state.units[id].team;
  return state.dealtRelics?.[viewer]?.team ?? null;
}

const hide = () => '?';

/**
 * Whether a viewer of `team` (null: a spectator) sees a unit's relic: its own team's, or one revealed (R-TEAM-2/3).
 * In the beginner game every relic is open (seatsSeePublicView). A summon has no relic (null), seen by everyone: its
 * null is a value, where a character's null in a view is a relic hidden by this test (determinize.ts fills those).
 */
export function seesRelic(unit: Unit, team: Team | null): boolean {
  return unit.relicRevealed || (team !== null && unit.team === team);
}

/**
 * Every place a view may differ from its state (paths of leaves, `*` for any key or index): a test plays games and
 * fails on any other difference, so a field newly hidden by viewFor is named here, and so in determinize.ts, which
 * fills each of them back.
 */
export const VIEW_HIDDEN_PATHS = [
  'viewer',
  'seed',
  'rng/s/*',
  'forcedRolls/*',
  'market/itemDeck/*',
  'market/equipmentDeck/*',
  'nights/*/card',
  'draftPool/*',
  'dealtRelics/*',
  'pending/options/*',
  'units/*',
  'units/*/relic',
  'seats/*',
] as const;

/**
 * Whether every seat sees what a spectator sees (but for `viewer`): in the beginner game nothing is hidden from anyone
 * but the generator, which no one sees (relics are dealt face up, R-TEAM-4; no draft, no deck, no event card,
 * R-SETUP-17, R-EVENT-5). A caller
 * making a view for each seat (the room, after every command) may then skip them.
 */
export function seatsSeePublicView(state: GameState): boolean {
  return state.variant === 'beginner';
}

/**
 * Each unit's copy with its relic blanked, made once for the unit object: the views of every seat that may not see the
 * relic, and the views after later commands that left the unit unchanged (the engine keeps an unchanged unit's object),
 * then hold the same copy, so whoever compares views (the room's diffs) skips the unit by identity instead of walking
 * it. The copy is checked against the unit before reuse, so a unit object changed in place never gets a stale copy.
 */
const blankedRelics = new WeakMap<Unit, Unit>();

function withoutRelic(u: Unit): Unit {
  const kept = blankedRelics.get(u);
  if (kept !== undefined && sameButRelic(kept, u)) return kept;
  const copy = { ...u, relic: null };
  blankedRelics.set(u, copy);
  return copy;
}

/** Whether `copy` has every field of `unit` (the same values) but the relic, and no other. */
function sameButRelic(copy: Unit, unit: Unit): boolean {
  const c = copy as unknown as Record<string, unknown>;
  const u = unit as unknown as Record<string, unknown>;
  let fields = 0;
  for (const key in u) {
    fields++;
    if (key !== 'relic' && c[key] !== u[key]) return false;
  }
  for (const _key in c) fields--;
  return fields === 0;
}

/** What `viewer` may know of the state (shares structure with `state`: treat it as read-only). */
export function viewFor(state: GameState, viewer: Seat | 'spectator'): GameView {
  // The generator would let a client predict every die (both variants); the seed, the relic deal (standard).
  const v = topLevelCopy(state) as GameView;
  v.viewer = viewer;
  v.seed = 0;
  v.rng = NO_RNG;
  v.forcedRolls = NO_ROLLS;
  if (seatsSeePublicView(state)) return v;
  const team = teamOf(state, viewer);
  if (state.market)
    v.market = {
      ...state.market,
      itemDeck: state.market.itemDeck.map(hide),
      equipmentDeck: state.market.equipmentDeck.map(hide),
    };
  if (state.nights.some((n) => !n.revealed)) v.nights = state.nights.map((n) => (n.revealed ? n : { ...n, card: '?' }));
  if (state.draftPool) v.draftPool = state.draftPool.map(hide);
  // Only the viewer's own relic card is shown before the draft ends (R-TEAM-2); afterwards the units carry it.
  if (state.dealtRelics)
    v.dealtRelics = state.dealtRelics.map((r, i) => (viewer !== 'spectator' && i === viewer ? r : null)) as never;
  if (state.pending && state.pending.kind === 'draft' && state.pending.seat !== viewer)
    v.pending = { ...state.pending, options: state.pending.options.map(hide) };
  // Units are copied only where something is blanked; the others stay shared with the state.
  let units: Record<string, Unit> | null = null;
  let seats: (string | null)[] | null = null;
  for (const id of Object.keys(state.units)) {
    const u = state.units[id];
    // R-SETUP-7 (S): drafted cards stay face down until everyone has chosen.
    if (state.draftPool && u.seat !== viewer) {
      units ??= { ...state.units };
      seats ??= [...state.seats];
      delete units[id];
      seats[u.seat] = null;
      continue;
    }
    if (u.relic !== null && !seesRelic(u, team)) {
      units ??= { ...state.units };
      units[id] = withoutRelic(u);
    }
  }
  if (units) v.units = units;
  if (seats) v.seats = seats;
  return v;
}

/** The events `viewer` may receive: another team's relicDealt and other seats' draft picks are private (R-TEAM-2). */
export function eventsFor(state: GameState, events: GameEvent[], viewer: Seat | 'spectator'): GameEvent[] {
  if (state.variant === 'beginner') return events;
  const team = teamOf(state, viewer);
  return events.filter((e) => {
    if (e.type === 'relicDealt') return team !== null && e.team === team;
    if (e.type === 'setupChoice' && e.choice === 'draft') return e.seat === viewer;
    return true;
  });
}

/** Event types that may carry hidden information (filtered by eventsFor). */
export const PRIVATE_EVENT_TYPES = ['relicDealt', 'setupChoice'] as const;
