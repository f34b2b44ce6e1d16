/**
 * A bot worker thread (BotPool.ts): it answers each job with the level's command for the seat, from the view it is
 * sent. The match content, when left out of a job, is the standard game's.
 */
import { setPriority } from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { chooseLevelCommand } from '../../shared/ai';
import { standardEngine } from '../../shared/rules';
import type { BotAnswer, BotJob } from './botJob';

/** The standard content as a match carries it (setup.ts emptyState copies each record). */
const STANDARD_CONTENT = (() => {
  const c = standardEngine.rules.content;
  return { characters: { ...c.characters }, units: { ...c.units }, cards: { ...c.cards }, events: { ...c.events } };
})();

/** The bot threads' nice value (0 is the rooms' thread's; 19 the lowest). */
const BOT_THREAD_NICE = 10;

export function answerBotJob(job: BotJob): BotAnswer {
  try {
    const view = job.standardContent ? { ...job.view, content: STANDARD_CONTENT } : job.view;
    return {
      id: job.id,
      thread: threadId,
      command: chooseLevelCommand(standardEngine, view, job.seat, job.level, job.salt),
    };
  } catch (e) {
    return { id: job.id, thread: threadId, error: e instanceof Error ? e.message : String(e) };
  }
}

if (parentPort && (workerData as { iferaBotWorker?: boolean } | null)?.iferaBotWorker) {
  const port = parentPort;
  // A search yields the core to the rooms' thread: on Linux a thread's nice value is its own, so only this thread is
  // lowered (a room's p99 with strong bots thinking, npm run bench:server -- bots, docs/bot.md).
  try {
    setPriority(BOT_THREAD_NICE);
  } catch {
    /* not permitted here: the default priority */
  }
  port.on('message', (job: BotJob) => port.postMessage(answerBotJob(job)));
}
