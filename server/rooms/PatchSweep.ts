import { SlicedRounds } from '../slicedRounds';

/** A room as the sweep sees it: Colyseus's `broadcastPatch` sends what changed since the last patch (nothing if nothing). */
export type Patchable = { broadcastPatch(): unknown };

/** How many slices one sweep is cut into: a slice of the rooms is visited every periodMs / SLICES. */
export const SWEEP_SLICES = 10;

/**
 * The safety-net patch of every room in the process, on one timer. Rooms send each change at once (BattleRoom's
 * sendPatchNow after each message, join, leave and timer), so the patch tick only catches a change a path forgot to
 * send. As a Colyseus `patchRate` it was one interval per room, each firing on its own to find nothing to send: under
 * the load benchmark at 250 rooms the process woke 9 % less often with one sweep (682 → 619 times a second;
 * docs/online.md "Load benchmark"). Here a slice of the rooms is visited every periodMs / SWEEP_SLICES, so each room is
 * still swept about once a period, and a sweep of thousands of rooms is never one long task.
 */
export class PatchSweep {
  private readonly rooms = new Set<Patchable>();
  private readonly rounds = new SlicedRounds(this.rooms, SWEEP_SLICES);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly periodMs: number,
    private readonly onError: (room: Patchable, e: unknown) => void,
  ) {}

  /** Sweeps `room` from now on, until `remove`. */
  add(room: Patchable): void {
    this.rooms.add(room);
    // Unref'd: the rooms' sockets keep the process alive, not their safety net.
    this.timer ??= setInterval(() => this.sweepSlice(), this.periodMs / SWEEP_SLICES).unref();
  }

  remove(room: Patchable): void {
    this.rooms.delete(room);
    if (this.rooms.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
      this.rounds.stop();
    }
  }

  get size(): number {
    return this.rooms.size;
  }

  private sweepSlice(): void {
    this.rounds.nextSlice((room) => {
      try {
        room.broadcastPatch();
      } catch (e) {
        this.onError(room, e);
      }
    });
  }
}
