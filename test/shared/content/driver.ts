/**
 * Plays commands through the real engine (shared/rules applyCommand) from a scenario position, answering the prompts
 * that follow: reaction windows pass unless a reaction is scripted for that unit; step and module choices take a
 * scripted option or the first one. Fails loudly on a rejected command.
 */
import { applyCommand } from '../../../shared/rules';
import type { GameEvent } from '../../../shared/rules/events';
import type { GameState, Seat } from '../../../shared/rules/state';

export type Script = {
  /** Reactions by unit id: the `react` command body without its prompt (e.g. { use: 'skill', skill: 'deathCut', target }). */
  reactions?: Record<string, Record<string, unknown>>;
  /** Step choices (indices into the options), consumed in order; default 0. */
  steps?: number[];
  /** Cell choices for steps, matched against the options; consumed before `steps`. */
  cells?: { q: number; r: number }[];
  /**
   * Answers to module `choice` prompts (shared/rules/mechanism.ts ChoiceRequest), matched against the option strings, in order, then
   * option 0. Without `choices` a choice prompt is left open (the caller answers it).
   */
  choices?: string[];
};

/** Applies one command for a seat, then answers prompts; returns the new state and all events. */
export function play(
  state: GameState,
  seat: Seat,
  command: Record<string, unknown>,
  script: Script = {},
): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let r = applyCommand(state, seat, command);
  if (!r.ok) throw new Error(`${JSON.stringify(command)} rejected: ${r.error.code} ${r.error.message}`);
  let s = r.state;
  events.push(...r.events);
  const reactions = { ...(script.reactions ?? {}) };
  const steps = [...(script.steps ?? [])];
  const cells = [...(script.cells ?? [])];
  const choices = [...(script.choices ?? [])];
  for (let guard = 0; s.pending && guard < 50; guard++) {
    const p = s.pending;
    let answer: Record<string, unknown>;
    if (p.kind === 'reaction') {
      const scripted = reactions[p.unit];
      delete reactions[p.unit];
      answer = scripted ? { type: 'react', prompt: p.id, ...scripted } : { type: 'pass', prompt: p.id };
    } else if (p.kind === 'step') {
      const cell = cells.shift();
      const idx = cell ? p.options.findIndex((o) => o.q === cell.q && o.r === cell.r) : (steps.shift() ?? 0);
      if (idx < 0)
        throw new Error(`cell ${JSON.stringify(cell)} is not among the options ${JSON.stringify(p.options)}`);
      answer = { type: 'choose', prompt: p.id, option: idx };
    } else if (p.kind === 'choice' && script.choices) {
      const wanted = choices.shift();
      const idx = wanted === undefined ? 0 : p.options.indexOf(wanted);
      if (idx < 0) throw new Error(`choice ${wanted} is not among the options ${JSON.stringify(p.options)}`);
      answer = { type: 'choose', prompt: p.id, option: idx };
    } else break;
    r = applyCommand(s, p.seat, answer);
    if (!r.ok) throw new Error(`${JSON.stringify(answer)} rejected: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Applies a command that must be rejected; returns the error code and checks the state did not change. */
export function reject(state: GameState, seat: Seat, command: Record<string, unknown>): string {
  const before = JSON.stringify(state);
  const r = applyCommand(state, seat, command);
  if (r.ok) throw new Error(`${JSON.stringify(command)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error('a rejected command changed the state');
  return r.error.code;
}
