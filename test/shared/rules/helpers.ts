// Test helpers: small scenario builders with custom skills on a radius-4 hexagon (docs/scenarios.md).
import { expect } from 'vitest';
import type { SkillDef } from '../../../shared/content/schema';
import {
  applyCommand,
  buildScenarioState,
  parseScenario,
  type GameEvent,
  type GameState,
  type Scenario,
  type ScenarioUnit,
  type Seat,
} from '../../../shared/rules';

/** A weapon skill with sensible defaults. */
export function skill(id: string, over: Partial<SkillDef> = {}): SkillDef {
  return {
    id,
    nameKey: id,
    textKey: id,
    usage: 'weapon',
    speed: 50,
    targeting: { kind: 'single', range: { max: 2 }, filter: 'enemy' },
    effects: [{ kind: 'damage', amount: { fixed: 1 } }],
    ...over,
  };
}

/** A custom unit on a seat at a cell. */
export function unit(
  id: string,
  seat: Seat,
  q: number,
  r: number,
  over: Partial<ScenarioUnit> = {},
  sides: [string[], string[]] = [[], []],
): ScenarioUnit {
  return {
    id,
    custom: { stats: { hp: 5, constitution: 2, movement: 3, initiative: 0 }, sides },
    seat,
    pos: { q, r },
    facing: 0,
    ...over,
  };
}

/** Builds a state from a scenario (parsed first, so the scenario format is exercised). */
export function build(s: Scenario): GameState {
  const p = parseScenario(s);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  const st = buildScenarioState(p.scenario);
  if ('error' in st) throw new Error(st.error);
  return st;
}

/** Applies a command that must succeed, leaving any reaction window open (chain tests). */
export function okRaw(state: GameState, seat: Seat, command: unknown): GameState {
  const r = applyCommand(state, seat, command);
  if (!r.ok) throw new Error(`expected success, got ${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** Every open reaction window is answered with a pass (silence means no reaction). */
export function passAll(state: GameState): GameState {
  let s = state;
  while (s.pending?.kind === 'reaction') s = okRaw(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
  return s;
}

/** Applies a command that must succeed; the targets then pass their reaction windows (issue-3 tests). */
export function ok(state: GameState, seat: Seat, command: unknown): GameState {
  return passAll(okRaw(state, seat, command));
}

/** Applies a command that must fail with `code`, and checks the state is unchanged (STYLE "Tests"). */
export function rejects(state: GameState, seat: Seat, command: unknown, code: string): void {
  const before = JSON.stringify(state);
  const r = applyCommand(state, seat, command);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
}

/** A standard four-unit duel position: a (seat 0, red holy) at origin facing E; enemies east. */
export function duel(
  skills: Record<string, SkillDef>,
  sides: [string[], string[]],
  extra: Partial<Scenario> = {},
): GameState {
  return build({
    map: { radius: 4 },
    skills,
    units: [unit('a', 0, 0, 0, {}, sides), unit('b', 2, 2, 0), unit('c', 1, -3, 0), unit('d', 3, 0, 3)],
    ...extra,
  });
}

/** Skills keyed by their ids (the scenario format requires key = id). */
export function byId(...skills: SkillDef[]): Record<string, SkillDef> {
  return Object.fromEntries(skills.map((k) => [k.id, k]));
}

/**
 * Ends the acting unit's turn (a summon's phase included) again and again, by the seat that holds it, until the game
 * ends, `limit` turns have ended or `done` holds for the events so far; returns the state, the events and the count.
 */
export function endTurns(
  state: GameState,
  limit: number,
  done: (events: GameEvent[]) => boolean = () => false,
): { state: GameState; events: GameEvent[]; turns: number } {
  let s = state;
  const events: GameEvent[] = [];
  let turns = 0;
  for (; s.stage === 'play' && turns < limit && !done(events); turns++) {
    const r = applyCommand(s, s.units[s.turn!.unit].seat, { type: 'endTurn' });
    if (!r.ok) throw new Error(`endTurn rejected: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events, turns };
}
