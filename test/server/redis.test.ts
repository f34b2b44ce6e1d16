// Issue 6 "Scale": with REDIS_URL set, two server processes share Colyseus's Redis presence and driver: a room created
// through one is joined through the other (publicAddress routes the client to the process hosting it).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from './helpers';

function findRedis(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}
const REDIS = findRedis();
const SKIP_REASON = 'SKIPPED: redis-server is not installed on this machine (.ci/run installs it with apt in CI)';
if (!REDIS) console.warn(`[redis.test] ${SKIP_REASON}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitHttp(url: string, timeoutMs = 30_000) {
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stop(p: ChildProcess | undefined): Promise<void> {
  if (!p || p.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.once('exit', () => resolve());
    p.kill('SIGTERM');
    setTimeout(() => {
      if (p.exitCode === null) p.kill('SIGKILL');
    }, 5000).unref();
  });
}

describe.skipIf(!REDIS)(`Redis scale-out${REDIS ? '' : ` (${SKIP_REASON})`}`, () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ifera-redis-'));
  let redis: ChildProcess | undefined;
  const servers: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    const redisPort = await freePort();
    redis = spawn(
      REDIS!,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', tmp, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await until(() => redis!.pid, 2000);
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      ports.push(port);
      servers.push(
        spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
          env: {
            ...process.env,
            PORT: String(port),
            REDIS_URL: `redis://127.0.0.1:${redisPort}`,
            PUBLIC_ADDRESS: `127.0.0.1:${port}`,
            MATCHES_DIR: path.join(tmp, `matches-${i}`),
            RESTORE_MATCHES: '0',
            NODE_ENV: 'test',
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        }),
      );
    }
    await Promise.all(ports.map((p) => waitHttp(`http://127.0.0.1:${p}/__healthcheck`)));
  }, 60_000);

  afterAll(async () => {
    // Game processes first: their shutdown still talks to Redis (notes §6).
    await Promise.all(servers.map(stop));
    await stop(redis);
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 30_000);

  it('joins a room through the process that does not host it, by its join code', async () => {
    const wsUrl = (r: unknown) =>
      String((r as { connection: { transport: { ws: { url: string } } } }).connection.transport.ws.url);
    const a = await new Client(`ws://127.0.0.1:${ports[0]}`).create('battle', { roomName: 'Across', name: 'Ann' });
    a.onMessage('seat:token', () => {});
    // Redis decides which process creates the room (fewest rooms); join through the other one.
    const host = ports.find((p) => wsUrl(a).includes(`127.0.0.1:${p}/`))!;
    const other = ports.find((p) => p !== host)!;
    expect(host).toBeDefined();
    const b = await new Client(`ws://127.0.0.1:${other}`).joinById(a.roomId, { name: 'Bo' });
    b.onMessage('seat:token', () => {});
    await until(() => b.state.members?.size === 2 && a.state.members?.size === 2, 5000, 'both members');
    expect(b.state.name).toBe('Across');
    // The other process's matchmaker sent the client on to the hosting process (publicAddress).
    expect(wsUrl(b)).toContain(`127.0.0.1:${host}/`);
    b.send('seat:take', { seat: 1 });
    await until(() => a.state.seats?.[1]?.holder === b.sessionId, 5000, 'seat seen by A');
    await a.leave();
    await b.leave();
  });
});
