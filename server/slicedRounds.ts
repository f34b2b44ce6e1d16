/**
 * Visits every member of a live Set once a round, a slice per tick: `nextSlice()` calls `visit` on the next
 * 1/`slices` of the members. Used where one timer tick for all members would be one long task (keep-alive pings,
 * server/patches/StaggeredPingTransport.ts; the rooms' safety-net patch, server/rooms/PatchSweep.ts).
 *
 * A round works on an iterator of the Set, which stays valid while members come and go: it skips removed ones and
 * reaches those added after it started (or the next round does), so each member is visited at most once a round.
 */
export class SlicedRounds<T> {
  private round: Iterator<T>;
  private roundSize = 0;
  private tick: number;
  private visited = 0;

  constructor(
    private readonly members: Set<T>,
    private readonly slices: number,
  ) {
    this.round = members.values();
    this.tick = slices;
  }

  /** One tick: visits the next slice of the current round (a new round starts after `slices` ticks). */
  nextSlice(visit: (member: T) => void): void {
    if (this.tick === this.slices) {
      this.round = this.members.values();
      this.roundSize = this.members.size;
      this.tick = 0;
      this.visited = 0;
    }
    this.tick++;
    for (const target = Math.ceil((this.tick * this.roundSize) / this.slices); this.visited < target; this.visited++) {
      const next = this.round.next();
      if (next.done) break;
      visit(next.value);
    }
  }
}
