// The hand-offs to rooms about to be created, below the rooms: the records' restore (server/records/restoreMatches.ts)
// and a finished room's rematch (server/rooms/rematch.ts) put what the new room copies; the new room (BattleRoom's
// onCreate) takes it. One instance each for the process.
import type { Layout } from '../../shared/map';
import type { MatchRecord, RecordedSeat } from '../records/matchRecord';
import { Handoff } from './Handoff';

export { Handoff, HANDOFF_TTL_MS } from './Handoff';

/** What a rematch room copies from the finished room. */
export type PendingRematch = {
  /** The finished room's id. */
  from: string;
  roomName: string;
  options: Record<string, unknown>;
  seats: RecordedSeat[];
  /** The lab map the finished room played ("Play this map"), played again; null for the variant's own map. */
  layout: { code: string; layout: Layout } | null;
};

/** Unfinished matches waiting for their room after a restart: the record, read and checked, never a client's. */
export const restoreHandoff = new Handoff<MatchRecord>();

/** Rematches waiting for their room (room option `rematch`). */
export const rematchHandoff = new Handoff<PendingRematch>();
