/**
 * The page's bots (issue 32): a small pool of bot workers (botWorker.ts) and a queue in front of them. `ask` sends one
 * question ("decide for seat S of this view at level L") and resolves with the command; questions wait their turn
 * when every worker is busy, so the page never computes a decision on its own thread. A worker that dies fails its
 * question and is replaced by a fresh one for the next.
 */
import type { Command } from '../../../shared/rules';
import type { BotError, BotReply, BotRequest } from './botRequest';

/** The question without its id (the pool numbers them). */
export type BotQuestion = Omit<BotRequest, 'id'>;

/** What the pool needs of a worker (a Web Worker is one; the tests pass their own). */
export type BotWorkerLike = {
  postMessage(request: BotRequest): void;
  onmessage: ((e: { data: BotReply }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
  terminate(): void;
};

/** A question the bot refused or could not answer, with the worker's typed error. */
export class BotAnswerError extends Error {
  constructor(readonly error: BotError) {
    super(`${error.code}: ${error.message}`);
  }
}

export type BotPool = {
  ask(question: BotQuestion): Promise<Command | null>;
  /** Questions asked and not answered yet (running or queued). */
  readonly waiting: number;
  /** Ends every worker; questions still waiting fail. */
  close(): void;
};

type Job = { request: BotRequest; resolve: (c: Command | null) => void; reject: (e: Error) => void };
type Slot = { worker: BotWorkerLike | null; job: Job | null };

/** A pool of at most `size` workers made by `spawn` (each started when first needed). */
export function createBotPool(spawn: () => BotWorkerLike, size = 1): BotPool {
  const slots: Slot[] = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, job: null }));
  const queue: Job[] = [];
  let nextId = 0;

  const finish = (slot: Slot, settle: (job: Job) => void) => {
    const job = slot.job;
    slot.job = null;
    if (job) settle(job);
    pump();
  };

  const start = (slot: Slot): BotWorkerLike => {
    const worker = spawn();
    worker.onmessage = (e) => {
      const reply = e.data;
      if (!slot.job || reply.id !== slot.job.request.id) return;
      finish(slot, (job) => (reply.ok ? job.resolve(reply.command) : job.reject(new BotAnswerError(reply.error))));
    };
    worker.onerror = (e) => {
      worker.terminate();
      slot.worker = null;
      const message = e.message || 'the bot worker failed';
      finish(slot, (job) => job.reject(new BotAnswerError({ code: 'bot/failed', message })));
    };
    return worker;
  };

  function pump() {
    for (const slot of slots) {
      if (slot.job || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker ??= start(slot);
      slot.worker.postMessage(job.request);
    }
  }

  return {
    ask: (question) =>
      new Promise((resolve, reject) => {
        queue.push({ request: { ...question, id: nextId++ }, resolve, reject });
        pump();
      }),
    get waiting() {
      return queue.length + slots.filter((s) => s.job).length;
    },
    close() {
      const closed = new BotAnswerError({ code: 'bot/failed', message: 'the bot pool was closed' });
      for (const job of queue.splice(0)) job.reject(closed);
      for (const slot of slots) {
        slot.worker?.terminate();
        slot.worker = null;
        const job = slot.job;
        slot.job = null;
        job?.reject(closed);
      }
    },
  };
}

let pagePool: BotPool | null = null;

/** The page's pool: one module worker, started at the first question (Vite bundles botWorker.ts as its own chunk). */
export function pageBots(): BotPool {
  pagePool ??= createBotPool(
    () => new Worker(new URL('./botWorker.ts', import.meta.url), { type: 'module' }) as unknown as BotWorkerLike,
  );
  return pagePool;
}
