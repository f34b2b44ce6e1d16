/**
 * previewCommand (issues 13 and 27): what a command would do before it is sent, computed by applyCommand itself on copies
 * of the state once per dice outcome (diceTree.ts), every decision after it answered by default (playOut.ts: pass, first
 * option), the odds weighed exactly (odds.ts). Later decisions are listed with the command's odds per answer. Pure and
 * read-only like every query; a command applyCommand would refuse gives the same typed error.
 */
import { resolvesFirst } from '../chainFrame';
import { parseCommand, type Command } from '../commands';
import { ruleError, type RuleError } from '../errors';
import type { GameEvent } from '../events';
import { legalCommands } from '../legalCommands';
import type { GameRules } from '../mechanism';
import type { GameState, Seat, Team } from '../state';
import { NEVER, chance, commonDenominator, likelihoodOf } from './chance';
import { diceTree } from './diceTree';
import { weighResults, weighUnit } from './odds';
import { outcomesOf, type CaseOutcome } from './outcomes';
import { defaultAnswer, playOut, stepCells, type Override, type Played } from './playOut';
import {
  type AnswerOdds,
  type CommandPreview,
  type Decision,
  type OpenedWindow,
  type PreviewOptions,
  type PreviewResult,
  type ReactionPreview,
  type UnitPreview,
} from './types';

/** Dice outcomes run per command at most (a cap against pathological chains; `exact` says when it was reached). */
const MAX_OUTCOMES = 4096;
/** Answers of one decision run one by one at most. */
const MAX_ANSWERS = 8;

/** Every dice outcome of one way of answering: the runs with their weights over the common denominator `den`. */
type Explored = { runs: { played: Played; weight: number }[]; den: number; complete: boolean };

/** Runs the command (with `override` at one decision) once per dice outcome; a refusal is the answer. */
function explore(
  rules: GameRules,
  state: GameState,
  seat: Seat,
  command: unknown,
  override: Override | null,
): Explored | RuleError {
  const seenWindows = new Set<string>();
  const tree = diceTree(() => playOut(rules, state, seat, command, override, seenWindows), MAX_OUTCOMES);
  const den = commonDenominator(tree.leaves.map((l) => l.chance));
  const runs: Explored['runs'] = [];
  for (const leaf of tree.leaves) {
    if ('code' in leaf.result) return leaf.result;
    runs.push({ played: leaf.result, weight: leaf.chance.n * (den / leaf.chance.d) });
  }
  return { runs, den, complete: tree.complete };
}

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
  if (!actor || !t0 || !t1 || t0.unit !== actor || t1.unit !== actor || before.counters.turn !== after.counters.turn)
    return undefined;
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

/** Every unit any outcome changed, weighed over the outcomes, by id. */
function unitsOf(state: GameState, explored: Explored): UnitPreview[] {
  const per = explored.runs.map((r) => outcomesOf(state, r.played.events, r.played.state));
  const ids = new Set<string>();
  for (const m of per) for (const id of m.keys()) if (state.units[id]) ids.add(id);
  return [...ids].sort().map((id) =>
    weighUnit(
      state,
      id,
      explored.runs.map((r, i) => ({ outcome: per[i].get(id), weight: r.weight })),
      explored.den,
    ),
  );
}

/** How many answers a decision has (a window's every reaction and target, and the pass; a prompt's options). */
function answerCount(rules: GameRules, met: Played['met'][number]): number {
  const p = met.pending;
  return p.kind === 'reaction' ? legalCommands(rules, met.state, p.seat).commands.length : p.options.length;
}

/** Windows opened in any outcome, once each (by unit and action). */
function windowsOf(explored: Explored): OpenedWindow[] {
  const seen = new Map<string, OpenedWindow>();
  for (const r of explored.runs)
    for (const w of r.played.windows) if (!seen.has(`${w.action}:${w.unit}`)) seen.set(`${w.action}:${w.unit}`, w);
  return [...seen.values()];
}

const likeliest = (explored: Explored) => explored.runs.reduce((a, b) => (b.weight > a.weight ? b : a));

const resultsOf = (ex: Explored) =>
  weighResults(
    ex.runs.map((r) => ({ state: r.played.state, weight: r.weight })),
    ex.den,
  );

