// Load driver for test/bench/server.bench.ts, run in its own process:
//   node --import tsx test/bench/server.driver.ts <endpoint> <rooms> <measureSeconds>
// Opens <rooms> battle rooms with 4 real colyseus.js clients each (one seat per client), starts every match, then for
// <measureSeconds> the client whose seat the room awaits sends BENCH_PACE commands per second per room (default 1: a
// brisk human; 4 makes 250 rooms as busy as 1,000), after a warm-up of
// BENCH_WARMUP_SECONDS (default 5) of the same load that is reported apart. For each command it
// records the time from send until each of the other three clients has applied the patch that shows its effect, and
// the size of every state patch frame the clients receive. Prints one JSON line with the samples' summary.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, Room } from 'colyseus.js';
// The browser client's string decoding (client/src/net/roomStore.ts imports it too): without it every client keeps
// the match's content and map leaves as ropes of one heap node per character (1.5 MB a client).
import '../../client/src/net/flatStrings';
import './sharedTexts'; // after flatStrings: equal texts of the driver's clients share one copy
import './sharedReflection'; // clients of the same handshake share its decoded classes
import { lateness, LOOP_PROBE_MS } from './loopLateness';

// Matchmaking requests: no keep-alive, or a socket the server closed while idle gets reused ("socket hang up").
http.globalAgent = new http.Agent({ keepAlive: false, maxSockets: 64 });

const [endpoint = 'ws://127.0.0.1:2567', roomsArg = '25', secondsArg = '15'] = process.argv.slice(2);
const ROOMS = Number(roomsArg);
const MEASURE_S = Number(secondsArg);
// The first second of load runs cold code (the engine's play paths are first compiled then, setup never ran them) and
// meets the garbage setup left: its latency is reported apart, as the warm-up's.
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** Commands per second per room. */
const PACE = Number(process.env.BENCH_PACE ?? 1);
const PATCH = 15; // colyseus.js Protocol.ROOM_STATE_PATCH

type Leaves = { get(k: string): string | undefined };
type BenchState = {
  phase: string;
  version: number;
  seats: { holder: string; ready: boolean }[];
  prompt: { id: string; seats: { length: number; [i: number]: number } };
  view: Leaves;
};

const patchSizes: number[] = [];
let measuring = false;
let warming = false;
const proto = Room.prototype as unknown as { onMessageCallback(this: Room, e: MessageEvent): void };
const original = proto.onMessageCallback;
proto.onMessageCallback = function (this: Room, event: MessageEvent) {
  const bytes = new Uint8Array(event.data as ArrayBuffer);
  if (measuring && bytes[0] === PATCH) patchSizes.push(bytes.byteLength);
  original.call(this, event);
};

type Probe = { t0: number; version: number; seen: number; sender: number };
type Table = { clients: Room<BenchState>[]; probe: Probe | null; sent: number; finished: boolean };

const warmupLatencies: number[] = []; // the same samples during the warm-up
const latencies: number[] = []; // one sample per receiving client
const allThree: number[] = []; // one sample per command: until the last of the three saw it
let refused = 0;
let errorsSeen = 0;

function now() {
  return performance.now();
}

async function inBatches<T>(n: number, batch: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += batch) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(batch, n - i) }, (_, k) => fn(i + k)))));
  }
  return out;
}

