/**
 * One run of a command the way a preview sees it: through applyCommand itself on a copy, then on until nobody has to
 * decide anything. Each decision met (a reaction window, a step prompt, a module's choice, a discard) is answered by
 * default — a pass, the first option — unless the run was told another answer for it. No rule is restated here; the
 * dice come from diceTree.ts through the roll source.
 */
import type { Hex } from '../../hex';
import { applyCommand } from '../applyCommand';
import type { Command } from '../commands';
import type { RuleError } from '../errors';
import type { GameEvent } from '../events';
import type { GameRules } from '../mechanism';
import { windowOptions } from '../reactions';
import type { GameState, Pending, Seat } from '../state';
import type { OpenedWindow } from './types';

/** A decision met on the way, before it was answered. */
export type Met = {
  key: string;
  state: GameState;
  pending: Exclude<Pending, { kind: 'draft' | 'campfire' | 'place' }>;
};

/** What one run did: the final state, every event, the windows opened, the decisions met (in order). */
export type Played = { state: GameState; events: GameEvent[]; windows: OpenedWindow[]; met: Met[] };

/** Another answer than the default for one decision (by its key). */
export type Override = { key: string; answer: Command };

const MAX_ANSWERS = 60;

/** A decision's key: its kind, whose it is and what it answers, and how many such came before it in the run. */
function keyOf(p: Met['pending'], seen: Map<string, number>): string {
  const what =
    p.kind === 'reaction' ? `${p.action}${p.grant ? ':grant' : ''}` : p.kind === 'discard' ? p.slot : p.purpose;
  const base = `${p.kind}:${p.unit}:${what}`;
  const n = seen.get(base) ?? 0;
  seen.set(base, n + 1);
  return `${base}#${n}`;
}

/** The default answer: pass a window, take the first option. */
export function defaultAnswer(p: Met['pending']): Command {
  return p.kind === 'reaction' ? { type: 'pass', prompt: p.id } : { type: 'choose', prompt: p.id, option: 0 };
}

/**
 * Applies `command` for `seat` and answers every decision after it; a refused command gives its error. `seenWindows`
 * (shared by the runs of one preview) keeps a window's options from being listed again by a later run.
 */
export function playOut(
  rules: GameRules,
  state: GameState,
  seat: Seat,
  command: unknown,
  override: Override | null,
  seenWindows: Set<string>,
): Played | RuleError {
  const first = applyCommand(rules, state, seat, command);
  if (!first.ok) return first.error;
  let s = first.state;
  const events = [...first.events];
  const windows: OpenedWindow[] = [];
  const met: Met[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < MAX_ANSWERS && s.pending && s.stage === 'play'; i++) {
    const p = s.pending;
    if (p.kind === 'draft' || p.kind === 'campfire' || p.kind === 'place') break; // setup is not previewed past
    const key = keyOf(p, seen);
    met.push({ key, state: s, pending: p });
    if (p.kind === 'reaction' && !seenWindows.has(`${p.action}:${p.unit}`)) {
      seenWindows.add(`${p.action}:${p.unit}`);
      windows.push({
        unit: p.unit,
        seat: p.seat,
        action: p.action,
        skill: p.skill,
        speed: p.speed,
        options: windowOptions(rules, s),
      });
    }
    const answer = override && override.key === key ? { ...override.answer, prompt: p.id } : defaultAnswer(p);
    const r = applyCommand(rules, s, p.seat, answer);
    if (!r.ok) break;
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events, windows, met };
}

/** The cells of a step prompt, copied (for a preview's decision list). */
export const stepCells = (p: Met['pending']): Hex[] | undefined =>
  p.kind === 'step' ? p.options.map((h) => ({ ...h })) : undefined;
