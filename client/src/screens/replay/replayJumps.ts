import type { GameState } from '../../../../shared/rules';

/** Where rounds and turns begin in a replay: step indices, ascending (step 0 is the start). */
export type ReplayMarks = { rounds: { round: number; step: number }[]; turns: number[] };

/** The first step of every round and of every character turn (the engine's round and turn counters). */
export function replayMarks(states: readonly GameState[]): ReplayMarks {
  const rounds: { round: number; step: number }[] = [];
  const turns: number[] = [];
  states.forEach((s, i) => {
    const prev = states[i - 1];
    if (s.round > 0 && (!prev || prev.round !== s.round)) rounds.push({ round: s.round, step: i });
    if (s.turn && (!prev || prev.counters.turn !== s.counters.turn)) turns.push(i);
  });
  return { rounds, turns };
}

/** The next mark after `step` (or before it, `dir` -1); `step` itself when there is none that way. */
export function jump(marks: readonly number[], step: number, dir: 1 | -1): number {
  if (dir > 0) return marks.find((m) => m > step) ?? step;
  for (let i = marks.length - 1; i >= 0; i--) if (marks[i] < step) return marks[i];
  return step;
}
