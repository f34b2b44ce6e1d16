// Server load benchmark (issue 6 "Scale"): N battle rooms of 4 real colyseus.js clients on loopback, the awaited seat
// of each room sending one command per second. The server and the driver (test/bench/server.driver.ts) each run in
// their own process; this file starts both for every N, samples the server's memory and CPU from /proc, and reports:
// command → other three clients latency (p50/p95/p99), patch bytes, memory per room, server CPU. Each run measures
// after a warm-up of the same load (BENCH_WARMUP_SECONDS, default 5), whose latency is printed apart.
//   npm run bench:server (= npx tsx test/bench/server.bench.ts): N = 25, 100, 250, 500, 1000
//   npm run bench server: N = 25, 250        BENCH_ROOMS=25,250 BENCH_SECONDS=15 to choose
// Peer to beat (boardgame.io 0.50.2, same machine, same load shape): p99 6 ms at 25 matches, 19 ms at 250, 60 ms at
// 500, 581 ms at 1000; 8,012 bytes per update.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchFigure } from './measure';

export const title = 'Server: N rooms × 4 colyseus.js clients on loopback, 1 command/s per room';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MEASURE_S = Number(process.env.BENCH_SECONDS ?? 15);
const DIRECT = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
// `npm run bench:server` (direct) measures every size; inside `npm run bench` (all benchmarks) only the smaller ones.
const SIZES = (process.env.BENCH_ROOMS ?? (DIRECT ? '25,100,250,500,1000' : '25,250')).split(',').map(Number).filter((n) => n > 0);
const TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)); });
    s.on('error', reject);
  });
}

function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
}

/** The machine's CPU time so far: all of it and what the hypervisor gave to other guests (steal), in ticks. */
function machineTicks(): { total: number; steal: number } {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: cpu.slice(0, 8).reduce((a, b) => a + b, 0), steal: cpu[7] ?? 0 };
}

function rssMiB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

function stop(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    p.once('exit', () => resolve());
    p.kill('SIGTERM');
    setTimeout(() => { if (p.exitCode === null) p.kill('SIGKILL'); }, 5000).unref();
  });
}

function lines(p: ChildProcess, onLine: (line: string) => void) {
  let buf = '';
  p.stdout!.on('data', (d: Buffer) => {
    buf += d.toString();
    let i: number;
    while ((i = buf.indexOf('\n')) >= 0) { onLine(buf.slice(0, i)); buf = buf.slice(i + 1); }
  });
}

