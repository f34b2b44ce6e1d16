// Issue 6 "quick play (a room filled with bots)" and bots filling seats on request: one person against three bots plays
// a whole game; a player who leaves their seat mid-game is replaced by a bot; the lobby shows the match as started.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Seat } from '../../server/engine';
import { autoPlay, type Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';

const PORT = 2618;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

describe('bots', () => {
  it('quick play: one person and three bots play a whole game; the room is private', async () => {
    const me = await sdk().create<Synced>('battle', {
      quickPlay: true,
      name: 'Solo',
      turnDeadlineS: 0,
      reactionDeadlineS: 0,
    });
    ignoreMessages(me, 'seat:token');
    await until(() => me.state.phase === 'playing', 5000, 'start');
    expect(me.state.seats.map((s) => [s.holder === me.sessionId, s.bot])).toEqual([
      [true, false],
      [false, true],
      [false, true],
      [false, true],
    ]);
    // Every patch that brings a new version brings its prompt too: a version is never seen with two prompt ids
    // (the UI resets on each change, so a stale prompt in between lost a key press).
    const promptOf = new Map<number, Set<string>>();
    me.onStateChange((st) => {
      if (st.phase !== 'playing') return;
      const seen = promptOf.get(st.version) ?? new Set<string>();
      seen.add(st.prompt.id);
      promptOf.set(st.version, seen);
    });
    const stop = autoPlay(me, [0]);
    await until(() => me.state.phase === 'finished', 120_000, 'the end of the game');
    stop();
    expect([...promptOf].filter(([, ids]) => ids.size > 1)).toEqual([]);
    expect(promptOf.size).toBeGreaterThan(20);
    // Listed for replay once the end line is on disk (the record is written through a stream).
    const listed = async () =>
      ((await colyseus.sdk.http.get('/api/matches')).data as { matchId: string }[]).some(
        (m) => m.matchId === me.state.matchId,
      );
    for (let i = 0; i < 100 && !(await listed()); i++) await new Promise((r) => setTimeout(r, 30));
    expect(await listed()).toBe(true);
  }, 180_000);

  it('botsForEmpty fills the empty seats at the start; one client may play two seats', async () => {
    const me = await sdk().create<Synced>('battle', { botsForEmpty: true, turnDeadlineS: 0, reactionDeadlineS: 0 });
    ignoreMessages(me, 'seat:token');
    me.send('seat:take', { seat: 0 });
    me.send('seat:take', { seat: 2 });
    await until(() => me.state.seats?.[2]?.holder === me.sessionId);
    me.send('start', {});
    await until(() => me.state.phase === 'playing', 5000, 'start');
    expect(me.state.seats.map((s) => s.bot)).toEqual([false, true, false, true]);
    const stop = autoPlay(me, [0, 2]);
    await until(() => me.state.version >= 12 || me.state.phase === 'finished', 60_000, 'play');
    stop();
  }, 180_000);

  it('a player who leaves their seat mid-game is replaced by a bot and the match goes on', async () => {
    const host = await sdk().create<Synced>('battle', { turnDeadlineS: 0, reactionDeadlineS: 0 });
    const other = await sdk().joinById<Synced>(host.roomId);
    for (const r of [host, other]) ignoreMessages(r, 'seat:token', 'events');
    host.send('seat:take', { seat: 0 });
    host.send('seat:take', { seat: 1 });
    other.send('seat:take', { seat: 2 });
    other.send('seat:take', { seat: 3 });
    other.send('ready', { ready: true });
    await until(
      () => host.state.seats?.every((s) => s.holder && (s.holder === host.sessionId || s.ready)),
      5000,
      'seats',
    );
    host.send('start', {});
    await until(() => host.state.phase === 'playing', 5000, 'start');
    const stop = autoPlay(host, [0, 1]);
    other.send('seat:leave', { seat: 2 });
    other.send('seat:leave', { seat: 3 });
    await until(() => host.state.seats[2].bot && host.state.seats[3].bot, 3000, 'bots took the seats');
    await until(() => host.state.phase === 'finished', 120_000, 'the end of the game');
    stop();
  }, 180_000);
});

describe('lobby listing of a started match', () => {
  it('shows started: true once the match runs', async () => {
    const lobby = await sdk().joinOrCreate('lobby');
    let rooms: { roomId: string; metadata?: { started: boolean } }[] = [];
    lobby.onMessage('rooms', (r) => {
      rooms = r;
    });
    lobby.onMessage('+', ([id, room]) => {
      rooms = rooms.filter((r) => r.roomId !== id).concat(room);
    });
    lobby.onMessage('-', () => {});
    const host = await sdk().create<Synced>('battle', { botsForEmpty: true });
    ignoreMessages(host, 'seat:token', 'events');
    host.send('seat:take', { seat: 0 });
    host.send('start', {});
    await until(
      () => rooms.find((r) => r.roomId === host.roomId && r.metadata?.started),
      5000,
      'started in the listing',
    );
    await lobby.leave();
  });
});

void (0 as unknown as Seat);
