/**
 * Match setup (R-SETUP, R-TEAM, R-INIT, R-MARKET-1, R-EVENT-1): the beginner variant (fixed characters, open relics, 5/5 HP,
 * 2 curse tokens, round 5 — O-07) and the standard variant (hidden relics, draft 2-choose-1, campfire choice, initiative
 * with the tie rule, market, events, runes, printed HP). Choices a person makes are pending decisions answered by
 * commands; the order follows O-06: relics → draft → campfire → initiative → placement.
 */
import type { Hex } from '../hex';
import type { ContentSet } from '../content/schema';
import {
  assembleMap,
  beginnerLayout,
  boardOpenCells,
  dealStandardLayout,
  getBoard,
  statueCell,
  statueHome,
  type Layout,
} from '../map';
import { emit, nextPromptId, type Ctx } from './context';
import type { GameRules } from './mechanism';
import { rollD20 } from './dice';
import { makeUnit } from './makeUnit';
import { BEGINNER_CHARACTERS, RELIC_CARDS } from './seatDeal';
import { spliced } from './listCopies';
import { createRng, nextUint32, shuffled } from '../random';
import type { ByTeam, Cell, GameState, MatchContent, Relic, Seat, Team, Unit, Variant } from './state';
import { startRound } from './turnFlow';

/** The map a match is played on: cells, campfire cells per campfire board, the statue's cell and its possible homes. */
export type MatchMap = {
  cells: Record<string, Cell>;
  /** Start cells per campfire board id (R-SETUP-15). */
  campfires: Record<string, Hex[]>;
  /** Which campfire board each team starts on; null where the standard campfire choice decides (R-MAP-11). */
  teamCampfire: ByTeam<string | null>;
  statue: Hex | null;
  /** Centre cells of the river and jungle boards, coin face 0 and 1 (R-MAP-12, R-WORLD-2). */
  statueHomes: Hex[];
};

/** What a room or a test gives to start a match; map and content default to the real ones (beginner layout / a dealt map). */
export type MatchSetup = {
  variant: Variant;
  seed: number;
  map?: MatchMap;
  content?: ContentSet;
};

/** The parts of a MatchMap that depend only on the layout and never change during a match (frozen, shared). */
type SharedMapParts = { cells: Record<string, Cell>; campfires: Record<string, Hex[]> };

/**
 * Assembled maps by layout (the layout's JSON text, so the key is the immutable data itself), most recent last, at most
 * MAP_CACHE_SIZE of them. Safe to share between games: what is kept is deep-frozen (a write throws), the engine never
 * changes cells or campfire areas in place (cloneState shares them between states), and a layout always assembles to
 * the same map. Sharing one cells object per layout also lets the line-of-sight memo (board.ts) serve a whole study.
 */
const MAP_CACHE = new Map<string, SharedMapParts>();
const MAP_CACHE_SIZE = 64;

function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) freezeDeep(child);
    Object.freeze(value);
  }
  return value;
}

function sharedMapParts(layout: Layout): SharedMapParts {
  const key = JSON.stringify(layout);
  let parts = MAP_CACHE.get(key);
  if (parts) {
    MAP_CACHE.delete(key); // most recently used last
  } else {
    const map = assembleMap(layout);
    const campfires: Record<string, Hex[]> = {};
    for (const b of layout.boards)
      if (getBoard(b.board)?.kind === 'campfire') campfires[b.board] = boardOpenCells(layout, b.board, map);
    parts = freezeDeep({ cells: map.cells, campfires });
    if (MAP_CACHE.size >= MAP_CACHE_SIZE) MAP_CACHE.delete(MAP_CACHE.keys().next().value!);
  }
  MAP_CACHE.set(key, parts);
  return parts;
}

/**
 * Turns a shared/map layout into the engine's map (cells, campfire cells per board, statue and its two homes). Cells and
 * campfire areas are assembled once per layout and shared, frozen, by every match on it (sharedMapParts).
 */
