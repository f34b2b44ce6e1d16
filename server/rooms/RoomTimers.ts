/** A pending timer that can be cancelled. */
export type RoomTimer = { clear(): void };

/**
 * One room's timers (prompt deadlines, bot pauses, seat takeovers) on Node's own timers rather than the room clock:
 * the clock only advances on the room's patch tick, and a frequent tick in every room was a tenth of the server's time
 * at 1,000 rooms. Callbacks are guarded (an exception is logged, never thrown into the event loop), and `close` on
 * dispose cancels what is left and arms nothing after: a late answer (a strong bot's from its worker thread) that opened
 * the next prompt in a disposed room armed its 10-minute deadline, which kept the whole room alive, playing on with no
 * client (issue 28 break 10). A part's timer is named (`arm`, `cancel`): the parts decide when it waits and the room
 * keeps it, one per name.
 */
export class RoomTimers {
  private live = new Set<NodeJS.Timeout>();
  private named = new Map<string, RoomTimer>();
  private closed = false;

  constructor(private readonly onError: (e: unknown) => void) {}

  /** Calls `fn` once after `ms` milliseconds. */
  setTimeout(fn: () => void, ms: number): RoomTimer {
    if (this.closed) return { clear: () => {} };
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

  /** Timers armed and not yet run or cancelled. */
  get pending(): number {
    return this.live.size;
  }

  /** Cancels every pending timer, and every later one (the room is disposed). */
  close(): void {
    this.closed = true;
    for (const handle of this.live) clearTimeout(handle);
    this.live.clear();
    this.named.clear();
  }
}