/**
 * The decisions met in any outcome (first met first), whose they are, and the whole command's odds per answer: each
 * answer run through every dice outcome with that answer at this decision and the default everywhere else.
 */
function decisionsOf(
  rules: GameRules,
  state: GameState,
  seat: Seat,
  command: Command,
  main: Explored,
  units: UnitPreview[],
  runAnswers: boolean,
): Decision[] {
  const found = new Map<string, { met: Played['met'][number]; weight: number }>();
  const order: string[] = [];
  for (const r of main.runs)
    for (const m of r.played.met) {
      const f = found.get(m.key);
      if (f)
        f.weight += r.weight; // keys are unique within a run (they count occurrences)
      else {
        found.set(m.key, { met: m, weight: r.weight });
        order.push(m.key);
      }
    }
  const out: Decision[] = [];
  for (const key of order) {
    const { met, weight } = found.get(key)!;
    const p = met.pending;
    const all: Command[] = !runAnswers
      ? []
      : p.kind === 'reaction'
        ? legalCommands(rules, met.state, p.seat).commands
        : p.options.map((_, option) => ({ type: 'choose', prompt: p.id, option }));
    const answers: AnswerOdds[] = [];
    const dflt = JSON.stringify(defaultAnswer(p));
    for (const answer of all.slice(0, MAX_ANSWERS)) {
      const run = JSON.stringify(answer) === dflt ? main : explore(rules, state, seat, command, { key, answer });
      if ('code' in run) continue; // an answer the engine refuses from this state is no answer
      const weighed = unitsOf(state, run);
      answers.push({
        answer,
        results: resultsOf(run),
        units: weighed.map((u) => ({ unit: u.unit, death: u.death, damage: u.damage, hp: u.hp })),
      });
    }
    const what = p.kind === 'reaction' ? String(p.action) : p.kind === 'discard' ? p.slot : p.purpose;
    const d: Decision = {
      kind: p.kind,
      seat: p.seat,
      unit: p.unit,
      key,
      purpose: what,
      chance: chance(weight, main.den),
      answers,
      unlisted: runAnswers ? Math.max(0, all.length - MAX_ANSWERS) : answerCount(rules, met),
    };
    const cells = stepCells(p);
    if (cells) d.options = cells;
    out.push(d);
  }
  return out;
}

/**
 * The events that an action's resolution on `target` emitted: those between the last chain landmark (a declaration, a
 * window, a pass, another resolution) and the `resolved`/`fizzled` event naming this action and target.
 */
export function eventsOfResolution(events: GameEvent[], action: number, target: string): GameEvent[] | null {
  let since: GameEvent[] = [];
  for (const e of events) {
    if ((e.type === 'resolved' || e.type === 'fizzled') && e.action === action && e.target === target) return since;
    if (
      e.type === 'declared' ||
      e.type === 'windowOpened' ||
      e.type === 'passed' ||
      e.type === 'resolved' ||
      e.type === 'fizzled'
    )
      since = [];
    else since.push(e);
  }
  return null;
}

/** What one resolution's events did to a unit: HP from the last damage or heal it names (not the whole command's end). */
function resolutionOutcome(
  state: GameState,
  events: GameEvent[],
  after: GameState,
  unit: string,
): CaseOutcome | undefined {
  const o = outcomesOf(state, events, after).get(unit);
  if (!o) return undefined;
  let hp = state.units[unit].hp;
  for (const e of events) if ((e.type === 'damaged' || e.type === 'healed') && e.unit === unit) hp = e.hp;
  return { ...o, hpAfter: hp };
}

