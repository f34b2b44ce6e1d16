import { matchMaker, type Client } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import { SEATS } from '../engine';
import { hashToken, type RecordedSeat } from '../records/matchRecord';
import type { Layout } from '../../shared/map';
import { parseOptionsPatch, pickOptions, roomError as err, type ErrorReply } from './messages';
import type { BattleState } from './schema/BattleState';
import type { RoomTimer } from './RoomTimers';
import type { SeatDesk } from './SeatDesk';

/**
 * How long an empty rematch room waits once the finished room is gone: its players may still come with the tokens
 * their browsers keep (a reload, a tab closed and opened again).
 */
export const REMATCH_GRACE_MS = 120_000;
/** How often a rematch room waiting for its players looks whether the finished room is still there. */
const REMATCH_CHECK_MS = 5_000;

/** A rematch room waiting to be made: what it copies from the finished room. Keyed by a nonce no client ever sees. */
export type PendingRematch = {
  from: string;
  roomName: string;
  options: Record<string, unknown>;
  seats: RecordedSeat[];
  /** The lab map the finished room played ("Play this map"), played again; null for the variant's own map. */
  layout: { code: string; layout: Layout } | null;
};

/** Rematches waiting for their room (nonce → what the new room copies), taken by the new room only. */
const pendingRematches = new Map<string, PendingRematch>();

/** The rematch a new room was created for (room option `rematch`, the nonce), taken once; undefined if none. */
export function takePendingRematch(nonce: unknown): PendingRematch | undefined {
  const pending = typeof nonce === 'string' ? pendingRematches.get(nonce) : undefined;
  if (pending) pendingRematches.delete(nonce as string);
  return pending;
}

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

/** What the rematch needs from its room. */
export type RematchRoom = {
  readonly state: BattleState;
  readonly desk: Pick<SeatDesk, 'seatsOf' | 'reserve'>;
  roomId(): string;
  /** The lab map this room plays on, or null. */
  layout(): PendingRematch['layout'];
  clients(): Iterable<Client>;
  /** Starts the match (here, once every player of the last match is back). */
  startMatch(): void;
  /** Colyseus' autoDispose: off while the rematch waits for its players. */
  setAutoDispose(on: boolean): void;
  /** How many clients are connected now. */
  clientCount(): number;
  /** Runs `fn` after `ms` on the room's timers. */
  later(fn: () => void, ms: number): RoomTimer;
  sendPatchNow(): void;
  sendError(client: Client, e: ErrorReply, type: string): void;
};

/**
 * Both ends of a rematch (docs/online.md "Rematch"): in the finished room, the `rematch` message that makes the new
 * room once and hands every player its seat's token there; in the new room, the copy of the old one and the start once
 * every player is back in its seat.
 */
export class Rematch {
  private prepared: { nonce: string; tokens: string[] } | null = null;
  private pending = false;

  constructor(private readonly room: RematchRoom) {}

  /**
   * The new room copies the finished one (name, options, seats); returns the lab map to play again. It lives while any
   * player of the finished room may still come (issue 28: it was disposed when nobody connected within 15 s, or when
   * the first arrival left, and the others got "room not found" for good): not disposed when empty while the finished
   * room is there, nor for REMATCH_GRACE_MS after it is gone; from the start on, as any room.
   */
  open(from: PendingRematch): PendingRematch['layout'] {
    const { state } = this.room;
    state.assign({ code: this.room.roomId(), name: from.roomName, rematchOf: from.from });
    const patch = parseOptionsPatch(pickOptions(from.options));
    if (patch.ok) state.options.assign(patch.value);
    this.room.desk.reserve(from.seats);
    this.room.setAutoDispose(false);
    this.watch(from.from);
    return from.layout;
  }

  /** Looks now and then whether anyone may still come; once nobody may, the room is disposed when empty. */
  private watch(finishedRoom: string): void {
    let emptySince = 0;
    const check = () => {
      if (this.room.state.phase !== 'lobby') return this.room.setAutoDispose(true);
      matchMaker.query({ roomId: finishedRoom }).then(
        (found) => {
          const now = Date.now();
          if (found.length > 0 || this.room.clientCount() > 0) emptySince = 0;
          else if (emptySince === 0) emptySince = now;
          if (emptySince !== 0 && now - emptySince >= REMATCH_GRACE_MS) return this.room.setAutoDispose(true);
          this.room.later(check, REMATCH_CHECK_MS);
        },
        (e: unknown) => {
          console.error(`[battle ${this.room.roomId()}] rematch: could not look for room ${finishedRoom}`, e);
          this.room.later(check, REMATCH_CHECK_MS);
        },
      );
    };
    this.room.later(check, REMATCH_CHECK_MS);
  }

  /** A client joined the new room: a player of the last match back in its seat is ready, and the last one starts it. */
  joined(client: Client): void {
    const { state } = this.room;
    const held = this.room.desk.seatsOf(client.sessionId);
    if (!state.rematchOf || state.phase !== 'lobby' || held.length === 0) return;
    for (const seat of held) state.seats[seat].ready = true;
    if (SEATS.every((i) => state.seats[i].bot || state.seats[i].holder)) this.room.startMatch();
  }

  /**
   * `rematch`: after the end, one click makes a new room with the same options and seats; every seat's holder is sent a
   * fresh token for its seat there and the room's `rematch` field names its code, so everyone follows. Asked again, it
   * sends the tokens again; asked after the rematch room's end, it makes a new one with new tokens.
   */
  ask(client: Client): ErrorReply | void {
    const { state } = this.room;
    if (state.phase !== 'finished') return err('rematch/not_finished', 'a rematch is offered once the match is over');
    if (this.pending) return;
    if (state.rematch) {
      // The rematch room may have ended (played, or nobody came): asked after its end, a new one is made.
      const code = state.rematch;
      this.pending = true;
      matchMaker.query({ roomId: code }).then(
        (found) => {
          this.pending = false;
          if (found.length > 0 && this.prepared) return this.send(this.prepared.tokens, code, [client]);
          this.prepared = null;
          state.rematch = '';
          this.ask(client);
        },
        (e: unknown) => {
          this.pending = false;
          console.error(`[battle ${this.room.roomId()}] rematch: could not look for room ${code}`, e);
          this.room.sendError(client, err('room/internal', 'the rematch room could not be found'), 'rematch');
        },
      );
      return;
    }
    const prepared = this.prepared ?? rematchSeats(state, this.room.roomId(), this.room.layout());
    this.prepared = prepared;
    this.pending = true;
    matchMaker.createRoom('battle', { rematch: prepared.nonce }).then(
      (made) => {
        this.pending = false;
        state.rematch = made.roomId;
        this.send(prepared.tokens, made.roomId, this.room.clients());
        this.room.sendPatchNow();
      },
      (e: unknown) => {
        this.pending = false;
        console.error(`[battle ${this.room.roomId()}] rematch room failed`, e);
        this.room.sendError(client, err('room/internal', 'the rematch room could not be made'), 'rematch');
      },
    );
  }

  /** Sends each client the tokens of the seats it held (spectators get the code alone). */
  private send(tokens: string[], code: string, to: Iterable<Client>): void {
    for (const c of to) {
      const seatTokens = this.room.desk.seatsOf(c.sessionId).map((seat) => ({ seat, token: tokens[seat] })).filter((x) => x.token);
      c.send('rematch', { code, seatTokens });
    }
  }
}
