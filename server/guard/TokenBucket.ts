/** Milliseconds from a monotonic clock. */
export type Clock = () => number;

const monotonic: Clock = () => performance.now();

/**
 * One token bucket: holds at most `burst` tokens, gets `refillPerS` back per second, and each taking costs `cost`
 * tokens. Starts full.
 */
export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private burst: number,
    private refillPerS: number,
    private now: Clock = monotonic,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  /** Tokens now (refilled up to the time of the call). */
  level(): number {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.at) / 1000) * this.refillPerS);
    this.at = t;
    return this.tokens;
  }

  /** Whether the bucket is back to full (nothing taken that has not been refilled). */
  full(): boolean {
    return this.level() >= this.burst;
  }

  /** Takes `cost` tokens; false (and nothing taken) when fewer are left: the action must be refused. */
  take(cost = 1): boolean {
    if (this.level() < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** Takes up to `cost` tokens, leaving none rather than fewer: what a refused action still costs. */
  drain(cost = 1): void {
    this.tokens = Math.max(0, this.level() - cost);
  }

  /** Seconds until `cost` tokens are back (0 when they are there now). */
  secondsUntil(cost = 1): number {
    const missing = cost - this.level();
    return missing <= 0 ? 0 : missing / this.refillPerS;
  }
}

/** A bucket per key (a session, an address): each key may take `burst` at once and `refillPerS` per second after. */
export class TokenBucket {
  private buckets = new Map<string, Bucket>();

  constructor(
    private burst: number,
    private refillPerS: number,
    private now: Clock = monotonic,
  ) {}

  /** Takes `cost` tokens for `key`; false when its bucket has fewer (the action must be refused). */
  take(key: string, cost = 1): boolean {
    let b = this.buckets.get(key);
    if (!b) {
      b = new Bucket(this.burst, this.refillPerS, this.now);
      this.buckets.set(key, b);
    }
    return b.take(cost);
  }

  /** Forgets a key (its session left for good). */
  forget(key: string): void {
    this.buckets.delete(key);
  }

  /**
   * Forgets every key whose bucket is full again: it is as if it had never been taken from. For keys that never say
   * goodbye (addresses), so the map holds only those that were active within the last burst/refill seconds.
   */
  sweep(): void {
    for (const [key, b] of this.buckets) if (b.full()) this.buckets.delete(key);
  }

  /** Keys held now. */
  get size(): number {
    return this.buckets.size;
  }
}
