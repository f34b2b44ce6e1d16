// Issue 11 break 3/4: an address looping on the HTTP API is answered 429 past its budget, before any work, while other
// addresses keep theirs; the hostile bench's HTTP attacker took memory and latency from the rooms without it.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { bootServer } from './helpers';

const PORT = 2625;
const base = `http://127.0.0.1:${PORT}`;
let colyseus: ColyseusTestServer;

beforeAll(async () => {
  // One token a second after the burst: slow enough that 21 refusals in a row fit between two tokens on a loaded machine.
  // Behind a proxy that names the client in X-Forwarded-For, so the test can speak for two addresses.
  colyseus = (await bootServer(PORT, { apiBurst: 20, apiRefillPerS: 1, trustProxy: true, restoreOnBoot: false }))
    .server;
});
afterAll(() => colyseus.shutdown());

const get = (from: string) => fetch(`${base}/api/matches`, { headers: { 'X-Forwarded-For': from } });

describe('the HTTP API rate limit', () => {
  it('serves an address its burst, then answers 429 net/rate_limited with Retry-After; another address is still served', async () => {
    const statuses: number[] = [];
    let refusal: { code: string; message: string } | undefined;
    let retryAfter: string | null = null;
    for (let i = 0; i < 30; i++) {
      const res = await get('203.0.113.7');
      statuses.push(res.status);
      if (res.status === 429 && !refusal) {
        refusal = await res.json();
        retryAfter = res.headers.get('retry-after');
      } else await res.arrayBuffer();
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    expect(refusal?.code).toBe('net/rate_limited');
    expect(refusal?.message).toMatch(/too many requests/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    const other = await get('198.51.100.9');
    expect(other.status).toBe(200);
  });

  it('closes the connection with each refusal once an address keeps going, so a keep-alive loop must reconnect', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const headersOf = () =>
      new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        http
          .get(`${base}/api/matches`, { agent, headers: { 'X-Forwarded-For': '203.0.113.99' } }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    // Refusals are counted in a row: a token that comes back (one a second) serves a request and starts the count again.
    let inARow = 0;
    let closing = 0;
    for (let i = 0; i < 120 && closing < 5; i++) {
      const h = await headersOf();
      if (h.status !== 429) {
        inARow = 0;
        continue;
      }
      inARow += 1;
      if (inARow <= 20) expect(h.connection, `refusal ${inARow} in a row`).not.toBe('close');
      else {
        expect(h.connection, `refusal ${inARow} in a row`).toBe('close');
        closing += 1;
      }
    }
    agent.destroy();
    expect(closing).toBe(5);
  });

  it('gives the budget back over time', async () => {
    for (let i = 0; i < 25; i++) await (await get('192.0.2.44')).arrayBuffer();
    expect((await get('192.0.2.44')).status).toBe(429);
    await new Promise((r) => setTimeout(r, 1_100)); // 1 a second: a token back
    expect((await get('192.0.2.44')).status).toBe(200);
  });
});