export function matchMapFromLayout(layout: Layout): MatchMap {
  const { cells, campfires } = sharedMapParts(layout);
  const teamCampfire: ByTeam<string | null> = {
    red: layout.campfires?.red ?? null,
    blue: layout.campfires?.blue ?? null,
  };
  // Statue homes in coin order: face 0 = heads (river), 1 = tails (jungle) (R-MAP-12, R-WORLD-2, O-13).
  const homes = (['heads', 'tails'] as const).map((f) => statueHome(layout, f)).filter((h): h is Hex => h !== null);
  return {
    cells,
    campfires,
    teamCampfire,
    statue: statueCell(layout),
    statueHomes: layout.statue === null ? [] : homes,
  };
}

export { BEGINNER_CHARACTERS, RELIC_CARDS } from './seatDeal';

/** A character unit built from its definition (R-SETUP-12/14, R-SETUP-11). */
export function makeCharacterUnit(state: GameState, def: string, seat: Seat, team: Team, relic: Relic | null): Unit {
  const ch = state.content.characters[def];
  if (!ch) throw new Error(`createMatch: character ${def} is not in the content`);
  const beginner = state.variant === 'beginner';
  return makeUnit({
    id: def,
    kind: 'character',
    def,
    seat,
    team,
    relic,
    relicRevealed: beginner,
    pos: null,
    facing: 0,
    stats: ch.stats,
    hp: beginner ? 5 : ch.stats.hp,
    curse: beginner ? 2 : 0,
    rune: !beginner,
    form: ch.forms?.[0] ?? null,
  });
}

/** An empty state for a variant; scenario files and createMatch fill it. */
export function emptyState(variant: Variant, seed: number, content: ContentSet, map: MatchMap): GameState {
  return {
    version: 1,
    variant,
    seed,
    rng: createRng(seed),
    forcedRolls: [],
    content: {
      characters: { ...content.characters },
      units: { ...content.units },
      cards: { ...content.cards },
      events: { ...content.events },
    },
    map: { cells: map.cells, campfires: map.campfires, teamCampfire: { ...map.teamCampfire } },
    statue:
      map.statue || map.statueHomes.length > 0
        ? { cell: map.statue, intact: map.statue !== null, homes: map.statueHomes }
        : null,
    markers: [],
    units: {},
    seats: [null, null, null, null],
    initiative: [],
    stage: 'setup',
    round: variant === 'beginner' ? 5 : 1,
    turnIndex: 0,
    turn: null,
    pending: null,
    chain: null,
    market: null,
    nights: [],
    stubbornDice: [],
    winner: null,
    counters: { prompt: 0, event: 0, action: 0, status: 0, turn: 0 },
  };
}

/**
 * Creates a match: the beginner variant deals the fixed characters and relics (R-TEAM-4, R-SETUP-7 (B), R-INIT-5) and waits
 * for placements; the standard variant deals relics (R-TEAM-2), market (R-MARKET-1) and events (R-EVENT-1), then waits for
 * the draft. Throws only on programmer errors (content or map missing what the variant needs).
 */
