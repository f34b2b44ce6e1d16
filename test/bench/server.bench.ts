// Server load benchmark (issue 6 "Scale"): N battle rooms of 4 real colyseus.js clients on loopback, the awaited seat
// of each room sending one command per second. The server and the driver (test/bench/server.driver.ts) each run in
// their own process; this file starts both for every N, samples the server's memory and CPU from /proc, and reports:
// command → other three clients latency (p50/p95/p99), patch bytes, memory per room, server CPU. Each run measures
// after a warm-up of the same load (BENCH_WARMUP_SECONDS, default 5), whose latency is printed apart.
//   npm run bench:server (= npx tsx test/bench/server.bench.ts): N = 25, 100, 250, 500, 1000
//   npm run bench server: N = 25, 250        BENCH_ROOMS=25,250 BENCH_SECONDS=15 to choose
//   BENCH_PACE=4: each room sends 4 commands a second instead of 1 (the server's command rate without more rooms: what
//   a figure owes to the rate rather than to the number of rooms)
//   npm run bench:server -- hostile (or BENCH_HOSTILE=1): the same load without an attacker, then with each hostile
//   client of test/bench/server.attacker.ts (flood, sleeper, http); N = 25 unless BENCH_ROOMS says otherwise
//   npm run bench:server -- bots: the measured rooms beside rooms of four normal, then four strong bots
//   (test/bench/server.botRooms.ts; BENCH_BOT_ROOMS, default 10)
// Peer to beat (boardgame.io 0.50.2, same machine, same load shape): p99 6 ms at 25 matches, 19 ms at 250, 60 ms at
// 500, 581 ms at 1000; 8,012 bytes per update.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure } from './measure';
import { buildServer, bundleFile } from '../../scripts/buildServer';
import { botRoomsBench, type SideLoad } from './server.botRooms';

const PACE = Number(process.env.BENCH_PACE ?? 1); // commands per second per room (server.driver.ts)
export const title = `Server: N rooms × 4 colyseus.js clients on loopback, ${PACE} command${PACE === 1 ? '' : 's'}/s per room`;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MEASURE_S = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const DIRECT = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
// `npm run bench:server` (direct) measures every size; inside `npm run bench` (all benchmarks) only the smaller ones.
// BENCH_IDLE=1: the rooms are opened and started but nobody sends a command (the driver's BENCH_IDLE): the server's
// CPU for N idle rooms, to set against a loaded run's.
const IDLE = process.env.BENCH_IDLE === '1';
const HOSTILE = process.env.BENCH_HOSTILE === '1' || process.argv.slice(2).includes('hostile');
const SIZES = (process.env.BENCH_ROOMS ?? (HOSTILE ? '25' : DIRECT ? '25,100,250,500,1000' : '25,250'))
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
    s.on('error', reject);
  });
}

function cpuSeconds(pid: number, only?: 'system'): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return only ? Number(fields[12]) / TICKS : (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
}

/** The machine's CPU time so far: all of it and what the hypervisor gave to other guests (steal), in ticks. */
function machineTicks(): { total: number; steal: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: cpu.slice(0, 8).reduce((a, b) => a + b, 0), steal: cpu[7] ?? 0 };
}

export function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

export function stop(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.once('exit', () => resolve());
    p.kill('SIGTERM');
    setTimeout(() => {
      if (p.exitCode === null) p.kill('SIGKILL');
    }, 5000).unref();
  });
}

function lines(p: ChildProcess, onLine: (line: string) => void) {
  let buf = '';
  p.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    let i: number;
    while ((i = buf.indexOf('\n')) >= 0) {
      onLine(buf.slice(0, i));
      buf = buf.slice(i + 1);
    }
  });
}

