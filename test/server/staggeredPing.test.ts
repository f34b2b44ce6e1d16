// Issue 6 "Prompts, timers, reconnection": a client whose connection died without a close (no pong) must be noticed so
// its reconnection window can start, and the keep-alive that notices it must not stall the server. The stock transport
// pinged every client in one task every 3 s (a 200 ms stall at 4,000 clients in the load benchmark);
// StaggeredPingTransport pings a slice at a time.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PING_SLICES, StaggeredPingTransport } from '../../server/patches/StaggeredPingTransport';
import { until } from './helpers';

const PORT = 2619;
const INTERVAL_MS = 600;

/** The transport with the room handshake left out: a connected socket only answers (or ignores) pings. */
class PingOnly extends StaggeredPingTransport {
  protected override async onConnection(raw: WebSocket & { pingCount: number }): Promise<void> {
    raw.pingCount = 0;
    raw.on('pong', () => {
      raw.pingCount = 0;
    }); // what the stock onConnection's heartbeat does
  }
}

let transport: PingOnly | undefined;
const sockets: WebSocket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  transport?.shutdown();
  transport = undefined;
});

async function listen(pingMaxRetries = 2): Promise<void> {
  transport = new PingOnly({ server: http.createServer(), pingInterval: INTERVAL_MS, pingMaxRetries });
  await new Promise<void>((resolve) => transport!.listen(PORT, '127.0.0.1', undefined, () => resolve()));
}

/** A client socket; `autoPong: false` plays a connection that died without closing. */
async function connect(autoPong = true): Promise<{ socket: WebSocket; pings: number[]; closed: () => boolean }> {
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/`, { autoPong });
  sockets.push(socket);
  const pings: number[] = [];
  let closed = false;
  socket.on('ping', () => pings.push(Date.now()));
  socket.on('close', () => {
    closed = true;
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, pings, closed: () => closed };
}

describe('keep-alive pings spread over the interval (StaggeredPingTransport)', () => {
  it('pings an idle client at most once per interval, a slice at a time rather than all in one task', async () => {
    await listen();
    const clients = await Promise.all(Array.from({ length: 2 * PING_SLICES }, () => connect()));
    await until(() => clients.every((c) => c.pings.length >= 2), 5000, 'two pings each');
    const firstRound = clients.map((c) => c.pings[0]);
    // All at once would put every first ping within a few milliseconds; spread, they cover most of the interval.
    expect(Math.max(...firstRound) - Math.min(...firstRound)).toBeGreaterThanOrEqual(INTERVAL_MS / 2);
    // Still once per interval per client, not faster.
    for (const c of clients) expect(c.pings[1] - c.pings[0]).toBeGreaterThanOrEqual(INTERVAL_MS * 0.8);
    expect(clients.every((c) => !c.closed())).toBe(true);
  });

  it('drops a client that leaves pingMaxRetries pings unanswered and keeps the ones that answer', async () => {
    await listen(2);
    const alive = await connect(true);
    const silent = await connect(false);
    await until(() => silent.closed(), 6 * INTERVAL_MS, 'the silent client dropped');
    expect(silent.pings.length).toBe(2);
    expect(alive.closed()).toBe(false);
  });

  it('does not ping a client it heard from since the last round (any frame says it is alive), and drops it once it falls silent', async () => {
    await listen(2);
    const talking = await connect(false); // answers no ping: only its own frames keep it
    const idle = await connect(true);
    const talk = setInterval(() => talking.socket.send('x'), INTERVAL_MS / 3);
    await new Promise((r) => setTimeout(r, 5 * INTERVAL_MS));
    clearInterval(talk);
    expect(talking.pings.length).toBe(0);
    expect(talking.closed()).toBe(false);
    // The idle client answered its pings: pinged every other round (the round after its pong hears that pong).
    expect(idle.pings.length).toBeGreaterThanOrEqual(2);
    expect(idle.pings.length).toBeLessThanOrEqual(3);
    // Silent now, and it answers no ping: pinged twice, then dropped, within four rounds.
    await until(() => talking.closed(), 5 * INTERVAL_MS, 'the client that fell silent dropped');
    expect(talking.pings.length).toBe(2);
    expect(idle.closed()).toBe(false);
  });

  it('a client that trickles the bytes of a frame it never finishes is not heard: pinged and dropped like a silent one', async () => {
    await listen(2);
    const trickler = await connect(false);
    const raw = (trickler.socket as unknown as { _socket: { write(b: Buffer): void } })._socket;
    // A masked binary frame announcing 1,000 bytes of payload, sent one byte at a time: it never completes.
    raw.write(Buffer.from([0x82, 0xfe, 0x03, 0xe8, 1, 2, 3, 4]));
    const drip = setInterval(() => {
      try {
        raw.write(Buffer.from([0x61]));
      } catch {
        /* closed */
      }
    }, INTERVAL_MS / 4);
    try {
      await until(() => trickler.closed(), 6 * INTERVAL_MS, 'the trickling client dropped');
    } finally {
      clearInterval(drip);
    }
    expect(trickler.pings.length).toBe(2);
  });
});
