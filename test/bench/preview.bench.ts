// Preview figures (issue 27 "exact odds ... fit one frame"): previews of every legal target of a standard-game position
// (each skill, item and equipment use the acting unit may aim now, as the client previews them when it shows the
// targets), timed per position. Positions: every 10th command of seeded standard bot games where a unit acts with no
// prompt open. Warm: after one untimed pass over all positions (compiled code); every timed pass computes afresh (no
// cache). A position's figure is its best of 5 passes, so that another process taking the core does not count as ours.
import { chooseBotCommand } from '../../shared/ai';
import * as rules from '../../shared/rules';
import type { GameState, Seat } from '../../shared/rules';
import type { BenchFigure } from './measure';

export const title = 'previews (shared/rules/preview)';

/** Turn positions of seeded standard bot games with at least one aimed use, and those uses. */
function positions(count: number): { state: GameState; seat: Seat; commands: rules.Command[] }[] {
  const out: { state: GameState; seat: Seat; commands: rules.Command[] }[] = [];
  for (let seed = 1; out.length < count && seed < 200; seed++) {
    let state = rules.createMatch({ variant: 'standard', seed });
    for (let step = 0; step < 600 && state.stage !== 'over' && out.length < count; step++) {
      const a = rules.awaiting(state);
      if (!a) break;
      const seat = a.seats[0];
      if (state.stage === 'play' && !state.pending && step % 10 === 0) {
        const commands = rules
          .legalCommands(state, seat)
          .commands.filter((c) => c.type === 'skill' || c.type === 'item' || c.type === 'equipment');
        if (commands.length) out.push({ state, seat, commands });
      }
      const command = chooseBotCommand(rules, state, seat, step) ?? rules.defaultCommand(state, seat);
      const r = rules.applyCommand(state, seat, command);
      state = r.ok
        ? r.state
        : (rules.applyCommand(state, seat, rules.defaultCommand(state, seat)) as { state: GameState }).state;
    }
  }
  return out;
}

export function bench(): BenchFigure[] {
  const ps = positions(60);
  const all = () =>
    ps.map((p) => {
      const t0 = performance.now();
      for (const c of p.commands) rules.previewCommand(p.state, p.seat, c);
      return performance.now() - t0;
    });
  all(); // warm-up
  const passes = [all(), all(), all(), all(), all()];
  const samples = ps.map((_, i) => Math.min(...passes.map((p) => p[i]))).sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))];
  const targets = ps.reduce((n, p) => n + p.commands.length, 0);
  let outcomes = 0,
    most = 0;
  for (const p of ps)
    for (const c of p.commands) {
      const r = rules.previewCommand(p.state, p.seat, c);
      if (r.ok) {
        outcomes += r.preview.outcomes;
        most = Math.max(most, r.preview.outcomes);
      }
    }
  return [
    {
      name: 'GOAL previews of every legal target, standard position, warm p50',
      value: at(0.5),
      unit: 'ms',
      note: `${ps.length} positions, best of 5 passes each, ${(targets / ps.length).toFixed(1)} targets each; goal ≤ 16 ms`,
    },
    {
      name: 'GOAL previews of every legal target, standard position, warm p95',
      value: at(0.95),
      unit: 'ms',
      note: `max ${at(1).toFixed(1)} ms; ${(outcomes / targets).toFixed(1)} dice outcomes per preview on average, at most ${most}`,
    },
  ];
}