export async function waitHttp(url: string, timeoutMs = 60_000) {
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    if (Date.now() - t0 > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type LoopDelay = { p50: number; p99: number; max: number };
type DriverResult = {
  /** How late the driver's own event loop ran while measuring: latency it adds itself. */
  driverLoop: LoopDelay;
  /** The driver's JS heap at the end: 4 decoded client states per room. */
  driverHeapMiB: number;
  rooms: number;
  setupS: number;
  commandsSent: number;
  commandsSeen: number;
  skipped: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  allThreeP50: number;
  allThreeP99: number;
  /** The same latency during the warm-up before the measuring window (cold code, setup's garbage). */
  warmup: { seconds: number; samples: number; p50: number; p99: number };
  patches: number;
  patchMedianBytes: number;
  patchMeanBytes: number;
  error?: string;
};

/** Asks the server's probe (loopDelayProbe.ts) for its event-loop delay since the last request. */
function loopDelay(server: ChildProcess): Promise<LoopDelay> {
  return new Promise((resolve) => {
    const none = setTimeout(() => {
      server.off('message', onMessage);
      resolve({ p50: NaN, p99: NaN, max: NaN });
    }, 5000);
    const onMessage = (m: { loopDelay?: LoopDelay }) => {
      if (!m?.loopDelay) return;
      clearTimeout(none);
      server.off('message', onMessage);
      resolve(m.loopDelay);
    };
    server.on('message', onMessage);
    server.send('loop-delay');
  });
}

/** Stops the server's window profile (cpuProfileProbe.ts) and waits until it is written. */
function cpuProfileWritten(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const none = setTimeout(() => {
      server.off('message', onMessage);
      resolve();
    }, 30_000);
    const onMessage = (m: { cpuProfile?: string }) => {
      if (!m?.cpuProfile) return;
      clearTimeout(none);
      server.off('message', onMessage);
      process.stderr.write(`[server bench] CPU profile: ${m.cpuProfile}\n`);
      resolve();
    };
    server.on('message', onMessage);
    server.send('cpu-profile:stop');
  });
}

/** A hostile client of test/bench/server.attacker.ts. */
export type AttackMode = 'flood' | 'sleeper' | 'http' | 'lobby' | 'spellings' | 'bigbody' | 'codelock';
/** All of them, or those BENCH_ATTACKS names (comma-separated). */
export const ATTACKS: AttackMode[] = (process.env.BENCH_ATTACKS?.split(',') as AttackMode[] | undefined) ?? [
  'flood',
  'sleeper',
  'http',
  'lobby',
  'spellings',
  'bigbody',
  'codelock',
];
/** The server while an attacker ran (from the end of setup to the end of the window), and what the attacker did. */
export type AttackResult = {
  mode: AttackMode;
  rssStartMiB: number;
  rssMaxMiB: number;
  rssEndMiB: number;
  attackerCpuPct: number;
  attacker: Record<string, unknown>;
  /** After full collections (test/bench/memoryProbe.ts): at the end of setup, at the end of the window (the attacker
   * still at it), and once the attacker's process ended and its clients are gone. */
  memory: { before: ProbedMemory; during: ProbedMemory; after: ProbedMemory };
};

/** What test/bench/memoryProbe.ts reports (MiB). */
export type ProbedMemory = {
  rssMiB: number;
  heapUsedMiB: number;
  heapTotalMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
  rssAnonMiB: number;
  clients: number;
  roomsAlive: number;
};

/** Asks the server's memory probe `what` over IPC. */
export function askProbe<T>(server: ChildProcess, what: 'memory' | 'rooms' | 'clients'): Promise<T> {
  return new Promise<T>((resolve) => {
    const on = (m: Record<string, T>) => {
      if (typeof m !== 'object' || m === null || !(what in m)) return;
      server.off('message', on);
      resolve(m[what]);
    };
    server.on('message', on);
    server.send(what);
  });
}

/** The attacker's clients gone: polls until the server counts no more than `clients` joined clients (at most 15 s). */
async function attackerGone(server: ChildProcess, clients: number): Promise<void> {
  const t0 = Date.now();
  while ((await askProbe<number>(server, 'clients')) > clients && Date.now() - t0 < 15_000)
    await new Promise((r) => setTimeout(r, 250));
}

