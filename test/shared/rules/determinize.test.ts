// Issue 32 "Fair by construction": determinize(view, seat, seed) builds a full state consistent with what the seat sees
// (R-TEAM-2/3 hidden relics, R-MARKET-1 deck order, R-EVENT-1 unrevealed events), and every place a view may differ from
// its state is named in VIEW_HIDDEN_PATHS, so a field newly hidden by viewFor fails here until determinize fills it.
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import * as rules from '../../../shared/rules';
import { VIEW_HIDDEN_PATHS, determinize, canDeterminize, type GameState, type Seat } from '../../../shared/rules';

/** Every state of a bot game of `variant` (setup included). */
function gameStates(variant: 'beginner' | 'standard', seed: number): GameState[] {
  const out: GameState[] = [];
  let state = rules.createMatch({ variant, seed });
  for (let salt = 0; salt < 2000; salt++) {
    out.push(state);
    const a = rules.awaiting(state);
    if (!a) break;
    const seat = a.seats[0];
    const r = rules.applyCommand(
      state,
      seat,
      chooseBotCommand(rules, state, seat, salt) ?? rules.defaultCommand(state, seat),
    );
    const next = r.ok ? r : rules.applyCommand(state, seat, rules.defaultCommand(state, seat));
    if (!next.ok) throw new Error(next.error.code);
    state = next.state;
  }
  return out;
}

/**
 * The leaf paths where `view` differs from `state`, with indices and unit ids written `*` (a key one side lacks stops
 * the walk there): a unit's relic comes out as units, star, relic.
 */
function differences(state: GameState, view: GameState): Set<string> {
  const ids = new Set(Object.keys(state.units));
  const out = new Set<string>();
  const name = (path: string[]) => path.map((p) => (/^\d+$/.test(p) || ids.has(p) ? '*' : p)).join('/');
  const walk = (s: unknown, v: unknown, path: string[]) => {
    if (s === v) return;
    if (typeof s !== 'object' || s === null || typeof v !== 'object' || v === null) {
      out.add(name(path));
      return;
    }
    const so = s as Record<string, unknown>,
      vo = v as Record<string, unknown>;
    for (const k of new Set([...Object.keys(so), ...Object.keys(vo)])) {
      if (!(k in vo) || !(k in so)) out.add(name([...path, k]));
      else walk(so[k], vo[k], [...path, k]);
    }
  };
  walk(state, view, []);
  return out;
}

const standardGames = [gameStates('standard', 3), gameStates('standard', 8)];
const sampled = (states: GameState[], every: number) =>
  states.filter((_, i) => i % every === 0 || states[i].pending?.kind === 'discard');

describe('VIEW_HIDDEN_PATHS names every place viewFor hides (R-TEAM-2/3)', () => {
  it('no view of a standard or beginner game differs from its state elsewhere', () => {
    const allowed = new Set<string>(VIEW_HIDDEN_PATHS);
    const met = new Set<string>();
    for (const states of [...standardGames, gameStates('beginner', 2)])
      for (const state of sampled(states, 3))
        for (const viewer of [0, 1, 2, 3, 'spectator'] as const)
          for (const p of differences(state, rules.viewFor(state, viewer))) met.add(p);
    expect([...met].filter((p) => !allowed.has(p))).toEqual([]);
    // The walk meets the relic and deck blanks it is meant to catch.
    expect(met).toContain('units/*/relic');
    expect(met).toContain('market/itemDeck/*');
  });
});

describe("determinize builds a state consistent with the seat's view", () => {
  const playing = standardGames.flatMap((states) => sampled(states.filter(canDeterminize), 4));

  it("R-TEAM-2 its view is the seat's view of the real state, with nothing left hidden", () => {
    expect(playing.length).toBeGreaterThan(20);
    for (const state of playing)
      for (const seat of [0, 1, 2, 3] as Seat[]) {
        const view = rules.viewFor(state, seat);
        const d = determinize(view, seat, 11);
        expect(JSON.stringify(rules.viewFor(d, seat))).toBe(JSON.stringify(view));
        expect('viewer' in d).toBe(false);
        for (const u of Object.values(d.units)) if (u.kind === 'character') expect(u.relic).not.toBeNull();
        expect(d.market!.itemDeck.includes('?') || d.market!.equipmentDeck.includes('?')).toBe(false);
        expect(d.nights.some((n) => n.card === '?')).toBe(false);
        // A full state: the engine plays on from it.
        const a = rules.awaiting(d);
        if (a) expect(rules.applyCommand(d, a.seats[0], rules.defaultCommand(d, a.seats[0])).ok).toBe(true);
      }
  });

  it('R-TEAM-2 the same view, seat and seed give the same state; the seed re-deals what is hidden, the dice included', () => {
    const state = playing[Math.floor(playing.length / 2)];
    const view = rules.viewFor(state, 0);
    expect(JSON.stringify(determinize(view, 0, 5))).toBe(JSON.stringify(determinize(view, 0, 5)));
    const deals = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const d = determinize(view, 0, seed);
      const enemy = Object.values(d.units).filter(
        (u) => u.kind === 'character' && u.team !== d.units[d.seats[0]!].team,
      );
      deals.add(enemy.map((u) => `${u.id}:${u.relic}`).join(',') + '|' + d.market!.itemDeck.join(','));
    }
    expect(deals.size).toBeGreaterThan(2);
  });

  it("R-TEAM-3 a relic the seat sees (its team's, or revealed) and a summon's null are kept", () => {
    for (const state of playing.slice(0, 10)) {
      const d = determinize(rules.viewFor(state, 2), 2, 3);
      for (const u of Object.values(state.units)) {
        if (u.kind === 'summon') expect(d.units[u.id].relic).toBeNull();
        else if (u.relicRevealed || u.team === state.units[state.seats[2]!].team)
          expect(d.units[u.id].relic).toBe(u.relic);
      }
    }
  });

  it('R-MARKET-1 a bought card waiting in a discard prompt is not dealt into a deck again', () => {
    const state = playing.find((s) => s.market && s.market.itemDeck.length > 0)!;
    const buyer = state.units[state.seats[0]!];
    const card = state.market!.itemDeck[0];
    // The card left the market; only the prompt names it.
    const waiting: GameState = {
      ...state,
      market: { ...state.market!, itemDeck: state.market!.itemDeck.slice(1) },
      pending: { kind: 'discard', id: 999, seat: 0, unit: buyer.id, slot: 'item', options: [...buyer.items, card] },
    };
    const copies = (s: GameState) =>
      [
        ...s.market!.items,
        ...s.market!.itemDeck,
        ...s.market!.discard,
        ...Object.values(s.units).flatMap((u) => u.items),
      ].filter((c) => c === card).length;
    for (let seed = 0; seed < 10; seed++)
      expect(copies(determinize(rules.viewFor(waiting, 1), 1, seed))).toBe(copies(waiting));
  });

  it("refuses during the draft, when other seats' units are not in the view", () => {
    const draft = standardGames[0][0];
    expect(canDeterminize(rules.viewFor(draft, 0))).toBe(false);
    expect(() => determinize(rules.viewFor(draft, 0), 0, 1)).toThrow(/draft/);
  });
});
