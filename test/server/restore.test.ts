// Issue 6 "Records and recovery": a server restarted mid-match restores the match from its record (same code, every
// command replayed through the engine) and the players rejoin their seats with their seat tokens and finish it.
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { engine, type GameState, type Seat } from '../../server/engine';
import { autoPlay, seatView, type Synced } from './gameHelpers';
import { bootServer, collectSeatTokens, ignoreMessages, tempMatchesDir, until } from './helpers';

const PORT = 2641;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
let current: ColyseusTestServer | undefined;
afterAll(() => current?.shutdown());

describe('restore after a restart', () => {
  it('brings an unfinished match back under its code; players reclaim their seats with their tokens and finish it', async () => {
    const matchesDir = tempMatchesDir();
    current = (await bootServer(PORT, { matchesDir })).server;
    const host = await sdk().create<Synced>('battle', { turnDeadlineS: 0, reactionDeadlineS: 0, reconnectS: 30 });
    const rooms = [host];
    for (let i = 1; i < 4; i++) rooms.push(await sdk().joinById<Synced>(host.roomId));
    const tokens = rooms.map(collectSeatTokens);
    rooms.forEach((r, seat) => {
      r.send('seat:take', { seat });
      r.send('ready', { ready: true });
    });
    await until(() => host.state.seats?.every((s) => s.holder) && tokens.every((t, seat) => t[seat]), 5000, 'seats');
    host.send('start', {});
    await until(() => host.state.phase === 'playing', 5000, 'start');
    const stops = rooms.map((r, seat) => autoPlay(r, [seat as Seat]));
    await until(() => host.state.version >= 5 || host.state.phase === 'finished', 30_000, 'some play');
    stops.forEach((s) => s());
    await new Promise((r) => setTimeout(r, 200)); // let commands in flight land
    const code = host.roomId;
    const before = {
      version: host.state.version,
      view: JSON.stringify(seatView(host, 'spectator')),
      phase: host.state.phase,
    };
    expect(before.phase).toBe('playing');

    // Restart: the old server goes away (graceful shutdown keeps the record open), a new one boots on the same folder.
    await current.shutdown();
    current = (await bootServer(PORT, { matchesDir })).server;
    // (The first HTTP request may hit a keep-alive socket of the old server: retry once.)
    const join = (seat: number) => sdk().joinById<Synced>(code, { seatTokens: [tokens[seat][seat]] });
    const again = await Promise.all([0, 1, 2, 3].map((seat) => join(seat).catch(() => join(seat))));
    again.forEach((r) => ignoreMessages(r, 'seat:token'));
    await until(() => again.every((r, seat) => r.state.seats?.[seat]?.holder === r.sessionId), 5000, 'seats reclaimed');
    expect(again[0].state.phase).toBe('playing');
    expect(JSON.stringify(seatView(again[0], 'spectator'))).toBe(before.view);
    // Each reclaimed seat gets its own layer again: its view is the engine's view for that seat.
    const restored = current.getRoomById(code) as unknown as { game: GameState };
    const rules = engine()!;
    for (const seat of [0, 1, 2, 3] as const) {
      await until(
        () => JSON.stringify(seatView(again[seat], seat)) === JSON.stringify(rules.viewFor(restored.game, seat)),
        3000,
        `seat ${seat}'s view`,
      );
    }
    // The game goes on to its end on the restored room.
    const stops2 = again.map((r, seat) => autoPlay(r, [seat as Seat]));
    await until(() => again.every((r) => r.state.phase === 'finished'), 120_000, 'the end of the game');
    stops2.forEach((s) => s());
    // Listed for replay once the end line is on disk.
    const listed = async () =>
      ((await (await fetch(`http://127.0.0.1:${PORT}/api/matches`)).json()) as { matchId: string }[]).some(
        (m) => m.matchId === again[0].state.matchId,
      );
    for (let i = 0; i < 100 && !(await listed()); i++) await new Promise((r) => setTimeout(r, 30));
    expect(await listed()).toBe(true);
  }, 180_000);
});
