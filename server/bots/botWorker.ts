/**
 * A bot worker thread (BotPool.ts): it answers each job with the level's command for the seat, from the view it is
 * sent. The match content, when left out of a job, is the standard game's.
 */
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { chooseLevelCommand } from '../../shared/ai';
import { standardEngine } from '../../shared/rules';
import type { BotAnswer, BotJob } from './botJob';

/** The standard content as a match carries it (setup.ts emptyState copies each record). */
const STANDARD_CONTENT = (() => {
  const c = standardEngine.rules.content;
  return { characters: { ...c.characters }, units: { ...c.units }, cards: { ...c.cards }, events: { ...c.events } };
})();

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
  port.on('message', (job: BotJob) => port.postMessage(answerBotJob(job)));
}
