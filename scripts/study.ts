/**
 * Balance study from the command line (issue 15 §2, docs/studies.md):
 *   npm run study -- <layout code | beginner | random> [--vs <layout B>] [--games N] [--seed S] [--layout-seed S]
 *                    [--characters a,b,c,d] [--rules beginner|standard]
 *                    [--bot heuristic|gentle|normal|strong] [--workers W] [--no-stop] [--margin 0.03]
 *                    [--json file] [--csv file] [--lang en|zh] [--quiet]
 * --games is the most games (1–100,000, default 10,000): the study stops as soon as its answer is settled.
 * --vs runs the same plan on a second map and prints one table of differences (B − A) with 95 % intervals.
 * Games run on worker threads (default: one per core); the same seed prints the same figures for any worker count.
 * A progress line shows games, games/s and time left; Ctrl-C cancels and prints the report of the games merged so far.
 * This file is also the worker's script (run on a worker thread it answers play requests).
 */
import { availableParallelism } from 'node:os';
import { writeFileSync } from 'node:fs';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STUDY_BOTS, type StudyBot } from '../shared/study/studyBot';
import {
  answerStudyRequest,
  comparisonCsv,
  formatComparison,
  formatReport,
  inlineStudyWorker,
  makeComparisonPlans,
  makeStudyPlan,
  reportCsv,
  reportJson,
  runComparison,
  runStudy,
  type StudyOptions,
  type StudyProgress,
  type StudyResult,
  type StudyWorker,
  type StudyWorkerReply,
  type StudyWorkerRequest,
} from '../shared/study';

/** Parsed command line, or the message naming what was wrong. */
export type StudyArgs = {
  options: StudyOptions;
  vs: string | null;
  workers: number;
  json: string | null;
  csv: string | null;
  lang: 'en' | 'zh';
  quiet: boolean;
};

const USAGE = [
  'usage: npm run study -- <layout code | beginner | random> [--vs <layout B>] [--games N] [--seed S] [--layout-seed S] [--characters a,b,c,d] [--rules beginner|standard] [--bot heuristic|gentle|normal|strong] [--workers W] [--no-stop] [--margin M] [--json file] [--csv file] [--lang en|zh] [--quiet]',
  '  --games N   the most games, 1 to 100,000 (default 10,000); the study stops as soon as its answer is settled (--no-stop plays them all)',
  '  --vs B      the same plan on map B too, then one table of differences B − A with 95 % intervals',
].join('\n');

