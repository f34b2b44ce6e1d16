/**
 * Runs a command the way previewCommand sees it: through applyCommand itself on a copy, with every die steered to one
 * dice case, and then on until nobody has to decide anything (every reaction window passed, every step or choice prompt
 * answered with its first option). No rule is restated here: the dice are steered through the state's forced rolls.
 *
 * Steering: forced rolls are faces consumed in roll order, but which unit rolls which kind of die is only known after a
 * run (each D6 is announced in a `diceRolled` event). So a run is repeated with the faces the case wants for the dice
 * the last run announced, until the announced faces are the wanted ones (a fixpoint, usually the second run).
 */
import type { DieKind } from '../../content/schema';
import type { Hex } from '../../hex';
import { applyCommand } from '../applyCommand';
import type { Command } from '../commands';
import { DIE_FACES } from '../dice';
import type { RuleError } from '../errors';
import type { GameEvent } from '../events';
import type { GameRules } from '../mechanism';
import { windowOptions } from '../reactions';
import type { GameState, Seat, Team } from '../state';
import type { DiceCase, OpenedWindow } from './types';

/** What one dice case did: the final state, every event, the windows opened (and passed), the step prompts met. */
export type CaseRun = {
  state: GameState;
  events: GameEvent[];
  windows: OpenedWindow[];
  choices: { unit: string; purpose: string; options: Hex[] }[];
  exact: boolean;
};

const MAX_ITERATIONS = 12;
const MAX_ANSWERS = 60;

const highest = (kind: DieKind): number => Math.max(...DIE_FACES[kind]);
const lowest = (kind: DieKind): number => Math.min(...DIE_FACES[kind]);

/** The face a case wants for a die `unit` rolls: the acting team high in `best`, low in `worst`; the other team the reverse. */
function wantedFace(state: GameState, team: Team | null, dcase: DiceCase, unit: string, kind: DieKind): number {
  const mine = state.units[unit]?.team === team;
  return mine === (dcase === 'best') ? highest(kind) : lowest(kind);
}

/** Every announced D6 in roll order: who rolled it, its kind and face. */
function announcedDice(events: GameEvent[]): { unit: string; kind: DieKind; face: number }[] {
  const out: { unit: string; kind: DieKind; face: number }[] = [];
  for (const e of events) if (e.type === 'diceRolled') for (const f of e.faces) out.push({ unit: e.unit, kind: e.kind as DieKind, face: f });
  return out;
}

/** Applies the command and answers every following prompt without a person (pass, first option); stops at a turn. */
function runOnce(rules: GameRules, state: GameState, seat: Seat, command: unknown, forced: number[]): Omit<CaseRun, 'exact'> | RuleError {
  const first = applyCommand(rules, { ...state, forcedRolls: [...forced] }, seat, command);
  if (!first.ok) return first.error;
  let s = first.state;
  const events = [...first.events];
  const windows: OpenedWindow[] = [];
  const choices: CaseRun['choices'] = [];
  for (let i = 0; i < MAX_ANSWERS && s.pending && s.stage === 'play'; i++) {
    const p = s.pending;
    let answer: Command;
    if (p.kind === 'reaction') {
      windows.push({ unit: p.unit, seat: p.seat, action: p.action, skill: p.skill, speed: p.speed, options: windowOptions(rules, s) });
      answer = { type: 'pass', prompt: p.id };
    } else if (p.kind === 'step' || p.kind === 'choice' || p.kind === 'discard') {
      if (p.kind === 'step') choices.push({ unit: p.unit, purpose: p.purpose, options: p.options.map((h) => ({ ...h })) });
      answer = { type: 'choose', prompt: p.id, option: 0 };
    } else break; // setup decisions are not previewed past
    const r = applyCommand(rules, s, p.seat, answer);
    if (!r.ok) break;
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events, windows, choices };
}

/** Runs `command` for `seat` in one dice case; a refused command gives its error. */
export function runCase(rules: GameRules, state: GameState, seat: Seat, command: unknown, team: Team | null, dcase: DiceCase): CaseRun | RuleError {
  let forced: number[] = [];
  let last: Omit<CaseRun, 'exact'> | RuleError = runOnce(rules, state, seat, command, forced);
  for (let i = 0; i < MAX_ITERATIONS; i++) {
    if ('code' in last) return last;
    const dice = announcedDice(last.events);
    const wanted = dice.map((d) => wantedFace(state, team, dcase, d.unit, d.kind));
    const consumed = forced.length - last.state.forcedRolls.length;
    // Converged when every announced die shows the wanted face and no other roll (a coin, a d20) took a forced face.
    if (dice.every((d, k) => d.face === wanted[k]) && consumed === Math.min(forced.length, dice.length)) return { ...last, exact: true };
    forced = wanted;
    last = runOnce(rules, state, seat, command, forced);
  }
  return 'code' in last ? last : { ...last, exact: false };
}
