/**
 * The coach (issue 32 "Key moments"): a finished match reviewed for one seat. At each of the seat's decisions the
 * strong search's machinery, from that seat's view only (fair: what the seat could not see is re-dealt on every world,
 * shared/rules/determinize), estimates the team's win chance after the command the seat chose and after each of the
 * heuristic's best commands; the moments where the chosen command lost the most against the best one are the key
 * moments. Every candidate of a decision is played on the same worlds and the same dice (common random numbers), so
 * the difference is not the luck of the dice. Pure and deterministic under `seed`: the budget counts playouts.
 */
import { scoreBotCommands } from '../chooseBotCommand';
import type { SearchRules } from '../botRules';
import { candidateReward, teamOfSeat } from '../searchBot';
import { sameCommand } from './sameCommand';
import { canDeterminize, determinize } from '../../rules/determinize';
import { createRng, nextUint32 } from '../../random';
import type { Command } from '../../rules/commands';
import type { Engine } from '../../rules/engine';
import type { MatchSetup } from '../../rules/setup';
import type { GameState, Seat } from '../../rules/state';

/** A decision where the chosen command lost the most: `ply` is its index in the match's commands (states[ply] is before it). */
export type KeyMoment = {
  ply: number;
  seat: Seat;
  chosen: Command;
  better: Command;
  /** The team's estimated win chance (0..1) after the chosen command and after the better one. */
  chosenChance: number;
  betterChance: number;
  /** betterChance − chosenChance. */
  loss: number;
};

export type Review = {
  seat: Seat;
  moments: KeyMoment[];
  /** The seat's decisions the coach weighed (those with a choice, after the draft), and the playouts it played. */
  decisions: number;
  playouts: number;
  /** The index of the first recorded command the engine refused (a record of another version), else null. */
  failedAt: number | null;
};

export type ReviewBudget = {
  /** How many of the heuristic's best commands are weighed beside the chosen one. */
  candidates: number;
  /** Worlds per decision: each candidate is played once on each. */
  worlds: number;
  /** Commands a playout plays before the evaluation scores it. */
  horizon: number;
};

/**
 * The coach's budget (docs/bot.md "The coach"): the strong level's search shape (4 candidates, playouts cut after 24
 * commands), with every candidate played on the same 8 worlds so that the chosen command gets its own estimate.
 */
export const COACH_BUDGET: ReviewBudget = { candidates: 4, worlds: 8, horizon: 24 };

/** Moments shown: at most this many, and only losses of at least MIN_LOSS (smaller ones are within the estimate's noise). */
export const MAX_MOMENTS = 5;
export const MIN_LOSS = 0.05;

export type ReviewOptions = {
  seed: number;
  budget?: ReviewBudget;
  /** Called after each weighed decision: `done` of `total` of the seat's decisions. */
  onProgress?: (done: number, total: number) => void;
};

type CoachRules = SearchRules & Pick<Engine, 'createMatch' | 'viewFor'>;

/** The recorded commands as the coach reads them (a match record's command lines). */
export type RecordedCommand = { seat: number; command: unknown };

/** Every state of the match (index 0 the start) and where the engine refused a recorded command, if it did. */
export function replayStates(
  rules: CoachRules,
  setup: MatchSetup,
  commands: readonly RecordedCommand[],
): { states: GameState[]; failedAt: number | null } {
  let state = rules.createMatch(setup);
  const states = [state];
  for (let i = 0; i < commands.length; i++) {
    const r = rules.applyCommand(state, commands[i].seat as Seat, commands[i].command as Command);
    if (!r.ok) return { states, failedAt: i };
    state = r.state;
    states.push(state);
  }
  return { states, failedAt: null };
}

/** The key moments of `seat` in a finished match (setup and commands as recorded). */
export function reviewMatch(
  rules: CoachRules,
  setup: MatchSetup,
  commands: readonly RecordedCommand[],
  seat: Seat,
  options: ReviewOptions,
): Review {
  const budget = options.budget ?? COACH_BUDGET;
  const { states, failedAt } = replayStates(rules, setup, commands);
  const plies = commands
    .map((c, i) => i)
    .filter((i) => i < states.length - 1 && commands[i].seat === seat && canDeterminize(states[i]));
  const weighed: KeyMoment[] = [];
  let decisions = 0;
  let playouts = 0;
  plies.forEach((ply, n) => {
    const r = weighDecision(
      rules,
      rules.viewFor(states[ply], seat),
      seat,
      commands[ply].command as Command,
      budget,
      decisionSeed(options.seed, ply),
    );
    if (r) {
      decisions++;
      playouts += r.playouts;
      if (r.loss > 0)
        weighed.push({
          ply,
          seat,
          chosen: commands[ply].command as Command,
          better: r.better,
          chosenChance: r.chosenChance,
          betterChance: r.betterChance,
          loss: r.loss,
        });
    }
    options.onProgress?.(n + 1, plies.length);
  });
  const moments = weighed
    .filter((m) => m.loss >= MIN_LOSS)
    .sort((a, b) => b.loss - a.loss || a.ply - b.ply)
    .slice(0, MAX_MOMENTS)
    .sort((a, b) => a.ply - b.ply);
  return { seat, moments, decisions, playouts, failedAt };
}

/**
 * One decision weighed from the seat's view: the chosen command and the heuristic's best candidates, each played on
 * the same worlds; null when there was nothing to choose (one command) or no team yet.
 */
export function weighDecision(
  rules: SearchRules,
  view: GameState,
  seat: Seat,
  chosen: Command,
  budget: ReviewBudget,
  seed: number,
): { better: Command; chosenChance: number; betterChance: number; loss: number; playouts: number } | null {
  const ranked = scoreBotCommands(rules, view, seat, seed);
  const team = teamOfSeat(view, seat);
  if (ranked.length <= 1 || team === null) return null;
  const pool: Command[] = [
    chosen,
    ...ranked
      .slice(0, budget.candidates)
      .map((c) => c.command)
      .filter((c) => !sameCommand(c, chosen)),
  ];
  if (pool.length < 2) return null;
  const sums = pool.map(() => 0);
  const seeds = createRng(seed);
  for (let w = 0; w < budget.worlds; w++) {
    const worldSeed = nextUint32(seeds);
    const world = determinize(view, seat, worldSeed);
    pool.forEach(
      (command, i) => (sums[i] += candidateReward(rules, world, seat, command, team, budget.horizon, worldSeed)),
    );
  }
  const means = sums.map((s) => s / budget.worlds);
  // The best other command; on equal estimates the heuristic's order (the earlier one).
  let best = 1;
  for (let i = 2; i < pool.length; i++) if (means[i] > means[best]) best = i;
  return {
    better: pool[best],
    chosenChance: means[0],
    betterChance: means[best],
    loss: Math.max(0, means[best] - means[0]),
    playouts: pool.length * budget.worlds,
  };
}

/** A decision's seed from the review's seed and the command's index. */
function decisionSeed(seed: number, ply: number): number {
  return (Math.imul(ply + 1, 0x9e3779b1) ^ Math.imul(seed + 1, 0x85ebca6b)) >>> 0;
}
