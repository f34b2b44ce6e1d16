import { matchMaker } from '@colyseus/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { clientAddress } from './clientAddress';
import { gateRequests } from './requestGate';
import type { Cooldown } from './Cooldown';
import type { RoomQuota } from './RoomQuota';

/** What the matchmaker route consults before Colyseus handles a request. */
export type MatchmakeGate = { quota: RoomQuota; cooldown: Cooldown; overloaded: () => boolean; trustProxy: boolean };

/** A refusal as the HTTP answer: status, and JSON { code, message } (`error` too: colyseus.js shows that field). */
type Refusal = { status: 429 | 503; code: string; message: string; retryAfterS: number };

const OVERLOADED: Refusal = { status: 503, code: 'net/overloaded', message: 'the server is overloaded; try again in a moment', retryAfterS: 5 };

/**
 * Puts the room quota and the overload rule in front of Colyseus' matchmaker route (POST /matchmake/<method>/<room>).
 * Colyseus answers that route from the HTTP server's 'request' listener it installs when it attaches to the transport
 * (core Server.attachMatchMakingRoutes), ahead of Express, so an Express middleware never sees it: this wraps those
 * listeners instead. Call it after the Server attached (the transport's listen()).
 * - every method, `reconnect` included: 429 from an address in its cooldown after a flood (Cooldown.ts);
 * - `create`: the per-address quota (429 past it) and the overload rule (503);
 * - `join`, `joinById`, `joinOrCreate`: the overload rule (a join reserves a seat in a room that exists; the lobby is
 *   one joinOrCreate room);
 * - `reconnect` is never refused for overload (a player coming back keeps the seat); OPTIONS and the rest pass.
 */
export function guardMatchmakeRoute(server: Server, gate: MatchmakeGate): void {
  gateRequests(server, (req, res, passOn) => {
    const method = req.method === 'POST' ? matchmakeMethod(req.url ?? '') : undefined;
    if (!method) return passOn(req, res);
    const address = clientAddress(req, gate.trustProxy);
    const cooling = gate.cooldown.remainingS(address);
    if (cooling > 0) return refuse(req, res, coolingDown(cooling));
    if (method === 'reconnect') return passOn(req, res);
    if (gate.overloaded()) return refuse(req, res, OVERLOADED);
    if (method !== 'create') return passOn(req, res);
    void gate.quota.reserve(address).then(
      (refusal) => {
        if (refusal) return refuse(req, res, refusal);
        settleWithRoom(res, (roomId) => gate.quota.settle(address, roomId));
        passOn(req, res);
      },
      (e: unknown) => {
        console.error('[guard] room quota check failed', e);
        refuse(req, res, OVERLOADED);
      },
    );
  });
}

function coolingDown(seconds: number): Refusal {
  const wait = Math.ceil(seconds);
  return { status: 429, code: 'net/cooling_down', message: `a client from this address was closed for flooding; try again in ${wait} s`, retryAfterS: wait };
}

/** The matchmaker method of a URL like /matchmake/create/battle (Colyseus routes any URL containing /matchmake). */
function matchmakeMethod(url: string): string | undefined {
  const parts = url.split('?')[0].split('/');
  const at = parts.indexOf(matchMaker.controller.matchmakeRoute);
  return at >= 0 ? parts[at + 1] : undefined;
}

/** Calls `done` once the response is over, with the id of the room the matchmaker answered with (undefined: none). */
function settleWithRoom(res: ServerResponse, done: (roomId: string | undefined) => void) {
  let body = '';
  const write = res.write;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === 'string') body += chunk;
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.once('close', () => {
    let roomId: string | undefined;
    try {
      roomId = (JSON.parse(body) as { room?: { roomId?: string } }).room?.roomId;
    } catch {
      roomId = undefined;
    }
    done(typeof roomId === 'string' ? roomId : undefined);
  });
}

function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal) {
  const cors = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(req) };
  res.writeHead(refusal.status, { ...cors, 'Content-Type': 'application/json', 'Retry-After': String(refusal.retryAfterS) });
  res.end(JSON.stringify({ code: refusal.code, message: refusal.message, error: refusal.message }));
  req.resume(); // the body is not read: let it drain
}
