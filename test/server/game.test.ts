// Issue 6 "Proof": four SDK clients play a whole beginner game over the network (the bot drives each client through
// legalCommands on its own view), deadlines fire and submit the engine's default, a client that drops mid-prompt comes
// back to the prompt, and engine refusals (out of turn, another seat's prompt) reach only the sender and change nothing.
import fs from 'node:fs';
import path from 'node:path';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { engine, type Seat } from '../../server/engine';
import { readMatchRecord } from '../../server/records/matchRecord';
import { autoPlay, awaits, seatView, type Synced } from './gameHelpers';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';

const PORT = 2615;
let colyseus: ColyseusTestServer;
let matchesDir: string;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  const booted = await bootServer(PORT);
  colyseus = booted.server;
  matchesDir = booted.settings.matchesDir;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

/** Four clients, one seat each, all ready, started by the host. */
async function table(options: Record<string, unknown> = {}): Promise<SdkRoom<Synced>[]> {
  const host = await sdk().create<Synced>('battle', { name: 'P0', ...options });
  const rooms = [host];
  for (let i = 1; i < 4; i++) rooms.push(await sdk().joinById<Synced>(host.roomId, { name: `P${i}` }));
  rooms.forEach((r, seat) => {
    ignoreMessages(r, 'seat:token');
    r.send('seat:take', { seat });
    r.send('ready', { ready: true });
  });
  await until(
    () => rooms.every((r) => r.state.seats?.[3]?.holder && r.state.seats.every((s) => s.holder)),
    5000,
    'seats',
  );
  host.send('start', {});
  await until(() => rooms.every((r) => r.state.phase === 'playing' && r.state.prompt?.id), 5000, 'start');
  return rooms;
}

describe('a whole game over the network', () => {
  it('four bot-driven SDK clients play a beginner game to its end; the record replays to the same final view', async () => {
    const rooms = await table({ variant: 'beginner', turnDeadlineS: 0, reactionDeadlineS: 0 });
    const stops = rooms.map((r, seat) => autoPlay(r, [seat as Seat]));
    await until(() => rooms.every((r) => r.state.phase === 'finished'), 120_000, 'the end of the game');
    stops.forEach((s) => s());
    const matchId = rooms[0].state.matchId;
    const file = path.join(matchesDir, `${matchId}.jsonl`);
    const record = await until(
      () => {
        const r = readMatchRecord(file);
        return r?.end ? r : null;
      },
      3000,
      'the end line on disk',
    );
    expect(record.commands.length).toBe(rooms[0].state.version - 1);
    // Replaying (setup, commands) through the engine gives the view every client ended with.
    const rules = engine()!;
    let game = rules.createMatch(record.setup.setup);
    for (const c of record.commands) {
      const r = rules.applyCommand(game, c.seat as Seat, c.command);
      expect(r.ok).toBe(true);
      if (r.ok) game = r.state;
    }
    expect(seatView(rooms[2], 'spectator')).toEqual(JSON.parse(JSON.stringify(rules.viewFor(game, 'spectator'))));
    expect(seatView(rooms[1], 1)).toEqual(JSON.parse(JSON.stringify(rules.viewFor(game, 1))));
    // The finished match is listed for replay.
    const list = (await (await fetch(`http://127.0.0.1:${PORT}/api/matches`)).json()) as { matchId: string }[];
    expect(list.map((m) => m.matchId)).toContain(matchId); // the end line is on disk (polled above)
  }, 180_000);
});

describe('deadlines', () => {
  it('sends the deadline with the prompt and submits the engine default when it passes', async () => {
    const t0 = Date.now();
    const rooms = await table({ turnDeadlineS: 0.3, reactionDeadlineS: 0.3 });
    const first = rooms[0].state.prompt;
    expect(first.deadline).toBeGreaterThanOrEqual(t0 + 250);
    expect(first.deadline).toBeLessThanOrEqual(Date.now() + 400);
    const firstId = first.id;
    const v0 = rooms[0].state.version;
    await until(() => rooms[0].state.version >= v0 + 2, 5000, 'two expiries');
    expect(rooms[0].state.prompt.id).not.toBe(firstId);
    // The record is appended through a write stream: poll until the lines are on disk.
    const file = path.join(matchesDir, `${rooms[0].state.matchId}.jsonl`);
    const record = await until(
      () => {
        const r = readMatchRecord(file);
        return r && r.commands.length >= 2 ? r : null;
      },
      3000,
      'two records',
    );
    expect(record.commands.every((c) => c.by === 'timeout')).toBe(true);
  });
});