async function until(fn: () => boolean, timeoutMs: number, what: string) {
  const t0 = Date.now();
  while (!fn()) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The command the awaited seat sends: place on the first offered cell, first option of a choice, turn in place while
 * movement lasts, then end the turn (cheap to decide from the leaves, always legal). */
function nextCommand(state: BenchState): Record<string, unknown> {
  const view = state.view;
  const leaf = (k: string) => JSON.parse(view.get(k) ?? 'null');
  // The prompt travels as one leaf (OPAQUE_PATHS in shared/wire/viewLeaves.ts).
  const pending = leaf('pending') as { kind: string; id: string; cells?: { q: number; r: number }[] } | null;
  if (pending?.kind === 'place') return { type: 'place', prompt: pending.id, cell: pending.cells![0], facing: 0 };
  if (pending) return { type: 'choose', prompt: pending.id, option: 0 };
  const unit = leaf('turn/unit') as string | null;
  const movementLeft = (leaf('turn/movementLeft') as number | null) ?? 0;
  if (unit && movementLeft > 0)
    return { type: 'turn', facing: (((leaf(`units/${unit}/facing`) as number | null) ?? 0) + 1) % 6 };
  return { type: 'endTurn' };
}

/** Matchmaking over HTTP may meet a stale keep-alive socket or a busy server: retry a few times. */
async function retry<T>(fn: () => Promise<T>, what: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (attempt >= 5) throw e;
      process.stderr.write(`${what} failed (${String(e)}), retrying\n`);
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

let tablesOpened = 0;

async function openTable(shared: Client): Promise<Table> {
  // The hostile bench's server trusts X-Forwarded-For: each room from an address of its own, so the per-address room
  // quota stays on for the attacker and not for the driver (server.bench.ts).
  const client =
    process.env.BENCH_SPREAD_ADDRESSES === '1'
      ? new Client(endpoint, {
          headers: { 'X-Forwarded-For': `10.${(tablesOpened >> 8) & 255}.${tablesOpened++ & 255}.1` },
        })
      : shared;
  // reconnectS 0: a client that leaves is gone at once (the driver leaves everything at the end).
  const first = await retry(
    () =>
      client.create<BenchState>('battle', {
        reactionDeadlineS: 0,
        turnDeadlineS: 0,
        reconnectS: 0,
        botTakeover: false,
      }),
    'create',
  );
  const clients = [first];
  for (let i = 1; i < 4; i++) clients.push(await retry(() => client.joinById<BenchState>(first.roomId), 'join'));
  const table: Table = { clients, probe: null, sent: 0, finished: false };
  clients.forEach((room, index) => {
    room.onMessage('seat:token', () => {});
    room.onMessage('events', () => {});
    if (index > 0)
      room.onMessage('error', () => {
        errorsSeen++;
      });
    room.onStateChange((state) => {
      if (state.phase === 'finished') table.finished = true;
      const p = table.probe;
      if (!p || index === p.sender || p.seen & (1 << index) || state.version < p.version) return;
      p.seen |= 1 << index;
      const dt = now() - p.t0;
      if (measuring) latencies.push(dt);
      else if (warming) warmupLatencies.push(dt);
      if (p.seen === (0b1111 & ~(1 << p.sender))) {
        if (measuring) allThree.push(dt);
        table.probe = null;
      }
    });
    room.send('seat:take', { seat: index });
    room.send('ready', { ready: true });
  });
  await until(
    () => clients.every((r) => r.state.seats?.length === 4 && r.state.seats.every((x) => x.holder && x.ready)),
    60_000,
    'seats',
  );
  let lastError = '';
  first.onMessage('error', (e: { code: string; message: string; type?: string }) => {
    errorsSeen++;
    if (e.type === 'start') lastError = `${e.code}: ${e.message}`;
  });
  for (let attempt = 0; attempt < 30 && first.state.phase !== 'playing'; attempt++) {
    first.send('start', {});
    await until(() => first.state.phase === 'playing' || lastError !== '', 5_000, 'start reply').catch(() => {});
    if (lastError) {
      process.stderr.write(`start refused: ${lastError}\n`);
      lastError = '';
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  await until(() => clients.every((r) => r.state.phase === 'playing' && r.state.prompt?.id), 60_000, 'start');
  return table;
}

// BENCH_IDLE=1: the rooms sit in play and nobody sends a command (what N idle rooms cost the server: pings, timers).
const IDLE = process.env.BENCH_IDLE === '1';

function tick(table: Table) {
  if (table.finished || IDLE) return;
  if (table.probe) {
    refused++; // previous command not yet seen by everyone (or refused): skip this turn of the pace
    table.probe = null;
    return;
  }
  // The newest state any of the four clients has decoded: the sender's own patch of the last command may still be in
  // its socket when the other three have seen it, and a stale state would name the wrong seat.
  const latest = table.clients.reduce((a, b) => (b.state.version > a.state.version ? b : a)).state;
  if (latest.phase !== 'playing' || latest.prompt.seats.length === 0) return;
  const seat = latest.prompt.seats[0];
  const sender = table.clients[seat];
  const command = nextCommand(latest);
  table.probe = { t0: now(), version: latest.version + 1, seen: 0, sender: seat };
  table.sent++;
  sender.send('command', { seat, command });
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main() {
  const client = new Client(endpoint);
  const t0 = Date.now();
  const tables = await inBatches(ROOMS, 25, () => openTable(client));
  const setupS = (Date.now() - t0) / 1000;
  process.stdout.write(JSON.stringify({ ready: true, setupS }) + '\n');
  // Wait for the parent to sample the server's memory and CPU, then run.
  await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  warming = true;
  const timers = tables.map((table, i) => {
    // Spread the rooms over the period so the load is ~ROOMS × PACE commands per second, evenly.
    const period = 1000 / PACE;
    const offset = (i * period) / ROOMS;
    let interval: NodeJS.Timeout | undefined;
    const start = setTimeout(() => {
      tick(table);
      interval = setInterval(() => tick(table), period);
    }, offset);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  });
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  warming = false;
  const sentInWarmup = tables.reduce((s, t) => s + t.sent, 0);
  const refusedInWarmup = refused;
  const errorsInWarmup = errorsSeen;
  measuring = true;
  const loop = monitorEventLoopDelay({ resolution: LOOP_PROBE_MS }); // as the server's probe (loopDelayProbe.ts)
  loop.enable();
  process.stdout.write(JSON.stringify({ measuring: true }) + '\n');
  await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
  measuring = false;
  loop.disable();
  timers.forEach((stop) => stop());
  const sent = tables.reduce((s, t) => s + t.sent, 0) - sentInWarmup;
  latencies.sort((a, b) => a - b);
  warmupLatencies.sort((a, b) => a - b);
  allThree.sort((a, b) => a - b);
  patchSizes.sort((a, b) => a - b);
  const result = {
    rooms: ROOMS,
    clients: ROOMS * 4,
    setupS,
    measureS: MEASURE_S,
    commandsSent: sent,
    commandsSeen: allThree.length,
    skipped: refused - refusedInWarmup,
    errors: errorsSeen - errorsInWarmup,
    finishedRooms: tables.filter((t) => t.finished).length,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    allThreeP50: quantile(allThree, 0.5),
    allThreeP99: quantile(allThree, 0.99),
    warmup: {
      seconds: WARMUP_S,
      samples: warmupLatencies.length,
      p50: quantile(warmupLatencies, 0.5),
      p99: quantile(warmupLatencies, 0.99),
    },
    driverLoop: { p50: lateness(loop.percentile(50)), p99: lateness(loop.percentile(99)), max: lateness(loop.max) },
    driverHeapMiB: process.memoryUsage().heapUsed / 2 ** 20,
    patches: patchSizes.length,
    patchMedianBytes: quantile(patchSizes, 0.5),
    patchMeanBytes: patchSizes.reduce((a, b) => a + b, 0) / (patchSizes.length || 1),
  };
  process.stdout.write(JSON.stringify(result) + '\n');
  await Promise.all(tables.flatMap((t) => t.clients.map((r) => r.leave().catch(() => 0))));
  process.exit(0);
}

main().catch((e) => {
  process.stdout.write(JSON.stringify({ error: String(e?.stack ?? e) }) + '\n');
  process.exit(1);
});