export function createMatch(rules: GameRules, setup: MatchSetup): GameState {
  const content = setup.content ?? rules.content;
  const placeholder: MatchMap = {
    cells: {},
    campfires: {},
    teamCampfire: { red: null, blue: null },
    statue: null,
    statueHomes: [],
  };
  const map = setup.map ?? (setup.variant === 'beginner' ? matchMapFromLayout(beginnerLayout()) : placeholder);
  const state = emptyState(setup.variant, setup.seed, content, map);
  const ctx: Ctx = { state, events: [], rules };
  if (setup.variant === 'beginner') {
    BEGINNER_CHARACTERS.forEach((def, i) => {
      const seat = i as Seat;
      const card = RELIC_CARDS[i];
      state.units[def] = makeCharacterUnit(state, def, seat, card.team, card.relic);
      state.seats[seat] = def;
    });
    state.initiative = [...BEGINNER_CHARACTERS];
    askPlacement(ctx, 0);
    return state;
  }
  // R-TEAM-2: shuffle the relic cards; seat i (oldest first, clockwise) draws card i.
  const relics = shuffled(state.rng, RELIC_CARDS);
  relicsBySeat(state).splice(0, 4, ...relics);
  if (!setup.map) {
    // R-MAP-6..12: the deal draws from the match generator, so it replays from the seed; campfires wait for R-MAP-11.
    const dealt = dealStandardLayout(state.rng, { teamOfSeat: relics.map((r) => r.team) });
    const m = matchMapFromLayout(dealt.layout);
    state.map = { cells: m.cells, campfires: m.campfires, teamCampfire: m.teamCampfire };
    state.statue = { cell: m.statue, intact: m.statue !== null, homes: m.statueHomes };
  }
  // R-MARKET-1 / O-15: two decks without the cards kept out of the market (the detonators), 4 + 4 face up.
  const items = shuffled(state.rng, marketDeck(state.content, 'item'));
  const equipment = shuffled(state.rng, marketDeck(state.content, 'equipment'));
  state.market = {
    items: items.splice(0, 4),
    equipment: equipment.splice(0, 4),
    itemDeck: items,
    equipmentDeck: equipment,
    discard: [],
  };
  // R-EVENT-1: 3 events, one per night.
  const events = shuffled(state.rng, Object.keys(state.content.events).sort()).slice(0, 3);
  state.nights = events.map((card, i) => ({ round: 3 + 2 * i, card, revealed: false }));
  // R-SETUP-7 (S): shuffle the character cards; each seat draws 2 and keeps 1.
  const pool = shuffled(state.rng, Object.keys(state.content.characters).sort());
  if (pool.length < 8) throw new Error('createMatch: the standard draft needs 8 characters');
  state.draftPool = pool;
  askDraft(ctx, 0);
  return state;
}

/** A market deck before its shuffle (R-MARKET-1 / O-15): every copy of each card of `kind` the market sells, by id. */
export function marketDeck(content: MatchContent, kind: 'item' | 'equipment'): string[] {
  return Object.values(content.cards)
    .filter((c) => c.deck === kind && c.market !== false)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .flatMap((c) => Array.from({ length: c.copies ?? 1 }, () => c.id));
}

/** Per-seat relic cards dealt in the standard game (kept in the state until the draft names the units). */
function relicsBySeat(state: GameState): { team: Team; relic: Relic }[] {
  if (!state.dealtRelics) state.dealtRelics = [];
  return state.dealtRelics;
}

function askDraft(ctx: Ctx, seat: Seat): void {
  const pool = ctx.state.draftPool ?? [];
  ctx.state.pending = { kind: 'draft', id: nextPromptId(ctx), seat, options: pool.slice(seat * 2, seat * 2 + 2) };
}

/** The campfire cells of a team's campfire board. */
export function teamStartCells(state: GameState, team: Team): Hex[] {
  const board = state.map.teamCampfire[team];
  return board ? (state.map.campfires[board] ?? []) : [];
}

/** Asks `seat` to place its character (R-SETUP-13/15/16: cell and facing on its campfire, starting side, form). */
export function askPlacement(ctx: Ctx, seat: Seat): void {
  const s = ctx.state;
  const unit = s.units[s.seats[seat]!];
  const cells = teamStartCells(s, unit.team).filter(
    (c) => !Object.values(s.units).some((u) => u.pos && u.pos.q === c.q && u.pos.r === c.r),
  );
  s.pending = { kind: 'place', id: nextPromptId(ctx), seat, cells };
}

