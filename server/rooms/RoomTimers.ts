/** A pending timer that can be cancelled. */
export type RoomTimer = { clear(): void };

/**
 * One room's timers (prompt deadlines, bot pauses, seat takeovers) on Node's own timers rather than the room clock:
 * the clock only advances on the room's patch tick, and a frequent tick in every room was a tenth of the server's time
 * at 1,000 rooms. Callbacks are guarded (an exception is logged, never thrown into the event loop), and `clearAll` on
 * dispose cancels what is left. A part's timer is named (`arm`, `cancel`): the parts decide when it waits and the room
 * keeps it, one per name.
 */
export class RoomTimers {
  private live = new Set<NodeJS.Timeout>();
  private named = new Map<string, RoomTimer>();

  constructor(private readonly onError: (e: unknown) => void) {}

  /** Calls `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): RoomTimer {
    const handle = setTimeout(() => {
      this.live.delete(handle);
      try {
        fn();
      } catch (e) {
        this.onError(e);
      }
    }, ms);
    this.live.add(handle);
    return {
      clear: () => {
        clearTimeout(handle);
        this.live.delete(handle);
      },
    };
  }

  /** Calls `fn` once after `ms` milliseconds as the timer `name`, cancelling the one armed before under that name. */
  arm(name: string, fn: () => void, ms: number): void {
    this.named.get(name)?.clear();
    this.named.set(name, this.setTimeout(fn, ms));
  }

  /** Cancels the timer armed under `name`, if any. */
  cancel(name: string): void {
    this.named.get(name)?.clear();
    this.named.delete(name);
  }

  /** Cancels every pending timer. */
  clearAll(): void {
    for (const handle of this.live) clearTimeout(handle);
    this.live.clear();
    this.named.clear();
  }
}
