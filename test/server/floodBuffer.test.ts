// Issue 11 break "replies pile up for a client that never reads": the server kept every frame for such a client in
// memory. A client that stops reading (its socket paused) while its room is busy must be dropped once what the server
// holds for it passes the cap, and that amount must never grow far past the cap.
import { matchMaker } from '@colyseus/core';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { ColyseusTestServer } from '@colyseus/testing';
import { bootServer, ignoreMessages, until } from './helpers';

const PORT = 2651;
const CAP = 256 * 1024;
const FILLER = 'x'.repeat(32 * 1024);
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT, { sendBufferCapBytes: CAP })).server;
});
afterAll(() => colyseus.shutdown());

function socketOf(room: SdkRoom): WebSocket {
  return (room as unknown as { connection: { transport: { ws: WebSocket } } }).connection.transport.ws;
}

describe('a client that never reads', () => {
  it('is dropped once its unsent buffer passes the cap, and the buffer never grows far past it', async () => {
    const reader = await sdk().create('battle', {});
    ignoreMessages(reader, 'seat:token', 'filler');
    const sleeper = await sdk().joinById(reader.roomId);
    ignoreMessages(sleeper, 'filler');
    await until(() => reader.state.members?.size === 2);
    const socket = (socketOf(sleeper) as unknown as { _socket: { pause(): void } })._socket;
    socket.pause(); // reads nothing from now on

    // The server's view of the sleeper's connection.
    const room = matchMaker.getLocalRoomById(reader.roomId)!;
    const serverSide = room.clients.find((c) => c.sessionId === sleeper.sessionId)!.ref as WebSocket;

    // A busy room: 16 MiB of broadcasts, far more than the kernel's socket buffers hold.
    let maxBuffered = 0;
    for (let i = 0; i < 512 && serverSide.readyState === serverSide.OPEN; i++) {
      room.broadcast('filler', FILLER);
      maxBuffered = Math.max(maxBuffered, serverSide.bufferedAmount);
      if (i % 8 === 7) await new Promise((r) => setImmediate(r));
    }

    await until(() => serverSide.readyState === serverSide.CLOSED, 5000, 'the sleeper dropped');
    // One frame may land on top of the cap before the check that drops the client.
    expect(maxBuffered).toBeLessThanOrEqual(CAP + FILLER.length + 1024);
    // The room noticed: the reader sees the sleeper disconnected (its seat and session wait the reconnection window).
    await until(
      () => reader.state.members.get(sleeper.sessionId)?.connected === false,
      5000,
      'the sleeper marked disconnected',
    );
    reader.send('name', { name: 'Still here' });
    await until(() => reader.state.members.get(reader.sessionId)?.name === 'Still here', 5000, 'the reader served');
  });
});
