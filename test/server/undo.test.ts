// Issue 16 §2 "Undo": the room keeps the turn's states, applies what the engine allows (shared/rules/undo.ts), tells
// everyone's log, and leaves the undone command out of the record, so a restore or a replay never sees it.
import path from 'node:path';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { engine, type Seat } from '../../server/engine';
import { readMatchRecord } from '../../server/records/matchRecord';
import { replayRecord } from '../../server/rooms/replayRecord';
import { autoPlay, seatView, type Synced } from './gameHelpers';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';

const PORT = 2732;
let colyseus: ColyseusTestServer;
let matchesDir: string;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  const booted = await bootServer(PORT, { restoreOnBoot: false });
  colyseus = booted.server;
  matchesDir = booted.settings.matchesDir;
});
afterAll(() => colyseus.shutdown());

describe('undo in the room', () => {
  it("a move is taken back to the exact state; the turn's end is final; nobody else can undo it; everyone's log is told; the record leaves it out", async () => {
    // Red's client holds seats 0 and 1, Blue's 2 and 3; a spectator watches.
    const red = await sdk().create<Synced>('battle', { variant: 'beginner', clock: 'none' });
    const blue = await sdk().joinById<Synced>(red.roomId);
    const spectator = await sdk().joinById<Synced>(red.roomId);
    for (const r of [red, blue, spectator]) ignoreMessages(r, 'seat:token', 'events');
    const logs = [red, blue, spectator].map((r) => {
      const list: Record<string, unknown>[] = [];
      r.onMessage('room:log', (m) => list.push(m));
      return list;
    });
    const redErrors = collectErrors(red);
    const blueErrors = collectErrors(blue);
    for (const seat of [0, 1]) red.send('seat:take', { seat });
    for (const seat of [2, 3]) blue.send('seat:take', { seat });
    blue.send('ready', { ready: true });
    await until(
      () => red.state.seats?.every((s) => s.holder && (s.holder === red.sessionId || s.ready)),
      5000,
      'seats',
    );
    red.send('start', {});
    await until(() => red.state.phase === 'playing', 5000, 'the start');

    // Play the setup with the bot's choices until a character's turn.
    // The stop listens first (listeners run in order): the bot must not play the turn it stops at.
    const isTurn = (r: SdkRoom<Synced>) => r.state.prompt.kind === 'turn';
    let stops: (() => void)[] = [];
    red.onStateChange(() => {
      if (isTurn(red)) stops.forEach((s) => s());
    });
    blue.onStateChange(() => {
      if (isTurn(blue)) stops.forEach((s) => s());
    });
    stops = [autoPlay(red, [0, 1]), autoPlay(blue, [2, 3])];
    await until(() => isTurn(red), 20_000, 'a turn');
    stops.forEach((s) => s());
    await new Promise((r) => setTimeout(r, 100));
    const seat = red.state.prompt.seats[0] as Seat;
    const owner = seat < 2 ? red : blue;
    const other = seat < 2 ? blue : red;
    const otherErrors = seat < 2 ? blueErrors : redErrors;
    const ownerErrors = seat < 2 ? redErrors : blueErrors;
    ownerErrors.length = 0;
    const rules = engine();
    const before = seatView(owner, seat);
    const unit = before.seats[seat]!;
    const move = rules.legalCommands(before, seat).moves[0];
    const v0 = owner.state.version;
    owner.send('command', { seat, command: { type: 'move', path: move.path }, prompt: owner.state.prompt.id });
    await until(() => owner.state.version > v0, 5000, 'the move');
    expect(seatView(owner, seat).units[unit].pos).toEqual(move.cell);

    // The other team may not take it back.
    other.send('undo', {});
    other.send('undo', { seat });
    await until(() => otherErrors.length >= 2, 5000, 'the other team refused');
    expect(otherErrors.slice(-2).map((e) => e.code)).toEqual(['undo/none', 'seat/not_yours']);

    const v1 = owner.state.version;
    owner.send('undo', {});
    await until(() => owner.state.version > v1, 5000, 'the undo');
    const after = seatView(owner, seat);
    expect(after.units[unit]).toEqual(before.units[unit]);
    expect(after.turn).toEqual(before.turn);
    await until(() => logs.every((l) => l.some((e) => e.type === 'undo')), 5000, 'the log');
    for (const l of logs) expect(l.find((e) => e.type === 'undo')).toMatchObject({ type: 'undo', seat });

    // Nothing more to take back; then the turn's end is final.
    owner.send('undo', {});
    await until(() => ownerErrors.length >= 1, 5000, 'nothing to undo');
    expect(ownerErrors[0]).toMatchObject({ code: 'undo/none', type: 'undo' });
    const v2 = owner.state.version;
    owner.send('command', { seat, command: { type: 'endTurn' }, prompt: owner.state.prompt.id });
    await until(() => owner.state.version > v2, 5000, 'the end of the turn');
    owner.send('undo', { seat });
    await until(() => ownerErrors.length >= 2, 5000, 'the refusal');
    expect(ownerErrors[1]).toMatchObject({
      code: 'undo/refused',
      ruleId: 'R-TURN-1',
      message: expect.stringMatching(/turn over/),
    });
    // Bad payloads change nothing.
    owner.send('undo', { seat: 9 });
    owner.send('undo', 'please');
    await until(() => ownerErrors.length >= 4, 5000, 'bad payloads');
    expect(ownerErrors.slice(2).map((e) => e.code)).toEqual(['net/bad_payload', 'net/bad_payload']);

    // The record: the undone move is out, and the record replays to the room's state.
    const record = readMatchRecord(path.join(matchesDir, `${red.state.matchId}.jsonl`))!;
    expect(record.problems).toEqual([]);
    const last = record.commands[record.commands.length - 1];
    expect(last.command).toEqual({ type: 'endTurn' });
    expect(
      record.commands.some(
        (c) =>
          (c.command as { type: string }).type === 'move' &&
          JSON.stringify(c.command).includes(JSON.stringify(move.path)),
      ),
    ).toBe(false);
    const replayed = replayRecord(rules, record);
    expect(replayed.ok).toBe(true);
    const room = colyseus.getRoomById(red.roomId) as unknown as { game: unknown };
    if (replayed.ok) expect(JSON.stringify(replayed.game)).toBe(JSON.stringify(room.game));
  }, 60_000);
});
