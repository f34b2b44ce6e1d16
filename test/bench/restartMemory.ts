// Issue 28 break 10 study: the server's memory after a restart that restored matches and whose clients all left,
// against a fresh start. Three server processes, each build/server.mjs as `npm start` runs it, with --expose-gc and
// test/bench/memoryProbe.ts preloaded (full collections before each figure):
//   1. a server where ROOMS quick-play matches start (seat 0 a client, three bots at BOT_LEVEL), then is killed -9;
//   2. a fresh start on an empty matches folder: its memory, idle;
//   3. a restart on the first folder (RESTORE_MATCHES): every match restored, each player back with its seat token, then
//      every client leaves; once the restored rooms are gone, its memory, against the fresh start's;
//   4. then, in that same process, RESTART_CYCLES (3) rounds of ROOMS new quick-play matches that every client leaves:
//      its memory after each. What a room leaks grows with every round; what the process keeps once (compiled code,
//      the allocator's high-water mark, the bots' worker threads until BOT_IDLE_S) does not.
// Each figure counts the rooms still alive after the collections ("alive", held weakly by the probe: a disposed room
// something still holds counts there), and splits RSS into anonymous memory and mapped files.
//   npx tsx test/bench/restartMemory.ts        (RESTART_ROOMS=8, RESTART_BOT_LEVEL=strong, RESTART_CYCLES=3;
//   the server's own environment passes through: BOT_IDLE_S, MALLOC_ARENA_MAX, MEMORY_SNAPSHOTS)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from 'colyseus.js';
import { buildServer, bundleFile } from '../../scripts/buildServer';
import { askProbe, freePort, stop, waitHttp } from './server.bench';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROOMS = Number(process.env.RESTART_ROOMS ?? 8);
const BOT_LEVEL = process.env.RESTART_BOT_LEVEL ?? 'strong';
const CYCLES = Number(process.env.RESTART_CYCLES ?? 3);

type Memory = {
  rssMiB: number;
  rssAnonMiB: number;
  rssFileMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
  nativeContexts: number;
  threads: number;
  rooms: number;
  roomsAlive: number;
};
type Server = { process: ChildProcess; port: number; memory(): Promise<Memory>; rooms(): Promise<number> };

const servers: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of servers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function startServer(matchesDir: string, restore: boolean): Promise<Server> {
  const probe = await bundleFile(
    path.join(ROOT, 'test/bench/memoryProbe.ts'),
    path.join(ROOT, 'build/bench/memoryProbe.mjs'),
  );
  const port = await freePort();
  const child = spawn(process.execPath, ['--expose-gc', '--import', probe, path.join(ROOT, 'build/server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      MATCHES_DIR: matchesDir,
      RESTORE_MATCHES: restore ? '1' : '0',
      NODE_ENV: 'production',
      REDIS_URL: '',
      ROOM_CREATE_BURST: '1000000',
      ROOMS_PER_IP: '1000000',
      BOT_DELAY_MS: '0',
      // A heap snapshot stops the process for a second: the overload guard must not refuse the study's joins then.
      OVERLOAD_LAG_MS: '60000',
    },
  });
  servers.push(child);
  await waitHttp(`http://127.0.0.1:${port}/__healthcheck`);
  return {
    process: child,
    port,
    memory: () => askProbe<Memory>(child, 'memory'),
    rooms: () => askProbe<number>(child, 'rooms'),
  };
}

/** Waits until `fn` holds (polling), or throws after `ms`. */
async function until(fn: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const t0 = Date.now();
  while (!(await fn())) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const fmt = (m: Memory) =>
  `${m.rooms} rooms (${m.roomsAlive} alive), RSS ${m.rssMiB.toFixed(1)} MiB (anon ${m.rssAnonMiB.toFixed(1)}, ` +
  `files ${m.rssFileMiB.toFixed(1)}), heap ${m.heapUsedMiB.toFixed(1)} of ${m.heapTotalMiB.toFixed(1)} MiB, external ${m.externalMiB.toFixed(1)} MiB ` +
  `(array buffers ${m.arrayBuffersMiB.toFixed(1)}), ${m.threads} threads, ${m.nativeContexts} native contexts`;

/** ROOMS quick-play matches on `server` (seat tokens kept when `tokens` is given); their clients. */
async function quickPlays(server: Server, tokens?: { code: string; token: string }[]): Promise<Room[]> {
  const rooms: Room[] = [];
  for (let i = 0; i < ROOMS; i++) {
    const room: Room = await new Client(`ws://127.0.0.1:${server.port}`).create('battle', {
      quickPlay: true,
      name: `P${i}`,
      botLevel: BOT_LEVEL,
      reconnectS: 1,
    });
    room.onMessage('seat:token', (m: { token: string }) => tokens?.push({ code: room.roomId, token: m.token }));
    room.onMessage('*', () => {});
    rooms.push(room);
  }
  return rooms;
}

await buildServer();
const first = fs.mkdtempSync(path.join(os.tmpdir(), 'ifera-restart-'));
const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'ifera-fresh-'));

// 1. Matches under way, then kill -9.
const before = await startServer(first, false);
const tokens: { code: string; token: string }[] = [];
await quickPlays(before, tokens);
await until(() => tokens.length >= ROOMS, 20_000, 'the seat tokens');
await new Promise((r) => setTimeout(r, 3000)); // the bots play a few commands into each record
before.process.kill('SIGKILL');

// 2. A fresh start.
const fresh = await startServer(empty, true);
await new Promise((r) => setTimeout(r, 2000));
const freshMemory = await fresh.memory();
console.log(`fresh start:            ${fmt(freshMemory)}`);
await stop(fresh.process);

// 3. The restart: restored, everyone back, everyone gone.
const restart = await startServer(first, true);
const restoredMemory = await restart.memory();
console.log(`restart, restored:      ${fmt(restoredMemory)}`);
const back: Room[] = [];
for (const { code, token } of tokens) {
  const room = await new Client(`ws://127.0.0.1:${restart.port}`).joinById(code, { seatTokens: [token] });
  room.onMessage('*', () => {});
  back.push(room);
}
await new Promise((r) => setTimeout(r, 2000)); // the strong bots think (on the worker threads) while the players are back
for (const room of back) await room.leave();
await until(async () => (await restart.rooms()) === 0, 60_000, 'the restored rooms gone');
await new Promise((r) => setTimeout(r, Number(process.env.RESTART_QUIET_MS ?? 2000)));
const goneMemory = await restart.memory();
console.log(`restart, all gone:      ${fmt(goneMemory)}`);
console.log(
  `restart − fresh:        RSS ${(goneMemory.rssMiB - freshMemory.rssMiB).toFixed(1)} MiB, heap ${(goneMemory.heapUsedMiB - freshMemory.heapUsedMiB).toFixed(1)} MiB, native contexts ${goneMemory.nativeContexts - freshMemory.nativeContexts}`,
);

// 4. More matches in the same process, each round left by every client.
for (let cycle = 1; cycle <= CYCLES; cycle++) {
  const rooms = await quickPlays(restart);
  await new Promise((r) => setTimeout(r, 2000)); // the bots play a few commands
  for (const room of rooms) await room.leave();
  await until(async () => (await restart.rooms()) === 0, 60_000, `round ${cycle}'s rooms gone`);
  await new Promise((r) => setTimeout(r, Number(process.env.RESTART_QUIET_MS ?? 2000)));
  console.log(`round ${cycle}, all gone:       ${fmt(await restart.memory())}`);
}
await stop(restart.process);
for (const dir of [first, empty]) fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