/** Reads the arguments (after `--`). */
export function parseStudyArgs(argv: string[]): { ok: true; args: StudyArgs } | { ok: false; message: string } {
  let layout: string | null = null;
  let vs: string | null = null;
  const options: Partial<StudyOptions> = {};
  let workers = Math.max(1, availableParallelism());
  let json: string | null = null;
  let csv: string | null = null;
  let lang: 'en' | 'zh' = 'en';
  let quiet = false;
  let stop: StudyOptions['stop'] = undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (): string | null => (i + 1 < argv.length ? argv[++i] : null);
    const int = (name: string): number | string => {
      const v = value();
      return v !== null && /^\d+$/.test(v) ? Number(v) : `${name} expects a whole number, got ${v ?? 'nothing'}`;
    };
    if (a === '--games' || a === '--seed' || a === '--layout-seed' || a === '--workers') {
      const n = int(a);
      if (typeof n === 'string') return { ok: false, message: n };
      if (a === '--games') options.games = n;
      else if (a === '--seed') options.seed = n;
      else if (a === '--layout-seed') options.layoutSeed = n;
      else if (n < 1) return { ok: false, message: '--workers expects at least 1' };
      else workers = n;
    } else if (a === '--characters') {
      const v = value();
      if (!v) return { ok: false, message: '--characters expects a comma-separated list of character ids' };
      options.characters = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (a === '--rules') {
      const v = value();
      if (v !== 'beginner' && v !== 'standard')
        return { ok: false, message: `--rules expects beginner or standard, got ${v ?? 'nothing'}` };
      options.rules = v;
    } else if (a === '--vs') {
      vs = value();
      if (vs === null || vs.startsWith('--'))
        return { ok: false, message: '--vs expects a second layout: a layout code, beginner or random' };
    } else if (a === '--bot') {
      const v = value();
      if (!STUDY_BOTS.includes(v as StudyBot))
        return { ok: false, message: `--bot expects one of ${STUDY_BOTS.join(', ')}, got ${v ?? 'nothing'}` };
      options.bot = v as StudyBot;
    } else if (a === '--no-stop') stop = false;
    else if (a === '--margin') {
      const v = Number(value());
      if (!(v > 0 && v < 0.5))
        return { ok: false, message: '--margin expects a share between 0 and 0.5 (0.03 = ±3 %)' };
      if (stop !== false) stop = { ...(stop ?? {}), margin: v };
    } else if (a === '--json') json = value();
    else if (a === '--csv') csv = value();
    else if (a === '--lang') {
      const v = value();
      if (v !== 'en' && v !== 'zh') return { ok: false, message: `--lang expects en or zh, got ${v ?? 'nothing'}` };
      lang = v;
    } else if (a === '--quiet') quiet = true;
    else if (a.startsWith('--')) return { ok: false, message: `unknown option ${a}\n${USAGE}` };
    else if (layout === null) layout = a;
    else return { ok: false, message: `one layout only: got ${layout} and ${a}\n${USAGE}` };
  }
  if (layout === null) return { ok: false, message: USAGE };
  if (json === null && argv.includes('--json')) return { ok: false, message: '--json expects a file name' };
  if (csv === null && argv.includes('--csv')) return { ok: false, message: '--csv expects a file name' };
  return {
    ok: true,
    args: {
      options: { ...options, layout, ...(stop !== undefined ? { stop } : {}) },
      vs,
      workers,
      json,
      csv,
      lang,
      quiet,
    },
  };
}

/** A worker thread running this file, as runStudy sees it (also used by test/bench/study.bench.ts). */
export function threadWorker(): StudyWorker {
  // A worker thread does not inherit tsx's loader hooks: it registers them, then loads this file.
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const w = new Worker(boot, { eval: true, workerData: { iferaStudyWorker: true } });
  return {
    post: (request) => w.postMessage(request),
    onReply: (listener) => {
      w.on('message', (reply: StudyWorkerReply) => listener(reply));
      w.on('error', (e) => listener({ type: 'failed', from: -1, message: e.message }));
    },
    terminate: () => void w.terminate(),
  };
}

const seconds = (ms: number) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : `${(ms / 1000).toFixed(0)} s`;

/** Fresh workers for one study. */
function startWorkers(args: StudyArgs): StudyWorker[] {
  return Array.from({ length: args.workers }, () =>
    args.workers === 1 && process.env.IFERA_STUDY_INLINE ? inlineStudyWorker() : threadWorker(),
  );
}

/** A progress line on stderr (games, games/s, time left), at most four a second. */
function progressLine(args: StudyArgs): (label: string, p: StudyProgress) => void {
  const tty = process.stderr.isTTY;
  let lastLine = 0;
  let lastGames = -1;
  return (label, p) => {
    if (args.quiet) return;
    const t = performance.now();
    if (p.games === lastGames || (t - lastLine < 250 && p.games < p.planned)) return;
    lastLine = t;
    lastGames = p.games;
    const line = `${label}${p.games}/${p.planned} games  ${p.gamesPerSecond.toFixed(1)} games/s  ${p.leftMs === null ? '' : `${seconds(p.leftMs)} left`}`;
    if (tty) process.stderr.write(`\r${line.padEnd(60)}`);
    else process.stderr.write(`${line}\n`);
  };
}

