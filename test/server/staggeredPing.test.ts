// Issue 6 "Prompts, timers, reconnection": a client whose connection died without a close (no pong) must be noticed so
// its reconnection window can start, and the keep-alive that notices it must not stall the server. The stock transport
// pinged every client in one task every 3 s (a 200 ms stall at 4,000 clients in the load benchmark);
// StaggeredPingTransport pings a slice at a time.
//
// The keep-alive's ticks are driven by the test (its interval timer is faked), one at a time, and after each the test
// waits until every ping sent has arrived and every pong and frame sent has been read by the server: what is checked is
// counted in ticks and rounds, so a slow machine can take longer but cannot change the outcome.
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { PING_SLICES, StaggeredPingTransport } from '../../server/patches/StaggeredPingTransport';
import { until } from './helpers';

const PORT = 2619;
const INTERVAL_MS = 600;
const TICK_MS = INTERVAL_MS / PING_SLICES;
/** How long one tick's pings, pongs and frames may take to arrive (a condition waited for, not a pause). */
const SETTLE_MS = 10_000;

/** What the server side of one connection sent and read. */
type ServerSide = { pinged: number; pongs: number; frames: number; dropped: boolean };

/** The server sides of the connections, by connection order (the transport calls onConnection unbound). */
const seen: ServerSide[] = [];

/** The transport with the room handshake left out: a connected socket only answers (or ignores) pings. */
class PingOnly extends StaggeredPingTransport {
  protected override async onConnection(raw: WebSocket & { pingCount: number }): Promise<void> {
    const side: ServerSide = { pinged: 0, pongs: 0, frames: 0, dropped: false };
    seen.push(side);
    raw.pingCount = 0;
    raw.on('pong', () => {
      raw.pingCount = 0; // what the stock onConnection's heartbeat does
      side.pongs++;
    });
    raw.on('message', () => side.frames++);
    // The transport drops a client by terminating its socket.
    const terminate = raw.terminate.bind(raw);
    raw.terminate = () => {
      side.dropped = true;
      terminate();
    };
    const ping = raw.ping.bind(raw);
    raw.ping = (...args: Parameters<WebSocket['ping']>) => {
      side.pinged++;
      ping(...args);
    };
  }
}

type TestClient = {
  socket: WebSocket;
  pings: number[];
  /** The server dropped it (terminated its socket). */
  dropped: () => boolean;
  server: ServerSide;
  autoPong: boolean;
  /** Whole frames this client sent. */
  sent: number;
};

let transport: PingOnly | undefined;
const clients: TestClient[] = [];
/** Ticks driven so far. */
let ticks = 0;

afterEach(async () => {
  for (const c of clients.splice(0)) c.socket.terminate();
  transport?.shutdown();
  transport = undefined;
  vi.useRealTimers();
});

async function listen(pingMaxRetries = 2): Promise<void> {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  ticks = 0;
  seen.length = 0;
  transport = new PingOnly({ server: http.createServer(), pingInterval: INTERVAL_MS, pingMaxRetries });
  await new Promise<void>((resolve) => transport!.listen(PORT, '127.0.0.1', undefined, () => resolve()));
}

