/** A per-key token bucket: each key may send `burst` messages at once and `refillPerS` per second after that. */
export class TokenBucket {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private burst: number, private refillPerS: number, private now: () => number = () => performance.now()) {}

  /** Takes one token for `key`; false when its bucket is empty (the message must be refused). */
  take(key: string): boolean {
    const t = this.now();
    let b = this.buckets.get(key);
    if (!b) {
      b = { tokens: this.burst, at: t };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(this.burst, b.tokens + ((t - b.at) / 1000) * this.refillPerS);
    b.at = t;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Forgets a key (its session left for good). */
  forget(key: string): void {
    this.buckets.delete(key);
  }
}