/** Starts an attacker process; `stop()` ends it and resolves with the JSON line it prints. */
function startAttacker(endpoint: string, mode: AttackMode) {
  const p = spawn(process.execPath, ['--import', 'tsx', 'test/bench/server.attacker.ts', endpoint, mode], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let report: Record<string, unknown> = {};
  lines(p, (line) => {
    try {
      report = JSON.parse(line);
    } catch {
      /* not the report */
    }
  });
  p.stdin!.on('error', () => {}); // it may be gone already
  let stopped: Promise<Record<string, unknown>> | undefined;
  return {
    pid: p.pid!,
    stop: () =>
      (stopped ??= (async () => {
        p.stdin!.end('stop\n');
        await new Promise((r) => setTimeout(r, 1000));
        await stop(p);
        return report;
      })()),
  };
}

let bundles: Promise<{ server: string; probes: { loopDelay: string; cpuProfile: string; memory: string } }> | undefined;

/** build/server.mjs and the probes the benchmark preloads into it, built once per benchmark process. */
function serverBundles() {
  bundles ??= (async () => ({
    server: await buildServer(),
    probes: {
      loopDelay: await bundleFile(
        path.join(ROOT, 'test/bench/loopDelayProbe.ts'),
        path.join(ROOT, 'build/bench/loopDelayProbe.mjs'),
      ),
      cpuProfile: await bundleFile(
        path.join(ROOT, 'test/bench/cpuProfileProbe.ts'),
        path.join(ROOT, 'build/bench/cpuProfileProbe.mjs'),
      ),
      memory: await bundleFile(
        path.join(ROOT, 'test/bench/memoryProbe.ts'),
        path.join(ROOT, 'build/bench/memoryProbe.mjs'),
      ),
    },
  }))();
  return bundles;
}

/**
 * One run: a fresh server process and a fresh driver process for `rooms` rooms; with `attack`, a hostile client too;
 * with `side`, another load started before the driver (the bot rooms of server.botRooms.ts) and its summary.
 */
export async function runOnce(
  rooms: number,
  measureS = MEASURE_S,
  attack?: AttackMode,
  side?: SideLoad,
): Promise<
  DriverResult & {
    serverLoop: LoopDelay;
    rssPerRoomKiB: number;
    serverCpuPct: number;
    serverSystemCpuPct: number;
    serverRssMiB: number;
    driverCpuPct: number;
    load: string;
    stealPct: number;
    attack?: AttackResult;
    side?: Record<string, unknown>;
  }
> {
  const port = await freePort();
  const matches = fs.mkdtempSync(path.join(os.tmpdir(), 'ifera-bench-'));
  // The server as `npm start` runs it (build/server.mjs, plain node), with the benchmark's probes bundled beside it.
  const { server: entry, probes } = await serverBundles();
  // BENCH_CPU_PROFILE=<file>: a CPU profile of the server over the measuring window (cpuProfileProbe.ts).
  const profile = process.env.BENCH_CPU_PROFILE ? ['--import', probes.cpuProfile] : [];
  // BENCH_SERVER_FLAGS: node or V8 flags for the server process alone (GC settings to compare, say).
  const serverFlags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  // An attacked server also gets the memory probe: its memory after full collections before, during and after.
  const memoryProbe = attack ? ['--expose-gc', '--import', probes.memory] : [];
  const server = spawn(
    process.execPath,
    [...serverFlags, '--max-old-space-size=4096', '--import', probes.loopDelay, ...memoryProbe, ...profile, entry],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // The driver makes every room from one address: lift the per-address room quota (docs/online.md "Limits"). In the
      // hostile run the server trusts X-Forwarded-For instead, and the driver names an address of its own for each room,
      // so the default limits stay on for the attacker (test/bench/server.attacker.ts).
      env: {
        ...process.env,
        PORT: String(port),
        MATCHES_DIR: matches,
        RESTORE_MATCHES: '0',
        NODE_ENV: 'production',
        REDIS_URL: '',
        ...(HOSTILE ? { TRUST_PROXY: '1' } : { ROOM_CREATE_BURST: '1000000', ROOMS_PER_IP: '1000000' }),
      },
    },
  );
  let attacker: ReturnType<typeof startAttacker> | undefined;
  let rssSampler: NodeJS.Timeout | undefined;
  let sideLoad: Awaited<ReturnType<SideLoad['start']>> | undefined;
  try {
    await waitHttp(`http://127.0.0.1:${port}/__healthcheck`);
    sideLoad = await side?.start(`ws://127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = rssMiB(server.pid!);
    // 4 SDK clients per room each keep a decoded state: the driver needs more than Node's default heap at N = 1000.
    const driver = spawn(
      process.execPath,
      [
        '--max-old-space-size=8192',
        '--import',
        'tsx',
        'test/bench/server.driver.ts',
        `ws://127.0.0.1:${port}`,
        String(rooms),
        String(measureS),
      ],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_SPREAD_ADDRESSES: HOSTILE ? '1' : '0' },
      },
    );
    let rssAfter = NaN;
    let cpu0 = 0;
    let wall0 = 0;
    let cpuPct = NaN;
    let sys0 = 0;
    let sysPct = NaN;
    let driverCpu0 = 0;
    let driverCpuPct = NaN;
    let load = '';
    // On a shared virtual machine the hypervisor may run other guests on our cores: their share of the window (steal)
    // delays both processes, so a run with much of it is not comparable with a quiet one.
    let ticks0 = machineTicks();
    let stealPct = NaN;
    let serverLoop: Promise<LoopDelay> = Promise.resolve({ p50: NaN, p99: NaN, max: NaN });
    let profileWritten: Promise<void> = Promise.resolve();
    let rssMax = NaN;
    let attackerCpu0 = 0;
    let attackerCpuPct = NaN;
    let memoryBefore: Promise<ProbedMemory> | undefined;
    let memoryDuring: Promise<ProbedMemory> | undefined;
    const result = await new Promise<DriverResult>((resolve, reject) => {
      lines(driver, (line) => {
        let msg: DriverResult & { ready?: boolean; measuring?: boolean };
        try {
          msg = JSON.parse(line);
        } catch {
          return;
        }
        if (msg.ready) {
          // Setup done: the rooms' memory, then the warm-up starts (under attack from here on, if any).
          rssAfter = rssMiB(server.pid!);
          if (attack) {
            memoryBefore = askProbe<ProbedMemory>(server, 'memory');
            attacker = startAttacker(`ws://127.0.0.1:${port}`, attack);
            rssMax = rssAfter;
            rssSampler = setInterval(() => {
              try {
                rssMax = Math.max(rssMax, rssMiB(server.pid!));
              } catch {
                /* exited */
              }
            }, 250);
          }
          driver.stdin!.write('go\n');
        } else if (msg.measuring) {
          cpu0 = cpuSeconds(server.pid!);
          sys0 = cpuSeconds(server.pid!, 'system');
          driverCpu0 = cpuSeconds(driver.pid!);
          if (attacker) attackerCpu0 = cpuSeconds(attacker.pid);
          load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
          ticks0 = machineTicks();
          wall0 = performance.now();
          void loopDelay(server); // the probe starts its measuring window
          if (profile.length) server.send('cpu-profile:start');
        } else {
          const wallS = (performance.now() - wall0) / 1000;
          cpuPct = ((cpuSeconds(server.pid!) - cpu0) / wallS) * 100;
          sysPct = ((cpuSeconds(server.pid!, 'system') - sys0) / wallS) * 100;
          driverCpuPct = ((cpuSeconds(driver.pid!) - driverCpu0) / wallS) * 100;
          if (attacker) attackerCpuPct = ((cpuSeconds(attacker.pid) - attackerCpu0) / wallS) * 100;
          const ticks = machineTicks();
          stealPct = (100 * (ticks.steal - ticks0.steal)) / Math.max(1, ticks.total - ticks0.total);
          serverLoop = loopDelay(server); // the window's figures
          if (attacker) memoryDuring = askProbe<ProbedMemory>(server, 'memory');
          if (profile.length) profileWritten = cpuProfileWritten(server);
          resolve(msg);
        }
      });
      driver.once('exit', (code) => reject(new Error(`driver exited (${code}) before reporting`)));
    });
    let attackResult: AttackResult | undefined;
    if (attack && attacker) {
      clearInterval(rssSampler);
      const rssEnd = rssMiB(server.pid!);
      const during = await memoryDuring!;
      const report = await attacker.stop();
      // The driver's 4 clients a room stay; the attacker's leave with its process.
      await attackerGone(server, 4 * rooms);
      attackResult = {
        mode: attack,
        rssStartMiB: rssAfter,
        rssMaxMiB: Math.max(rssMax, rssEnd),
        rssEndMiB: rssEnd,
        attackerCpuPct,
        attacker: report,
        memory: { before: await memoryBefore!, during, after: await askProbe<ProbedMemory>(server, 'memory') },
      };
    }
    await stop(driver);
    await profileWritten;
    const sideSummary = await sideLoad?.stop();
    if (result.error) throw new Error(result.error);
    return {
      ...result,
      serverLoop: await serverLoop,
      rssPerRoomKiB: ((rssAfter - rssBefore) * 1024) / rooms,
      serverCpuPct: cpuPct,
      serverSystemCpuPct: sysPct,
      serverRssMiB: rssAfter,
      driverCpuPct,
      load,
      stealPct,
      attack: attackResult,
      side: sideSummary,
    };
  } finally {
    clearInterval(rssSampler);
    await attacker?.stop();
    await stop(server);
    fs.rmSync(matches, { recursive: true, force: true });
  }
}

