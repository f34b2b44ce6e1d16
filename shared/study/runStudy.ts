/**
 * Runs a study over workers (Node worker threads, browser web workers, or inline): hands out chunks of game indices,
 * merges the records in game order into a StudyTally, and stops when the tally is done (all games, or the stop rule)
 * or on cancel. Each game depends only on the plan and its index, and the tally sees games in index order, so the
 * report is the same for any number of workers; games played past a stop are dropped.
 */
import type { GameRecord } from './gameRecord';
import { playStudyGame } from './playStudyGame';
import type { StudyPlan } from './plan';
import { StudyTally, type StudyReport } from './tally';

/** A request to a worker: play games [from, to) of the plan. */
export type StudyWorkerRequest = { type: 'play'; plan: StudyPlan; from: number; to: number };
/** A worker's answer to one request. */
export type StudyWorkerReply =
  { type: 'played'; from: number; records: GameRecord[] } | { type: 'failed'; from: number; message: string };

/** A worker as runStudy sees it (wrappers in scripts/study.ts and client/src/screens/lab/study/ adapt the platform's). */
export type StudyWorker = {
  post(request: StudyWorkerRequest): void;
  onReply(listener: (reply: StudyWorkerReply) => void): void;
  terminate(): void;
};

/** What a worker does with a request (the body of every worker script). */
export function answerStudyRequest(request: StudyWorkerRequest): StudyWorkerReply {
  try {
    const records: GameRecord[] = [];
    for (let i = request.from; i < request.to; i++) records.push(playStudyGame(request.plan, i));
    return { type: 'played', from: request.from, records };
  } catch (e) {
    return { type: 'failed', from: request.from, message: e instanceof Error ? e.message : String(e) };
  }
}

/** A worker on the calling thread (tests, or a platform without workers): answers on a later timer tick. */
export function inlineStudyWorker(): StudyWorker {
  let listener: ((reply: StudyWorkerReply) => void) | null = null;
  let stopped = false;
  return {
    post(request) {
      setTimeout(() => {
        if (stopped) return;
        const reply = answerStudyRequest(request);
        if (!stopped) listener?.(reply);
      }, 0);
    },
    onReply(l) {
      listener = l;
    },
    terminate() {
      stopped = true;
    },
  };
}

/** Progress of a running study. */
export type StudyProgress = {
  /** Games merged so far (in order). */
  games: number;
  planned: number;
  elapsedMs: number;
  gamesPerSecond: number;
  /** Estimated time left to the planned games (the stop rule may end sooner), null before any game. */
  leftMs: number | null;
  tally: StudyTally;
};

export type RunStudyOptions = {
  workers: StudyWorker[];
  /** Games per request (default: about a fifth of a second of play, 8). */
  chunk?: number;
  onProgress?: (p: StudyProgress) => void;
  /** The clock (ms); performance.now by default. */
  now?: () => number;
  /** Keep every merged game's record for the result (JSON export); off by default. */
  keepGames?: boolean;
};

/** A study's outcome: the report, and the merged games in order when keepGames was asked for. */
export type StudyResult = { report: StudyReport; games: GameRecord[] };

/** A running study: the report when it ends (completed, settled or cancelled), and cancel. */
export type StudyRun = { done: Promise<StudyResult>; cancel(): void };

/** Starts a study; the workers are terminated when it ends. */
export function runStudy(plan: StudyPlan, o: RunStudyOptions): StudyRun {
  if (o.workers.length === 0) throw new Error('runStudy: at least one worker is needed');
  const now = o.now ?? (() => performance.now());
  const chunk = Math.max(1, o.chunk ?? 8);
  const tally = new StudyTally(plan);
  const waiting = new Map<number, GameRecord>();
  const started = now();
  let next = 0;
  let finished = false;
  const kept: GameRecord[] = [];
  let resolve!: (r: StudyResult) => void;
  let reject!: (e: Error) => void;
  const done = new Promise<StudyResult>((res, rej) => ((resolve = res), (reject = rej)));

  const finish = (cancelled: boolean, error?: Error) => {
    if (finished) return;
    finished = true;
    for (const w of o.workers) w.terminate();
    if (error) reject(error);
    else resolve({ report: tally.report(cancelled), games: kept });
  };
  const progress = () => {
    const elapsedMs = now() - started;
    const gamesPerSecond = elapsedMs > 0 ? (1000 * tally.games) / elapsedMs : 0;
    const leftMs = tally.games > 0 && gamesPerSecond > 0 ? (1000 * (plan.games - tally.games)) / gamesPerSecond : null;
    o.onProgress?.({ games: tally.games, planned: plan.games, elapsedMs, gamesPerSecond, leftMs, tally });
  };
  const feed = (w: StudyWorker) => {
    if (finished || next >= plan.games) return;
    const from = next;
    next = Math.min(plan.games, next + chunk);
    w.post({ type: 'play', plan, from, to: next });
  };

  for (const w of o.workers) {
    w.onReply((reply) => {
      if (finished) return;
      if (reply.type === 'failed') return finish(false, new Error(`study games from ${reply.from}: ${reply.message}`));
      for (const r of reply.records) waiting.set(r.index, r);
      while (!tally.done && waiting.has(tally.games)) {
        const r = waiting.get(tally.games)!;
        waiting.delete(r.index);
        tally.add(r);
        if (o.keepGames) kept.push(r);
      }
      progress();
      if (tally.done) return finish(false);
      feed(w);
    });
    // Two requests in flight per worker, so it never idles waiting for the next one.
    feed(w);
    feed(w);
  }
  return { done, cancel: () => finish(true) };
}