/** A client socket; `autoPong: false` plays a connection that died without closing. */
async function connect(autoPong = true): Promise<TestClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/`, { autoPong });
  const pings: number[] = [];
  socket.on('ping', () => pings.push(ticks));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const index = clients.length;
  const server = await until(() => seen[index], SETTLE_MS, 'the server side of the connection');
  const client: TestClient = { socket, pings, dropped: () => server.dropped, server, autoPong, sent: 0 };
  clients.push(client);
  return client;
}

/** Every ping sent has arrived, every pong and frame sent has been read (but a dropped client's). */
function settled(): boolean {
  return clients.every(
    (c) =>
      c.dropped() ||
      (c.pings.length === c.server.pinged &&
        c.server.frames === c.sent &&
        (!c.autoPong || c.server.pongs === c.pings.length)),
  );
}

/** Drives the keep-alive `n` ticks, waiting after each until what it sent has arrived. */
async function tick(n = 1): Promise<void> {
  for (let i = 0; i < n; i++) {
    ticks++;
    vi.advanceTimersByTime(TICK_MS);
    await until(settled, SETTLE_MS, `tick ${ticks} settled`);
  }
}

/** Ticks until `done`, at most `rounds` whole rounds; returns whether it came. */
async function tickUntil(done: () => boolean, rounds: number): Promise<boolean> {
  for (let i = 0; i < rounds * PING_SLICES && !done(); i++) await tick();
  if (!done()) return false;
  return true;
}

/** Sends one whole frame from `c` and waits until the server read it. */
async function talk(c: TestClient): Promise<void> {
  c.sent++;
  c.socket.send('x');
  await until(settled, SETTLE_MS, 'the frame read');
}

describe('keep-alive pings spread over the interval (StaggeredPingTransport)', () => {
  it('pings an idle client at most once per interval, a slice at a time rather than all in one task', async () => {
    await listen();
    const all: TestClient[] = [];
    for (let i = 0; i < 2 * PING_SLICES; i++) all.push(await connect());
    expect(await tickUntil(() => all.every((c) => c.pings.length >= 2), 5)).toBe(true);
    const firstRound = all.map((c) => c.pings[0]);
    // All at once would put every first ping in one tick; spread, they cover most of the round.
    expect(Math.max(...firstRound) - Math.min(...firstRound)).toBeGreaterThanOrEqual(PING_SLICES / 2);
    // Still once per interval per client, not faster.
    for (const c of all) expect(c.pings[1] - c.pings[0]).toBeGreaterThanOrEqual(PING_SLICES * 0.8);
    expect(all.every((c) => !c.dropped())).toBe(true);
  });

  it('drops a client that leaves pingMaxRetries pings unanswered and keeps the ones that answer', async () => {
    await listen(2);
    const alive = await connect(true);
    const silent = await connect(false);
    expect(await tickUntil(() => silent.dropped(), 6)).toBe(true);
    expect(silent.pings.length).toBe(2);
    expect(alive.dropped()).toBe(false);
  });

  it('does not ping a client it heard from since the last round (any frame says it is alive), and drops it once it falls silent', async () => {
    await listen(2);
    const talking = await connect(false); // answers no ping: only its own frames keep it
    const idle = await connect(true);
    // Five rounds, the talking client sending a frame every third of a round.
    for (let third = 0; third < 15; third++) {
      await talk(talking);
      await tick(PING_SLICES / 3);
    }
    expect(talking.pings.length).toBe(0);
    expect(talking.dropped()).toBe(false);
    // The idle client answered its pings: pinged every other round (the round after its pong hears that pong).
    expect(idle.pings.length).toBeGreaterThanOrEqual(2);
    expect(idle.pings.length).toBeLessThanOrEqual(3);
    // Silent now, and it answers no ping: pinged twice, then dropped, within four rounds.
    expect(await tickUntil(() => talking.dropped(), 4)).toBe(true);
    expect(talking.pings.length).toBe(2);
    expect(idle.dropped()).toBe(false);
  });

  it('a client that trickles the bytes of a frame it never finishes is not heard: pinged and dropped like a silent one', async () => {
    await listen(2);
    const trickler = await connect(false);
    const raw = (trickler.socket as unknown as { _socket: { write(b: Buffer): void } })._socket;
    // A masked binary frame announcing 1,000 bytes of payload, then one byte every quarter of a round: it never completes.
    raw.write(Buffer.from([0x82, 0xfe, 0x03, 0xe8, 1, 2, 3, 4]));
    let dropped = false;
    for (let quarter = 0; quarter < 6 * 4 && !dropped; quarter++) {
      if (!trickler.dropped()) raw.write(Buffer.from([0x61]));
      dropped = await tickUntil(() => trickler.dropped(), 1 / 4);
    }
    expect(dropped).toBe(true);
    expect(trickler.pings.length).toBe(2);
  });
});
