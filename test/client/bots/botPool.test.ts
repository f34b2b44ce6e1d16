// The page's bot pool (issue 32): questions queue while every worker is busy and are answered in order; a refused
// question fails with the worker's typed error; a worker that dies fails its question and a fresh one takes the next.
import { describe, expect, it } from 'vitest';
import { awaiting, createMatch, viewFor, type Seat } from '../../../shared/rules';
import { answerBotRequest, type BotReply, type BotRequest } from '../../../client/src/bots/botRequest';
import { BotAnswerError, createBotPool, type BotWorkerLike } from '../../../client/src/bots/botPool';

/** A worker on this thread: it answers with the real protocol when the test lets it (`release`), or dies. */
class HeldWorker implements BotWorkerLike {
  onmessage: ((e: { data: BotReply }) => void) | null = null;
  onerror: ((e: { message?: string }) => void) | null = null;
  held: BotRequest[] = [];
  terminated = false;
  postMessage(request: BotRequest) {
    this.held.push(request);
  }
  release() {
    const request = this.held.shift()!;
    this.onmessage?.({ data: answerBotRequest(request) });
  }
  die() {
    this.onerror?.({ message: 'out of memory' });
  }
  terminate() {
    this.terminated = true;
  }
}

const state = createMatch({ variant: 'beginner', seed: 3 });
const seat = awaiting(state)!.seats[0] as Seat;
const question = { view: viewFor(state, seat), seat, level: 'normal' as const, salt: 1 };

/** A pool of one worker at a time, and every worker it started. */
function heldPool() {
  const workers: HeldWorker[] = [];
  const pool = createBotPool(() => {
    workers.push(new HeldWorker());
    return workers[workers.length - 1];
  });
  return { workers, pool };
}

describe('the page bot pool', () => {
  it('queues questions behind a busy worker and answers them in order', async () => {
    const { workers, pool } = heldPool();
    const first = pool.ask(question);
    const second = pool.ask({ ...question, salt: 2 });
    expect(workers).toHaveLength(1);
    expect(workers[0].held.map((r) => r.salt)).toEqual([1]);
    expect(pool.waiting).toBe(2);
    workers[0].release();
    await expect(first).resolves.toMatchObject({ type: expect.any(String) });
    expect(workers[0].held.map((r) => r.salt)).toEqual([2]);
    workers[0].release();
    await expect(second).resolves.toMatchObject({ type: expect.any(String) });
    expect(pool.waiting).toBe(0);
  });

  it("fails a refused question with the worker's typed error", async () => {
    const worker = new HeldWorker();
    const pool = createBotPool(() => worker);
    const asked = pool.ask({ ...question, seat: ((seat + 1) % 4) as Seat });
    worker.release();
    const error = await asked.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BotAnswerError);
    expect((error as BotAnswerError).error.code).toBe('bot/not_awaited');
  });

  it('fails the question of a worker that dies, and starts a fresh worker for the next', async () => {
    const { workers, pool } = heldPool();
    const lost = pool.ask(question);
    const next = pool.ask({ ...question, salt: 2 });
    workers[0].die();
    await expect(lost).rejects.toThrow('bot/failed: out of memory');
    expect(workers[0].terminated).toBe(true);
    expect(workers).toHaveLength(2);
    workers[1].release();
    await expect(next).resolves.not.toBeNull();
  });

  it('fails every waiting question when closed', async () => {
    const pool = createBotPool(() => new HeldWorker());
    const asked = [pool.ask(question), pool.ask(question)];
    pool.close();
    for (const a of asked) await expect(a).rejects.toThrow('the bot pool was closed');
    expect(pool.waiting).toBe(0);
  });
});
