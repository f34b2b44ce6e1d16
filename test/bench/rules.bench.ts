// Rules engine figures: commands applied per second in random full beginner games, legalCommands latency.
import { applyCommand, awaiting, createMatch, legalCommands, type GameState } from '../../shared/rules';
import { createRng, randomInt } from '../../shared/rules/random';
import { timeIt, type BenchFigure } from './measure';

export const title = 'rules engine (shared/rules)';

/** Plays one random beginner game to its end (or a command cap): legal commands only, ending the turn 1 time in 6. */
function randomGame(seed: number, cap = 4000): { commands: number; applyMs: number; legalMs: number; legalCalls: number; over: boolean; states: GameState[] } {
  const rng = createRng(seed);
  let s = createMatch({ variant: 'beginner', seed });
  let commands = 0, applyMs = 0, legalMs = 0, legalCalls = 0;
  const states: GameState[] = [];
  while (s.stage !== 'over' && commands < cap) {
    const seat = awaiting(s)!.seats[0];
    const t0 = performance.now();
    const cmds = legalCommands(s, seat).commands;
    legalMs += performance.now() - t0;
    legalCalls++;
    const cmd = randomInt(rng, 6) === 0 ? cmds[cmds.length - 1] : cmds[randomInt(rng, cmds.length)];
    const t1 = performance.now();
    const r = applyCommand(s, seat, cmd);
    applyMs += performance.now() - t1;
    if (!r.ok) throw new Error(`legal command refused: ${r.error.code}`);
    s = r.state;
    commands++;
    if (commands % 50 === 0 && s.stage !== 'over') states.push(s);
  }
  return { commands, applyMs, legalMs, legalCalls, over: s.stage === 'over', states };
}

export function bench(): BenchFigure[] {
  let commands = 0, applyMs = 0, legalMs = 0, legalCalls = 0, finished = 0;
  const games = 10;
  const samples: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const r = randomGame(1000 + g);
    commands += r.commands; applyMs += r.applyMs; legalMs += r.legalMs; legalCalls += r.legalCalls;
    if (r.over) finished++;
    samples.push(...r.states.slice(0, 3));
  }
  const legal = timeIt(() => { for (const s of samples) legalCommands(s, awaiting(s)!.seats[0]); }, { minRuns: 10, minTotalMs: 500 });
  return [
    { name: 'applyCommand throughput, random beginner games', value: commands / (applyMs / 1000), unit: 'commands/s', note: `${games} games, ${commands} commands, ${finished} reached a winner` },
    { name: 'applyCommand mean latency', value: applyMs / commands, unit: 'ms' },
    { name: 'legalCommands mean latency (in-game)', value: legalMs / legalCalls, unit: 'ms', note: `${legalCalls} calls` },
    { name: 'legalCommands median over sampled positions', value: legal.medianMs / samples.length, unit: 'ms', note: `${samples.length} positions` },
    { name: 'random game incl. legalCommands, commands per second', value: commands / ((applyMs + legalMs) / 1000), unit: 'commands/s' },
  ];
}
