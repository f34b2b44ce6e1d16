import { randomBytes } from 'node:crypto';
import { SEATS } from '../engine';
import { hashToken, type RecordedSeat } from '../records/matchRecord';
import type { Layout } from '../../shared/map';
import type { BattleState } from './schema/BattleState';

/** A rematch room waiting to be made: what it copies from the finished room. Keyed by a nonce no client ever sees. */
export type PendingRematch = {
  from: string;
  roomName: string;
  options: Record<string, unknown>;
  seats: RecordedSeat[];
  /** The lab map the finished room played ("Play this map"), played again; null for the variant's own map. */
  layout: { code: string; layout: Layout } | null;
};

/** Rematches waiting for their room (nonce → what the new room copies), read by BattleRoom.onCreate only. */
export const pendingRematches = new Map<string, PendingRematch>();

/**
 * The seats of a finished room for its rematch: a fresh token for every seat a player held (its holder will get it),
 * bots stay bots. Registers the pending rematch under a new nonce and returns the nonce and the tokens by seat.
 */
export function rematchSeats(state: BattleState, from: string, layout: PendingRematch['layout'] = null): { nonce: string; tokens: string[] } {
  const tokens = SEATS.map((i) => (state.seats[i].bot ? '' : randomBytes(18).toString('base64url')));
  const seats: RecordedSeat[] = SEATS.map((i) => ({
    name: state.seats[i].bot ? '' : state.seats[i].name,
    bot: state.seats[i].bot,
    tokenHash: tokens[i] ? hashToken(tokens[i]) : '',
  }));
  const nonce = randomBytes(18).toString('base64url');
  pendingRematches.set(nonce, { from, roomName: state.name, options: state.options.toJSON() as Record<string, unknown>, seats, layout });
  return { nonce, tokens };
}
