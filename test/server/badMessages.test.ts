// Issue 6 "Every bad message gets an error reply to its sender and changes nothing" (docs/online.md), for the
// kinds the room catches itself: unknown type, malformed payload, oversized, flood. Engine refusals (out of turn,
// another seat's prompt) are in game.test.ts.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';

const PORT = 2612;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

async function seatedRoom() {
  const a = await sdk().create('battle', {});
  ignoreMessages(a, 'seat:token');
  const errors = collectErrors(a);
  a.send('seat:take', { seat: 0 });
  await until(() => a.state.seats?.[0]?.holder === a.sessionId);
  return { a, errors, snapshot: () => JSON.stringify(a.state.toJSON()) };
}

describe('bad messages', () => {
  it('answers an unknown message type with net/unknown_type and changes nothing', async () => {
    const { a, errors, snapshot } = await seatedRoom();
    const before = snapshot();
    a.send('teleport', { to: 'anywhere' });
    a.send(42 as unknown as string, {});
    await until(() => errors.length === 2);
    expect(errors.map((e) => e.code)).toEqual(['net/unknown_type', 'net/unknown_type']);
    expect(errors[0].type).toBe('teleport');
    expect(snapshot()).toBe(before);
  });

  it.each([
    ['seat:take', { seat: 7 }],
    ['seat:take', 'zero'],
    ['seat:take', undefined],
    ['seat:leave', { seat: '0' }],
    ['seat:bot', { seat: 1 }],
    ['ready', { ready: 'yes' }],
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(40) }],
    ['command', { seat: 0 }],
    ['command', { seat: 5, command: {} }],
    ['command', { seat: 0, command: [1, 2] }],
    ['command', { seat: 0, command: {}, prompt: 3 }],
    ['options', [1, 2]],
  ])('answers a malformed %s payload %j with net/bad_payload and changes nothing', async (type, payload) => {
    const { a, errors, snapshot } = await seatedRoom();
    const before = snapshot();
    a.send(type, payload);
    await until(() => errors.length === 1);
    expect(errors[0]).toMatchObject({ code: 'net/bad_payload', type });
    expect(snapshot()).toBe(before);
  });

  it('answers a message over the size limit with net/too_large and changes nothing', async () => {
    const { a, errors, snapshot } = await seatedRoom();
    const before = snapshot();
    a.send('name', { name: 'x'.repeat(5000) });
    await until(() => errors.length === 1);
    expect(errors[0]).toMatchObject({ code: 'net/too_large', type: 'name' });
    expect(snapshot()).toBe(before);
  });

  it('closes the socket on a frame over 8 KiB (1009) and keeps the seat for the reconnection window', async () => {
    const { a } = await seatedRoom();
    const watcher = await sdk().joinById(a.roomId);
    let code = 0;
    a.onLeave((c) => {
      code = c;
    });
    a.send('name', { name: 'x'.repeat(20_000) });
    await until(() => code !== 0);
    expect(code).toBe(1009);
    await until(() => watcher.state.seats[0].connected === false);
    expect(watcher.state.seats[0].holder).toBe(a.sessionId);
  });

  it('refuses a flood with net/rate_limited while another client is still answered at once', async () => {
    const { a, errors, snapshot } = await seatedRoom();
    const b = await sdk().joinById(a.roomId);
    const bErrors = collectErrors(b);
    await until(() => a.state.members.size === 2);
    const before = snapshot();
    let closedWith = 0;
    a.onLeave((code) => {
      closedWith = code;
    });
    for (let i = 0; i < 500; i++) a.send('ready', { ready: 'no' });
    b.send('ready', { ready: true }); // b holds no seat: seat/none, answered despite a's flood
    await until(() => bErrors.length === 1 && closedWith !== 0, 10_000);
    expect(bErrors[0].code).toBe('seat/none');
    // Replies are coalesced (docs/online.md "Limits"): a few, not one per message; the flooder is closed.
    const codes = new Set(errors.map((e) => e.code));
    expect(codes).toEqual(new Set(['net/bad_payload', 'net/rate_limited']));
    expect(errors.length).toBeLessThan(50);
    expect(closedWith).toBe(4429);
    expect(snapshot()).toBe(before);
  });
});
