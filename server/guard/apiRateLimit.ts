import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { TokenBucket } from './TokenBucket';
import { clientAddress } from './clientAddress';
import { gateRequests } from './requestGate';
import { routePath } from './routeOf';

/** Above this many addresses held, the buckets that are full again are dropped before a new one is made. */
const SWEEP_ABOVE = 1000;

/** Refusals in a row after which each refusal also closes the connection: the client must reconnect to go on. */
const CLOSE_AFTER_REFUSALS = 20;

export type ApiLimits = { apiBurst: number; apiRefillPerS: number; trustProxy: boolean };

/**
 * A token bucket per address for the HTTP API (/api/…, in any spelling Express routes there: any case, repeated slashes,
 * percent-encodings, a query; routeOf.ts): `apiBurst` requests at once, then `apiRefillPerS` a second;
 * past it 429 `net/rate_limited` with Retry-After, answered on the HTTP server's own request event, before Express
 * routes anything. An address that keeps going gets `Connection: close` with each refusal, so a keep-alive loop pays a
 * new connection per request. The listing is served from an index and never blocks the loop, but an address looping
 * on it still took CPU and memory from the rooms (the hostile bench's HTTP attacker: 16 loops, +40–65 MiB, a higher
 * p99 in the other rooms).
 */
export function guardApiRoute(server: Server, limits: ApiLimits): void {
  const buckets = new TokenBucket(limits.apiBurst, limits.apiRefillPerS);
  const refusedInARow = new Map<string, number>();
  const retryAfterS = String(Math.max(1, Math.ceil(1 / limits.apiRefillPerS)));
  const body = JSON.stringify({
    code: 'net/rate_limited',
    message: `too many requests to the API; at most ${limits.apiRefillPerS} a second after a burst of ${limits.apiBurst}`,
  });
  gateRequests(server, (req: IncomingMessage, res: ServerResponse, passOn) => {
    if (!isApiPath(routePath(req.url ?? ''))) return passOn(req, res);
    if (buckets.size > SWEEP_ABOVE) {
      buckets.sweep();
      refusedInARow.clear();
    }
    const address = clientAddress(req, limits.trustProxy);
    if (buckets.take(address)) {
      refusedInARow.delete(address);
      return passOn(req, res);
    }
    const refusals = (refusedInARow.get(address) ?? 0) + 1;
    refusedInARow.set(address, refusals);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Retry-After': retryAfterS };
    if (refusals > CLOSE_AFTER_REFUSALS) headers.Connection = 'close';
    res.writeHead(429, headers);
    res.end(body);
    req.resume(); // the body is not read: let it drain
  });
}

/** Whether a route path (routeOf.ts) is the API's: /api and what is under it, as Express's router matches it. */
function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
