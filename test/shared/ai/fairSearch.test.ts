// Issue 32 "Fair by construction": every bot level decides from the seat's view only. Two states that differ only in
// what the seat cannot see (R-TEAM-2 another team's unrevealed relics, R-MARKET-1 the decks' order, the generator)
// give the same decision, and the search's own figures, with the same seed; the same seed plays the same game.
import { describe, expect, it } from 'vitest';
import { chooseBotCommand, decideForSeat, playLevelGame, searchCommands } from '../../../shared/ai';
import * as rules from '../../../shared/rules';
import { createRng, shuffled, type GameState, type Seat } from '../../../shared/rules';

const SMALL = { candidates: 3, playouts: 6, horizon: 12 };

/** States of a standard bot game after the draft, one in `every`. */
function playing(seed: number, every: number): GameState[] {
  const out: GameState[] = [];
  let state = rules.createMatch({ variant: 'standard', seed });
  for (let salt = 0; salt < 400 && state.winner === null; salt++) {
    if (rules.canDeterminize(state) && salt % every === 0) out.push(state);
    const seat = rules.awaiting(state)!.seats[0];
    const r = rules.applyCommand(
      state,
      seat,
      chooseBotCommand(rules, state, seat, salt) ?? rules.defaultCommand(state, seat),
    );
    state = r.ok
      ? r.state
      : (rules.applyCommand(state, seat, rules.defaultCommand(state, seat)) as { state: GameState }).state;
  }
  return out;
}

/** The state with what `seat` cannot see changed: the other team's unrevealed relics swapped, the decks reshuffled, new dice. */
function otherHidden(state: GameState, seat: Seat): GameState {
  const me = state.units[state.seats[seat]!];
  const hidden = Object.values(state.units).filter(
    (u) => u.kind === 'character' && u.team !== me.team && !u.relicRevealed,
  );
  const units = { ...state.units };
  if (hidden.length === 2) {
    units[hidden[0].id] = { ...hidden[0], relic: hidden[1].relic };
    units[hidden[1].id] = { ...hidden[1], relic: hidden[0].relic };
  }
  const rng = createRng(99);
  const market = {
    ...state.market!,
    itemDeck: shuffled(rng, state.market!.itemDeck),
    equipmentDeck: shuffled(rng, state.market!.equipmentDeck),
  };
  const dealtRelics = state.seats.map((id) => ({ team: units[id!].team, relic: units[id!].relic! }));
  return { ...state, units, market, dealtRelics, seed: state.seed + 1, rng: createRng(state.seed + 1) };
}

/** Whether `decide` answers the same for each state and its twin differing only in what the deciding seat cannot see. */
function blindToHidden(states: GameState[], decide: (state: GameState, seat: Seat) => unknown): boolean {
  return states.every((state) => {
    const seat = rules.awaiting(state)!.seats[0];
    return JSON.stringify(decide(otherHidden(state, seat), seat)) === JSON.stringify(decide(state, seat));
  });
}

describe('R-TEAM-2 the bot decides from what its seat sees', () => {
  const states = playing(4, 9).slice(0, 8);

  it('two states differing only in what the seat cannot see give the same decision at every level, with the same seed', () => {
    expect(states.length).toBeGreaterThan(3);
    expect(
      states.some(
        (state) =>
          JSON.stringify(otherHidden(state, rules.awaiting(state)!.seats[0]).units) !== JSON.stringify(state.units),
      ),
    ).toBe(true);
    for (const level of ['gentle', 'normal', 'strong'] as const)
      expect(blindToHidden(states, (state, seat) => decideForSeat(rules, state, seat, level, 7, SMALL))).toBe(true);
    // The search's figures too: each candidate's mean over the same worlds.
    expect(
      blindToHidden(states, (state, seat) =>
        searchCommands(rules, rules.viewFor(state, seat), seat, { ...SMALL, seed: 3 }),
      ),
    ).toBe(true);
  });

  it('the check fails for a bot that reads a hidden relic', () => {
    // Aims at whichever enemy truly holds the Holy Relic, revealed or not.
    const peeking = (state: GameState, seat: Seat) => {
      const me = state.units[state.seats[seat]!];
      return Object.values(state.units).find((u) => u.team !== me.team && u.relic === 'holy')?.id;
    };
    expect(blindToHidden(states, peeking)).toBe(false);
  });
});

describe('the levels are deterministic', () => {
  it('the same seed plays the same game, the strong level included', () => {
    const play = () =>
      playLevelGame(rules, {
        variant: 'beginner',
        seed: 12,
        levels: { red: 'strong', blue: 'gentle' },
        search: SMALL,
        maxCommands: 40,
        now: () => 0,
      });
    const first = play();
    expect(first.commands).toBeGreaterThan(5);
    expect(play()).toEqual(first);
  });
});