describe('reconnection mid-prompt', () => {
  it('a player who drops while the room awaits them comes back to the same prompt, with their own view, and answers it', async () => {
    const rooms = await table({ turnDeadlineS: 0, reactionDeadlineS: 0, reconnectS: 5 });
    const seat = rooms[0].state.prompt.seats[0] as Seat;
    const dropped = rooms[seat];
    const promptId = dropped.state.prompt.id;
    const ownView = JSON.stringify(seatView(dropped, seat));
    const token = dropped.reconnectionToken;
    const other = rooms[(seat + 1) % 4];
    await dropped.leave(false);
    await until(() => other.state.seats[seat].connected === false, 3000, 'seen as dropped');
    const back = await sdk().reconnect<Synced>(token);
    ignoreMessages(back, 'seat:token', 'events');
    // The first full state after reconnecting already carries the prompt and the seat's private layer.
    await until(() => back.state.prompt?.id, 2000, 'state on reconnect');
    expect(back.state.prompt.id).toBe(promptId);
    expect(awaits(back, seat)).toBe(true);
    expect(JSON.stringify(seatView(back, seat))).toBe(ownView);
    const v = back.state.version;
    const rules = engine()!;
    back.send('command', { seat, command: rules.defaultCommand(seatView(back, seat), seat), prompt: promptId });
    await until(() => other.state.version > v, 3000, 'answer accepted');
    await until(() => other.state.seats[seat].connected === true);
  });

  it('a bot takes the seat of a player who does not come back, and the game goes on', async () => {
    const rooms = await table({ turnDeadlineS: 0, reactionDeadlineS: 0, reconnectS: 0.3 });
    const seat = rooms[0].state.prompt.seats[0] as Seat;
    const v = rooms[0].state.version;
    await rooms[seat].leave(false);
    const other = rooms[(seat + 1) % 4];
    await until(() => other.state.seats[seat].bot === true, 3000, 'bot takeover');
    await until(() => other.state.version > v, 3000, 'the bot answered');
  });
});

describe('engine refusals', () => {
  it('refuses a command from a seat that is not awaited with the engine error, to the sender only, and changes nothing', async () => {
    const rooms = await table({ turnDeadlineS: 0, reactionDeadlineS: 0 });
    const awaited = rooms[0].state.prompt.seats[0] as Seat;
    const wrong = ((awaited + 1) % 4) as Seat;
    const errors = rooms.map(collectErrors);
    const before = JSON.stringify(rooms[0].state.toJSON());
    const rules = engine()!;
    // The awaited seat's own default answer, sent by another seat for itself: out of turn / not its prompt.
    rooms[wrong].send('command', {
      seat: wrong,
      command: rules.defaultCommand(seatView(rooms[awaited], awaited), awaited),
    });
    await until(() => errors[wrong].length === 1, 3000, 'error');
    expect(errors[wrong][0].code).toMatch(/^[a-z]+\/[a-z_]+$/);
    expect(errors[wrong][0].type).toBe('command');
    await new Promise((r) => setTimeout(r, 100));
    expect(errors.filter((e, i) => i !== wrong).every((e) => e.length === 0)).toBe(true);
    expect(JSON.stringify(rooms[0].state.toJSON())).toBe(before);
  });

  it('refuses answering for a seat one does not hold (seat/not_yours) and a stale prompt id (prompt/stale)', async () => {
    const rooms = await table({ turnDeadlineS: 0, reactionDeadlineS: 0 });
    const awaited = rooms[0].state.prompt.seats[0] as Seat;
    const intruder = rooms[(awaited + 2) % 4];
    const errors = collectErrors(intruder);
    const own = collectErrors(rooms[awaited]);
    const before = JSON.stringify(rooms[0].state.toJSON());
    const rules = engine()!;
    const answer = rules.defaultCommand(seatView(rooms[awaited], awaited), awaited);
    intruder.send('command', { seat: awaited, command: answer, prompt: rooms[0].state.prompt.id });
    rooms[awaited].send('command', { seat: awaited, command: answer, prompt: 'not-the-open-prompt' });
    await until(() => errors.length === 1 && own.length === 1, 3000, 'errors');
    expect(errors[0].code).toBe('seat/not_yours');
    expect(own[0].code).toBe('prompt/stale');
    expect(JSON.stringify(rooms[0].state.toJSON())).toBe(before);
  });

  it('refuses commands before the start (room/not_started) and a malformed command with the engine code', async () => {
    const host = await sdk().create<Synced>('battle', {});
    ignoreMessages(host, 'seat:token');
    const errors = collectErrors(host);
    host.send('seat:take', { seat: 0 });
    await until(() => host.state.seats?.[0]?.holder);
    host.send('command', { seat: 0, command: { type: 'endTurn' } });
    await until(() => errors.length === 1);
    expect(errors[0].code).toBe('room/not_started');
    const rooms = await table({ turnDeadlineS: 0, reactionDeadlineS: 0 });
    const seat = rooms[0].state.prompt.seats[0] as Seat;
    const e2 = collectErrors(rooms[seat]);
    const before = JSON.stringify(rooms[0].state.toJSON());
    rooms[seat].send('command', { seat, command: { type: 'fly', to: 'moon' } });
    await until(() => e2.length === 1);
    expect(e2[0].code).toMatch(/^command\//);
    expect(JSON.stringify(rooms[0].state.toJSON())).toBe(before);
  });
});

void fs;
