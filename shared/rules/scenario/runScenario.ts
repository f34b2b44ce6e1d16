/**
 * Building a game state from a scenario (docs/scenarios.md) and running its commands: rejected commands are collected
 * with their codes and execution continues.
 */
import { hexKey, spiral, type Direction } from '../../hex';
import type { CharacterDef, ContentSet, SkillDef } from '../../content/schema';
import { decodeLayout } from '../../map';
import { applyCommand } from '../applyCommand';
import type { Ctx } from '../context';
import { STATUS_DEFS } from '../statuses';
import type { GameRules } from '../mechanism';
import type { RuleError } from '../errors';
import type { GameEvent } from '../events';
import { emit } from '../context';
import { emptyState, makeCharacterUnit, matchMapFromLayout, orderByRolls, RELIC_CARDS, type MatchMap } from '../setup';
import { beginTurn, startRound } from '../turnFlow';
import type { Cell, GameState, Seat } from '../state';
import { beginnerLayout } from '../../map';
import { scenarioUnitId, type Scenario } from './parseScenario';

/** A scenario's outcome: the final state, every accepted command's events, and the rejected commands. */
export type ScenarioResult = {
  state: GameState;
  events: GameEvent[];
  errors: { index: number; seat: Seat; error: RuleError }[];
};

function scenarioMap(s: Scenario): MatchMap | { error: string } {
  const m = s.map ?? { layout: 'beginner' as const };
  if ('layout' in m) return matchMapFromLayout(beginnerLayout());
  if ('code' in m) {
    const d = decodeLayout(m.code);
    if (!d.ok) return { error: `map.code: ${d.error.message}` };
    return matchMapFromLayout(d.layout);
  }
  const cells: Record<string, Cell> = {};
  if ('cells' in m)
    for (const c of m.cells)
      cells[hexKey(c)] = { q: c.q, r: c.r, terrain: c.terrain ?? 'open', board: c.board ?? 'scenario' };
  else {
    for (const c of spiral({ q: 0, r: 0 }, m.radius))
      cells[hexKey(c)] = { q: c.q, r: c.r, terrain: 'open', board: 'scenario' };
    for (const o of m.obstacles ?? []) if (cells[hexKey(o)]) cells[hexKey(o)].terrain = 'obstacle';
  }
  const statue = m.statue ?? null;
  return {
    cells,
    campfires: { 'campfire-red': m.campfires?.red ?? [], 'campfire-blue': m.campfires?.blue ?? [] },
    teamCampfire: { red: 'campfire-red', blue: 'campfire-blue' },
    statue,
    statueHomes: statue ? [statue] : [],
  };
}

/** An inert skill standing in for a custom character's missing ultimate or response (it has no effects). */
function inert(id: string, usage: 'ultimate' | 'response'): SkillDef {
  return { id, nameKey: id, textKey: id, usage, speed: 99, targeting: { kind: 'self' }, effects: [] };
}

/** Builds the scenario's starting state; an error string names what does not fit together. */
export function buildScenarioState(rules: GameRules, s: Scenario): GameState | { error: string } {
  const built = buildScenario(rules, s);
  return 'error' in built ? built : built.state;
}

/**
 * Builds the starting state and the events of building it: the initiative roll ("initiative": "roll") and the start
 * phase (turn.phase "start" or a rolled start) — none for a scenario starting in an action phase.
 */
