/**
 * previewCommand (issue 13): what a command would do before it is sent, computed by applyCommand itself on copies of the
 * state in two dice cases (runCase.ts), with every reaction window passed and every step prompt given its first option.
 * Pure and read-only like every query; a command applyCommand would refuse gives the same typed error.
 */
import { parseCommand, type Command } from '../commands';
import { ruleError, type RuleError } from '../errors';
import type { GameEvent } from '../events';
import type { GameRules } from '../mechanism';
import type { GameState, Seat, Team } from '../state';
import { mergeRuns, mergeUnit, outcomesOf } from './outcomes';
import { runCase, type CaseRun } from './runCase';
import { DICE_CASES, type CommandPreview, type Likelihood, type OpenedWindow, type PreviewResult, type ReactionPreview, type Range } from './types';

/** The unit acting for `seat` now: the owner of the pending decision, else the turn's unit, else the seat's character. */
function actorOf(state: GameState, seat: Seat): string | null {
  const p = state.pending;
  if (p && 'unit' in p) return p.unit;
  if (!p && state.turn && state.units[state.turn.unit]?.seat === seat) return state.turn.unit;
  return state.seats[seat] ?? null;
}

/** What the actor spent, when the command leaves it in the same turn of its own (turn counter and unit unchanged). */
function spendsOf(before: GameState, after: GameState, actor: string | null): CommandPreview['actorSpends'] {
  const t0 = before.turn;
  const t1 = after.turn;
  if (!actor || !t0 || !t1 || t0.unit !== actor || t1.unit !== actor || before.counters.turn !== after.counters.turn) return undefined;
  const u0 = before.units[actor];
  const u1 = after.units[actor];
  return {
    movement: Math.max(0, t0.movementLeft - t1.movementLeft),
    standardActions: Math.max(0, t1.standardActions - t0.standardActions),
    curse: Math.max(0, u0.curse - u1.curse),
    souls: Math.max(0, u0.souls - u1.souls),
    items: Math.max(0, u0.items.length - u1.items.length),
    rune: u0.rune && !u1.rune,
  };
}

/** Runs both dice cases; the first refusal is the answer. */
function runBoth(rules: GameRules, state: GameState, seat: Seat, command: unknown, team: Team | null): CaseRun[] | RuleError {
  const runs: CaseRun[] = [];
  for (const c of DICE_CASES) {
    const r = runCase(rules, state, seat, command, team, c);
    if ('code' in r) return r;
    runs.push(r);
  }
  return runs;
}

const likelihood = (xs: boolean[]): Likelihood => (xs.every(Boolean) ? 'always' : xs.some(Boolean) ? 'maybe' : 'never');

/** Windows opened in any case, once each (by unit and action). */
function windowsOf(runs: CaseRun[]): OpenedWindow[] {
  const seen = new Map<string, OpenedWindow>();
  for (const r of runs) for (const w of r.windows) if (!seen.has(`${w.action}:${w.unit}`)) seen.set(`${w.action}:${w.unit}`, w);
  return [...seen.values()];
}

/**
 * The events that an action's resolution on `target` emitted: those between the last chain landmark (a declaration, a
 * window, a pass, another resolution) and the `resolved`/`fizzled` event naming this action and target.
 */
export function eventsOfResolution(events: GameEvent[], action: number, target: string): GameEvent[] | null {
  let since: GameEvent[] = [];
  for (const e of events) {
    if ((e.type === 'resolved' || e.type === 'fizzled') && e.action === action && e.target === target) return since;
    if (e.type === 'declared' || e.type === 'windowOpened' || e.type === 'passed' || e.type === 'resolved' || e.type === 'fizzled') since = [];
    else since.push(e);
  }
  return null;
}

/** Which of two actions resolved first in a run: the reaction 'before' or 'after' the incoming action (on this target). */
function orderIn(events: GameEvent[], incoming: number, target: string, reaction: number): 'before' | 'after' {
  for (const e of events) {
    if ((e.type === 'resolved' || e.type === 'fizzled') && e.action === reaction) return 'before';
    if ((e.type === 'resolved' || e.type === 'fizzled') && e.action === incoming && e.target === target) return 'after';
  }
  return 'after';
}

