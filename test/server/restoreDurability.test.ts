// Restore after a crash (docs/online.md "Restore after a restart"): a torn last line is cut before the log is appended
// to again, so a second restart still has every command; a record that cannot be replayed as written is refused
// loudly and kept aside, never dropped silently.
import { Client } from 'colyseus.js';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { engine, type GameState, type Seat } from '../../server/engine';
import { hashToken, readMatchRecord, type RecordLine } from '../../server/records/matchRecord';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, tempMatchesDir, until } from './helpers';

const PORT = 2643;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
const rules = engine();
const tokens = [0, 1, 2, 3].map((i) => `secret-${i}`);
let current: ColyseusTestServer | undefined;
afterAll(() => current?.shutdown());
afterEach(() => vi.restoreAllMocks());

type RoomInside = { game: GameState; commandCount: number };

/** A match played through the engine: the record's lines and the engine state after them. */
function playedMatch(code: string, commands: number, bots: number[] = []) {
  const setup = { variant: 'beginner' as const, seed: 7 };
  const matchId = `20261122T070000Z-${code}`;
  const lines: RecordLine[] = [
    {
      t: 'setup',
      v: 1,
      matchId,
      roomId: code,
      roomName: 'Crash',
      createdAt: '2026-11-22T07:00:00.000Z',
      options: {
        variant: 'beginner',
        turnDeadlineS: 0,
        reactionDeadlineS: 0,
        reconnectS: 60,
        botsForEmpty: false,
        botTakeover: false,
        private: false,
      },
      seed: 7,
      setup,
      seats: tokens.map((t, i) =>
        bots.includes(i)
          ? { name: `Bot ${i}`, bot: true, tokenHash: '' }
          : { name: `P${i}`, bot: false, tokenHash: hashToken(t) },
      ),
    },
  ];
  let game = rules.createMatch(setup);
  const next = () => {
    const seat = (rules.awaiting(game) as { seats: Seat[] }).seats[0];
    const command = rules.defaultCommand(game, seat);
    const r = rules.applyCommand(game, seat, command);
    if (!r.ok) throw new Error(r.error.code);
    game = r.state;
    return { seat, command };
  };
  for (let i = 0; i < commands; i++) {
    const { seat, command } = next();
    lines.push({ t: 'cmd', i, seat, by: 'player', command, at: i });
  }
  return { matchId, lines };
}

const text = (lines: RecordLine[]) => lines.map((l) => JSON.stringify(l) + '\n').join('');

async function restart(matchesDir: string) {
  await current?.shutdown();
  current = (await bootServer(PORT, { matchesDir })).server;
}

describe('restore after a crash', () => {
  it('keeps every command over two restarts when the first crash tore the last line', async () => {
    const matchesDir = tempMatchesDir();
    const match = playedMatch('TRNKAB', 3, [3]);
    const file = path.join(matchesDir, `${match.matchId}.jsonl`);
    // Killed mid-write of the fourth command: half a line, no newline.
    fs.writeFileSync(file, text(match.lines) + '{"t":"cmd","i":3,"seat":3,"by":"bo');

    await restart(matchesDir); // first restart: the torn line is not a command; seat 3's bot plays it again at once
    const room = () => current!.getRoomById('TRNKAB') as unknown as RoomInside | undefined;
    await until(() => room()?.commandCount === 4, 5000, 'the bot command');
    const client = await sdk().joinById<Synced>('TRNKAB', { seatTokens: tokens.slice(0, 3) });
    ignoreMessages(client, 'seat:token', 'events', 'error');
    await until(
      () => [0, 1, 2].every((i) => client.state.seats?.[i]?.holder === client.sessionId),
      5000,
      'seats reclaimed',
    );
    for (const k of [5, 6]) {
      const seat = (rules.awaiting(room()!.game) as { seats: Seat[] }).seats[0];
      client.send('command', { seat, command: rules.defaultCommand(room()!.game, seat) });
      await until(() => room()!.commandCount === k, 5000, `command ${k} accepted`);
    }
    const before = JSON.stringify(rules.viewFor(room()!.game, 'spectator'));

    await restart(matchesDir); // second restart: every command played since is replayed
    expect(room()?.commandCount).toBe(6);
    expect(JSON.stringify(rules.viewFor(room()!.game, 'spectator'))).toBe(before);
    const record = readMatchRecord(file)!;
    expect(record.commands.map((c) => c.i)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(record.problems).toEqual([]);
  }, 60_000);

  it.each([
    [
      'a corrupt line in the middle',
      'line 3',
      (lines: RecordLine[]) => {
        const t = text(lines).split('\n');
        t[2] = t[2].slice(0, 20); // a damaged line with lines after it is not a torn tail
        return t.join('\n');
      },
    ],
    [
      'a command the engine refuses on replay',
      'refused on replay',
      (lines: RecordLine[]) => {
        (lines[2] as { command: unknown }).command = { type: 'endTurn' };
        return text(lines);
      },
    ],
  ])(
    'refuses a record with %s loudly and keeps it aside',
    async (_what, named, damage) => {
      const matchesDir = tempMatchesDir();
      const code = 'BRKNAB';
      const match = playedMatch(code, 4);
      const file = path.join(matchesDir, `${match.matchId}.jsonl`);
      const bytes = damage(match.lines);
      fs.writeFileSync(file, bytes);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

      await restart(matchesDir);
      expect(current!.getRoomById(code)).toBeUndefined();
      const logged = errors.mock.calls.map((c) => c.map(String).join(' ')).join('\n');
      expect(logged).toContain(file);
      expect(logged).toContain(named);
      // Kept, byte for byte, out of the way of the next restart and the listing.
      const kept = fs.readdirSync(path.join(matchesDir, 'quarantine'));
      expect(kept).toHaveLength(1);
      expect(kept[0].startsWith(match.matchId)).toBe(true);
      expect(fs.readFileSync(path.join(matchesDir, 'quarantine', kept[0]), 'utf8')).toBe(bytes);
      expect(fs.existsSync(file)).toBe(false);
      expect(logged).toContain(path.join(matchesDir, 'quarantine', kept[0]));
    },
    60_000,
  );
});
