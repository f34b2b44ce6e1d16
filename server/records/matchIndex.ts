import path from 'node:path';
import { listRecordFiles } from './matchRecord';
import { readRecordEnds } from './recordEnds';

/** One finished match as GET /api/matches lists it. */
export type MatchSummary = {
  matchId: string;
  roomName: string;
  variant: unknown;
  createdAt: string;
  endedAt: number;
  commands: number;
  result: unknown;
};

/** Records read at once while the index is built (the reads run in the thread pool). */
const PARALLEL_READS = 8;

/**
 * The finished matches of one folder, newest first, in memory: built at start-up by reading the two ends of each
 * record, off the event loop, then kept current as matches end (MatchLog calls onRecordEnded). A request pages
 * through it and never reads a record. A few hundred bytes a match: a million matches fit in a few hundred MB, more
 * than a folder of files should hold anyway.
 */
export class MatchIndex {
  /** Oldest first, by (createdAt, matchId): new matches go at the end. */
  private order: MatchSummary[] = [];
  private byId = new Map<string, MatchSummary>();
  /** Resolves once every record present at start-up is in the index. */
  readonly ready: Promise<void>;

  constructor(readonly dir: string) {
    this.ready = this.scan().catch((e: unknown) =>
      console.error(`[records] ${dir}: the listing could not be built`, e),
    );
  }

  /** Adds a record when it is finished; its file must be named after its match id, as GET /api/matches/:id finds it. */
  async addFile(file: string): Promise<void> {
    const ends = await readRecordEnds(file);
    if (!ends?.end || path.basename(file) !== `${ends.setup.matchId}.jsonl`) return;
    const { setup, end, commands } = ends;
    this.add({
      matchId: setup.matchId,
      roomName: setup.roomName,
      variant: setup.options?.variant,
      createdAt: setup.createdAt,
      endedAt: end.at,
      commands,
      result: end.result,
    });
  }

  /** Up to `limit` matches older than `before` (a match id), newest first; null when `before` is not in the index. */
  page(limit: number, before?: string): { matches: MatchSummary[]; next?: string } | null {
    let to = this.order.length;
    if (before !== undefined) {
      const cursor = this.byId.get(before);
      if (!cursor) return null;
      to = this.position(cursor);
    }
    const from = Math.max(0, to - limit);
    const matches = this.order.slice(from, to).reverse();
    return from > 0 ? { matches, next: matches[matches.length - 1].matchId } : { matches };
  }

  private async scan(): Promise<void> {
    const files = await listRecordFiles(this.dir);
    let k = 0;
    const reader = async () => {
      while (k < files.length) await this.addFile(files[k++]);
    };
    await Promise.all(Array.from({ length: PARALLEL_READS }, reader));
  }

  private add(summary: MatchSummary): void {
    const old = this.byId.get(summary.matchId);
    if (old) this.order.splice(this.position(old), 1);
    this.order.splice(this.position(summary), 0, summary);
    this.byId.set(summary.matchId, summary);
  }

  /** Where `s` is, or goes, in `order` (binary search). */
  private position(s: MatchSummary): number {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(this.order[mid], s) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function compare(a: MatchSummary, b: MatchSummary): number {
  const ka = String(a.createdAt);
  const kb = String(b.createdAt);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.matchId < b.matchId ? -1 : a.matchId > b.matchId ? 1 : 0;
}
