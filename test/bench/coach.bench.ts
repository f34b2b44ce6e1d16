// The coach (issue 32 "Key moments", docs/bot.md "The coach"): a whole standard heuristic game reviewed for one seat
// with the coach's budget (COACH_BUDGET), as the result dialog's web worker does it. Goal: well under a minute.
import { chooseBotCommand } from '../../shared/ai';
import { COACH_BUDGET, reviewMatch, type RecordedCommand } from '../../shared/ai/coach';
import * as rules from '../../shared/rules';
import type { BenchFigure } from './measure';

export const title = 'coach (shared/ai/coach: key moments of a seat)';

/** A standard heuristic game's commands. */
function game(seed: number): RecordedCommand[] {
  let state = rules.createMatch({ variant: 'standard', seed });
  const commands: RecordedCommand[] = [];
  for (let i = 0; state.winner === null && i < 1500; i++) {
    const seat = rules.awaiting(state)!.seats[0];
    let command = chooseBotCommand(rules, state, seat, i) ?? rules.defaultCommand(state, seat)!;
    let r = rules.applyCommand(state, seat, command);
    if (!r.ok) r = rules.applyCommand(state, seat, (command = rules.defaultCommand(state, seat)!));
    if (!r.ok) break;
    state = r.state;
    commands.push({ seat, command });
  }
  return commands;
}

export function bench(): BenchFigure[] {
  const seed = 7;
  const commands = game(seed);
  const t0 = performance.now();
  const review = reviewMatch(rules, { variant: 'standard', seed }, commands, 0, { seed: 1 });
  const ms = performance.now() - t0;
  const b = COACH_BUDGET;
  return [
    {
      name: 'review of a standard game, one seat',
      value: ms / 1000,
      unit: 's',
      note: `${commands.length} commands, ${review.decisions} decisions weighed, ${review.playouts} playouts (${b.candidates} candidates + the chosen, ${b.worlds} worlds, horizon ${b.horizon}); ${review.moments.length} moments; goal well under 60 s`,
    },
    { name: 'review: one decision', value: ms / Math.max(1, review.decisions), unit: 'ms' },
  ];
}
