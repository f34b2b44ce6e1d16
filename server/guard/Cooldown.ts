import type { Clock } from './TokenBucket';

/** Above this many entries, expired ones are dropped when a new one comes. */
const SWEEP_ABOVE = 1000;

/**
 * Addresses the matchmaker refuses for a while after one of their clients was closed for flooding (4429). Without it
 * a flooder reconnected at once and started over: the bench's flooding client went round 15 times a second, each time
 * a reconnection, a full state and a fresh burst. Its session still waits the room's reconnection window, so a client
 * that only misbehaved once can come back after the pause.
 */
export class Cooldown {
  private until = new Map<string, number>();

  constructor(
    private seconds: number,
    private now: Clock = () => performance.now(),
  ) {}

  /** Starts (or restarts) the pause for `address`. */
  start(address: string): void {
    if (this.seconds <= 0) return;
    const t = this.now();
    if (this.until.size > SWEEP_ABOVE) for (const [a, end] of this.until) if (end <= t) this.until.delete(a);
    this.until.set(address, t + this.seconds * 1000);
  }

  /** Seconds left of `address`'s pause; 0 when it has none. */
  remainingS(address: string): number {
    const end = this.until.get(address);
    if (end === undefined) return 0;
    const left = (end - this.now()) / 1000;
    if (left > 0) return left;
    this.until.delete(address);
    return 0;
  }
}
