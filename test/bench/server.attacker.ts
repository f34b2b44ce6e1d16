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
//   lobby   — 11 connections to the lobby at a time, each sending one `__no_message_handler` frame with { toString: 0 }
//             (once enough to stop the server: issue 28), over and over.
//   spellings — the matchmaker's create and the API in every spelling (`/matchmake//create/battle`,
//             `/?x=/matchmake/create/battle`, `/API/matches`, …) back to back, from an address of its own.
//   bigbody — 4 loops of joins whose body says 256 MiB, streamed as fast as the server reads them.
//   codelock — reads a listed room's code from the lobby, then keeps it full of joinById reservations it never uses
//             and guesses codes, from an address of its own.
// The address modes send X-Forwarded-For: the hostile bench's server trusts it (TRUST_PROXY=1) and its driver spreads
// its own rooms over addresses the same way, so the default per-address limits apply to the attacker alone.
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
  mode,
  sent: 0,
  repliesSeen: 0,
  closes: {} as Record<string, number>,
  joins: 0,
  joinErrors: 0,
  httpRequests: 0,
  httpErrors: 0,
  httpStatus: {} as Record<string, number>,
  /** What the server answered each kind of request: status (or matchmaker error code) → count. */
  answers: {} as Record<string, Record<string, number>>,
};
/** The address the address modes claim (the server trusts X-Forwarded-For in the hostile bench). */
const ATTACKER_ADDRESS = '198.51.100.200';
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
    room.onLeave((c) => {
      code = c;
    });
    ws.once('close', (c: number) => {
      code ||= c;
    });
    room.onMessage('*', () => {
      stats.repliesSeen++;
    });
    room.onMessage('error', () => {
      stats.repliesSeen++;
    });
    if (!read) (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    // Reading nothing, it does not see the server hang up, and once its own buffer is full it writes nothing either:
    // no progress for STUCK_MS means it was cut off.
    let lastProgress = Date.now();
    let lastBuffered = -1;
    const pump = () => {
      if (stopping || code !== 0) return resolve(code);
      if (ws.bufferedAmount !== lastBuffered) {
        lastBuffered = ws.bufferedAmount;
        lastProgress = Date.now();
      }
      if (!read && Date.now() - lastProgress > STUCK_MS) {
        ws.terminate();
        return resolve(SILENT);
      }
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
    room = await persist(() =>
      tries++ % 2 === 0 ? client.reconnect(token) : client.create('battle', { reconnectS: 60 }),
    );
  }
}

/** A room of its own where four bots play (the host holds no seat): it sends the sleeper every patch and event. */
async function busyRoom(client: Client): Promise<Room | null> {
  const room = await persist(() =>
    client.create('battle', { botsForEmpty: true, reconnectS: 0, turnDeadlineS: 0, reactionDeadlineS: 0 }),
  );
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

function count(kind: string, answer: string | number) {
  const k = (stats.answers[kind] ??= {});
  k[String(answer)] = (k[String(answer)] ?? 0) + 1;
  stats.httpRequests++;
}

/** One request from the attacker's address; the status, or the matchmaker's error code when it answered 200 with one. */
async function ask(method: string, url: string, body?: string): Promise<string> {
  try {
    const res = await fetch(`${httpBase}${url}`, {
      method,
      body,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ATTACKER_ADDRESS },
    });
    const text = await res.text();
    let code: unknown;
    try {
      code = (JSON.parse(text) as { code?: unknown; error?: unknown }).error
        ? (JSON.parse(text) as { code?: unknown }).code
        : undefined;
    } catch {
      code = undefined;
    }
    return code !== undefined ? `${res.status}/${String(code)}` : String(res.status);
  } catch {
    stats.httpErrors++;
    await sleep(50);
    return 'error';
  }
}

