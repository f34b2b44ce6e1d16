// Issue 28 break 10: "Memory after a restart and all clients gone stayed 21 MiB above a fresh start: find what is
// kept." A heap snapshot of such a server (test/bench/restartMemory.ts, test/bench/heapSnapshotDiff.ts) held every
// restored room after its disposal: a strong bot thinks on a worker thread, and its answer, arriving after the last
// client left and the room was disposed, was still played. It opened the next prompt, whose deadline timer (10 minutes
// for a seat with no clock) kept the disposed room, its match and its parts alive, and the match played on with nobody
// in it. Counts, not time: once the late answer has come, the disposed room took no command, holds no timer, and asked
// no bot for more.
import type { ColyseusTestServer } from '@colyseus/testing';
import { matchMaker } from '@colyseus/core';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BotRequest } from '../../server/bots/botBrain';
import type { Command } from '../../server/engine';
import type { RoomTimers } from '../../server/rooms/RoomTimers';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';

const PORT = 3700;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

/** The test's brain: each request waits until the test answers it, as a strong bot on its worker thread does. */
const asked: { request: BotRequest; answer: (c: Command | null) => void }[] = [];
const heldBrain = (request: BotRequest) => new Promise<Command | null>((answer) => asked.push({ request, answer }));

/** What the test reads of the server's room (its own counters). */
type ServerRoom = { commandCount: number; timers: RoomTimers };

beforeAll(async () => {
  colyseus = (await bootServer(PORT, { botBrain: heldBrain, overloadLagMs: 60_000 })).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(async () => {
  asked.length = 0;
  await colyseus.cleanup();
});

/** Lets every promise already settled run its continuations (one turn of the event loop, no clock). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('issue 28 break 10: nothing of a disposed room stays', () => {
  it("a bot's answer that comes after the room was disposed is dropped: no command, no timer, no new question", async () => {
    // No reconnection window: the host's leave is final, and the room, empty, is disposed at once.
    const host: SdkRoom<Synced> = await sdk().create('battle', {
      botsForEmpty: true,
      botLevel: 'strong',
      reconnectS: 0,
      name: 'Host',
    });
    ignoreMessages(host, 'seat:token', 'events', 'room:log');
    host.send('seat:take', { seat: 3 });
    host.send('ready', { ready: true });
    await until(() => host.state.seats?.[3]?.ready, 5000, 'the seat');
    host.send('start', {});
    await until(() => host.state.phase === 'playing', 5000, 'the start');
    // Seat 0 (a bot) places first: its decision is asked and held.
    await until(() => asked.length > 0, 5000, 'the bot asked');
    const code = host.roomId;
    const room = colyseus.getRoomById(code) as unknown as ServerRoom;
    const commands = room.commandCount;

    await host.leave();
    await until(() => matchMaker.getLocalRoomById(code) === undefined, 5000, 'the room disposed');
    expect(room.timers.pending).toBe(0);

    const { rules, game, seat } = asked[0].request;
    asked[0].answer(rules.legalCommands(game, seat).commands[0]);
    await settle();
    await settle();
    expect({ commands: room.commandCount, timers: room.timers.pending, asked: asked.length }).toEqual({
      commands,
      timers: 0,
      asked: 1,
    });
  }, 30_000);
});
