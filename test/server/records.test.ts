// Issue 6 "Records and recovery": the JSON-lines record format and the replay endpoint (GET /api/matches[/:id]).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { MatchLog, hashToken, readMatchRecord } from '../../server/records/matchRecord';
import { bootServer, tempMatchesDir } from './helpers';

const PORT = 2614;
let colyseus: ColyseusTestServer;
let dir: string;
const base = `http://127.0.0.1:${PORT}`;

function writeRecord(matchId: string, finished: boolean, torn = false) {
  const log = new MatchLog(dir, matchId);
  log.append({
    t: 'setup', v: 1, matchId, roomId: 'ABCDEF', roomName: 'Test', createdAt: `2026-11-22T06:00:0${finished ? 1 : 2}.000Z`,
    options: { variant: 'beginner' }, seed: 42, setup: { variant: 'beginner', seed: 42 },
    seats: [0, 1, 2, 3].map((i) => ({ name: `P${i}`, bot: i > 1, tokenHash: i > 1 ? '' : hashToken(`secret-${i}`) })),
  });
  log.append({ t: 'cmd', i: 0, seat: 0, by: 'player', command: { type: 'endTurn' }, at: 1 });
  log.append({ t: 'seat', seat: 1, name: 'P1 (bot)', bot: true, tokenHash: '', at: 2 });
  if (finished) log.append({ t: 'end', at: 3, result: 'red' });
  return log.close().then(() => { if (torn) fs.appendFileSync(log.file, '{"t":"cmd","i":1,"se'); });
}

beforeAll(async () => {
  dir = tempMatchesDir();
  await writeRecord('20261122T060001Z-ABCDEF', true);
  await writeRecord('20261122T060002Z-GHJKMN', false, true);
  colyseus = (await bootServer(PORT, { matchesDir: dir, restoreOnBoot: false })).server;
});
afterAll(() => colyseus.shutdown());

describe('match records', () => {
  it('reads setup, commands, seat changes and end, and drops a torn last line', () => {
    const r = readMatchRecord(path.join(dir, '20261122T060002Z-GHJKMN.jsonl'))!;
    expect(r.setup.seed).toBe(42);
    expect(r.commands).toHaveLength(1);
    expect(r.seats[1]).toEqual({ name: 'P1 (bot)', bot: true, tokenHash: '' });
    expect(r.end).toBeUndefined();
  });

  it('lists finished matches only at GET /api/matches', async () => {
    const list = await (await fetch(`${base}/api/matches`)).json();
    expect(list).toEqual([{
      matchId: '20261122T060001Z-ABCDEF', roomName: 'Test', variant: 'beginner', createdAt: '2026-11-22T06:00:01.000Z',
      endedAt: 3, commands: 1, result: 'red',
    }]);
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
