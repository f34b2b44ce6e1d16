import type { BattleState } from './schema/BattleState';
import type { SeatDesk } from './SeatDesk';

/** Pending joins (seat reservations not yet connected) one address may hold in one room at a time. */
export const PENDING_PER_ADDRESS = 2;
/**
 * Members without a seat (spectators, and newcomers before they sit) one address may have in a room: two thirds of the
 * spectators' cap, so one address alone cannot fill it (a household or a classroom behind one address still fits).
 */
export const SEATLESS_PER_ADDRESS = 8;
/** Members without a seat in a room, pending joins included: the spectators' own cap. */
export const SPECTATOR_CAP = 12;
/**
 * Colyseus' own cap (maxClients), far above what the rules below let in: a room Colyseus counts as full is locked, and
 * a locked room refuses everyone, seat token or not. Seat holders, token bearers and spectators all fit under it.
 */
export const ROOM_CLIENT_LIMIT = 64;

/** What a reservation carries from the matchmaker: the join options, and what the room class's onAuth returned. */
export type JoinAuth = { address?: unknown } | undefined | null;

/** What admission needs from its room. */
export type AdmissionRoom = {
  readonly state: BattleState;
  readonly desk: Pick<SeatDesk, 'seatsOf' | 'claims'>;
  /** Whether Colyseus still holds the seat reservation of `sessionId` (not yet connected, not expired). */
  reserved(sessionId: string): boolean;
};

/**
 * Who may reserve a place in a room, decided when the matchmaker reserves it (issue 28: 15 joinById reservations from
 * one address locked a room for 15 s, again and again; 16 spectator sockets locked it for as long as they stayed; after a
 * restart a player with a valid seat token was kept out). Colyseus counts every client and every pending reservation
 * against maxClients and locks the room when they reach it; here that count is set out of reach (ROOM_CLIENT_LIMIT) and
 * the room decides instead (docs/online.md "Who gets in"):
 * - a join carrying a seat token of this room always gets in (a player back after a restart, another tab of a player);
 *   a reconnection (Colyseus' own reservation) always does too;
 * - an address removed by the host does not (for the room's life; its other members without a seat go with it);
 * - an address holds at most PENDING_PER_ADDRESS pending joins, and SEATLESS_PER_ADDRESS members without a seat;
 * - members without a seat and pending joins together are at most SPECTATOR_CAP.
 */
export class Admission {
  /** Pending joins: session → address, until the session joins or its reservation lapses. */
  private pending = new Map<string, string>();
  /** Each member's address (never in the synchronised state). */
  private addresses = new Map<string, string>();
  private removed = new Set<string>();

  constructor(private readonly room: AdmissionRoom) {}

  /** Whether a new reservation may be made; books it when it may. */
  admit(sessionId: string, options: unknown, auth: JoinAuth): boolean {
    const tokens = (options as { seatTokens?: unknown } | null | undefined)?.seatTokens;
    if (Array.isArray(tokens) && this.room.desk.claims(tokens)) return true;
    const address = addressOf(auth);
    if (this.removed.has(address)) return false;
    this.prune();
    let pendingHere = 0;
    for (const a of this.pending.values()) if (a === address) pendingHere++;
    if (pendingHere >= PENDING_PER_ADDRESS) return false;
    const seatless = this.seatlessMembers();
    if (pendingHere + seatless.filter((sid) => this.addresses.get(sid) === address).length >= SEATLESS_PER_ADDRESS)
      return false;
    if (this.pending.size + seatless.length >= SPECTATOR_CAP) return false;
    this.pending.set(sessionId, address);
    return true;
  }

  /** The session joined: its pending join is over and its address is known. */
  joined(sessionId: string, auth: JoinAuth): void {
    this.pending.delete(sessionId);
    this.addresses.set(sessionId, addressOf(auth));
  }

  /** A member gone for good. */
  forget(sessionId: string): void {
    this.addresses.delete(sessionId);
  }

  /** The address of a member ('' when unknown). */
  addressOf(sessionId: string): string {
    return this.addresses.get(sessionId) ?? '';
  }

  /**
   * The host removed `sessionId`: its address gets no new place in this room (seat tokens still do). Returns the other
   * members without a seat at that address, which go with it (one removal clears what one address filled).
   */
  remove(sessionId: string): string[] {
    const address = this.addresses.get(sessionId);
    if (!address) return [];
    this.removed.add(address);
    return this.seatlessMembers().filter((sid) => sid !== sessionId && this.addresses.get(sid) === address);
  }

  private seatlessMembers(): string[] {
    return [...this.room.state.members.keys()].filter((sid) => this.room.desk.seatsOf(sid).length === 0);
  }

  /** Drops pending joins whose reservation lapsed. */
  private prune() {
    for (const sid of this.pending.keys()) if (!this.room.reserved(sid)) this.pending.delete(sid);
  }
}

function addressOf(auth: JoinAuth): string {
  const a = auth?.address;
  return typeof a === 'string' && a ? a : 'unknown';
}
