/**
 * The strong bot (issue 32): a determinized Monte Carlo search over the heuristic's best candidates. It sees only the
 * seat's view: each playout runs on a world determinize() re-deals from that view (enemy relics, deck order, events,
 * dice), so its choice cannot depend on what the seat does not see. Per world, every candidate is played on the same
 * world and the same dice (common random numbers): the candidates are compared on equal futures. The budget is
 * spent by sequential halving (each round plays the survivors on fresh worlds and keeps the better half), the reward is
 * the seat's team's (a win of the partner's is a win). Deterministic under `seed`: the budget counts playouts; the
 * optional wall-clock cap only stops a search early (anytime: the best candidate so far is answered).
 */
import { scoreBotCommands } from './chooseBotCommand';
import type { SearchRules } from './botRules';
import { playout } from './playout';
import { canDeterminize, determinize } from '../rules/determinize';
import { createRng, nextUint32 } from '../random';
import type { Command } from '../rules/commands';
import type { GameState, Seat, Team } from '../rules/state';

export type SearchOptions = {
  /** Seeds the worlds and the playouts' ties. */
  seed: number;
  /** How many of the heuristic's best commands are searched. */
  candidates: number;
  /** Playouts in all (each is one candidate on one world). */
  playouts: number;
  /** Commands a playout plays before the evaluation scores it (Infinity: to the end). */
  horizon: number;
  /** A wall-clock safety: stop after this many milliseconds and answer the best so far (absent: never). */
  capMs?: number;
  /** The clock for capMs (performance.now by default). */
  now?: () => number;
};

/** What a search found: the command, and each candidate's mean reward and playouts (for the coach and the tests). */
export type SearchResult = {
  command: Command | null;
  candidates: { command: Command; mean: number; playouts: number }[];
};

/** The command the search chooses for `seat` from its `view` (viewFor(state, seat)); null when the engine lists none. */
export function chooseSearchCommand(
  rules: SearchRules,
  view: GameState,
  seat: Seat,
  options: SearchOptions,
): Command | null {
  return searchCommands(rules, view, seat, options).command;
}

export function searchCommands(rules: SearchRules, view: GameState, seat: Seat, options: SearchOptions): SearchResult {
  const ranked = scoreBotCommands(rules, view, seat, options.seed);
  const pool = ranked.slice(0, Math.max(1, options.candidates));
  const team = teamOfSeat(view, seat);
  // Nothing to compare, or a setup choice before the draft is over (other seats' units unknown): the heuristic.
  if (pool.length <= 1 || team === null || !canDeterminize(view))
    return { command: ranked[0]?.command ?? null, candidates: [] };
  const stats = pool.map((c) => ({ command: c.command, sum: 0, playouts: 0 }));
  const now = options.now ?? (() => performance.now());
  const stopAt = options.capMs === undefined ? Infinity : now() + options.capMs;
  const seeds = createRng(options.seed);
  let alive = stats.map((_, i) => i);
  const rounds = Math.ceil(Math.log2(pool.length));
  let left = options.playouts;
  search: for (let round = 0; round < rounds && alive.length > 1; round++) {
    const worlds = Math.max(1, Math.floor(left / ((rounds - round) * alive.length)));
    for (let w = 0; w < worlds; w++) {
      const worldSeed = nextUint32(seeds);
      const world = determinize(view, seat, worldSeed);
      for (const i of alive) {
        stats[i].sum += candidateReward(rules, world, seat, stats[i].command, team, options.horizon, worldSeed);
        stats[i].playouts++;
        left--;
      }
      if (now() >= stopAt) break search;
    }
    // The better half goes on; equal means keep the heuristic's order (the earlier candidate).
    alive = [...alive].sort((a, b) => mean(stats[b]) - mean(stats[a]) || a - b).slice(0, Math.ceil(alive.length / 2));
  }
  const best = [...alive].sort((a, b) => mean(stats[b]) - mean(stats[a]) || a - b)[0];
  return {
    command: stats[best].command,
    candidates: stats.map((s) => ({ command: s.command, mean: mean(s), playouts: s.playouts })),
  };
}

const mean = (s: { sum: number; playouts: number }) => (s.playouts > 0 ? s.sum / s.playouts : -1);

/**
 * The team's reward for `command` on one world: the command applied, then a playout (the search's and the coach's
 * unit of work). A command the world refuses (never in a consistent world) scores as a loss.
 */
export function candidateReward(
  rules: SearchRules,
  world: GameState,
  seat: Seat,
  command: Command,
  team: Team,
  horizon: number,
  salt: number,
): number {
  const r = rules.applyCommand(world, seat, command);
  return r.ok ? playout(rules, r.state, team, horizon, salt) : 0;
}

/** The seat's team, from its unit (null before the draft names it). */
export function teamOfSeat(view: GameState, seat: Seat): Team | null {
  const id = view.seats[seat];
  return (id && view.units[id]?.team) || null;
}