/** Answers a draft prompt: the seat keeps `character` (R-SETUP-7 (S)); after seat 3, the campfire choice follows. */
export function answerDraft(ctx: Ctx, seat: Seat, character: string): void {
  const s = ctx.state;
  const card = s.dealtRelics![seat];
  s.units[character] = makeCharacterUnit(s, character, seat, card.team, card.relic);
  s.seats = spliced(s.seats, seat, 1, character);
  emit(ctx, { type: 'setupChoice', seat, choice: 'draft', value: character });
  if (seat < 3) {
    askDraft(ctx, (seat + 1) as Seat);
    return;
  }
  // Every seat learns its own relic now (R-TEAM-2); the event is private to that seat's team (eventsFor).
  for (const st of [0, 1, 2, 3] as Seat[]) {
    const u = s.units[s.seats[st]!];
    emit(ctx, { type: 'relicDealt', seat: st, team: u.team, relic: u.relic });
  }
  delete s.draftPool;
  const open = Object.keys(s.map.campfires).sort();
  if (s.map.teamCampfire.red === null || s.map.teamCampfire.blue === null) {
    // R-MAP-11 / R-MAP-13: the team without the last board placer (seat 3) chooses; its first seat answers.
    const lastTeam = s.units[s.seats[3]!].team;
    const chooserSeat = ([0, 1, 2, 3] as Seat[]).find((st) => s.units[s.seats[st]!].team !== lastTeam)!;
    s.pending = { kind: 'campfire', id: nextPromptId(ctx), seat: chooserSeat, options: open };
    return;
  }
  rollInitiative(ctx);
  askPlacement(ctx, 0);
}

/** Answers the campfire choice (R-MAP-11): the chooser's team takes `board`, the other team the other campfire. */
export function answerCampfire(ctx: Ctx, seat: Seat, board: string): void {
  const s = ctx.state;
  const team = s.units[s.seats[seat]!].team;
  const other =
    Object.keys(s.map.campfires)
      .sort()
      .find((b) => b !== board) ?? null;
  const teamCampfire = { ...s.map.teamCampfire, [team]: board, [team === 'red' ? 'blue' : 'red']: other };
  s.map = { ...s.map, teamCampfire }; // the input state shares the old map (cloneState.ts)
  emit(ctx, { type: 'setupChoice', seat, choice: 'campfire', value: board });
  s.pending = null;
  rollInitiative(ctx);
  askPlacement(ctx, 0);
}

/**
 * Initiative (R-INIT-1/2, O-32): d20 + modifier, ascending; only tied players re-roll (adding the modifier again) and are
 * ordered among the positions their tie occupies.
 */
export function rollInitiative(ctx: Ctx): void {
  const s = ctx.state;
  const order = orderByRolls(
    ctx,
    s.seats.filter((x): x is string => x !== null),
  );
  s.initiative = order;
  emit(ctx, { type: 'initiativeOrder', order: [...order] });
}

/** Orders units by d20 + modifier, re-rolling only the tied ones (R-INIT-2); scenarios roll with it too. */
export function orderByRolls(ctx: Ctx, units: string[]): string[] {
  const s = ctx.state;
  const totals = units.map((id) => {
    const roll = rollD20(s);
    const total = roll + s.units[id].initiativeModifier;
    emit(ctx, { type: 'initiativeRolled', unit: id, roll, total });
    return { id, total };
  });
  const groups = [...new Set(totals.map((t) => t.total))].sort((a, b) => a - b);
  const out: string[] = [];
  for (const g of groups) {
    const tied = totals.filter((t) => t.total === g).map((t) => t.id);
    out.push(...(tied.length === 1 ? tied : orderByRolls(ctx, tied)));
  }
  return out;
}

/** Starts play after the last placement (R-ROUND-4: no world turn before the first round). */
export function startPlay(ctx: Ctx): void {
  const s = ctx.state;
  s.pending = null;
  s.stage = 'play';
  emit(ctx, { type: 'matchStarted', round: s.round });
  startRound(ctx);
}

/** Draws a fresh seed from the match generator (e.g. for a map deal), so the deal replays from the match seed. */
export function drawSeed(state: GameState): number {
  return nextUint32(state.rng);
}
