// Issue 16 §2 "Clocks that fit the company": no clock against bots by default; in rooms, a per-move clock or a time
// bank chosen by the host; a timeout still answers with the engine's default, and every client's log is told.
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { engine, type Seat } from '../../server/engine';
import { seatView, type Synced } from './gameHelpers';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';

const PORT = 2731;
const IDLE_S = 40;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT, { idleLimitS: IDLE_S, botDelayMs: 30 })).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

type Clocked = Synced & {
  clock: string;
  options: { clock: string };
  seats: (Synced['seats'][number] & { bankMs: number; bankSince: number })[];
};

/** `humans` clients in seats 0.., bots in the rest; started with `options`. */
async function room(humans: number, options: Record<string, unknown>): Promise<SdkRoom<Clocked>[]> {
  const host = await sdk().create<Clocked>('battle', { botsForEmpty: true, ...options });
  const rooms = [host];
  for (let i = 1; i < humans; i++) rooms.push(await sdk().joinById<Clocked>(host.roomId));
  rooms.forEach((r, seat) => {
    ignoreMessages(r, 'seat:token', 'events');
    r.send('seat:take', { seat });
    r.send('ready', { ready: true });
  });
  await until(() => host.state.seats?.slice(0, humans).every((s) => s.holder), 5000, 'seats');
  host.send('start', {});
  await until(() => host.state.phase === 'playing' && host.state.prompt?.id, 5000, 'the start');
  return rooms;
}

describe('clocks', () => {
  it('quick play has no clock: the deadline shown is only the idle limit', async () => {
    const r = await sdk().create<Clocked>('battle', { quickPlay: true, name: 'Ann' });
    ignoreMessages(r, 'seat:token', 'events', 'error');
    await until(() => r.state.phase === 'playing' && r.state.prompt?.id, 5000, 'the start');
    expect(r.state.clock).toBe('none');
    expect(r.state.prompt.deadline - Date.now()).toBeGreaterThan((IDLE_S - 2) * 1000);
  });

  it('one player against bots in a room: no clock by default, even with a turn deadline set', async () => {
    const [host] = await room(1, { turnDeadlineS: 5, reactionDeadlineS: 5 });
    expect(host.state.clock).toBe('none');
    expect(host.state.options.clock).toBe('none');
    expect(host.state.prompt.deadline - Date.now()).toBeGreaterThan((IDLE_S - 2) * 1000);
  });

  it('two players: per move by default (the option for the prompt kind); a host may still choose none', async () => {
    const [host] = await room(2, { turnDeadlineS: 5, reactionDeadlineS: 5 });
    expect(host.state.clock).toBe('move');
    const left = host.state.prompt.deadline - Date.now();
    expect(left).toBeGreaterThan(3000);
    expect(left).toBeLessThanOrEqual(5000);
    const [other] = await room(2, { clock: 'none', turnDeadlineS: 5 });
    expect(other.state.clock).toBe('none');
  });

  it('a time bank: each awaited seat runs its own bank (plus the increment), stops when it answers, and the deadline is when it empties', async () => {
    const rooms = await room(2, { clock: 'bank', bankS: 30, bankAddS: 5 });
    const [host] = rooms;
    expect(host.state.clock).toBe('bank');
    const seat = host.state.prompt.seats[0] as Seat;
    const s = host.state.seats[seat];
    expect(s.bankSince).toBeGreaterThan(0);
    expect(s.bankMs).toBe(35_000);
    expect(host.state.prompt.deadline).toBe(s.bankSince + s.bankMs);
    // Seats not awaited do not run.
    const other = ([0, 1, 2, 3] as Seat[]).find((x) => x !== seat)!;
    expect(host.state.seats[other].bankSince).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    const me = rooms[seat];
    const version = host.state.version;
    me.send('command', {
      seat,
      command: engine().defaultCommand(seatView(me as unknown as SdkRoom<Synced>, seat), seat),
      prompt: host.state.prompt.id,
    });
    await until(() => host.state.version > version && host.state.seats[seat].bankSince === 0, 5000, 'the answer');
    const spent = 35_000 - host.state.seats[seat].bankMs;
    expect(spent).toBeGreaterThanOrEqual(300);
    expect(spent).toBeLessThan(3000);
  });

  it('the host chooses the clock in the lobby; a wrong clock is refused', async () => {
    const host = await sdk().create<Clocked>('battle', {});
    const errors = collectErrors(host);
    host.send('options', { clock: 'bank', bankS: 120 });
    await until(() => host.state.options?.clock === 'bank', 5000, 'the option');
    host.send('options', { clock: 'hourglass' });
    host.send('options', { bankS: 5 });
    await until(() => errors.length === 2, 5000, 'refusals');
    expect(errors[0]).toMatchObject({
      code: 'room/bad_option',
      message: expect.stringMatching(/clock must be one of auto, none, move, bank/),
    });
    expect(errors[1]).toMatchObject({
      code: 'room/bad_option',
      message: expect.stringMatching(/bankS must be a number of seconds in 30\.\.3600/),
    });
    expect(host.state.options.clock).toBe('bank');
  });

  it('a timeout answers with the default command and every client, spectators included, is told in its log', async () => {
    const rooms = await room(2, { turnDeadlineS: 0.2, reactionDeadlineS: 0.2 });
    const spectator = await sdk().joinById<Clocked>(rooms[0].roomId);
    ignoreMessages(spectator, 'events');
    const logs = [...rooms, spectator].map((r) => {
      const list: Record<string, unknown>[] = [];
      r.onMessage('room:log', (m) => list.push(m));
      return list;
    });
    await until(() => logs.every((l) => l.length > 0), 5000, 'a timeout');
    const first = logs[0][0];
    expect(first).toMatchObject({ type: 'timeout', kind: expect.any(String) });
    expect([0, 1]).toContain(first.seat);
    for (const l of logs) expect(l[0]).toEqual(first);
  });
});
