/**
 * Visits every member of a live Set once a round, a slice per tick: `nextSlice()` calls `visit` on the next
 * 1/`slices` of the members. Used where one timer tick for all members would be one long task (keep-alive pings,
 * server/patches/StaggeredPingTransport.ts; the rooms' safety-net patch, server/rooms/PatchSweep.ts).
 *
 * A round works on an iterator of the Set, which stays valid while members come and go: it skips removed ones and
 * reaches those added after it started (or the next round does), so each member is visited at most once a round.
 * The iterator is held for one round only: a V8 Set iterator keeps the table it started on, members removed since
 * included, so one kept after its round held disposed rooms for as long as no new round began (once the last room
 * was gone, for good: issue 28 break 10). `stop` lets it go when the owner stops ticking.
 */
export class SlicedRounds<T> {
  private round: Iterator<T> | null = null;
  private roundSize = 0;
  private tick = 0;
  private visited = 0;

  constructor(
    private readonly members: Set<T>,
    private readonly slices: number,
  ) {}

  /** Ends the current round and lets go of its iterator (the owner's timer stops); the next tick starts a new one. */
  stop(): void {
    this.round = null;
  }

  /** One tick: visits the next slice of the current round (a new round starts after `slices` ticks). */
  nextSlice(visit: (member: T) => void): void {
    if (this.round === null) {
      this.round = this.members.values();
      this.roundSize = this.members.size;
      this.tick = 0;
      this.visited = 0;
    }
    this.tick++;
    const round = this.round;
    for (const target = Math.ceil((this.tick * this.roundSize) / this.slices); this.visited < target; this.visited++) {
      const next = round.next();
      if (next.done) break;
      visit(next.value);
    }
    if (this.tick === this.slices) this.round = null;
  }
}
