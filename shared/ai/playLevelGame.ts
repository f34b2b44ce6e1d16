/**
 * One whole game between bot levels, a level per team (the ladder, the tests): every seat decides from its own view
 * (viewFor), the referee applies the command to the real state (the engine's default when it is refused). Pure and
 * deterministic for deterministic levels (all are: their budgets count playouts).
 */
import { decideForSeat, STRONG_SEARCH, type BotLevel } from './botLevels';
import type { SearchRules } from './botRules';
import type { SearchOptions } from './searchBot';
import type { Engine } from '../rules/engine';
import type { GameState, Seat, Team, Variant } from '../rules/state';

export type LevelGame = {
  winner: Team | 'draw' | null;
  commands: number;
  /** Per team: decisions taken and the milliseconds they took (now() before and after each). */
  decisions: Record<Team, { count: number; ms: number; slowestMs: number }>;
};

export type LevelGameOptions = {
  variant: Variant;
  seed: number;
  levels: Record<Team, BotLevel>;
  /** The strong level's search (STRONG_SEARCH by default). */
  search?: Omit<SearchOptions, 'seed'>;
  /** Commands after which the game stops undecided (null winner). */
  maxCommands?: number;
  now?: () => number;
};

type LevelRules = SearchRules & Pick<Engine, 'createMatch' | 'viewFor'>;

export function playLevelGame(rules: LevelRules, o: LevelGameOptions): LevelGame {
  const now = o.now ?? (() => performance.now());
  let state = rules.createMatch({ variant: o.variant, seed: o.seed });
  const decisions: LevelGame['decisions'] = {
    red: { count: 0, ms: 0, slowestMs: 0 },
    blue: { count: 0, ms: 0, slowestMs: 0 },
  };
  let commands = 0;
  for (; commands < (o.maxCommands ?? 1500) && state.winner === null; commands++) {
    const a = rules.awaiting(state);
    if (!a) break;
    const seat = a.seats[0];
    const team = teamOf(state, seat);
    const start = now();
    const command =
      decideForSeat(rules, state, seat, o.levels[team], commands, o.search ?? STRONG_SEARCH) ??
      rules.defaultCommand(state, seat);
    const took = now() - start;
    const d = decisions[team];
    d.count++;
    d.ms += took;
    d.slowestMs = Math.max(d.slowestMs, took);
    const r = rules.applyCommand(state, seat, command);
    const next = r.ok ? r : rules.applyCommand(state, seat, rules.defaultCommand(state, seat));
    if (!next.ok) break;
    state = next.state;
  }
  return { winner: state.winner, commands, decisions };
}

/** A seat's team: its unit's, or during the draft its dealt relic card's. */
function teamOf(state: GameState, seat: Seat): Team {
  const id = state.seats[seat];
  return (id && state.units[id]?.team) || state.dealtRelics![seat].team;
}
