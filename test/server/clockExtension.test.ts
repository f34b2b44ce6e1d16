// Issue 30, WCAG 2.2.1 "Timing adjustable": a player may ask once per prompt for more time — the prompt's whole window
// again, up to the host's bound (`extensionMaxS`) — and every client is told (docs/online.md "Clocks").
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Synced } from './gameHelpers';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';

const PORT = 3401;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

// An idle limit far above every deadline here, so the windows are the options' own; the overload guard is not under
// test, and a busy shared machine must not make it refuse the rooms.
beforeAll(async () => {
  colyseus = (await bootServer(PORT, { idleLimitS: 3000, botDelayMs: 30, overloadLagMs: 10_000 })).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

type Clocked = Synced & {
  clock: string;
  prompt: Synced['prompt'] & { extended: boolean };
  seats: (Synced['seats'][number] & { bankMs: number; bankSince: number })[];
};
type Log = { type: string; seat: number; kind?: string; addedMs?: number };

/** Four clients, one per seat (so every prompt is a player's), started with `options`; each with its errors and log. */
async function table(options: Record<string, unknown>) {
  const host = await sdk().create<Clocked>('battle', options);
  const rooms = [host];
  for (let i = 1; i < 4; i++) rooms.push(await sdk().joinById<Clocked>(host.roomId));
  const clients = rooms.map((r, seat) => {
    ignoreMessages(r, 'seat:token', 'events');
    const logs: Log[] = [];
    r.onMessage('room:log', (m: Log) => logs.push(m));
    r.send('seat:take', { seat });
    r.send('ready', { ready: true });
    return { room: r, errors: collectErrors(r), logs };
  });
  await until(() => host.state.seats?.every((s) => s.holder), 5000, 'seats');
  host.send('start', {});
  await until(() => host.state.phase === 'playing' && host.state.prompt?.id, 5000, 'the start');
  const seat = host.state.prompt.seats[0];
  return { clients, seat, awaited: clients[seat], other: clients[(seat + 1) % 4], id: host.state.prompt.id };
}

describe('clock:extend (WCAG 2.2.1)', () => {
  it("adds the window again up to the host's bound, once per prompt, and every client's log says so", async () => {
    const t = await table({ clock: 'move', turnDeadlineS: 100, reactionDeadlineS: 100, extensionMaxS: 30 });
    const state = () => t.awaited.room.state;
    const before = state().prompt.deadline;
    expect(state().prompt.extended).toBe(false);
    t.awaited.room.send('clock:extend', { seat: t.seat, prompt: t.id });
    await until(() => state().prompt.extended, 5000, 'the extension');
    // +100 % of the 100 s window is more than the bound: the bound, 30 s.
    expect(state().prompt.deadline - before).toBe(30_000);
    await until(() => t.clients.every((c) => c.logs.length === 1), 5000, 'every log');
    for (const c of t.clients)
      expect(c.logs[0]).toMatchObject({ type: 'extended', seat: t.seat, kind: state().prompt.kind, addedMs: 30_000 });
    // Asked twice: refused, nothing changes.
    t.awaited.room.send('clock:extend', { seat: t.seat, prompt: t.id });
    await until(() => t.awaited.errors.length === 1, 5000, 'the refusal');
    expect(t.awaited.errors[0]).toMatchObject({ code: 'clock/extended', message: expect.stringContaining(t.id) });
    expect(state().prompt.deadline - before).toBe(30_000);
    expect(t.clients.every((c) => c.logs.length === 1)).toBe(true);
  });

  it("is refused for another seat's prompt, for a seat the client does not hold, for a stale prompt and for bad input", async () => {
    const t = await table({ clock: 'move', turnDeadlineS: 20, reactionDeadlineS: 20, extensionMaxS: 300 });
    const before = t.awaited.room.state.prompt.deadline;
    const otherSeat = (t.seat + 1) % 4;
    t.other.room.send('clock:extend', { seat: otherSeat, prompt: t.id });
    t.other.room.send('clock:extend', { seat: t.seat, prompt: t.id });
    t.other.room.send('clock:extend', { seat: otherSeat, prompt: 'prompt:0-old' });
    t.other.room.send('clock:extend', { seat: 7, prompt: t.id });
    t.other.room.send('clock:extend', { seat: otherSeat });
    t.other.room.send('clock:extend', 'more time');
    await until(() => t.other.errors.length === 6, 5000, 'six refusals');
    expect(t.other.errors.map((e) => e.code)).toEqual([
      'clock/not_your_prompt',
      'seat/not_yours',
      'prompt/stale',
      'net/bad_payload',
      'net/bad_payload',
      'net/bad_payload',
    ]);
    expect(t.other.errors[0].message).toContain(`not seat ${otherSeat}`);
    expect(t.other.errors[3].message).toMatch(/seat: 0\.\.3, prompt: string/);
    expect(t.awaited.room.state.prompt.deadline).toBe(before);
    expect(t.awaited.room.state.prompt.extended).toBe(false);
    // The awaited seat itself then gets +100 % of its 20 s window (under the 300 s bound).
    t.awaited.room.send('clock:extend', { seat: t.seat, prompt: t.id });
    await until(() => t.awaited.room.state.prompt.extended, 5000, 'the extension');
    expect(t.awaited.room.state.prompt.deadline - before).toBe(20_000);
    expect(t.clients.every((c) => c.logs.every((l) => l.type === 'extended'))).toBe(true);
  });

  it('a time bank grows by the extension, so the deadline stays where the bank empties', async () => {
    const t = await table({ clock: 'bank', bankS: 60, bankAddS: 0, extensionMaxS: 45 });
    const state = () => t.awaited.room.state;
    const bank = state().seats[t.seat].bankMs;
    t.awaited.room.send('clock:extend', { seat: t.seat, prompt: t.id });
    await until(() => state().prompt.extended, 5000, 'the extension');
    expect(state().seats[t.seat].bankMs).toBe(bank + 45_000);
    expect(state().prompt.deadline).toBe(state().seats[t.seat].bankSince + state().seats[t.seat].bankMs);
  });

  it('is refused in an untimed match and where the host turned extensions off; the bound is checked as an option', async () => {
    const untimed = await table({ clock: 'none' });
    untimed.awaited.room.send('clock:extend', { seat: untimed.seat, prompt: untimed.id });
    await until(() => untimed.awaited.errors.length === 1, 5000, 'the refusal');
    expect(untimed.awaited.errors[0]).toMatchObject({ code: 'clock/untimed' });
    const off = await table({ clock: 'move', turnDeadlineS: 60, reactionDeadlineS: 60, extensionMaxS: 0 });
    off.awaited.room.send('clock:extend', { seat: off.seat, prompt: off.id });
    await until(() => off.awaited.errors.length === 1, 5000, 'the refusal');
    expect(off.awaited.errors[0]).toMatchObject({ code: 'clock/extensions_off' });
    expect(off.awaited.room.state.prompt.extended).toBe(false);
    const host = await sdk().create<Clocked>('battle', {});
    const errors = collectErrors(host);
    host.send('options', { extensionMaxS: -5 });
    await until(() => errors.length === 1, 5000, 'the refusal');
    expect(errors[0]).toMatchObject({
      code: 'room/bad_option',
      message: expect.stringMatching(/extensionMaxS must be a number of seconds in 0\.\.3600/),
    });
  });
});
