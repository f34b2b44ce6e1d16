// Issue 11 break 6 "No way back after a bot takes your seat" and the token rotation of break 7: a player with the seat
// token reclaims the seat at any time of the match — from the bot that took it over, or from the deadlines when bot
// takeover is off — and each use of a token replaces it, so a token seen once cannot be replayed.
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { engine, type Seat } from '../../server/engine';
import { awaits, seatView, type Synced } from './gameHelpers';
import { bootServer, collectSeatTokens, ignoreMessages, until } from './helpers';

const PORT = 2623;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

/** A started beginner match: the player holds seat 0 (with its token), a watcher follows, bots hold the rest. */
async function match(options: Record<string, unknown>) {
  const player = await sdk().create<Synced>('battle', {
    name: 'Ann',
    botsForEmpty: true,
    turnDeadlineS: 0,
    reactionDeadlineS: 0,
    ...options,
  });
  const tokens = collectSeatTokens(player);
  player.onMessage('events', () => {});
  player.send('seat:take', { seat: 0 });
  await until(() => tokens[0], 5000, 'the seat token');
  const watcher = await sdk().joinById<Synced>(player.roomId, { name: 'Watcher' });
  ignoreMessages(watcher, 'events');
  player.send('start', {});
  await until(() => watcher.state.phase === 'playing', 5000, 'the start');
  return { player, watcher, token: tokens[0] };
}

/** Rejoins with a seat token, collecting the new tokens it is sent. */
async function rejoin(code: string, seatTokens: string[]) {
  const room = await sdk().joinById<Synced>(code, { name: 'Ann again', seatTokens });
  ignoreMessages(room, 'events', 'error');
  const tokens = collectSeatTokens(room);
  return { room, tokens };
}

/** The holder of `seat` answers the open prompt for it with the engine's default (it is that seat's turn or choice). */
async function answerAsHolder(room: SdkRoom<Synced>, seat: Seat) {
  await until(() => awaits(room, seat), 20_000, `a prompt for seat ${seat}`);
  const v = room.state.version;
  room.send('command', {
    seat,
    command: engine().defaultCommand(seatView(room, seat), seat),
    prompt: room.state.prompt.id,
  });
  await until(() => room.state.version > v, 5000, 'the answer accepted');
}

describe('seat tokens during the match', () => {
  it('reclaims the seat from the bot that took it over, and plays it', async () => {
    const { player, watcher, token } = await match({ reconnectS: 0.2, botTakeover: true });
    await player.leave(false);
    await until(() => watcher.state.seats[0].bot === true, 5000, 'bot takeover');
    const { room } = await rejoin(watcher.state.code, [token]);
    await until(
      () => room.state.seats?.[0]?.holder === room.sessionId && !room.state.seats[0].bot,
      5000,
      'the seat reclaimed',
    );
    expect(room.state.seats[0].name).toBe('Ann again');
    expect(room.state.members.get(room.sessionId)?.spectator).toBe(false);
    // The seat's private layer reached the new session, and it answers its own prompts again.
    expect(room.state.layers[0].leaves.size).toBeGreaterThan(0);
    await answerAsHolder(room, 0);
  });

  it('reclaims a seat the player gave up with seat:leave during the match', async () => {
    const { player, watcher, token } = await match({ reconnectS: 30, botTakeover: true });
    player.send('seat:leave', { seat: 0 });
    await until(() => watcher.state.seats[0].bot === true, 5000, 'bot takeover');
    const { room } = await rejoin(watcher.state.code, [token]);
    await until(
      () => room.state.seats?.[0]?.holder === room.sessionId && !room.state.seats[0].bot,
      5000,
      'the seat reclaimed',
    );
  });

  it('with bot takeover off, reclaims the seat the deadlines were answering', async () => {
    const { player, watcher, token } = await match({ reconnectS: 0.2, botTakeover: false });
    await player.leave(false);
    await until(() => watcher.state.members.size === 1, 5000, 'the window over');
    expect(watcher.state.seats[0]).toMatchObject({ holder: '', bot: false, connected: false });
    const { room } = await rejoin(watcher.state.code, [token]);
    await until(
      () => room.state.seats?.[0]?.holder === room.sessionId && room.state.seats[0].connected,
      5000,
      'the seat reclaimed',
    );
  });

  it('rotates the token on each use: the new session gets a new one, and the old one claims nothing any more', async () => {
    const { player, watcher, token } = await match({ reconnectS: 30, botTakeover: true });
    const first = await rejoin(watcher.state.code, [token]);
    await until(() => first.tokens[0], 5000, 'a new token');
    expect(first.tokens[0]).not.toBe(token);
    await until(() => player.state.members.get(player.sessionId)?.spectator === true, 5000, 'the old tab a spectator');
    // Someone who saw the first token replays it: nothing moves.
    const replay = await rejoin(watcher.state.code, [token]);
    await until(() => replay.room.state.members?.size === 4, 5000, 'the replayer joined');
    expect(replay.room.state.seats[0].holder).toBe(first.room.sessionId);
    expect(replay.room.state.members.get(replay.room.sessionId)?.spectator).toBe(true);
    // The new token still works.
    const second = await rejoin(watcher.state.code, [first.tokens[0]]);
    await until(
      () => second.room.state.seats?.[0]?.holder === second.room.sessionId,
      5000,
      'the seat moved with the new token',
    );
  });
});
