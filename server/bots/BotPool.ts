/**
 * The bots' worker threads (issue 32 "Never blocks a room"): a small pool, sized to the cores, that thinks for every
 * room of the process. A job goes to an idle worker or waits in line; a worker that dies fails its job (the room's
 * clock then answers with the engine's default) and is replaced at the next job. Workers start on the first job, and
 * a worker idle for `idleMs` ends (issue 28 break 10: a worker thread is a V8 isolate of its own, about 5 MiB each here,
 * and they were kept for the life of the process once a strong bot had played; with up to four of them, a server
 * whose matches were all over stayed ~21 MiB above a fresh start); the next job starts one again.
 * From the bundle (build/server.mjs) a worker runs build/botWorker.mjs; from the TypeScript sources (tests, tsx) it
 * runs botWorker.ts through tsx's loader.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotLevel } from '../../shared/ai';
import { standardEngine } from '../../shared/rules';
import type { Command, GameState, Seat } from '../engine';
import type { BotAnswer, BotJob } from './botJob';

type Waiting = { job: BotJob; resolve: (a: BotAnswer) => void; reject: (e: Error) => void };
type Thread = { worker: Worker; busy: Waiting | null; idle: NodeJS.Timeout | null };

/** How long a worker with nothing to do is kept before it ends (env BOT_IDLE_S through the settings). */
export const BOT_IDLE_MS = 30_000;

export class BotPool {
  private threads: Thread[] = [];
  private line: Waiting[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly idleMs = BOT_IDLE_MS,
  ) {}

  /** How many worker threads are running now (0 once every one has been idle for `idleMs`). */
  get threadCount(): number {
    return this.threads.length;
  }

  /** The level's command for `seat` from its `view`, thought on a worker thread; rejects when the worker fails. */
  async think(view: GameState, seat: Seat, level: BotLevel, salt: number): Promise<Command | null> {
    const answer = await this.run(view, seat, level, salt);
    if ('error' in answer) throw new Error(`bot worker: ${answer.error}`);
    return answer.command;
  }

  /** The worker's whole answer (its thread id included). */
  run(view: GameState, seat: Seat, level: BotLevel, salt: number): Promise<BotAnswer> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    const standardContent = isStandardContent(view.content);
    const job: BotJob = {
      id: this.nextId++,
      view: standardContent ? { ...view, content: null as never } : view,
      seat,
      salt,
      level,
      standardContent,
    };
    return new Promise((resolve, reject) => {
      this.line.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; jobs still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const w of this.line.splice(0)) w.reject(new Error('the bot pool closed'));
    const threads = this.threads.splice(0);
    for (const t of threads) {
      if (t.idle) clearTimeout(t.idle);
      t.busy?.reject(new Error('the bot pool closed'));
      t.busy = null;
    }
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    while (this.line.length > 0) {
      let thread = this.threads.find((t) => !t.busy);
      if (!thread && this.threads.length < this.size) thread = this.spawn();
      if (!thread) return;
      const waiting = this.line.shift()!;
      if (thread.idle) clearTimeout(thread.idle);
      thread.idle = null;
      thread.busy = waiting;
      thread.worker.postMessage(waiting.job);
    }
  }

  private spawn(): Thread {
    const worker = startWorker();
    const thread: Thread = { worker, busy: null, idle: null };
    worker.on('message', (answer: BotAnswer) => {
      const done = thread.busy;
      thread.busy = null;
      if (done && done.job.id === answer.id) done.resolve(answer);
      this.dispatch();
      if (!thread.busy) this.retireWhenIdle(thread);
    });
    const fail = (e: Error) => {
      if (!this.threads.includes(thread)) return; // retired when idle, or closed: nothing of it is waited for
      if (thread.idle) clearTimeout(thread.idle);
      this.threads = this.threads.filter((t) => t !== thread);
      thread.busy?.reject(e);
      thread.busy = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`bot worker exited (${code})`)));
    // A pool with idle workers does not keep the process alive.
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  /** Ends `thread` once it has had nothing to do for `idleMs` (a job given to it meanwhile cancels this). */
  private retireWhenIdle(thread: Thread): void {
    if (thread.idle) clearTimeout(thread.idle);
    thread.idle = setTimeout(() => {
      thread.idle = null;
      if (thread.busy) return;
      this.threads = this.threads.filter((t) => t !== thread);
      thread.worker.terminate().catch((e: unknown) => console.error('bot pool: an idle worker did not end', e));
    }, this.idleMs);
    thread.idle.unref();
  }
}

/** Whether a match's content is the standard game's, record by record (then a job leaves it out). */
function isStandardContent(content: GameState['content']): boolean {
  const std = standardEngine.rules.content;
  const same = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    let n = 0;
    for (const k in a) {
      if (a[k] !== b[k]) return false;
      n++;
    }
    return n === Object.keys(b).length;
  };
  return (
    same(content.characters, std.characters) &&
    same(content.units, std.units) &&
    same(content.cards, std.cards) &&
    same(content.events, std.events)
  );
}

function startWorker(): Worker {
  const bundled = new URL('./botWorker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData: { iferaBotWorker: true } });
  // A worker thread does not inherit tsx's loader hooks: it registers them, then loads the TypeScript worker.
  const source = new URL('./botWorker.ts', import.meta.url).href;
  const tsx = tsxLoaderUrl();
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: { iferaBotWorker: true } });
}

/** tsx's ESM loader API, from its package's exports (a require() resolve would give its CommonJS build). */
function tsxLoaderUrl(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return pathToFileURL(join(dirname(manifest), pkg.exports['./esm/api'].import.default)).href;
}