export async function bench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const n of SIZES) {
    let r: Awaited<ReturnType<typeof runOnce>>;
    try {
      r = await runOnce(n);
    } catch (e) {
      process.stderr.write(`[server bench] N=${n} failed: ${String(e).split('\n')[0]}\n`);
      figures.push({ name: `N=${n}: run failed`, value: NaN, unit: '', note: String(e).split('\n')[0].slice(0, 120) });
      continue;
    }
    process.stderr.write(`[server bench] N=${n}: ${JSON.stringify(r)}\n`);
    if (IDLE) {
      figures.push(
        {
          name: `N=${n} idle: server CPU`,
          value: r.serverCpuPct,
          unit: '% of one core',
          note: `no commands; driver ${r.driverCpuPct.toFixed(0)} %, load average ${r.load}`,
        },
        {
          name: `N=${n} idle: server CPU per room and second`,
          value: (r.serverCpuPct * 10) / n,
          unit: 'ms',
          note: 'pings, timers, the process itself',
        },
        { name: `N=${n} idle: CPU stolen by the hypervisor`, value: r.stealPct, unit: '% of the machine' },
      );
      continue;
    }
    const note = `${r.commandsSeen}/${r.commandsSent} commands seen by all 3, setup ${r.setupS.toFixed(0)} s`;
    figures.push(
      { name: `N=${n}: latency p50 (command → each other client)`, value: r.p50, unit: 'ms' },
      { name: `N=${n}: latency p95`, value: r.p95, unit: 'ms' },
      { name: `N=${n}: latency p99`, value: r.p99, unit: 'ms', note },
      { name: `N=${n}: latency p99 until all three saw it`, value: r.allThreeP99, unit: 'ms' },
      {
        name: `N=${n}: latency p99 during the warm-up`,
        value: r.warmup.p99,
        unit: 'ms',
        note: `first ${r.warmup.seconds} s of load, not in the figures above; p50 ${r.warmup.p50.toFixed(1)} ms`,
      },
      {
        name: `N=${n}: state patch median`,
        value: r.patchMedianBytes,
        unit: 'bytes',
        note: `mean ${r.patchMeanBytes.toFixed(0)} over ${r.patches} patches`,
      },
      {
        name: `N=${n}: server memory per room`,
        value: r.rssPerRoomKiB,
        unit: 'KiB',
        note: `RSS ${r.serverRssMiB.toFixed(0)} MiB`,
      },
      {
        name: `N=${n}: server event-loop delay p99`,
        value: r.serverLoop.p99,
        unit: 'ms',
        note: `max ${r.serverLoop.max.toFixed(0)} ms (GC pauses, long tasks)`,
      },
      {
        name: `N=${n}: driver event-loop delay p99`,
        value: r.driverLoop.p99,
        unit: 'ms',
        note: `max ${r.driverLoop.max.toFixed(0)} ms: part of every latency sample; driver heap ${r.driverHeapMiB.toFixed(0)} MiB`,
      },
      {
        name: `N=${n}: server CPU`,
        value: r.serverCpuPct,
        unit: '% of one core',
        note: `driver ${r.driverCpuPct.toFixed(0)} %, machine load average ${r.load} on ${os.cpus().length} cores`,
      },
      // The server's CPU over the window divided by the commands sent in it (timers, pings and GC included).
      {
        name: `N=${n}: server CPU per command`,
        value: (r.serverCpuPct * 10 * MEASURE_S) / Math.max(1, r.commandsSent),
        unit: 'ms',
        note: `${(r.commandsSent / MEASURE_S).toFixed(0)} commands/s; of it in the kernel (system time: socket writes, the record's write) ${((r.serverSystemCpuPct * 10 * MEASURE_S) / Math.max(1, r.commandsSent)).toFixed(3)} ms`,
      },
      {
        name: `N=${n}: CPU stolen by the hypervisor`,
        value: r.stealPct,
        unit: '% of the machine',
        note: 'other guests on our cores during the window: high values delay everything',
      },
    );
  }
  return figures;
}

