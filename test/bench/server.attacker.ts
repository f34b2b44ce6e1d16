// A hostile client for the hostile run of test/bench/server.bench.ts, in its own process:
//   node --import tsx test/bench/server.attacker.ts <endpoint> <mode>
// Modes (docs/online.md "Load benchmark", "Hostile clients"):
//   flood   — makes a room of its own and sends at full rate (as fast as its socket takes them) frames of garbage,
//             commands the room refuses and unknown message types; when the server closes it, it comes back (its
//             session by reconnection token, or a new room), retrying every 100 ms while refused, and goes on.
//   sleeper — makes a room of its own where four bots play (a busy room: patches and events to it all the time), stops
//             reading its socket and sends refused messages at full rate, never reading a reply; when it is cut off it
//             does it again.
//   http    — 16 loops of GET /api/matches, back to back.
// Runs until stdin closes or says anything, then prints one JSON line of what it did and exits.
import http from 'node:http';
import { Client, type Room } from 'colyseus.js';
import type WebSocket from 'ws';
import '../../client/src/net/flatStrings';

http.globalAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const [endpoint = 'ws://127.0.0.1:2567', mode = 'flood'] = process.argv.slice(2);
const httpBase = endpoint.replace(/^ws/, 'http');
const HTTP_LOOPS = 16;
/** The attacker keeps at most this much unsent in its own socket, so the load is the server's reading speed. */
const OWN_BUFFER = 1 << 20;
const STUCK_MS = 5000;
/** The "close code" of a connection given up for no progress. */
const SILENT = -1;
/** A refused join is tried again after this long. */
const RETRY_MS = 100;

const stats = {
  mode, sent: 0, repliesSeen: 0, closes: {} as Record<string, number>, joins: 0, joinErrors: 0,
  httpRequests: 0, httpErrors: 0, httpStatus: {} as Record<string, number>,
};
let stopping = false;

function socketOf(room: Room): WebSocket {
  return (room as unknown as { connection: { transport: { ws: WebSocket } } }).connection.transport.ws;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const garbage = Buffer.from([0xf0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);

/** Sends as fast as the socket takes frames until it closes; resolves with the close code. */
function floodUntilClosed(room: Room, read: boolean): Promise<number> {
  return new Promise((resolve) => {
    const ws = socketOf(room);
    let code = 0;
    room.onLeave((c) => { code = c; });
    ws.once('close', (c: number) => { code ||= c; });
    room.onMessage('*', () => { stats.repliesSeen++; });
    room.onMessage('error', () => { stats.repliesSeen++; });
    if (!read) (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    // Reading nothing, it does not see the server hang up, and once its own buffer is full it writes nothing either:
    // no progress for STUCK_MS means it was cut off.
    let lastProgress = Date.now();
    let lastBuffered = -1;
    const pump = () => {
      if (stopping || code !== 0) return resolve(code);
      if (ws.bufferedAmount !== lastBuffered) { lastBuffered = ws.bufferedAmount; lastProgress = Date.now(); }
      if (!read && Date.now() - lastProgress > STUCK_MS) { ws.terminate(); return resolve(SILENT); }
      // Closing: the close code comes with the close event (a socket that reads nothing may never see it).
      if (ws.readyState !== ws.OPEN) return void setTimeout(() => resolve(code || 1006), code ? 0 : 2000);
      if (ws.bufferedAmount >= OWN_BUFFER) return void setTimeout(pump, 1); // the server is not keeping up: wait
      for (let i = 0; i < 300 && ws.bufferedAmount < OWN_BUFFER; i++, stats.sent++) {
        if (i % 3 === 0) ws.send(garbage);
        else if (i % 3 === 1) room.send('command', { seat: 3, command: { type: 'endTurn' } });
        else room.send('no-such-type', { i });
      }
      setImmediate(pump);
    };
    pump();
  });
}

function countClose(code: number) {
  const key = code === SILENT ? 'silent (no progress, no close seen)' : String(code);
  stats.closes[key] = (stats.closes[key] ?? 0) + 1;
}

/** Tries `join` every RETRY_MS until it succeeds (a hostile client does not give up on a refusal). */
async function persist(join: () => Promise<Room>): Promise<Room | null> {
  while (!stopping) {
    try {
      const room = await join();
      stats.joins++;
      return room;
    } catch {
      stats.joinErrors++;
      await sleep(RETRY_MS);
    }
  }
  return null;
}

async function flood() {
  const client = new Client(endpoint);
  let room = await persist(() => client.create('battle', { reconnectS: 60 }));
  while (room && !stopping) {
    const token = room.reconnectionToken;
    countClose(await floodUntilClosed(room, true));
    // Back into the same session, or else a room of its own again: whichever the server takes first.
    let tries = 0;
    room = await persist(() => (tries++ % 2 === 0 ? client.reconnect(token) : client.create('battle', { reconnectS: 60 })));
  }
}

/** A room of its own where four bots play (the host holds no seat): it sends the sleeper every patch and event. */
async function busyRoom(client: Client): Promise<Room | null> {
  const room = await persist(() => client.create('battle', { botsForEmpty: true, reconnectS: 0, turnDeadlineS: 0, reactionDeadlineS: 0 }));
  if (!room) return null;
  room.onMessage('*', () => {});
  room.send('start', {});
  const t0 = Date.now();
  while (!stopping && (room.state as { phase?: string }).phase !== 'playing' && Date.now() - t0 < 5000) await sleep(20);
  return room;
}

async function sleeper() {
  const client = new Client(endpoint);
  while (!stopping) {
    const room = await busyRoom(client);
    if (room) countClose(await floodUntilClosed(room, false));
  }
}

async function httpLoop() {
  while (!stopping) {
    try {
      const res = await fetch(`${httpBase}/api/matches`);
      await res.arrayBuffer();
      stats.httpStatus[res.status] = (stats.httpStatus[res.status] ?? 0) + 1;
    } catch {
      stats.httpErrors++;
      await sleep(50);
    }
    stats.httpRequests++;
  }
}

function finish() {
  if (stopping) return;
  stopping = true;
  process.stdout.write(JSON.stringify(stats) + '\n');
  setTimeout(() => process.exit(0), 200);
}
process.stdin.on('data', finish);
process.stdin.on('end', finish);
process.on('SIGTERM', finish);

const run = mode === 'flood' ? flood() : mode === 'sleeper' ? sleeper() : Promise.all(Array.from({ length: HTTP_LOOPS }, httpLoop));
run.catch((e) => {
  process.stderr.write(`[attacker ${mode}] ${String(e?.stack ?? e)}\n`);
});