/** The reaction half of a preview: the incoming action, order, and whether this answer changes its effect on the reactor. */
function reactionPreview(rules: GameRules, state: GameState, seat: Seat, cmd: Command, runs: CaseRun[], team: Team | null): ReactionPreview | RuleError | undefined {
  const p = state.pending;
  if (!p || p.kind !== 'reaction' || p.grant || !state.chain || (cmd.type !== 'react' && cmd.type !== 'pass')) return undefined;
  const a = state.chain.actions[String(p.action)];
  if (!a) return undefined;
  const passRuns = cmd.type === 'pass' ? runs : runBoth(rules, state, seat, { type: 'pass', prompt: p.id }, team);
  if ('code' in passRuns) return passRuns;
  const onReactor = (rs: CaseRun[]) => {
    const per = rs.map((r) => outcomesOf(state, eventsOfResolution(r.events, a.id, p.unit) ?? [], r.state).get(p.unit));
    return per;
  };
  const passed = onReactor(passRuns);
  const answered = onReactor(runs);
  const ifPassed = mergeUnit(state, p.unit, passed);
  const ifAnswered = mergeUnit(state, p.unit, answered);
  // The hp after the whole command differs for other reasons (the reaction's own effects); compare the incoming action's.
  const strip = (u: typeof ifPassed) => JSON.stringify({ ...u, hp: null, hpLoss: null });
  const resolvedIn = (rs: CaseRun[]) => rs.map((r) => eventsOfResolution(r.events, a.id, p.unit) !== null && !r.events.some((e) => e.type === 'fizzled' && e.action === a.id && e.target === p.unit));
  const affectsIncoming = strip(ifPassed) !== strip(ifAnswered) || JSON.stringify(resolvedIn(passRuns)) !== JSON.stringify(resolvedIn(runs));
  const incoming = { action: a.id, unit: a.source, skill: a.skill.id, speed: a.speed, targeting: a.skill.targeting.kind, tags: [...(a.skill.tags ?? [])] };
  if (cmd.type === 'pass') return { incoming, order: 'none', affectsIncoming: false, ifPassed, ifAnswered: ifPassed };
  const declared = runs[0].events.find((e): e is Extract<GameEvent, { type: 'declared' }> => e.type === 'declared' && e.answers === a.id && e.unit === p.unit);
  const out: ReactionPreview = { incoming, order: declared ? orderIn(runs[0].events, a.id, p.unit, declared.action) : 'after', affectsIncoming, ifPassed, ifAnswered };
  if (declared) out.speed = declared.speed;
  return out;
}

/** What `command` would do for `seat` (see types.ts CommandPreview); the same error applyCommand would give if refused. */
export function previewCommand(rules: GameRules, state: GameState, seat: Seat, command: unknown): PreviewResult {
  try {
    const parsed = parseCommand(command);
    if (!parsed.ok) return parsed;
    const actor = actorOf(state, seat);
    const team = actor ? (state.units[actor]?.team ?? null) : null;
    const runs = runBoth(rules, state, seat, parsed.value, team);
    if ('code' in runs) return { ok: false, error: runs };
    const units = mergeRuns(state, runs);
    const actorUnit = actor ? units.find((u) => u.unit === actor) : undefined;
    const actorHpLoss: Range = actorUnit ? actorUnit.hpLoss : { min: 0, max: 0 };
    const winners = runs.map((r) => (r.state.stage === 'over' && r.state.winner ? r.state.winner : null));
    const gameOver = [...new Set(winners.filter((w): w is Team | 'draw' => w !== null))].sort().map((winner) => ({
      winner,
      likelihood: winners.every((w) => w === winner) ? ('always' as const) : ('maybe' as const),
    }));
    const preview: CommandPreview = {
      command: parsed.value,
      seat,
      actor,
      units,
      actorHpLoss,
      gameOver,
      actorTeamLoses: team ? likelihood(winners.map((w) => w !== null && w !== 'draw' && w !== team)) : 'never',
      reactions: windowsOf(runs),
      choices: runs[runs.length - 1].choices,
      exact: runs.every((r) => r.exact),
      events: { worst: runs[0].events, best: runs[1].events },
    };
    const spends = spendsOf(state, runs[runs.length - 1].state, actor);
    if (spends) preview.actorSpends = spends;
    const reaction = reactionPreview(rules, state, seat, parsed.value, runs, team);
    if (reaction && 'code' in reaction) return { ok: false, error: reaction };
    if (reaction) preview.reaction = reaction;
    return { ok: true, preview };
  } catch (e) {
    return { ok: false, error: ruleError('engine/internal', `internal error: ${e instanceof Error ? e.message : String(e)}`) };
  }
}