/** RSS, heap and external memory after full collections: before the attack, at the end of its window, after it. */
function memoryNote(m: AttackResult['memory']): string {
  const at = (p: ProbedMemory) =>
    `RSS ${p.rssMiB.toFixed(1)} (anon ${p.rssAnonMiB.toFixed(1)}), heap ${p.heapUsedMiB.toFixed(1)} of ` +
    `${p.heapTotalMiB.toFixed(1)}, external ${p.externalMiB.toFixed(1)} (array buffers ${p.arrayBuffersMiB.toFixed(1)}) ` +
    `MiB, ${p.clients} clients, ${p.roomsAlive} rooms alive`;
  return `before: ${at(m.before)}; during: ${at(m.during)}; after: ${at(m.after)}`;
}

/** What one attacker did, in a few words for the figure's note. */
function attackerNote(a: AttackResult): string {
  const s = a.attacker as {
    sent?: number;
    repliesSeen?: number;
    closes?: Record<string, number>;
    joins?: number;
    httpRequests?: number;
    httpStatus?: Record<string, number>;
  };
  const closes =
    Object.entries(s.closes ?? {})
      .map(([code, n]) => `${n}× ${code}`)
      .join(', ') || 'none';
  if (a.mode === 'http') return `${s.httpRequests ?? 0} GET /api/matches, status ${JSON.stringify(s.httpStatus ?? {})}`;
  const answers = (a.attacker as { answers?: Record<string, Record<string, number>> }).answers;
  if (answers && Object.keys(answers).length > 0)
    return Object.entries(answers)
      .map(([kind, by]) => `${kind}: ${JSON.stringify(by)}`)
      .join('; ');
  return `sent ${s.sent ?? 0} frames, read ${s.repliesSeen ?? 0} replies, closed by the server: ${closes}; ${s.joins ?? 0} joins`;
}

