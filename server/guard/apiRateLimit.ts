import type { RequestHandler } from 'express';
import { TokenBucket } from '../rooms/TokenBucket';
import { clientAddress } from './clientAddress';

/** Above this many addresses held, the buckets that are full again are dropped before a new one is made. */
const SWEEP_ABOVE = 1000;

/**
 * A token bucket per address for the HTTP API (/api/…): `burst` requests at once, then `refillPerS` a second; past it
 * 429 `net/rate_limited` with Retry-After, answered before any work. The listing is served from an index and never
 * blocks the loop, but an address looping on it still took CPU and memory from the rooms (the hostile bench's HTTP
 * attacker: 16 loops, +40–65 MiB and a higher p99 in the other rooms).
 */
export function limitApiRequests(options: { burst: number; refillPerS: number; trustProxy: boolean }): RequestHandler {
  const buckets = new TokenBucket(options.burst, options.refillPerS);
  return (req, res, next) => {
    if (buckets.size > SWEEP_ABOVE) buckets.sweep();
    if (buckets.take(clientAddress(req, options.trustProxy))) return next();
    const retryAfterS = Math.max(1, Math.ceil(1 / options.refillPerS));
    res.status(429).set('Retry-After', String(retryAfterS)).json({
      code: 'net/rate_limited', message: `too many requests to the API; at most ${options.refillPerS} a second after a burst of ${options.burst}`,
    });
  };
}
