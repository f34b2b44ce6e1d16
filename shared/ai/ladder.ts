/**
 * The ladder (issue 32, `npm run ladder`, docs/bot.md): the bot levels play each other, a pair per line and variant,
 * the sides swapped every game (so each level plays both teams and, as the standard deal seats relics at random,
 * every seat). A draw, or a game the command cap stopped, counts half.
 */
import { playLevelGame } from './playLevelGame';
import type { BotLevel } from './botLevels';
import type { SearchOptions } from './searchBot';
import type { SearchRules } from './botRules';
import { wilson } from '../study/wilson';
import type { Engine } from '../rules/engine';
import type { Team, Variant } from '../rules/state';

export type LadderPair = { level: BotLevel; against: BotLevel; variant: Variant };

/** One pair's tally: `points` for `level` (a win 1, a draw ½) over `games`, and the decision times of each side. */
export type LadderLine = LadderPair & {
  points: number;
  games: number;
  msPerDecision: Record<'level' | 'against', number>;
  slowestMs: number;
  /** Games each team won, whatever the levels (a same-level pair measures the sides: docs/bot.md). */
  won: Record<Team, number>;
};

/** The pairs a full ladder plays: each level against the one below it, then the ends, in both variants. */
export const LADDER_PAIRS: LadderPair[] = (['beginner', 'standard'] as const).flatMap(
  (variant) =>
    [
      { level: 'normal', against: 'gentle', variant },
      { level: 'strong', against: 'normal', variant },
      { level: 'strong', against: 'gentle', variant },
    ] satisfies LadderPair[],
);

/** Plays `games` games of a pair (game i: `level` is red when i is even), seeds from `seed`. */
export function playLadderPair(
  rules: SearchRules & Pick<Engine, 'createMatch' | 'viewFor'>,
  pair: LadderPair,
  games: number,
  seed: number,
  search?: Omit<SearchOptions, 'seed'>,
  now?: () => number,
): LadderLine {
  let points = 0;
  const time = { level: { ms: 0, n: 0 }, against: { ms: 0, n: 0 } };
  let slowestMs = 0;
  const won: Record<Team, number> = { red: 0, blue: 0 };
  for (let i = 0; i < games; i++) {
    const mine: Team = i % 2 === 0 ? 'red' : 'blue';
    const theirs: Team = mine === 'red' ? 'blue' : 'red';
    const g = playLevelGame(rules, {
      variant: pair.variant,
      seed: (seed + i * 7919) >>> 0,
      levels: { [mine]: pair.level, [theirs]: pair.against } as Record<Team, BotLevel>,
      search,
      now,
    });
    points += g.winner === mine ? 1 : g.winner === theirs ? 0 : 0.5;
    if (g.winner === 'red' || g.winner === 'blue') won[g.winner]++;
    time.level.ms += g.decisions[mine].ms;
    time.level.n += g.decisions[mine].count;
    time.against.ms += g.decisions[theirs].ms;
    time.against.n += g.decisions[theirs].count;
    slowestMs = Math.max(slowestMs, g.decisions[mine].slowestMs, g.decisions[theirs].slowestMs);
  }
  const per = (t: { ms: number; n: number }) => (t.n ? t.ms / t.n : 0);
  return {
    ...pair,
    points,
    games,
    msPerDecision: { level: per(time.level), against: per(time.against) },
    slowestMs,
    won,
  };
}

/**
 * `<level> vs <level> (<variant>): W/N = P % [lo, hi], Elo ±d`: the 95 % Wilson interval (with draws, from the points
 * rounded down for its low end and up for its high end) and the Elo difference the share implies, signed.
 */
export function formatLadderLine(line: LadderLine): string {
  const rate = line.games ? line.points / line.games : 0;
  const low = wilson(Math.floor(line.points), line.games).low;
  const high = wilson(Math.ceil(line.points), line.games).high;
  const pct = (x: number) => (100 * x).toFixed(0);
  const w = Number.isInteger(line.points) ? String(line.points) : line.points.toFixed(1);
  return `${line.level} vs ${line.against} (${line.variant}): ${w}/${line.games} = ${pct(rate)} % [${pct(low)}, ${pct(high)}], Elo ${signed(elo(rate, line.games))}`;
}

/**
 * The Elo difference a score share implies (400·log10(p / (1 − p))); a share of 0 or 1 is taken half a game from the
 * end, so a clean sweep prints a finite bound.
 */
export function elo(share: number, games: number): number {
  const p = Math.min(Math.max(share, 0.5 / games), 1 - 0.5 / games);
  return 400 * Math.log10(p / (1 - p));
}

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x))}`;

/** `red won R/N = P % [lo, hi], blue won B, D drawn or stopped`: the sides' split of a line's games. */
export function formatSidesLine(line: LadderLine): string {
  const { low, high } = wilson(line.won.red, line.games);
  const pct = (x: number) => (100 * x).toFixed(0);
  const rest = line.games - line.won.red - line.won.blue;
  return `red won ${line.won.red}/${line.games} = ${pct(line.games ? line.won.red / line.games : 0)} % [${pct(low)}, ${pct(high)}], blue won ${line.won.blue}, ${rest} drawn or stopped`;
}
