// Rules engine figures: commands per second in random full beginner games (reactions and step choices included, as
// legalCommands lists them), legalCommands latency, and a four-unit chain resolution.
import type { SkillDef } from '../../shared/content/schema';
import {
  applyCommand,
  awaiting,
  buildScenarioState,
  createMatch,
  legalCommands,
  type GameState,
} from '../../shared/rules';
import { createRng, randomInt } from '../../shared/rules/random';
import { timeIt, type BenchFigure } from './measure';
import { botGamesPerSecond, recordRandomGame, replay } from './selfplay';
import { lineOfSight } from '../../shared/rules/board';

export const title = 'rules engine (shared/rules)';

/** Plays one random beginner game to its end (or a command cap): legal commands only, ending the turn 1 time in 6. */
function randomGame(
  seed: number,
  cap = 4000,
  variant: 'beginner' | 'standard' = 'beginner',
): { commands: number; applyMs: number; legalMs: number; legalCalls: number; over: boolean; states: GameState[] } {
  const rng = createRng(seed);
  let s = createMatch({ variant, seed });
  let commands = 0,
    applyMs = 0,
    legalMs = 0,
    legalCalls = 0;
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

/** A four-unit chain A60→B; B50→C; C40→D; D20→A (pairwise order D20, C40, B50, A60), from declaration to the end. */
function fourUnitChain(): () => void {
  const sk = (speed: number): SkillDef => ({
    id: `s${speed}`,
    nameKey: 's',
    textKey: 's',
    usage: 'weapon',
    speed,
    targeting: { kind: 'single', range: { max: 5 }, filter: 'any', vision: false },
    effects: [{ kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 1 }] } }],
  });
  const skills = Object.fromEntries([20, 40, 50, 60].map((v) => [`s${v}`, sk(v)]));
  const all = Object.keys(skills);
  const u = (id: string, seat: 0 | 1 | 2 | 3, q: number, r: number) => ({
    id,
    seat,
    pos: { q, r },
    hp: 9,
    maxHp: 9,
    custom: { stats: { hp: 9, constitution: 2, movement: 3, initiative: 0 }, sides: [all, []] as [string[], string[]] },
  });
  const start = buildScenarioState({
    map: { radius: 3 },
    skills,
    units: [u('A', 0, 0, 0), u('B', 2, 1, 0), u('C', 1, 0, 1), u('D', 3, -1, 0)],
  });
  if ('error' in start) throw new Error(start.error);
  const plan: Record<string, [string, string]> = { B: ['s50', 'C'], C: ['s40', 'D'], D: ['s20', 'A'] };
  return () => {
    let r = applyCommand(start, 0, { type: 'skill', skill: 's60', target: { unit: 'B' } });
    while (r.ok && r.state.pending?.kind === 'reaction') {
      const p = r.state.pending;
      const [skill, target] = plan[p.unit];
      r = applyCommand(r.state, p.seat, { type: 'react', prompt: p.id, use: 'skill', skill, target: { unit: target } });
    }
    if (!r.ok || r.state.chain) throw new Error('chain did not resolve');
  };
}

