// Issue 6 "Records and recovery": the JSON-lines record format and the replay endpoint (GET /api/matches[/:id]).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { MatchLog, hashToken, readMatchRecord } from '../../server/records/matchRecord';
import { bootServer, tempMatchesDir } from './helpers';

const PORT = 2640;
let colyseus: ColyseusTestServer;
let dir: string;
const base = `http://127.0.0.1:${PORT}`;

function writeRecord(matchId: string, finished: boolean, torn = false) {
  const log = new MatchLog(dir, matchId);
  log.append({
    t: 'setup',
    v: 1,
    matchId,
    roomId: 'ABCDEF',
    roomName: 'Test',
    createdAt: `2026-11-22T06:00:0${finished ? 1 : 2}.000Z`,
    options: { variant: 'beginner' },
    seed: 42,
    setup: { variant: 'beginner', seed: 42 },
    seats: [0, 1, 2, 3].map((i) => ({ name: `P${i}`, bot: i > 1, tokenHash: i > 1 ? '' : hashToken(`secret-${i}`) })),
  });
  log.append({ t: 'cmd', i: 0, seat: 0, by: 'player', command: { type: 'endTurn' }, at: 1 });
  log.append({ t: 'seat', seat: 1, name: 'P1 (bot)', bot: true, tokenHash: '', at: 2 });
  if (finished) log.append({ t: 'end', at: 3, result: 'red' });
  return log.close().then(() => {
    if (torn) fs.appendFileSync(log.file, '{"t":"cmd","i":1,"se');
  });
}

beforeAll(async () => {
  dir = tempMatchesDir();
  await writeRecord('20261122T060001Z-ABCDEF', true);
  await writeRecord('20261122T060002Z-GHJKMN', false, true);
  colyseus = (await bootServer(PORT, { matchesDir: dir, restoreOnBoot: false })).server;
});
afterAll(() => colyseus.shutdown());
afterEach(() => vi.restoreAllMocks());

describe('match records', () => {
  it('reads setup, commands, seat changes and end, and drops a torn last line', () => {
    const r = readMatchRecord(path.join(dir, '20261122T060002Z-GHJKMN.jsonl'))!;
    expect(r.setup.seed).toBe(42);
    expect(r.commands).toHaveLength(1);
    expect(r.seats[1]).toEqual({ name: 'P1 (bot)', bot: true, tokenHash: '' });
    expect(r.end).toBeUndefined();
  });

  it('reports a damaged line in the middle of a record (only the last line may be torn)', () => {
    const file = path.join(tempMatchesDir(), 'damaged.jsonl');
    const lines = fs.readFileSync(path.join(dir, '20261122T060001Z-ABCDEF.jsonl'), 'utf8').split('\n');
    lines[1] = lines[1].slice(0, 12);
    fs.writeFileSync(file, lines.join('\n'));
    const r = readMatchRecord(file)!;
    expect(r.problems).toEqual([{ line: 2, message: 'not a record line' }]);
    expect(readMatchRecord(path.join(dir, '20261122T060002Z-GHJKMN.jsonl'))!.problems).toEqual([]);
  });

  it('cuts a torn last line before appending to an existing record', async () => {
    const other = tempMatchesDir();
    const file = path.join(other, 'm.jsonl');
    fs.writeFileSync(file, fs.readFileSync(path.join(dir, '20261122T060002Z-GHJKMN.jsonl')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = new MatchLog(other, 'm');
    log.append({ t: 'cmd', i: 1, seat: 1, by: 'bot', command: { type: 'endTurn' }, at: 4 });
    await log.close();
    const r = readMatchRecord(file)!;
    expect(r.commands.map((c) => c.i)).toEqual([0, 1]);
    expect(r.problems).toEqual([]);
    expect(warn.mock.calls.join(' ')).toContain(file);
  });

  it('writes a whole line even when the system writes fewer bytes than asked', async () => {
    const other = tempMatchesDir();
    const real = fs.writeSync;
    vi.spyOn(fs, 'writeSync').mockImplementation(((
      fd: number,
      data: string | NodeJS.ArrayBufferView,
      ...rest: unknown[]
    ) => {
      const buf =
        typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const offset = typeof data === 'string' ? 0 : ((rest[0] as number | undefined) ?? 0);
      const length = typeof data === 'string' ? buf.length : ((rest[1] as number | undefined) ?? buf.length - offset);
      return real(fd, buf, offset, Math.min(length, 7)); // a short write, as a full disk or a signal can cause
    }) as typeof fs.writeSync);
    const log = new MatchLog(other, 'short');
    const line = { t: 'end', at: 1, result: 'red' } as const;
    log.append(line);
    log.append(line);
    await log.close();
    expect(fs.readFileSync(path.join(other, 'short.jsonl'), 'utf8')).toBe(`${JSON.stringify(line)}\n`.repeat(2));
  });

  it('lists finished matches only at GET /api/matches', async () => {
    const list = await (await fetch(`${base}/api/matches`)).json();
    expect(list).toEqual([
      {
        matchId: '20261122T060001Z-ABCDEF',
        roomName: 'Test',
        variant: 'beginner',
        createdAt: '2026-11-22T06:00:01.000Z',
        endedAt: 3,
        commands: 1,
        result: 'red',
      },
    ]);
  });

  it('returns a finished match for replay without seat token hashes', async () => {
    const res = await fetch(`${base}/api/matches/20261122T060001Z-ABCDEF`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(hashToken('secret-0'));
    const m = JSON.parse(text);
    expect(m).toMatchObject({ seed: 42, setup: { variant: 'beginner', seed: 42 }, result: 'red' });
    expect(m.commands).toEqual([{ seat: 0, by: 'player', command: { type: 'endTurn' }, at: 1 }]);
  });

  it.each([
    ['20261122T060002Z-GHJKMN', 404, 'records/unfinished'],
    ['nope', 404, 'records/not_found'],
    ['..%2F..%2Fetc%2Fpasswd', 400, 'records/bad_id'],
  ])('refuses %s with %i %s', async (id, status, code) => {
    const res = await fetch(`${base}/api/matches/${id}`);
    expect(res.status).toBe(status);
    expect((await res.json()).code).toBe(code);
  });

  it('still serves the client app (SPA fallback) beside the API', async () => {
    const res = await fetch(`${base}/some/deep/link`);
    expect([200, 503]).toContain(res.status); // 503 only when client/dist is not built
    expect((await fetch(`${base}/__healthcheck`)).status).toBe(200);
  });
});