/** The reaction half of a preview: the incoming action, the order, and whether this answer changes its effect on the reactor. */
function reactionPreview(
  rules: GameRules,
  state: GameState,
  seat: Seat,
  cmd: Command,
  main: Explored,
): ReactionPreview | RuleError | undefined {
  const p = state.pending;
  if (!p || p.kind !== 'reaction' || p.grant || !state.chain || (cmd.type !== 'react' && cmd.type !== 'pass'))
    return undefined;
  const a = state.chain.actions[String(p.action)];
  if (!a) return undefined;
  const passed = cmd.type === 'pass' ? main : explore(rules, state, seat, { type: 'pass', prompt: p.id }, null);
  if ('code' in passed) return passed;
  const onReactor = (ex: Explored) =>
    weighUnit(
      state,
      p.unit,
      ex.runs.map((r) => {
        const slice = eventsOfResolution(r.played.events, a.id, p.unit);
        return {
          outcome: slice ? resolutionOutcome(state, slice, r.played.state, p.unit) : undefined,
          weight: r.weight,
        };
      }),
      ex.den,
    );
  const ifPassed = onReactor(passed);
  const ifAnswered = cmd.type === 'pass' ? ifPassed : onReactor(main);
  const incoming = {
    action: a.id,
    unit: a.source,
    skill: a.skill.id,
    speed: a.speed,
    targeting: a.skill.targeting.kind,
    tags: [...(a.skill.tags ?? [])],
  };
  if (cmd.type === 'pass') return { incoming, order: 'none', affectsIncoming: false, ifPassed, ifAnswered };
  const effect = (u: UnitPreview) =>
    JSON.stringify([u.damageOdds, u.death, u.statusesApplied, u.statusesRemoved, u.positions, u.healedOdds]);
  const declared = main.runs[0].played.events.find(
    (e): e is Extract<GameEvent, { type: 'declared' }> =>
      e.type === 'declared' && e.answers === a.id && e.unit === p.unit,
  );
  const out: ReactionPreview = {
    incoming,
    order: declared ? (resolvesFirst(declared.speed, a.speed) ? 'before' : 'after') : 'none',
    affectsIncoming: effect(ifPassed) !== effect(ifAnswered),
    ifPassed,
    ifAnswered,
  };
  if (declared) out.speed = declared.speed;
  return out;
}

/**
 * What `command` would do for `seat` (see types.ts CommandPreview); the same error applyCommand would give if refused.
 * `answers`: also run every later decision's answers (one whole enumeration per answer; the decisions themselves and
 * whose they are are always listed).
 */
export function previewCommand(
  rules: GameRules,
  state: GameState,
  seat: Seat,
  command: unknown,
  options: PreviewOptions = {},
): PreviewResult {
  try {
    const parsed = parseCommand(command);
    if (!parsed.ok) return parsed;
    const actor = actorOf(state, seat);
    const team: Team | null = actor ? (state.units[actor]?.team ?? null) : null;
    const main = explore(rules, state, seat, parsed.value, null);
    if ('code' in main) return { ok: false, error: main };
    const units = unitsOf(state, main);
    const actorUnit = actor ? units.find((u) => u.unit === actor) : undefined;
    const results = resultsOf(main);
    const gameOver = (['blue', 'draw', 'red'] as const)
      .filter((w) => results[w].n > 0)
      .map((winner) => ({
        winner,
        likelihood: likelihoodOf(results[winner]) === 'always' ? ('always' as const) : ('maybe' as const),
        chance: results[winner],
      }));
    const loss = team ? results[team === 'red' ? 'blue' : 'red'] : NEVER;
    const top = likeliest(main);
    const preview: CommandPreview = {
      command: parsed.value,
      seat,
      actor,
      units,
      actorHpLoss: actorUnit ? actorUnit.hpLoss : { min: 0, max: 0 },
      results,
      gameOver,
      actorTeamLoses: likelihoodOf(loss),
      actorTeamLoss: loss,
      reactions: windowsOf(main),
      choices: decisionsOf(rules, state, seat, parsed.value, main, units, options.answers === true),
      outcomes: main.runs.length,
      exact: main.complete,
      events: top.played.events,
    };
    const spends = spendsOf(state, top.played.state, actor);
    if (spends) preview.actorSpends = spends;
    const reaction = reactionPreview(rules, state, seat, parsed.value, main);
    if (reaction && 'code' in reaction) return { ok: false, error: reaction };
    if (reaction) preview.reaction = reaction;
    return { ok: true, preview };
  } catch (e) {
    return {
      ok: false,
      error: ruleError('engine/internal', `internal error: ${e instanceof Error ? e.message : String(e)}`),
    };
  }
}