/** Issue 12 goals, cold (first pass in this process) and warm (best of later passes). Run first, so "cold" is cold. */
function goalFigures(): BenchFigure[] {
  const recorded = Array.from({ length: 10 }, (_, g) => recordRandomGame(3000 + g));
  const early = [0, 1, 2, 3, 4].map(() => replay(recorded));
  const cold = early[0];
  // Warm means compiled: V8 optimises the engine's many rarely-taken paths over the first tens of thousands of commands
  // (a pass here is 2,323), so the early replays still run partly cold code. Replays go on for WARMUP_MS, then the
  // figures are the best and the median of the next passes; the early replays' best is printed apart.
  const WARMUP_MS = 3000;
  for (const t0 = performance.now(); performance.now() - t0 < WARMUP_MS;) replay(recorded);
  const warm = Array.from({ length: 8 }, () => replay(recorded));
  const best = (f: (p: (typeof warm)[number]) => number) => Math.min(...warm.map(f));
  const median = (f: (p: (typeof warm)[number]) => number) => warm.map(f).sort((a, b) => a - b)[warm.length >> 1];
  const earlyBest = Math.min(...early.slice(1).map((p) => p.applyMs));
  const n = cold.commands;
  const botCold = [botGamesPerSecond(10, false, 7000), botGamesPerSecond(5, true, 7100)];
  const botWarm = [0, 1, 2].map(() => [botGamesPerSecond(30, false, 7200), botGamesPerSecond(15, true, 7300)]);
  const bestBot = (i: number) => Math.max(...botWarm.map((b) => b[i].perSecond));
  // Line of sight as the engine asks it (board.ts lineOfSight): every ordered pair of open cells of the beginner map, on
  // a cells object never asked before (first use: computed and kept), then the same pairs again (repeated: looked up).
  const base = createMatch({ variant: 'beginner', seed: 1 });
  const fresh = { ...base, map: { ...base.map, cells: { ...base.map.cells } } };
  const open = Object.values(fresh.map.cells).filter((c) => c.terrain === 'open');
  const allPairs = () => {
    for (const a of open) for (const b of open) if (a !== b) lineOfSight(fresh, a, b);
  };
  const pairs = open.length * (open.length - 1);
  const t0 = performance.now();
  allPairs();
  const losFirst = ((performance.now() - t0) * 1000) / pairs;
  const losAgain = timeIt(allPairs, { minRuns: 5, minTotalMs: 200 });
  return [
    {
      name: 'GOAL line of sight query, first use on a map',
      value: losFirst,
      unit: 'µs',
      note: `${pairs} ordered pairs of open beginner cells, each once`,
    },
    {
      name: 'GOAL line of sight query, repeated (memo per map)',
      value: (losAgain.medianMs * 1000) / pairs,
      unit: 'µs',
      note: 'median pass; goal O(1) after first use',
    },
    {
      name: 'GOAL applyCommand/s, full beginner games, cold',
      value: n / (cold.applyMs / 1000),
      unit: 'commands/s',
      note: `10 games, ${n} commands; goal ≥ 250,000`,
    },
    {
      name: 'GOAL applyCommand/s, full beginner games, warm',
      value: n / (best((p) => p.applyMs) / 1000),
      unit: 'commands/s',
      note: `best of 8 replays after ${WARMUP_MS / 1000} s of them; ${((best((p) => p.applyMs) / n) * 1000).toFixed(2)} µs/command, median ${(n / (median((p) => p.applyMs) / 1000)).toFixed(0)}/s`,
    },
    {
      name: 'applyCommand/s, full beginner games, early replays',
      value: n / (earlyBest / 1000),
      unit: 'commands/s',
      note: 'best of replays 2-5, code still being optimised',
    },
    {
      name: 'GOAL legalCommands in game, cold',
      value: (cold.legalMs / n) * 1000,
      unit: 'µs',
      note: 'mean over every position of the games; goal ≤ 8 µs',
    },
    {
      name: 'GOAL legalCommands in game, warm',
      value: (best((p) => p.legalMs) / n) * 1000,
      unit: 'µs',
      note: `best of 8 replays after the warm-up; median ${((median((p) => p.legalMs) / n) * 1000).toFixed(2)} µs`,
    },
    {
      name: 'GOAL bot self-play, beginner, cold',
      value: botCold[0].perSecond,
      unit: 'games/s',
      note: `10 games (${botCold[0].commands} commands); goal ≥ 300`,
    },
    { name: 'GOAL bot self-play, beginner, warm', value: bestBot(0), unit: 'games/s', note: 'best of 3 × 30 games' },
    {
      name: 'GOAL bot self-play, standard rules, cold',
      value: botCold[1].perSecond,
      unit: 'games/s',
      note: `5 games (${botCold[1].commands} commands); goal ≥ 200`,
    },
    {
      name: 'GOAL bot self-play, standard rules, warm',
      value: bestBot(1),
      unit: 'games/s',
      note: 'best of 3 × 15 games',
    },
  ];
}

export function bench(): BenchFigure[] {
  const goals = goalFigures();
  let commands = 0,
    applyMs = 0,
    legalMs = 0,
    legalCalls = 0,
    finished = 0;
  const games = 10;
  const samples: GameState[] = [];
  for (let g = 0; g < games; g++) {
    const r = randomGame(1000 + g);
    commands += r.commands;
    applyMs += r.applyMs;
    legalMs += r.legalMs;
    legalCalls += r.legalCalls;
    if (r.over) finished++;
    samples.push(...r.states.slice(0, 3));
  }
  const legal = timeIt(
    () => {
      for (const s of samples) legalCommands(s, awaiting(s)!.seats[0]);
    },
    { minRuns: 10, minTotalMs: 500 },
  );
  const chain = timeIt(fourUnitChain(), { minRuns: 50, minTotalMs: 500 });
  let stdCommands = 0,
    stdMs = 0,
    stdOver = 0;
  for (let g = 0; g < 3; g++) {
    const r = randomGame(2000 + g, 3000, 'standard');
    stdCommands += r.commands;
    stdMs += r.applyMs + r.legalMs;
    if (r.over) stdOver++;
  }
  return [
    ...goals,
    {
      name: 'four-unit chain, declaration to resolution (4 commands)',
      value: chain.medianMs,
      unit: 'ms',
      note: `p95 ${chain.p95Ms.toFixed(2)} ms`,
    },
    {
      name: 'applyCommand throughput, random beginner games',
      value: commands / (applyMs / 1000),
      unit: 'commands/s',
      note: `${games} games, ${commands} commands, ${finished} reached a winner`,
    },
    { name: 'applyCommand mean latency', value: applyMs / commands, unit: 'ms' },
    {
      name: 'legalCommands mean latency (in-game)',
      value: legalMs / legalCalls,
      unit: 'ms',
      note: `${legalCalls} calls`,
    },
    {
      name: 'legalCommands median over sampled positions',
      value: legal.medianMs / samples.length,
      unit: 'ms',
      note: `${samples.length} positions`,
    },
    {
      name: 'random game incl. legalCommands, commands per second',
      value: commands / ((applyMs + legalMs) / 1000),
      unit: 'commands/s',
    },
    {
      name: 'random standard game incl. legalCommands (draft to end)',
      value: stdCommands / (stdMs / 1000),
      unit: 'commands/s',
      note: `3 games, ${stdCommands} commands, ${stdOver} reached a winner`,
    },
  ];
}