/**
 * The hostile run: for each N, the ordinary load alone, then with each attacker (a fresh server each time). Prints
 * the measured rooms' latency against the run without an attacker, the server's RSS from the end of setup (the
 * attacker starts there) to the end of the window, and its memory after full collections before the attack, at the
 * end of the window and once the attacker's process ended and its clients were gone.
 */
export async function hostileBench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const n of SIZES) {
    const base = await runOnce(n);
    process.stderr.write(`[server bench] N=${n} baseline: ${JSON.stringify(base)}\n`);
    const baseRss = base.serverRssMiB;
    figures.push(
      { name: `N=${n} no attacker: p50`, value: base.p50, unit: 'ms' },
      {
        name: `N=${n} no attacker: p99`,
        value: base.p99,
        unit: 'ms',
        note: `${base.commandsSeen}/${base.commandsSent} commands seen by all 3; server RSS ${baseRss.toFixed(0)} MiB after setup; load average ${base.load}`,
      },
    );
    for (const mode of ATTACKS) {
      let r: Awaited<ReturnType<typeof runOnce>>;
      try {
        r = await runOnce(n, MEASURE_S, mode);
      } catch (e) {
        figures.push({
          name: `N=${n} ${mode}: run failed`,
          value: NaN,
          unit: '',
          note: String(e).split('\n')[0].slice(0, 120),
        });
        continue;
      }
      process.stderr.write(`[server bench] N=${n} ${mode}: ${JSON.stringify(r)}\n`);
      const a = r.attack!;
      figures.push(
        { name: `N=${n} ${mode}: p50`, value: r.p50, unit: 'ms', note: `no attacker ${base.p50.toFixed(1)} ms` },
        {
          name: `N=${n} ${mode}: p99`,
          value: r.p99,
          unit: 'ms',
          note: `no attacker ${base.p99.toFixed(1)} ms: ×${(r.p99 / base.p99).toFixed(2)}; ${r.commandsSeen}/${r.commandsSent} commands seen by all 3; load average ${r.load}`,
        },
        {
          name: `N=${n} ${mode}: server RSS growth`,
          value: a.rssEndMiB - a.rssStartMiB,
          unit: 'MiB',
          note: `${a.rssStartMiB.toFixed(0)} → ${a.rssEndMiB.toFixed(0)} MiB (max ${a.rssMaxMiB.toFixed(0)}) over ${WARMUP_S + MEASURE_S} s; server CPU ${r.serverCpuPct.toFixed(0)} %`,
        },
        {
          name: `N=${n} ${mode}: server memory once the attacker left`,
          value: a.memory.after.rssMiB - a.memory.before.rssMiB,
          unit: 'MiB',
          note: memoryNote(a.memory),
        },
        {
          name: `N=${n} ${mode}: the attacker's CPU`,
          value: a.attackerCpuPct,
          unit: '% of one core',
          note: attackerNote(a),
        },
      );
    }
  }
  return figures;
}

// Direct run: npx tsx test/bench/server.bench.ts [hostile]
if (DIRECT) {
  const bots = process.argv.slice(2).includes('bots');
  for (const f of await (bots ? botRoomsBench(runOnce) : HOSTILE ? hostileBench() : bench()))
    console.log(
      `${f.name.padEnd(56)} ${f.value.toFixed(f.value >= 100 ? 0 : 2).padStart(10)} ${f.unit}${f.note ? `  (${f.note})` : ''}`,
    );
}