async function lobbyFrames() {
  const client = new Client(endpoint);
  while (!stopping) {
    // A refused lobby join is counted by its answer (an overloaded server, the failed-join bound), and waited out.
    const rooms = await Promise.all(
      Array.from({ length: 11 }, () =>
        client.joinOrCreate('lobby').catch((e: { code?: unknown; message?: string }) => {
          stats.joinErrors++;
          count('joinOrCreate lobby', String(e?.code ?? e?.message ?? 'error'));
          return null;
        }),
      ),
    );
    if (rooms.every((r) => r === null)) await sleep(RETRY_MS);
    const closed = rooms.map(
      (room) =>
        new Promise<void>((resolve) => {
          if (!room) return resolve();
          stats.joins++;
          for (const listing of ['rooms', '+', '-']) room.onMessage(listing, () => {});
          // The answer (an error reply, or a close): then the next round.
          room.onMessage('*', () => {
            stats.repliesSeen++;
            void room.leave().catch(() => {});
            resolve();
          });
          room.onMessage('error', () => {
            stats.repliesSeen++;
            void room.leave().catch(() => {});
            resolve();
          });
          room.onLeave((code) => {
            if (code !== 4000) countClose(code);
            resolve();
          });
          room.send('__no_message_handler', { toString: 0 });
          stats.sent++;
          setTimeout(resolve, 5000); // no answer at all: go on
        }),
    );
    await Promise.all(closed);
  }
}

const CREATE_SPELLINGS = [
  '/matchmake//create/battle',
  '//matchmake/create/battle',
  '/?x=/matchmake/create/battle',
  '/matchmake/create/battle/',
  '/anything/matchmake/create/battle',
];
const API_SPELLINGS = ['/API/matches', '//api/matches', '/%61pi/matches', '/Api/Matches?limit=1'];

async function spellings() {
  for (let i = 0; !stopping; i++) {
    count('create', await ask('POST', CREATE_SPELLINGS[i % CREATE_SPELLINGS.length], '{}'));
    count('api', await ask('GET', API_SPELLINGS[i % API_SPELLINGS.length]));
  }
}

/** POSTs a join whose Content-Length says 256 MiB and streams zeros until the server answers; the status. */
function bigJoin(): Promise<string> {
  return new Promise((resolve) => {
    let done = false;
    const url = new URL(`${httpBase}/matchmake/joinOrCreate/lobby`);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: url.pathname,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(256 * 2 ** 20),
          'X-Forwarded-For': ATTACKER_ADDRESS,
        },
      },
      (res) => {
        done = true;
        res.resume();
        resolve(String(res.statusCode));
      },
    );
    req.on('error', () => {
      if (!done) {
        done = true;
        resolve('error');
      }
    });
    const chunk = Buffer.alloc(64 * 1024);
    const pump = () => {
      while (!done && !stopping) if (!req.write(chunk)) return void req.once('drain', pump);
    };
    req.write('{"name":"');
    pump();
  });
}

async function bigBodies() {
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stopping) count('256 MiB join', await bigJoin());
    }),
  );
}

/** The code of a room the lobby lists (one of the measured rooms). */
async function listedCode(): Promise<string | null> {
  const lobby = await new Client(endpoint).joinOrCreate('lobby');
  const code = await new Promise<string | null>((resolve) => {
    lobby.onMessage('rooms', (rooms: { roomId: string }[]) => resolve(rooms[0]?.roomId ?? null));
    lobby.onMessage('*', () => {});
    setTimeout(() => resolve(null), 5000);
  });
  await lobby.leave().catch(() => {});
  return code;
}

async function codeLock() {
  const code = await listedCode();
  if (!code) throw new Error('no listed room to lock');
  const guesses = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const guess = () => Array.from({ length: 6 }, () => guesses[Math.floor(Math.random() * guesses.length)]).join('');
  await Promise.all([
    (async () => {
      while (!stopping) count('joinById (lock)', await ask('POST', `/matchmake/joinById/${code}`, '{}'));
    })(),
    (async () => {
      while (!stopping) count('joinById (guess)', await ask('POST', `/matchmake/joinById/${guess()}`, '{}'));
    })(),
  ]);
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

const modes: Record<string, () => Promise<unknown>> = {
  flood,
  sleeper,
  http: () => Promise.all(Array.from({ length: HTTP_LOOPS }, httpLoop)),
  lobby: lobbyFrames,
  spellings,
  bigbody: bigBodies,
  codelock: codeLock,
};
const run = (modes[mode] ?? flood)();
run.catch((e) => {
  process.stderr.write(`[attacker ${mode}] ${String(e?.stack ?? e)}\n`);
});
