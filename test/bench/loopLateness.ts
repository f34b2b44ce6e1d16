// The benchmark's event-loop probes (the server's loopDelayProbe.ts, the driver's own): their timer period, and how late
// a tick ran. Node's histogram records the time between two ticks of the timer (the period plus the lateness).

/**
 * The probes' period. At 1 ms the server's probe alone cost it 14.6 ms of CPU a second (a bare node process with the
 * probe at 1 ms, 10 ms, none: 14.6, 2.8, 0.3 ms/s), charged to the server's CPU figures; a stall is still measured whole
 * at 10 ms, only sampled less often.
 */
export const LOOP_PROBE_MS = 10;

/** Milliseconds late, from one of the histogram's values in nanoseconds. */
export function lateness(ns: number): number {
  return Math.max(0, ns / 1e6 - LOOP_PROBE_MS);
}
