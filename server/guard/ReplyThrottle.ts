import { TokenBucket, type Clock } from './TokenBucket';

/**
 * Error replies per client: the first `burst` go out at once, then `perS` a second; a reply held back is counted, and
 * the next one that goes out carries the count (`dropped`). A flood of refused messages then costs a few replies
 * instead of one each, which a client that never reads would leave piling up in the server's memory.
 */
export class ReplyThrottle {
  private buckets: TokenBucket;
  private held = new Map<string, number>();

  constructor(burst: number, perS = 1, now?: Clock) {
    this.buckets = new TokenBucket(burst, perS, now);
  }

  /** null: hold this reply back (it is counted); otherwise send it, with this many held back since the last one. */
  next(key: string): number | null {
    if (!this.buckets.take(key)) {
      this.held.set(key, (this.held.get(key) ?? 0) + 1);
      return null;
    }
    const dropped = this.held.get(key) ?? 0;
    this.held.delete(key);
    return dropped;
  }

  /** Replies held back for `key` and not yet reported (and forgets them: the caller reports them now). */
  flush(key: string): number {
    const dropped = this.held.get(key) ?? 0;
    this.held.delete(key);
    return dropped;
  }

  /** Forgets a key (its client left for good). */
  forget(key: string): void {
    this.buckets.forget(key);
    this.held.delete(key);
  }
}
