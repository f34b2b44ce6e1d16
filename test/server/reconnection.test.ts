// Issue 6 "Prompts, timers, reconnection": a dropped client keeps its seats for the reconnection window and comes
// back to the same session; a consented leave or an expired window frees them; seat tokens reclaim seats.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { autoPlay, type Synced } from './gameHelpers';
import { bootServer, collectSeatTokens, until } from './helpers';

const PORT = 2613;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

describe('reconnection before the start', () => {
  it('keeps the seats of a dropped client and gives them back on reconnect with the same session', async () => {
    const a = await sdk().create('battle', { name: 'Ann' });
    collectSeatTokens(a);
    const b = await sdk().joinById(a.roomId);
    a.send('seat:take', { seat: 0 });
    a.send('seat:take', { seat: 2 });
    await until(() => b.state.seats?.[2]?.holder === a.sessionId);
    const token = a.reconnectionToken;
    await a.leave(false); // abrupt: not consented
    await until(() => b.state.seats[0].connected === false && b.state.members.get(a.sessionId)?.connected === false);
    expect(b.state.seats[0].holder).toBe(a.sessionId);
    const back = await sdk().reconnect(token);
    expect(back.sessionId).toBe(a.sessionId);
    await until(() => back.state.seats?.[2]?.holder === back.sessionId && back.state.seats[2].connected);
    await until(() => b.state.seats[0].connected === true);
  });

  it('frees the seats when the reconnection window passes', async () => {
    const a = await sdk().create('battle', { reconnectS: 0.3 });
    collectSeatTokens(a);
    const b = await sdk().joinById(a.roomId);
    a.send('seat:take', { seat: 1 });
    await until(() => b.state.seats?.[1]?.holder === a.sessionId);
    const token = a.reconnectionToken;
    await a.leave(false);
    await until(() => b.state.seats[1].holder === '', 3000, 'seat freed');
    await expect(sdk().reconnect(token)).rejects.toThrow(/expired|invalid/);
  });

  it('moves a seat to whoever joins with its seat token', async () => {
    const a = await sdk().create('battle', {});
    const tokens = collectSeatTokens(a);
    a.send('seat:take', { seat: 3 });
    await until(() => tokens[3]);
    const b = await sdk().joinById(a.roomId, { name: 'Same person, new tab', seatTokens: [tokens[3], 'forged'] });
    await until(() => b.state.seats?.[3]?.holder === b.sessionId);
    expect(b.state.seats[3].name).toBe('Same person, new tab');
    await until(() => a.state.members.get(a.sessionId)?.spectator === true);
  });
});

describe('a consented leave during a match (the seat waits the window: the home page offers the way back)', () => {
  it('closes the connection at once, keeps the seats for the window, and a reconnection stays connected', async () => {
    const a = await sdk().create<Synced>('battle', { quickPlay: true, reconnectS: 30 });
    collectSeatTokens(a);
    await until(() => a.state.phase === 'playing', 10_000, 'the match started');
    const seat = a.state.seats.findIndex((s) => s.holder === a.sessionId);
    const watcher = await sdk().joinById(a.roomId);
    watcher.onMessage('events', () => {});
    const token = a.reconnectionToken;
    const t0 = Date.now();
    await a.leave(true);
    // Before, Colyseus closed a consented leave only once onLeave returned: after the whole reconnection window.
    expect(Date.now() - t0).toBeLessThan(3000);
    await until(() => watcher.state.seats[seat].connected === false, 3000, 'seat shown disconnected');
    expect(watcher.state.seats[seat].holder).toBe(a.sessionId);

    const back = await sdk().reconnect<Synced>(token);
    back.onMessage('events', () => {});
    back.onMessage('seat:token', () => {});
    let closed: number | null = null;
    back.onLeave((code) => {
      closed = code;
    });
    expect(back.sessionId).toBe(a.sessionId);
    await until(() => watcher.state.seats[seat].connected === true, 3000, 'seat connected again');
    // The leave's own close must not fall on the connection that came back.
    await new Promise((r) => setTimeout(r, 500));
    expect(closed).toBeNull();
    expect(back.connection.isOpen).toBe(true);
    await back.leave(false);
    await watcher.leave();
  });
});

describe('the event log after a drop or a late join (issue 6: a returning client sees the match at once)', () => {
  type Events = { version: number; events: { n: number; type: string }[] };

  it('sends the recent events to a client that reconnects mid-match and to a spectator who joins late', async () => {
    const a = await sdk().create<Synced>('battle', { quickPlay: true, turnDeadlineS: 0, reactionDeadlineS: 0 });
    collectSeatTokens(a);
    const seen: number[] = [];
    a.onMessage('events', (m: Events) => seen.push(...m.events.map((e) => e.n)));
    const stop = autoPlay(a, [0]);
    await until(() => a.state.phase === 'playing' && seen.length >= 2, 10_000, 'some play');
    stop();
    const token = a.reconnectionToken;
    await a.leave(false);
    const back = await sdk().reconnect(token);
    const replayed: number[] = [];
    back.onMessage('events', (m: Events) => replayed.push(...m.events.map((e) => e.n)));
    back.onMessage('seat:token', () => {});
    await until(() => replayed.length > 0, 3000, 'events after the reconnection');
    expect(replayed).toEqual(expect.arrayContaining(seen.slice(-2)));

    const late = await sdk().joinById(a.roomId);
    const spectated: number[] = [];
    late.onMessage('events', (m: Events) => spectated.push(...m.events.map((e) => e.n)));
    await until(() => spectated.length > 0, 3000, 'events for the late spectator');
    expect(spectated).toEqual(expect.arrayContaining(seen.slice(-2)));
  });
});
