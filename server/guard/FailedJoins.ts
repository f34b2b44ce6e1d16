import { Bucket, type Clock } from './TokenBucket';

/** Above this many addresses held, those whose bucket is full again are dropped before a new one is made. */
const SWEEP_ABOVE = 1000;

/**
 * Failed joins by code per address (joinById to a room that is not there, reconnect with a token that claims nothing):
 * `burst` failures, then one every `1 / refillPerS` seconds; past it the matchmaker refuses that address's joins by
 * code with 429 until a failure is allowed again. Join codes are the rooms' ids (31^6 ≈ 887 million), and nothing
 * bounded guessing them: one address tried 907 a second (issue 28). A person who mistypes a code a few times, or a
 * client retrying its reconnection after a restart (about 30 tries in 90 s, server/…/clientRejoin), stays far below.
 */
export class FailedJoins {
  private buckets = new Map<string, Bucket>();

  constructor(
    private burst: number,
    private refillPerS: number,
    private now: Clock = () => performance.now(),
  ) {}

  /** Seconds `address` must wait before its next join by code (0: it may try now). */
  waitS(address: string): number {
    return this.buckets.get(address)?.secondsUntil(1) ?? 0;
  }

  /** A join by code from `address` failed. */
  failed(address: string): void {
    let b = this.buckets.get(address);
    if (!b) {
      if (this.buckets.size > SWEEP_ABOVE) for (const [a, old] of this.buckets) if (old.full()) this.buckets.delete(a);
      b = new Bucket(this.burst, this.refillPerS, this.now);
      this.buckets.set(address, b);
    }
    b.drain(1);
  }
}