async function waitHttp(url: string, timeoutMs = 60_000) {
  const t0 = Date.now();
  for (;;) {
    try { if ((await fetch(url)).ok) return; } catch { /* starting */ }
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
  rooms: number; setupS: number; commandsSent: number; commandsSeen: number; skipped: number; errors: number;
  p50: number; p95: number; p99: number; allThreeP50: number; allThreeP99: number;
  /** The same latency during the warm-up before the measuring window (cold code, setup's garbage). */
  warmup: { seconds: number; samples: number; p50: number; p99: number };
  patches: number; patchMedianBytes: number; patchMeanBytes: number; error?: string;
};

/** One run: a fresh server process and a fresh driver process for `rooms` rooms. */
/** Asks the server's probe (loopDelayProbe.ts) for its event-loop delay since the last request. */
function loopDelay(server: ChildProcess): Promise<LoopDelay> {
  return new Promise((resolve) => {
    const none = setTimeout(() => { server.off('message', onMessage); resolve({ p50: NaN, p99: NaN, max: NaN }); }, 5000);
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

export async function runOnce(rooms: number, measureS = MEASURE_S): Promise<DriverResult & { serverLoop: LoopDelay; rssPerRoomKiB: number; serverCpuPct: number; serverRssMiB: number; driverCpuPct: number; load: string; stealPct: number }> {
  const port = await freePort();
  const matches = fs.mkdtempSync(path.join(os.tmpdir(), 'ifera-bench-'));
  const server = spawn(process.execPath, ['--max-old-space-size=4096', '--import', 'tsx', '--import', './test/bench/loopDelayProbe.ts', 'server/index.ts'], {
    cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, PORT: String(port), MATCHES_DIR: matches, RESTORE_MATCHES: '0', NODE_ENV: 'production', REDIS_URL: '' },
  });
  try {
    await waitHttp(`http://127.0.0.1:${port}/__healthcheck`);
    await new Promise((r) => setTimeout(r, 500));
    const rssBefore = rssMiB(server.pid!);
    // 4 SDK clients per room each keep a decoded state: the driver needs more than Node's default heap at N = 1000.
    const driver = spawn(process.execPath, ['--max-old-space-size=8192', '--import', 'tsx', 'test/bench/server.driver.ts', `ws://127.0.0.1:${port}`, String(rooms), String(measureS)], {
      cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'],
    });
    let rssAfter = NaN;
    let cpu0 = 0;
    let wall0 = 0;
    let cpuPct = NaN;
    let driverCpu0 = 0;
    let driverCpuPct = NaN;
    let load = '';
    // On a shared virtual machine the hypervisor may run other guests on our cores: their share of the window (steal)
    // delays both processes, so a run with much of it is not comparable with a quiet one.
    let ticks0 = machineTicks();
    let stealPct = NaN;
    let serverLoop: Promise<LoopDelay> = Promise.resolve({ p50: NaN, p99: NaN, max: NaN });
    const result = await new Promise<DriverResult>((resolve, reject) => {
      lines(driver, (line) => {
        let msg: DriverResult & { ready?: boolean; measuring?: boolean };
        try { msg = JSON.parse(line); } catch { return; }
        if (msg.ready) {
          // Setup done: the rooms' memory, then the warm-up starts.
          rssAfter = rssMiB(server.pid!);
          driver.stdin!.write('go\n');
        } else if (msg.measuring) {
          cpu0 = cpuSeconds(server.pid!);
          driverCpu0 = cpuSeconds(driver.pid!);
          load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
          ticks0 = machineTicks();
          wall0 = performance.now();
          void loopDelay(server); // the probe starts its measuring window
        } else {
          const wallS = (performance.now() - wall0) / 1000;
          cpuPct = ((cpuSeconds(server.pid!) - cpu0) / wallS) * 100;
          driverCpuPct = ((cpuSeconds(driver.pid!) - driverCpu0) / wallS) * 100;
          const ticks = machineTicks();
          stealPct = (100 * (ticks.steal - ticks0.steal)) / Math.max(1, ticks.total - ticks0.total);
          serverLoop = loopDelay(server); // the window's figures
          resolve(msg);
        }
      });
      driver.once('exit', (code) => reject(new Error(`driver exited (${code}) before reporting`)));
    });
    await stop(driver);
    if (result.error) throw new Error(result.error);
    return { ...result, serverLoop: await serverLoop, rssPerRoomKiB: ((rssAfter - rssBefore) * 1024) / rooms, serverCpuPct: cpuPct, serverRssMiB: rssAfter, driverCpuPct, load, stealPct };
  } finally {
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
    const note = `${r.commandsSeen}/${r.commandsSent} commands seen by all 3, setup ${r.setupS.toFixed(0)} s`;
    figures.push(
      { name: `N=${n}: latency p50 (command → each other client)`, value: r.p50, unit: 'ms' },
      { name: `N=${n}: latency p95`, value: r.p95, unit: 'ms' },
      { name: `N=${n}: latency p99`, value: r.p99, unit: 'ms', note },
      { name: `N=${n}: latency p99 until all three saw it`, value: r.allThreeP99, unit: 'ms' },
      { name: `N=${n}: latency p99 during the warm-up`, value: r.warmup.p99, unit: 'ms', note: `first ${r.warmup.seconds} s of load, not in the figures above; p50 ${r.warmup.p50.toFixed(1)} ms` },
      { name: `N=${n}: state patch median`, value: r.patchMedianBytes, unit: 'bytes', note: `mean ${r.patchMeanBytes.toFixed(0)} over ${r.patches} patches` },
      { name: `N=${n}: server memory per room`, value: r.rssPerRoomKiB, unit: 'KiB', note: `RSS ${r.serverRssMiB.toFixed(0)} MiB` },
      { name: `N=${n}: server event-loop delay p99`, value: r.serverLoop.p99, unit: 'ms', note: `max ${r.serverLoop.max.toFixed(0)} ms (GC pauses, long tasks)` },
      { name: `N=${n}: driver event-loop delay p99`, value: r.driverLoop.p99, unit: 'ms', note: `max ${r.driverLoop.max.toFixed(0)} ms: part of every latency sample; driver heap ${r.driverHeapMiB.toFixed(0)} MiB` },
      { name: `N=${n}: server CPU`, value: r.serverCpuPct, unit: '% of one core', note: `driver ${r.driverCpuPct.toFixed(0)} %, machine load average ${r.load} on ${os.cpus().length} cores` },
      { name: `N=${n}: CPU stolen by the hypervisor`, value: r.stealPct, unit: '% of the machine', note: 'other guests on our cores during the window: high values delay everything' },
    );
  }
  return figures;
}

// Direct run: npx tsx test/bench/server.bench.ts
if (DIRECT) {
  for (const f of await bench()) console.log(`${f.name.padEnd(56)} ${f.value.toFixed(f.value >= 100 ? 0 : 2).padStart(10)} ${f.unit}${f.note ? `  (${f.note})` : ''}`);
}
