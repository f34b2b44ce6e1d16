// GET /api/matches with thousands of records: served from an index, a page at a time, without blocking the game loop
// (docs/online.md "Records"). The old listing read and parsed every record synchronously on every request.
import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { MatchLog, type RecordLine } from '../../server/records/matchRecord';
import { bootServer, tempMatchesDir } from './helpers';

const PORT = 2642;
const base = `http://127.0.0.1:${PORT}`;
const RECORDS = 3000;
const COMMANDS = 40; // about 10 kB a record: 30 MB in all, as many as a busy server keeps after a few weeks
let colyseus: ColyseusTestServer;
let dir: string;

type Summary = {
  matchId: string;
  roomName: string;
  variant: string;
  createdAt: string;
  endedAt: number;
  commands: number;
  result: unknown;
};

/** Match `n`'s id; ids (and createdAt) grow with n, so newest first is n descending. */
const idOf = (n: number) => `20260101T${String(100000 + n).slice(1)}Z-R${String(n).padStart(5, '0')}`;

function recordText(n: number): string {
  const matchId = idOf(n);
  const lines: RecordLine[] = [
    {
      t: 'setup',
      v: 1,
      matchId,
      roomId: 'ABCDEF',
      roomName: `Room ${n}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
      options: { variant: 'beginner' },
      seed: n,
      setup: { variant: 'beginner', seed: n },
      seats: [0, 1, 2, 3].map((i) => ({ name: `P${i}`, bot: false, tokenHash: 'f'.repeat(64) })),
    },
  ];
  for (let i = 0; i < COMMANDS; i++) {
    lines.push({
      t: 'cmd',
      i,
      seat: i % 4,
      by: 'player',
      command: {
        type: 'move',
        path: [
          { q: i, r: -i },
          { q: i + 1, r: -i },
        ],
        note: 'x'.repeat(100),
      },
      at: i,
    });
  }
  lines.push({ t: 'seat', seat: 1, name: 'P1 (bot)', bot: true, tokenHash: '', at: 5 });
  lines.push({ t: 'end', at: 1_000_000 + n, result: n % 2 ? 'red' : 'blue' });
  return lines.map((l) => JSON.stringify(l) + '\n').join('');
}

/** Every page from `first`, following the Link rel="next" header. */
async function allPages(first: string): Promise<Summary[][]> {
  const pages: Summary[][] = [];
  for (let url: string | null = first; url;) {
    const res: Response = await fetch(url);
    expect(res.status).toBe(200);
    pages.push(await res.json());
    const next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '');
    url = next ? new URL(next[1], base).href : null;
  }
  return pages;
}

beforeAll(async () => {
  dir = tempMatchesDir();
  for (let n = 0; n < RECORDS; n++) fs.writeFileSync(path.join(dir, `${idOf(n)}.jsonl`), recordText(n));
  // An unfinished record and a file that is not a record are never listed.
  fs.writeFileSync(
    path.join(dir, `${idOf(RECORDS)}.jsonl`),
    recordText(RECORDS).split('\n').slice(0, 3).join('\n') + '\n',
  );
  fs.writeFileSync(path.join(dir, 'notes.jsonl'), 'hello\n');
  // The API's per-address rate limit is lifted: these tests measure the listing itself (apiRateLimit.test.ts the limit).
  colyseus = (await bootServer(PORT, { matchesDir: dir, restoreOnBoot: false, apiBurst: 1e9, apiRefillPerS: 1e9 }))
    .server;
}, 60_000);
afterAll(() => colyseus?.shutdown());

describe('GET /api/matches with thousands of records', () => {
  it('pages through every finished match exactly once, newest first', async () => {
    const pages = await allPages(`${base}/api/matches?limit=200`);
    expect(pages).toHaveLength(Math.ceil(RECORDS / 200));
    const ids = pages.flat().map((m) => m.matchId);
    expect(ids).toEqual(Array.from({ length: RECORDS }, (_, k) => idOf(RECORDS - 1 - k)));
    expect(pages[0][0]).toEqual({
      matchId: idOf(RECORDS - 1),
      roomName: `Room ${RECORDS - 1}`,
      variant: 'beginner',
      createdAt: new Date(Date.UTC(2026, 0, 1) + (RECORDS - 1) * 1000).toISOString(),
      endedAt: 1_000_000 + RECORDS - 1,
      commands: COMMANDS,
      result: (RECORDS - 1) % 2 ? 'red' : 'blue',
    });
  }, 60_000);

  it('serves 50 by default and refuses a bad limit or an unknown cursor', async () => {
    const page = await (await fetch(`${base}/api/matches`)).json();
    expect(page).toHaveLength(50);
    for (const q of ['limit=0', 'limit=201', 'limit=abc', 'before=nope']) {
      const res = await fetch(`${base}/api/matches?${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).code, q).toBe('records/bad_query');
    }
  });

  it('does not block the event loop while two clients loop on the listing', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const until = Date.now() + 1500;
    const client = async () => {
      let requests = 0;
      while (Date.now() < until) {
        await allPages(`${base}/api/matches?limit=200`);
        requests++;
      }
      return requests;
    };
    const [a, b] = await Promise.all([client(), client()]);
    delay.disable();
    const maxStallMs = delay.max / 1e6;
    expect(a + b).toBeGreaterThan(0);
    // Generous on a shared 2-core machine: parsing every record per request stalled the loop for about a second.
    expect(maxStallMs).toBeLessThan(200);
  }, 60_000);

  it('lists a match as soon as its log closes with an end line', async () => {
    const matchId = '20270101T000000Z-NEWEST';
    const log = new MatchLog(dir, matchId);
    log.append({
      t: 'setup',
      v: 1,
      matchId,
      roomId: 'NEWEST',
      roomName: 'Newest',
      createdAt: '2027-01-01T00:00:00.000Z',
      options: { variant: 'standard' },
      seed: 1,
      setup: { variant: 'standard', seed: 1 },
      seats: [],
    });
    log.append({ t: 'cmd', i: 0, seat: 0, by: 'bot', command: { type: 'endTurn' }, at: 1 });
    log.append({ t: 'end', at: 2, result: { abandoned: true } });
    await log.close();
    const [first] = await (await fetch(`${base}/api/matches?limit=1`)).json();
    expect(first).toEqual({
      matchId,
      roomName: 'Newest',
      variant: 'standard',
      createdAt: '2027-01-01T00:00:00.000Z',
      endedAt: 2,
      commands: 1,
      result: { abandoned: true },
    });
  });
});
