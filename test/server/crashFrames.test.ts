// Issue 11 break 1: "One 16-byte frame stops the whole server." A client alone in its room sent type '*' (or
// '__no_message_handler') with the msgpack payload { toString: 0 }; the wildcard handler stringified it, the error
// reached the process's uncaught-exception path and every room closed. Each frame here is client data aimed at the
// room's and the core's handlers; the server must answer or close that client alone, and every other room goes on.
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';

const PORT = 2620;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
const uncaught: unknown[] = [];
const onUncaught = (e: unknown) => {
  uncaught.push(e);
};

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
  process.prependListener('uncaughtException', onUncaught);
});
afterAll(() => {
  process.off('uncaughtException', onUncaught);
  return colyseus.shutdown();
});

/** A room where the client holds seat 0 and renames itself: a live room whose state we can watch change. */
async function liveRoom(name: string) {
  const room = await sdk().create('battle', {});
  ignoreMessages(room, 'seat:token');
  room.send('seat:take', { seat: 0 });
  room.send('name', { name });
  await until(() => room.state.seats?.[0]?.name === name, 5000, `${name} seated`);
  return room;
}

/** The room still serves its clients: a rename reaches them. */
async function stillServes(room: SdkRoom, name: string) {
  room.send('name', { name });
  await until(() => room.state.seats?.[0]?.name === name, 5000, `rename to ${name}`);
}

const hostile = { toString: 0, valueOf: 0 };

describe('one frame cannot stop the server', () => {
  it.each([
    ['*', hostile],
    ['__no_message_handler', hostile],
    ['*', undefined],
    ['__no_message_handler', undefined],
    ['__proto__', hostile],
    ['constructor', hostile],
    ['toString', hostile],
    ['hasOwnProperty', { x: 1 }],
  ])(
    'type %j with payload %j: the sender is answered or closed, its room and every other room go on',
    async (type, payload) => {
      const other = await liveRoom('Other');
      const attacker = await sdk().create('battle', {});
      ignoreMessages(attacker, 'seat:token');
      const errors = collectErrors(attacker);
      let closed = 0;
      attacker.onLeave((code) => {
        closed = code;
      });
      await until(() => attacker.state.members?.size === 1);

      attacker.send(type, payload);
      await until(() => errors.length > 0 || closed !== 0, 5000, 'an answer to the hostile frame');

      expect(uncaught).toEqual([]);
      if (closed === 0) {
        expect(errors[0].code).toBe('net/unknown_type');
        expect(typeof errors[0].message).toBe('string');
        // The attacker's own room still answers it.
        attacker.send('seat:take', { seat: 1 });
        await until(() => attacker.state.seats?.[1]?.holder === attacker.sessionId, 5000, 'the attacker seated');
      }
      await stillServes(other, 'Still here');
      // New rooms can still be made: the process did not begin to shut down.
      const fresh = await liveRoom('Fresh');
      await fresh.leave();
      await other.leave();
      if (closed === 0) await attacker.leave();
    },
  );

  it('a hostile payload sent as bytes to the wildcard is refused with a reply that names no client data', async () => {
    const attacker = await sdk().create('battle', {});
    const errors = collectErrors(attacker);
    await until(() => attacker.state.members?.size === 1);
    attacker.sendBytes('*', new Uint8Array([0xde, 0xad, 0xbe, 0xef]));
    attacker.sendBytes('nothing-here', new Uint8Array([1, 2, 3]));
    await until(() => errors.length === 2, 5000, 'two replies');
    expect(errors.map((e) => e.code)).toEqual(['net/unknown_type', 'net/unknown_type']);
    expect(errors[1].type).toBe('nothing-here');
    expect(uncaught).toEqual([]);
    await attacker.leave();
  });
});
