/**
 * A full game state consistent with what one seat sees (issue 32 "Fair by construction"): the bot decides from
 * viewFor(state, seat) only, and a search plays its futures on states made here from that view. Every value viewFor
 * blanks (view.ts VIEW_HIDDEN_PATHS) is filled back by a draw among the values the seat cannot rule out:
 * - the generator: a fresh one from `seed` (so the dice of the futures are re-dealt, never the real ones);
 * - another team's unrevealed relics (R-TEAM-2/3): that team's relic cards not yet seen, shuffled over its characters;
 * - the market decks' hidden cards (R-MARKET-1): every copy of the decks less the cards in sight anywhere (face up,
 *   discarded, held, or bought and waiting in a discard prompt), shuffled into the hidden places;
 * - unrevealed night events (R-EVENT-1): the events not yet revealed, shuffled.
 * The setup stage's hidden draft (other seats' cards and units) is not rebuilt: `determinize` answers only once the
 * draft is over (`canDeterminize`); a bot decides setup choices from the view itself.
 * Pure: the same view, seat and seed give the same state; the view is not changed.
 */
import { createRng, shuffled, type RngState } from '../random';
import { stateOfView } from './topLevelCopy';
import { marketDeck } from './setup';
import { RELIC_CARDS } from './seatDeal';
import type { GameState, MarketState, Seat, Unit } from './state';
import { seesRelic, teamOf } from './view';

/** Whether `determinize` can rebuild a state from this view: every draft pick made (the units are all in it). */
export function canDeterminize(view: GameState): boolean {
  return !view.draftPool && view.seats.every((id) => id !== null && view.units[id] !== undefined);
}

/** A state consistent with `view` as `seat` sees it, its hidden values drawn with `seed` (throws during the draft). */
export function determinize(view: GameState, seat: Seat, seed: number): GameState {
  if (!canDeterminize(view)) throw new Error("determinize: the draft is not over, other seats' units are unknown");
  const s = stateOfView(view);
  const rng = createRng(seed);
  s.seed = seed >>> 0;
  s.forcedRolls = [];
  if (view.variant !== 'beginner') {
    s.units = dealtHiddenRelics(view, seat, rng);
    if (s.dealtRelics) s.dealtRelics = s.seats.map((id) => ({ team: s.units[id!].team, relic: s.units[id!].relic! }));
    if (s.market) s.market = dealtMarket(view, rng);
    if (s.nights.some((n) => n.card === '?')) s.nights = dealtNights(view, rng);
  }
  // The generator drew the hidden values above; the futures' dice come after them.
  s.rng = rng;
  return s;
}

/** The units with each relic the seat cannot see drawn from its team's relic cards not in sight. */
function dealtHiddenRelics(view: GameState, seat: Seat, rng: RngState): Record<string, Unit> {
  const team = teamOf(view, seat);
  const units = { ...view.units };
  for (const t of ['red', 'blue'] as const) {
    const hidden = Object.values(view.units).filter(
      (u) => u.team === t && u.kind === 'character' && !seesRelic(u, team),
    );
    if (hidden.length === 0) continue;
    const left = RELIC_CARDS.filter((c) => c.team === t).map((c) => c.relic);
    for (const u of Object.values(view.units)) {
      if (u.team !== t || u.kind !== 'character' || !seesRelic(u, team) || u.relic === null) continue;
      const i = left.indexOf(u.relic);
      if (i >= 0) left.splice(i, 1);
    }
    const drawn = shuffled(rng, left);
    hidden.forEach((u, i) => (units[u.id] = { ...u, relic: drawn[i] ?? 'vessel' }));
  }
  return units;
}

/** The market with its hidden deck cards drawn from the copies not in sight. */
function dealtMarket(view: GameState, rng: RngState): MarketState {
  const m = view.market!;
  const seen: string[] = [...m.items, ...m.equipment, ...m.discard, ...m.itemDeck, ...m.equipmentDeck];
  for (const u of Object.values(view.units)) {
    seen.push(...u.items);
    if (u.equipment) seen.push(u.equipment.card);
  }
  // A bought card waiting for its buyer to choose what to discard is only in the prompt's options.
  if (view.pending?.kind === 'discard') seen.push(...view.pending.options);
  const deal = (deck: string[], kind: 'item' | 'equipment'): string[] => {
    if (!deck.includes('?')) return deck;
    const unseen = without(marketDeck(view.content, kind), seen);
    const drawn = shuffled(rng, unseen);
    let next = 0;
    // More hidden places than unseen copies cannot happen in a game; a hand-built view gets the deck's first card.
    return deck.map((c) => (c !== '?' ? c : (drawn[next++] ?? marketDeck(view.content, kind)[0])));
  };
  return { ...m, itemDeck: deal(m.itemDeck, 'item'), equipmentDeck: deal(m.equipmentDeck, 'equipment') };
}

/** The nights with each unrevealed event drawn from the events not revealed. */
function dealtNights(view: GameState, rng: RngState): GameState['nights'] {
  const all = Object.keys(view.content.events).sort();
  const unseen = shuffled(
    rng,
    without(
      all,
      view.nights.map((n) => n.card),
    ),
  );
  let next = 0;
  return view.nights.map((n) => (n.card === '?' ? { ...n, card: unseen[next++] ?? all[0] } : n));
}

/** `pool` less one copy of each of `taken` (a multiset difference). */
function without(pool: string[], taken: string[]): string[] {
  const count = new Map<string, number>();
  for (const c of taken) count.set(c, (count.get(c) ?? 0) + 1);
  return pool.filter((c) => {
    const n = count.get(c) ?? 0;
    if (n === 0) return true;
    count.set(c, n - 1);
    return false;
  });
}
