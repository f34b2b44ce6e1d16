import { matchMaker } from '@colyseus/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { clientAddress } from './clientAddress';
import { gateRequests } from './requestGate';
import type { Cooldown } from './Cooldown';
import type { FailedJoins } from './FailedJoins';
import type { RoomQuota } from './RoomQuota';
import { matchmakeCall } from './routeOf';

/** What the matchmaker route consults before Colyseus handles a request. */
export type MatchmakeGate = {
  quota: RoomQuota;
  cooldown: Cooldown;
  failedJoins: FailedJoins;
  overloaded: () => boolean;
  trustProxy: boolean;
};

/** A refusal as the HTTP answer: status, and JSON { code, message } (`error` too: colyseus.js shows that field). */
type Refusal = { status: 405 | 429 | 503; code: string; message: string; retryAfterS: number };

const OVERLOADED: Refusal = {
  status: 503,
  code: 'net/overloaded',
  message: 'the server is overloaded; try again in a moment',
  retryAfterS: 5,
};
const NOT_A_METHOD: Refusal = {
  status: 405,
  code: 'net/bad_method',
  message: 'the matchmaker answers POST (and OPTIONS)',
  retryAfterS: 1,
};

/** Matchmaker methods that name a room by its code (its id): their failures are what guessing codes looks like. */
const BY_CODE = new Set(['joinById', 'reconnect']);

/**
 * Puts the limits in front of Colyseus' matchmaker route. Colyseus answers it from the HTTP server's 'request' listener
 * it installs when it attaches to the transport (core Server.attachMatchMakingRoutes), ahead of Express, so an Express
 * middleware never sees it: this wraps those listeners instead. Call it after the Server attached (the transport's
 * listen()). Which requests are the matchmaker's, and which method they call, is read exactly as Colyseus reads it
 * (`matchmakeCall`): every spelling of the route Colyseus takes gets the same limits.
 * - every method, `reconnect` included: 429 from an address in its cooldown after a flood (Cooldown.ts);
 * - `joinById` and `reconnect`: 429 from an address past its failed joins by code (FailedJoins.ts); each one that
 *   fails counts;
 * - `create`: the per-address quota (429 past it) and the overload rule (503);
 * - `join`, `joinById`, `joinOrCreate` (and any other name, which Colyseus refuses): the overload rule (a join
 *   reserves a seat in a room that exists; the lobby is one joinOrCreate room);
 * - `reconnect` is never refused for overload (a player coming back keeps the seat);
 * - OPTIONS passes (CORS preflight), GET is Colyseus' 404; any other HTTP method gets 405 (Colyseus would leave it
 *   unanswered, holding the connection).
 */
export function guardMatchmakeRoute(server: Server, gate: MatchmakeGate): void {
  gateRequests(server, (req, res, passOn) => {
    const call = matchmakeCall(req.url ?? '');
    if (!call || req.method === 'OPTIONS' || req.method === 'GET') return passOn(req, res);
    if (req.method !== 'POST') return refuse(req, res, NOT_A_METHOD);
    const { method } = call;
    const address = clientAddress(req, gate.trustProxy);
    const cooling = gate.cooldown.remainingS(address);
    if (cooling > 0) return refuse(req, res, coolingDown(cooling));
    if (BY_CODE.has(method)) {
      const wait = gate.failedJoins.waitS(address);
      if (wait > 0) return refuse(req, res, tooManyFailedJoins(wait));
      onAnswer(res, (answer) => {
        if (!answer?.sessionId) gate.failedJoins.failed(address);
      });
    }
    if (method === 'reconnect') return passOn(req, res);
    if (gate.overloaded()) return refuse(req, res, OVERLOADED);
    if (method !== 'create') return passOn(req, res);
    void gate.quota.reserve(address).then(
      (refusal) => {
        if (refusal) return refuse(req, res, refusal);
        onAnswer(res, (answer) => {
          const roomId = answer?.room?.roomId;
          gate.quota.settle(address, typeof roomId === 'string' ? roomId : undefined);
        });
        passOn(req, res);
      },
      (e: unknown) => {
        console.error('[guard] room quota check failed', e);
        refuse(req, res, OVERLOADED);
      },
    );
  });
}

function tooManyFailedJoins(seconds: number): Refusal {
  const wait = Math.ceil(seconds);
  return {
    status: 429,
    code: 'net/too_many_failed_joins',
    message: `too many joins by a code that matched no room from this address; try again in ${wait} s`,
    retryAfterS: wait,
  };
}

function coolingDown(seconds: number): Refusal {
  const wait = Math.ceil(seconds);
  return {
    status: 429,
    code: 'net/cooling_down',
    message: `a client from this address was closed for flooding; try again in ${wait} s`,
    retryAfterS: wait,
  };
}

/** What the matchmaker answered (the JSON of a 200: a reservation, or { code, error }), as far as the guard reads it. */
type Answer = { sessionId?: unknown; room?: { roomId?: string } } | null;

/** Calls `done` once the response is over, with the matchmaker's answer (null when it was none or not JSON). */
function onAnswer(res: ServerResponse, done: (answer: Answer) => void) {
  let body = '';
  const write = res.write;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === 'string' && body.length < 64 * 1024) body += chunk;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.once('close', () => {
    let answer: Answer;
    try {
      answer = JSON.parse(body) as Answer;
    } catch {
      answer = null;
    }
    done(answer && typeof answer === 'object' ? answer : null);
  });
}

function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal) {
  const cors = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(req) };
  res.writeHead(refusal.status, {
    ...cors,
    'Content-Type': 'application/json',
    'Retry-After': String(refusal.retryAfterS),
  });
  res.end(JSON.stringify({ code: refusal.code, message: refusal.message, error: refusal.message }));
  req.resume(); // the body is not read: let it drain
}
