// Four raw players at one table, one seat each, started and untimed: the tests of the match around the game
// (concede, draw offers) ask and answer from each seat and read every client's log.
import { Client, type Room as SdkRoom } from 'colyseus.js';
import path from 'node:path';
import type { Seat } from '../../server/engine';
import { readMatchRecord } from '../../server/records/matchRecord';
import { seatView, type Synced } from './gameHelpers';
import { collectErrors, ignoreMessages, until } from './helpers';

export type FourPlayers = {
  rooms: SdkRoom<Synced>[];
  spectator: SdkRoom<Synced>;
  /** Every `room:log` line each seat's client received. */
  logs: Record<string, unknown>[][];
  errors: ReturnType<typeof collectErrors>[];
  spectatorErrors: ReturnType<typeof collectErrors>;
  /** The engine's team of a seat, as the public view says it. */
  team(seat: number): string;
  partner(seat: number): Seat;
  enemies(seat: number): Seat[];
};

/** Four players, one seat each, untimed (plus `options`), started; with each seat's team as the engine dealt it. */
export async function fourPlayers(port: number, options: Record<string, unknown> = {}): Promise<FourPlayers> {
  const sdk = () => new Client(`ws://127.0.0.1:${port}`);
  const first = await sdk().create<Synced>('battle', { variant: 'beginner', clock: 'none', ...options });
  const rooms = [first];
  // One at a time: an address holds at most two pending joins in a room (Admission.ts).
  for (let i = 1; i < 4; i++) rooms.push(await sdk().joinById<Synced>(first.roomId));
  const spectator = await sdk().joinById<Synced>(first.roomId);
  const logs = rooms.map((r) => {
    const list: Record<string, unknown>[] = [];
    r.onMessage('room:log', (m) => list.push(m));
    return list;
  });
  for (const r of [...rooms, spectator])
    ignoreMessages(r, 'seat:token', 'events', ...(r === spectator ? ['room:log'] : []));
  const errors = rooms.map((r) => collectErrors(r));
  const spectatorErrors = collectErrors(spectator);
  rooms.forEach((r, seat) => {
    r.send('seat:take', { seat });
    r.send('ready', { ready: true });
  });
  await until(() => first.state.seats?.every((s) => s.holder && s.ready), 5000, 'four ready seats');
  first.send('start', {});
  await until(() => rooms.every((r) => r.state.phase === 'playing' && r.state.view.size > 0), 5000, 'the start');
  const view = seatView(first, 'spectator');
  const team = (seat: number) => view.units[view.seats[seat]!].team;
  const partner = (seat: number) => [0, 1, 2, 3].find((s) => s !== seat && team(s) === team(seat)) as Seat;
  const enemies = (seat: number) => [0, 1, 2, 3].filter((s) => team(s) !== team(seat)) as Seat[];
  return { rooms, spectator, logs, errors, spectatorErrors, team, partner, enemies };
}

/** The offer lines of a match's record in `matchesDir`, as `kind seat answer`. */
export function offerLines(matchesDir: string, matchId: string): string[] {
  const record = readMatchRecord(path.join(matchesDir, `${matchId}.jsonl`))!;
  return (record.offers ?? []).map((o) => `${o.kind} ${o.seat} ${o.answer}`);
}

/** The offer lines a seat's client read in its log so far, as `kind seat answer`. */
export function answers(t: FourPlayers, seat: Seat): string[] {
  return t.logs[seat].map((l) => `${l.kind} ${l.seat} ${l.answer}`);
}

/** Every client of the table that is still connected leaves. */
export async function leaveAll(t: FourPlayers): Promise<void> {
  for (const r of [...t.rooms, t.spectator]) if (r.connection.isOpen) await r.leave();
}
