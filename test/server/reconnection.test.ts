// Issue 6 "Prompts, timers, reconnection": a dropped client keeps its seats for the reconnection window and comes
// back to the same session; a consented leave or an expired window frees them; seat tokens reclaim seats.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { bootServer, collectSeatTokens, until } from './helpers';

const PORT = 2613;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => { colyseus = (await bootServer(PORT)).server; });
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