/** Runs `run` with Ctrl-C wired to its cancel. */
async function withSigint<T>(run: { done: Promise<T>; cancel(): void }): Promise<{ value: T; cancelled: boolean }> {
  let cancelled = false;
  const onSigint = () => {
    cancelled = true;
    run.cancel();
  };
  process.on('SIGINT', onSigint);
  const value = await run.done;
  process.off('SIGINT', onSigint);
  if (process.stderr.isTTY) process.stderr.write('\n');
  return { value, cancelled };
}

const cancelledLine = (lang: 'en' | 'zh') =>
  lang === 'zh' ? '已取消：以下为已完成对局的报告。' : 'Cancelled: the report of the games played so far.';
/** Timing goes to stderr: stdout is the same for the same seed. */
function timing(args: StudyArgs, label: string, result: StudyResult, took: number): void {
  const { games } = result.report;
  if (!args.quiet)
    console.error(
      `${label}${games} games in ${seconds(took)} (${((1000 * games) / took).toFixed(1)} games/s, ${args.workers} worker${args.workers === 1 ? '' : 's'})`,
    );
}

/** `--vs`: the same plan on both maps (shared/study runComparison, as the lab's "Compare with…"), then the table. */
async function compare(args: StudyArgs, vs: string): Promise<number> {
  const made = makeComparisonPlans(args.options, vs);
  if (!made.ok) {
    for (const e of made.errors) console.error(`${e.map} ${e.option}: ${e.message}`);
    return 2;
  }
  const show = progressLine(args);
  let started = performance.now();
  const run = runComparison(...made.plans, {
    startWorkers: () => startWorkers(args),
    onProgress: (map, p) => show(`${map}: `, p),
    onStudyDone: (map, result) => {
      if (!args.quiet && process.stderr.isTTY) process.stderr.write('\n');
      console.log(
        `${args.lang === 'zh' ? '地图' : 'Map'} ${map}: ${args.lang === 'zh' ? result.report.verdict.zh : result.report.verdict.en}`,
      );
      timing(args, `${map}: `, result, performance.now() - started);
      started = performance.now();
    },
  });
  const { value } = await withSigint(run);
  if (value.cancelled) {
    console.log(cancelledLine(args.lang));
    return 130;
  }
  console.log('');
  console.log(formatComparison(value.comparison, args.lang));
  if (args.json)
    writeFileSync(
      args.json,
      JSON.stringify({ ...value.comparison, reports: [value.a.report, value.b.report] }, null, 1),
    );
  if (args.csv) writeFileSync(args.csv, comparisonCsv(value.comparison));
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseStudyArgs(argv);
  if (!parsed.ok) {
    console.error(parsed.message);
    return 2;
  }
  const { args } = parsed;
  if (args.vs !== null) return compare(args, args.vs);
  const made = makeStudyPlan(args.options);
  if (!made.ok) {
    for (const e of made.errors) console.error(`${e.option}: ${e.message}`);
    return 2;
  }
  const show = progressLine(args);
  const started = performance.now();
  const run = runStudy(made.plan, {
    workers: startWorkers(args),
    keepGames: args.json !== null,
    onProgress: (p) => show('', p),
  });
  const { value: result, cancelled } = await withSigint(run);
  if (cancelled) console.log(cancelledLine(args.lang));
  console.log(formatReport(result.report, args.lang));
  timing(args, '', result, performance.now() - started);
  if (cancelled) return 130;
  if (args.json) writeFileSync(args.json, reportJson(result.report, result.games));
  if (args.csv) writeFileSync(args.csv, reportCsv(result.report));
  return 0;
}

// A study worker (marked by its workerData, not by being off the main thread: a test runner's thread may import this
// file for parseStudyArgs) answers requests; run as a script, the file runs a study.
if (parentPort && (workerData as { iferaStudyWorker?: boolean } | null)?.iferaStudyWorker) {
  const port = parentPort;
  port.on('message', (request: StudyWorkerRequest) => port.postMessage(answerStudyRequest(request)));
} else if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
