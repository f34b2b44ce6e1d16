/**
 * Per-seat views (DESIGN "engine contract", R-TEAM-2/3, O-05): in the standard game another team's relic is absent until
 * revealed by death; the generator and forced rolls (both variants), deck order, unrevealed events and other seats' draft
 * options are removed, since they would let a client predict or deduce hidden things. Spectators see what neither team hides.
 */
import { cloneState } from './cloneState';
import type { GameEvent } from './events';
import type { GameState, Seat, Team } from './state';

/** A state as one seat or a spectator may see it (same shape; hidden values blanked). */
export type GameView = GameState & { viewer: Seat | 'spectator' };

function teamOf(state: GameState, viewer: Seat | 'spectator'): Team | null {
  if (viewer === 'spectator') return null;
  const id = state.seats[viewer];
  if (id) return state.units[id].team;
  return state.dealtRelics?.[viewer]?.team ?? null;
}

/** What `viewer` may know of the state. */
export function viewFor(state: GameState, viewer: Seat | 'spectator'): GameView {
  // Content and map cells are immutable during a match, so the view shares them (see cloneState).
  const v = cloneState(state) as GameView;
  v.viewer = viewer;
  // The generator would let a client predict every die (both variants); the seed, the relic deal (standard).
  v.seed = 0;
  v.rng = { s: [0, 0, 0, 0] };
  v.forcedRolls = [];
  if (state.variant === 'beginner') return v;
  const team = teamOf(state, viewer);
  if (v.market) {
    v.market.itemDeck = v.market.itemDeck.map(() => '?');
    v.market.equipmentDeck = v.market.equipmentDeck.map(() => '?');
  }
  v.nights = v.nights.map((n) => (n.revealed ? n : { ...n, card: '?' }));
  if (v.draftPool) v.draftPool = v.draftPool.map(() => '?');
  // Only the viewer's own relic card is shown before the draft ends (R-TEAM-2); afterwards the units carry it.
  if (v.dealtRelics) v.dealtRelics = v.dealtRelics.map((r, i) => (viewer !== 'spectator' && i === viewer ? r : null)) as never;
  if (v.pending && v.pending.kind === 'draft' && v.pending.seat !== viewer) v.pending = { ...v.pending, options: v.pending.options.map(() => '?') };
  for (const id of Object.keys(v.units)) {
    const u = v.units[id];
    // R-SETUP-7 (S): drafted cards stay face down until everyone has chosen.
    if (v.draftPool && u.seat !== viewer) {
      delete v.units[id];
      v.seats[u.seat] = null;
      continue;
    }
    if (!u.relicRevealed && (team === null || u.team !== team)) u.relic = null;
  }
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
