/**
 * The sequential stop rule (docs/studies.md "Stopping early"): a confidence sequence for blue's share of the decisive
 * games, looked at every `lookEvery` games (whole rotation blocks). At look k the Wilson interval is taken at level
 * 1 − α/(k(k+1)); since Σ α/(k(k+1)) = α, all the intervals of a study hold together with probability ≥ 1 − α (a union
 * bound), however many looks are taken — peeking cannot inflate the error rate. The study stops at the first look
 * (after minGames) whose interval lies wholly on one side of 50 % (a team is favoured) or wholly inside 50 % ± margin
 * (balanced within the margin).
 */
import { normalQuantile, wilson, type Share } from './wilson';
import type { StopSettings } from './plan';

/** What a look concluded. */
export type StopDecision =
  { stop: false; interval: Share } | { stop: true; settled: 'favoured' | 'balanced'; interval: Share };

/** The confidence level of look k (1-based) of a sequence with overall error rate alpha. */
export function lookLevel(k: number, alpha: number): number {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`lookLevel: look number must be 1 or more, got ${k}`);
  return 1 - alpha / (k * (k + 1));
}

/** The interval of look k on `blueWins` of `decisive` games, and whether the study may stop. */
export function lookAt(k: number, blueWins: number, decisive: number, games: number, s: StopSettings): StopDecision {
  const interval = wilson(blueWins, decisive, normalQuantile(lookLevel(k, s.alpha)));
  const settled = games < s.minGames || decisive === 0 ? null : settle(interval, s.margin);
  return settled ? { stop: true, settled, interval } : { stop: false, interval };
}

/** What an interval for blue's share settles: a favoured team (50 % outside it), balance (inside 50 % ± margin), or nothing. */
export function settle(interval: Share, margin: number): 'favoured' | 'balanced' | null {
  if (interval.games === 0) return null;
  if (interval.low > 0.5 || interval.high < 0.5) return 'favoured';
  if (interval.low >= 0.5 - margin && interval.high <= 0.5 + margin) return 'balanced';
  return null;
}
