// Issue 15 §2 "Speed": balance-study games per second (shared/study) on the beginner map and on a standard dealt
// layout, on one core (in this thread) and on every core (worker threads, as `npm run study`), the projected time of a
// 10,000-game study, and where one game's time goes (legalCommands, the bot's own scoring, applyCommand, setup).
import { availableParallelism, loadavg } from 'node:os';
import {
  applyCommand,
  awaiting,
  buildScenarioState,
  legalCommands,
  parseScenario,
  type GameState,
  type Seat,
} from '../../shared/rules';
import { chooseBotCommand } from '../../shared/ai';
import {
  inlineStudyWorker,
  makeStudyPlan,
  runStudy,
  studyScenario,
  type StudyPlan,
  type StudyWorker,
} from '../../shared/study';
import { threadWorker } from '../../scripts/study';
import type { BenchFigure } from './measure';

export const title = 'balance studies (shared/study, npm run study)';

/** The standard layout of the figures: the deal of seed 1 (`npm run study -- random --seed 1`). */
const STANDARD = 'random';

function plan(layout: string, games: number): StudyPlan {
  const p = makeStudyPlan({ layout, games, seed: 1, layoutSeed: 1, stop: false });
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.plan;
}

/**
 * Games per second of a study of `games` games on `workers`, and the process's CPU ms per game (every thread), both
 * measured from the moment a fifth of the games are in: starting worker threads (each loads and compiles the code)
 * is a one-off cost that a short bench run would otherwise spread over its few games.
 */
async function studyRate(
  layout: string,
  games: number,
  workers: () => StudyWorker[],
): Promise<{ perSecond: number; cpuMsPerGame: number }> {
  let from: { t: number; cpu: NodeJS.CpuUsage; games: number } | null = null;
  const { report } = await runStudy(plan(layout, games), {
    workers: workers(),
    chunk: 4,
    onProgress: (p) => {
      if (!from && p.games >= games / 5) from = { t: performance.now(), cpu: process.cpuUsage(), games: p.games };
    },
  }).done;
  const start = from as { t: number; cpu: NodeJS.CpuUsage; games: number } | null;
  if (!start) throw new Error('study bench: no progress');
  const cpu = process.cpuUsage(start.cpu);
  const played = report.games - start.games;
  return {
    perSecond: (1000 * played) / (performance.now() - start.t),
    cpuMsPerGame: (cpu.user + cpu.system) / 1000 / played,
  };
}

/** CPU time of this process in ms: on a shared machine, wall-clock intervals also count the neighbours' time slices. */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Plays the plan's first games with the bot, timing legalCommands, the bot's scoring and applyCommand apart (CPU ms). */
function split(
  layout: string,
  games: number,
): { legal: number; bot: number; apply: number; setup: number; total: number; commands: number } {
  const p = plan(layout, games);
  let legal = 0,
    bot = 0,
    apply = 0,
    setup = 0,
    commands = 0;
  const timedLegal = (s: GameState, seat: Seat) => {
    const t = cpuMs();
    const r = legalCommands(s, seat);
    legal += cpuMs() - t;
    return r;
  };
  const t0 = cpuMs();
  for (let i = 0; i < games; i++) {
    let t = cpuMs();
    const parsed = parseScenario(studyScenario(p, i));
    if (!parsed.ok) throw new Error('scenario');
    let s = buildScenarioState(parsed.scenario) as GameState;
    setup += cpuMs() - t;
    while (s.stage !== 'over' && commands < 1e9) {
      const seat = awaiting(s)!.seats[0];
      t = cpuMs();
      const cmd = chooseBotCommand({ legalCommands: timedLegal }, s, seat, commands);
      bot += cpuMs() - t;
      if (!cmd) break;
      t = cpuMs();
      const r = applyCommand(s, seat, cmd);
      apply += cpuMs() - t;
      if (!r.ok) break;
      s = r.state;
      commands++;
    }
  }
  return {
    legal: legal / games,
    bot: (bot - legal) / games,
    apply: apply / games,
    setup: setup / games,
    total: (cpuMs() - t0) / games,
    commands: commands / games,
  };
}

export async function bench(): Promise<BenchFigure[]> {
  const cores = availableParallelism();
  const out: BenchFigure[] = [];
  for (const [name, layout, games] of [
    ['beginner', 'beginner', 400],
    ['standard layout (deal of seed 1)', STANDARD, 400],
  ] as const) {
    await runStudy(plan(layout, 8), { workers: [inlineStudyWorker()] }).done; // warm-up on this thread
    const one = await studyRate(layout, games, () => [inlineStudyWorker()]);
    const all = await studyRate(layout, games * 5, () => Array.from({ length: cores }, threadWorker));
    const s = split(layout, 60);
    out.push(
      {
        name: `study ${name}: games/s, 1 core`,
        value: one.perSecond,
        unit: 'games/s',
        note: `${one.cpuMsPerGame.toFixed(1)} ms CPU a game`,
      },
      {
        name: `study ${name}: games/s, ${cores} cores (worker threads)`,
        value: all.perSecond,
        unit: 'games/s',
        note: `${all.cpuMsPerGame.toFixed(1)} ms CPU a game, all threads`,
      },
      {
        name: `study ${name}: 10,000 games on ${cores} cores, wall clock`,
        value: 10_000 / all.perSecond,
        unit: 's',
        note: 'goal: under 120 s for a standard layout',
      },
      // On a shared machine the wall clock measures the neighbours too; CPU time is what the study itself costs.
      {
        name: `study ${name}: 10,000 games on ${cores} idle cores, from CPU time`,
        value: (10_000 * all.cpuMsPerGame) / cores / 1000,
        unit: 's',
        note: `load average ${loadavg()[0].toFixed(1)} while measured`,
      },
      {
        name: `study ${name}: CPU ms a game in legalCommands`,
        value: s.legal,
        unit: 'ms',
        note: `${s.commands.toFixed(0)} commands a game`,
      },
      { name: `study ${name}: CPU ms a game in the bot's scoring`, value: s.bot, unit: 'ms' },
      { name: `study ${name}: CPU ms a game in applyCommand`, value: s.apply, unit: 'ms' },
      {
        name: `study ${name}: CPU ms a game in setup (scenario, state)`,
        value: s.setup,
        unit: 'ms',
        note: `${s.total.toFixed(1)} CPU ms a game in all`,
      },
    );
  }
  return out;
}
