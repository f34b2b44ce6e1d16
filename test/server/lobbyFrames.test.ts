// Issue 28 break 1: "11 small frames stop the server." A client opened 11 connections to the lobby room and sent on
// each one 35-byte frame (type `__no_message_handler`, payload { toString: 0 }). The stock LobbyRoom had no guard, so
// each was an uncaught exception, and more than 10 in a minute is a storm to the process guard, which shut the server
// down. Every room type (the lobby, the battle room) must close the client whose data threw, and nothing of it may
// reach the process. Raw sockets and raw HTTP, as the attacker wrote them.
import type { ColyseusTestServer } from '@colyseus/testing';
import { getMessageBytes, Protocol } from '@colyseus/core';
import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClientGuards, type GuardedSocket } from '../../server/guard/ClientGuard';
import { installProcessGuard, type ProcessGuard } from '../../server/processGuard';
import { bootServer, until } from './helpers';
import { rawConnect, rawJoin, rawMatchmake, type RawSocket } from './rawClient';

const PORT = 3250;
let colyseus: ColyseusTestServer;
let guard: ProcessGuard;
let shutdowns = 0;
const uncaught: unknown[] = [];
const onUncaught = (e: unknown) => {
  uncaught.push(e);
};

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
  process.prependListener('uncaughtException', onUncaught);
  // The same guard as `npm start`, with its storm rule, its shutdown counted instead of run.
  guard = installProcessGuard({
    shutdown: () => {
      shutdowns++;
    },
    log: () => {},
  });
});
beforeEach(() => {
  uncaught.length = 0;
});
afterAll(() => {
  guard.uninstall();
  process.off('uncaughtException', onUncaught);
  return colyseus.shutdown();
});

const hostile = { toString: 0, valueOf: 0 };

/** Whether a lobby client was told of room `roomId` (`+` [roomId, listing]). */
function listed(lobby: RawSocket, roomId: string): boolean {
  return lobby.messages.some(([t, p]) => t === '+' && Array.isArray(p) && p[0] === roomId);
}

/** Sends `type` with `payload` on a fresh raw connection to `room`; resolves once the server answered or closed it. */
async function attack(roomName: string, method: string, type: string | number, payload: unknown): Promise<RawSocket> {
  const socket = await rawJoin(PORT, method, roomName, {});
  const before = socket.messages.length;
  socket.send(type, payload);
  await until(() => socket.closed !== null || socket.messages.length > before, 5000, `an answer to ${String(type)}`);
  return socket;
}

describe('no frame to any room type reaches the process', () => {
  it('11 connections to the lobby, each sending `__no_message_handler` with { toString: 0 }: each closed alone, no uncaught error, no shutdown', async () => {
    const honest = await rawJoin(PORT, 'joinOrCreate', 'lobby', {});
    await until(() => honest.messages.some(([t]) => t === 'rooms'), 5000, 'the listing');
    const sockets: RawSocket[] = [];
    for (let i = 0; i < 11; i++) {
      const s = await rawJoin(PORT, 'joinOrCreate', 'lobby', {});
      s.send('__no_message_handler', hostile);
      sockets.push(s);
    }
    await until(
      () => sockets.every((s) => s.closed !== null || s.messages.some(([t]) => t === 'error')),
      5000,
      'every attacker answered',
    );
    expect(uncaught).toEqual([]);
    expect(guard.caught()).toBe(0);
    expect(shutdowns).toBe(0);
    // The lobby still serves: an honest client sees a new room listed.
    const made = await rawMatchmake(PORT, 'create', 'battle', { roomName: 'Listed' });
    const room = await rawConnect(PORT, made);
    await until(() => listed(honest, made.room.roomId), 5000, 'a new listing');
    room.close();
    honest.close();
    for (const s of sockets) s.close();
  });

  it.each([
    ['lobby', 'joinOrCreate', '__no_message_handler', hostile],
    ['lobby', 'joinOrCreate', '*', hostile],
    ['lobby', 'joinOrCreate', 'filter', hostile],
    ['lobby', 'joinOrCreate', 'filter', { name: hostile, metadata: hostile }],
    ['lobby', 'joinOrCreate', 7, hostile],
    ['lobby', 'joinOrCreate', '__proto__', hostile],
    ['battle', 'create', '__no_message_handler', hostile],
    ['battle', 'create', '*', hostile],
    ['battle', 'create', 7, hostile],
  ])(
    '%s (%s): type %j with a hostile payload is answered or closes that client alone',
    async (roomName, method, type, payload) => {
      const socket = await attack(roomName, method, type, payload);
      expect(uncaught).toEqual([]);
      expect(guard.caught()).toBe(0);
      socket.close();
      // The server goes on: a new lobby client gets the listing.
      const after = await rawJoin(PORT, 'joinOrCreate', 'lobby', {});
      await until(() => after.messages.some(([t]) => t === 'rooms'), 5000, 'the listing');
      after.close();
    },
  );

  it('a lobby filter made of client data never throws in a later listing update', async () => {
    const filtered = await rawJoin(PORT, 'joinOrCreate', 'lobby', { filter: { name: 'battle', metadata: hostile } });
    filtered.send('filter', { name: 'battle', metadata: { toString: 0, code: hostile } });
    const honest = await rawJoin(PORT, 'joinOrCreate', 'lobby', {});
    const made = await rawMatchmake(PORT, 'create', 'battle', { roomName: 'After filter' });
    const room = await rawConnect(PORT, made);
    // The lobby sends each update to all its clients in one pass: once the honest client has it, the filtered one's
    // filter was applied to it too.
    await until(() => listed(honest, made.room.roomId), 5000, 'the listing update');
    honest.close();
    expect(uncaught).toEqual([]);
    expect(guard.caught()).toBe(0);
    room.close();
    filtered.close();
  });
});

describe('the transport catches what any room throws on a frame', () => {
  it('a room listener that throws on a frame: that client is closed with 4002, the error goes no further', () => {
    const closes: [number | undefined, string | undefined][] = [];
    const socket = Object.assign(new EventEmitter(), {
      readyState: 1,
      bufferedAmount: 0,
      send() {},
      terminate() {},
      close(code?: number, reason?: string) {
        closes.push([code, reason]);
      },
    }) as unknown as GuardedSocket & EventEmitter;
    const logs: string[] = [];
    new ClientGuards(
      { rateBurst: 30, rateRefillPerS: 15, floodKickRefusals: 100, sendBufferCapBytes: 1 << 20 },
      () => {},
      (l) => logs.push(l),
    ).add(socket, '203.0.113.9');
    // A room type with no guard of its own, as the stock lobby was.
    socket.on('message', () => {
      throw new TypeError('Cannot convert object to primitive value');
    });
    const frame = getMessageBytes.raw(Protocol.ROOM_DATA, '__no_message_handler', hostile);
    expect(() => socket.emit('message', frame, true)).not.toThrow();
    expect(closes).toEqual([[Protocol.WS_CLOSE_WITH_ERROR, 'bad message']]);
    expect(logs.join('\n')).toContain('203.0.113.9');
  });
});
