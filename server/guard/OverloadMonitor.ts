import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { ServerSettings } from '../settings';

export type OverloadLimits = Pick<ServerSettings, 'overloadLagMs' | 'overloadBufferedBytes'>;

/** The clients as the monitor sees them (server/guard/ClientGuard.ts ClientGuards). */
export type Sheddable = { totalBuffered(): number; shedNoisiest(max: number): number };

/** What the last check saw. */
export type Load = { lagMs: number; bufferedBytes: number; overloaded: boolean };

const RESOLUTION_MS = 10;
const CHECK_MS = 1000;
/** Clients closed per check while overloaded: the noisiest first, a few at a time, so a spike does not empty rooms. */
export const SHED_PER_CHECK = 8;

/**
 * Global backpressure. Once a second: the event loop's mean delay over the last second and the bytes waiting in all
 * client sockets. Past either limit the server is overloaded until a check finds both below again: the matchmaker
 * refuses new rooms and joins with 503 (server/guard/matchmakeGuard.ts; reconnections still pass), and each check
 * closes up to SHED_PER_CHECK of the noisiest clients (over their rate, or with a big unsent buffer) with 4503
 * 'server busy'. Clients within their limits are never shed.
 */
export class OverloadMonitor {
  private histogram: IntervalHistogram | null = null;
  private timer: NodeJS.Timeout | null = null;
  private last: Load = { lagMs: 0, bufferedBytes: 0, overloaded: false };

  constructor(
    private limits: OverloadLimits,
    private clients: Sheddable,
    private log: (line: string) => void = (line) => console.warn(line),
  ) {}

  start(): void {
    if (this.timer) return;
    this.histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    this.histogram.enable();
    this.timer = setInterval(() => this.check(), CHECK_MS).unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.histogram?.disable();
    this.timer = null;
    this.histogram = null;
  }

  get overloaded(): boolean {
    return this.last.overloaded;
  }

  get load(): Load {
    return this.last;
  }

  /** One check; `lagMs` is the loop's delay beyond the sampling interval (measured unless given, for tests). */
  check(lagMs = this.measuredLag()): Load {
    const bufferedBytes = this.clients.totalBuffered();
    const overloaded = lagMs > this.limits.overloadLagMs || bufferedBytes > this.limits.overloadBufferedBytes;
    if (overloaded !== this.last.overloaded) {
      this.log(
        overloaded
          ? `[guard] overloaded (event-loop delay ${lagMs.toFixed(0)} ms, ${(bufferedBytes / 2 ** 20).toFixed(1)} MiB unsent): refusing new rooms and joins, shedding the noisiest clients`
          : '[guard] load back under the limits: accepting rooms and joins again',
      );
    }
    this.last = { lagMs, bufferedBytes, overloaded };
    if (overloaded) this.clients.shedNoisiest(SHED_PER_CHECK);
    return this.last;
  }

  private measuredLag(): number {
    const h = this.histogram;
    if (!h || h.count === 0) return 0;
    // The histogram holds whole sampling intervals: what exceeds the resolution is the delay.
    const lag = Math.max(0, h.mean / 1e6 - RESOLUTION_MS);
    h.reset();
    return lag;
  }
}