function buildScenario(rules: GameRules, s: Scenario): { state: GameState; events: GameEvent[] } | { error: string } {
  const map = scenarioMap(s);
  if ('error' in map) return map;
  const base = rules.content;
  const content: ContentSet = {
    ...base,
    characters: { ...base.characters, ...(s.characters ?? {}) },
    units: { ...base.units, ...(s.unitDefs ?? {}) },
  };
  const skills = s.skills ?? {};
  s.units.forEach((u, i) => {
    if (!u.custom) return;
    const id = u.id ?? `custom${i}`;
    const ch: CharacterDef = {
      id,
      nameKey: id,
      titleKey: id,
      stats: u.custom.stats,
      boards: [
        {
          id: `${id}-board`,
          sides: [
            { id: `${id}-a`, nameKey: id, skills: u.custom.sides[0].map((k) => skills[k]) },
            { id: `${id}-b`, nameKey: id, skills: u.custom.sides[1].map((k) => skills[k]) },
          ],
        },
      ],
      ultimate: u.custom.ultimate ? skills[u.custom.ultimate] : inert(`${id}-noUltimate`, 'ultimate'),
      response: u.custom.response ? skills[u.custom.response] : inert(`${id}-noResponse`, 'response'),
      passive: { id: `${id}-passive`, nameKey: id, textKey: id },
      extras: (u.custom.extras ?? []).map((k) => skills[k]),
      ...(u.custom.forms ? { forms: u.custom.forms } : {}),
    };
    content.characters[id] = ch;
  });
  const variant = s.variant ?? 'beginner';
  const state = emptyState(variant, s.seed ?? 1, content, map);
  if (s.statue !== undefined) state.statue = s.statue ? { cell: s.statue, intact: true, homes: [s.statue] } : null;
  for (let i = 0; i < s.units.length; i++) {
    const u = s.units[i];
    const def = u.custom ? (u.id ?? `custom${i}`) : u.character!;
    if (!content.characters[def]) return { error: `units[${i}].character: no character ${def}` };
    const card = RELIC_CARDS[u.seat];
    const unit = makeCharacterUnit(
      state,
      def,
      u.seat,
      u.team ?? card.team,
      u.relic === undefined ? card.relic : u.relic,
    );
    unit.id = u.id ?? def;
    if (state.units[unit.id]) return { error: `units[${i}].id: ${unit.id} is used twice` };
    const cell = map.cells[hexKey(u.pos)];
    if (!cell) return { error: `units[${i}].pos: not an open cell: (${u.pos.q},${u.pos.r}) is void (not on the map)` };
    if (cell.terrain !== 'open')
      return { error: `units[${i}].pos: not an open cell: (${u.pos.q},${u.pos.r}) is an obstacle` };
    const taker = Object.values(state.units).find((o) => o.pos && o.pos.q === u.pos.q && o.pos.r === u.pos.r);
    if (taker) return { error: `units[${i}].pos: cell taken by ${taker.id}` };
    unit.pos = { q: u.pos.q, r: u.pos.r };
    unit.facing = (u.facing ?? 0) as Direction;
    if (u.maxHp !== undefined) unit.maxHp = u.maxHp;
    if (u.hp !== undefined) unit.hp = u.hp;
    if (unit.hp > unit.maxHp) return { error: `units[${i}].hp: exceeds maxHp` };
    if (u.relicRevealed !== undefined) unit.relicRevealed = u.relicRevealed;
    for (const f of ['movement', 'constitution', 'initiativeModifier', 'board', 'curse', 'souls'] as const)
      if (u[f] !== undefined) unit[f] = u[f] as number;
    if (u.side !== undefined) unit.side = u.side;
    if (u.used) unit.used = [...u.used];
    if (u.items) unit.items = [...u.items];
    if (u.equipment !== undefined)
      unit.equipment = u.equipment ? { card: u.equipment.card, faceUp: u.equipment.faceUp ?? true } : null;
    if (u.rune !== undefined) unit.rune = u.rune;
    if (u.form !== undefined) unit.form = u.form;
    if (u.mechanism) unit.mechanism = structuredClone(u.mechanism);
    for (const st of u.statuses ?? []) {
      state.counters.status += 1;
      unit.statuses.push({
        id: st.id,
        kind: STATUS_DEFS[st.id].kind,
        flips: st.flips ?? 0,
        order: state.counters.status,
        source: null,
      });
    }
    // O-01: a unit at 0 HP is dead: off the map, its relic revealed (it takes no turn, R-INIT-6, and nothing revives it).
    if (unit.hp === 0) Object.assign(unit, { alive: false, pos: null, relicRevealed: true });
    state.units[unit.id] = unit;
    if (state.seats[u.seat] === null) state.seats[u.seat] = unit.id;
  }
  const ids = s.units.map((u, i) => scenarioUnitId(u, i));
  state.initiative = s.initiative === 'roll' ? ids : (s.initiative ?? ids);
  for (const id of state.initiative) if (!state.units[id]) return { error: `initiative: no unit ${id}` };
  state.forcedRolls = [...(s.forcedRolls ?? [])];
  if (s.market)
    state.market = {
      items: [...s.market.items],
      equipment: [...s.market.equipment],
      itemDeck: [...(s.market.itemDeck ?? [])],
      equipmentDeck: [...(s.market.equipmentDeck ?? [])],
      discard: [],
    };
  for (const n of s.nights ?? []) state.nights.push({ round: n.round, card: n.card, revealed: n.revealed ?? false });
  for (const n of s.nights ?? []) if (!content.events[n.card]) return { error: `nights: no event ${n.card}` };
  state.stubbornDice = [...(s.stubbornDice ?? [])];
  state.round = s.round ?? (variant === 'beginner' ? 5 : 1);
  state.stage = 'play';
  const ctx: Ctx = { state, events: [], rules };
  if (s.initiative === 'roll') {
    // Before the initiative roll (R-INIT-1/2): every unit rolls d20 + modifier, ties re-roll; then the round starts.
    state.initiative = orderByRolls(ctx, ids);
    emit(ctx, { type: 'initiativeOrder', order: [...state.initiative] });
    startRound(ctx);
    return { state, events: ctx.events };
  }
  const turnUnit = s.turn?.unit ?? state.initiative[0];
  const index = state.initiative.indexOf(turnUnit);
  if (index < 0) return { error: `turn.unit: ${turnUnit} is not in the initiative order` };
  state.turnIndex = index;
  if (s.turn?.phase === 'start') beginTurn(ctx);
  else {
    const unit = state.units[turnUnit];
    state.counters.turn += 1;
    state.turn = {
      unit: turnUnit,
      phase: 'action',
      movementLeft: s.turn?.movementLeft ?? unit.movement,
      standardActions: s.turn?.standardActions ?? 0,
      flipped: s.turn?.flipped ?? false,
    };
  }
  return { state, events: ctx.events };
}

/** Runs a parsed scenario: builds the state, applies every command by seat, collects rejections. */
export function runScenario(rules: GameRules, s: Scenario): ScenarioResult | { error: string } {
  const built = buildScenario(rules, s);
  if ('error' in built) return built;
  let state = built.state;
  const events: GameEvent[] = [...built.events];
  const errors: ScenarioResult['errors'] = [];
  (s.commands ?? []).forEach((c, index) => {
    const r = applyCommand(rules, state, c.seat, c.command);
    if (r.ok) {
      state = r.state;
      events.push(...r.events);
    } else errors.push({ index, seat: c.seat, error: r.error });
  });
  return { state, events, errors };
}
