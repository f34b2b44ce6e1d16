// Issue 28 "A reload inside a reaction window keeps the answer": a reload 10 s before the end of a 30 s window lost the
// answer. While the only connection of an awaited seat is gone, the prompt's clock stops (up to AWAY_PAUSE_MAX_S,
// within the reconnection window); back, the seat answers the same prompt.
import { Client } from 'colyseus.js';
import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, type Seat } from '../../server/engine';
import { AWAY_PAUSE_MAX_S } from '../../server/rooms/PromptClock';
import type { Synced } from './gameHelpers';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';

const PORT = 3260;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());

type WithPrompt = Synced & { prompt: { id: string; seats: number[]; deadline: number } };

describe('a reload inside a prompt keeps the answer', () => {
  it('the deadline stops while the awaited seat is away, goes on from what was left when it is back, and the seat answers', async () => {
    const player = await sdk().create<WithPrompt>('battle', {
      clock: 'move',
      turnDeadlineS: 300,
      reactionDeadlineS: 30,
      botsForEmpty: true,
      reconnectS: 60,
    });
    ignoreMessages(player, 'seat:token', 'events', 'room:log');
    const watcher = await sdk().joinById<WithPrompt>(player.roomId);
    ignoreMessages(watcher, 'events', 'room:log');
    player.send('seat:take', { seat: 0 });
    await until(() => player.state.seats?.[0]?.holder === player.sessionId, 5000, 'the seat');
    player.send('start', {});
    await until(
      () => player.state.phase === 'playing' && player.state.prompt?.seats?.includes(0),
      10_000,
      'a prompt for seat 0',
    );
    const promptId = watcher.state.prompt.id;
    const deadline = watcher.state.prompt.deadline;

    // The page reloads: the socket drops without a goodbye.
    const token = player.reconnectionToken;
    const leftAt = Date.now();
    await player.leave(false);
    await until(() => watcher.state.seats[0].connected === false, 5000, 'seat 0 away');
    const budget = Math.min(AWAY_PAUSE_MAX_S, 60) * 1000;
    await until(() => watcher.state.prompt.deadline !== deadline, 5000, 'the deadline moved');
    expect(watcher.state.prompt.id).toBe(promptId);
    expect(watcher.state.prompt.deadline).toBe(deadline + budget);

    const back = await sdk().reconnect<WithPrompt>(token);
    ignoreMessages(back, 'seat:token', 'events', 'room:log');
    const errors = collectErrors(back);
    await until(() => watcher.state.seats[0].connected === true, 5000, 'seat 0 back');
    await until(() => watcher.state.prompt.deadline < deadline + budget, 5000, 'the clock going on');
    const away = Date.now() - leftAt;
    // What was left when it left, from when it came back: later than before by the time away, and no more.
    expect(watcher.state.prompt.deadline).toBeGreaterThan(deadline);
    expect(watcher.state.prompt.deadline).toBeLessThanOrEqual(deadline + away);
    expect(watcher.state.prompt.id).toBe(promptId);

    // The same prompt is still open: the seat answers it (the engine's own default answer, sent as a player's).
    const rules = engine()!;
    const game = (
      colyseus.getRoomById(player.roomId) as unknown as { game: Parameters<typeof rules.defaultCommand>[0] }
    ).game;
    const version = watcher.state.version;
    back.send('command', { seat: 0, command: rules.defaultCommand(game, 0 as Seat), prompt: promptId });
    await until(() => watcher.state.version > version, 5000, 'the answer accepted');
    expect(errors).toEqual([]);
    await back.leave();
    await watcher.leave();
  });
});
