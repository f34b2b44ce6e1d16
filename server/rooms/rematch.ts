import { matchMaker, type Client } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import { SEATS, type Seat } from '../engine';
import { rematchHandoff, type PendingRematch } from '../handoff';
import { hashToken, type RecordedSeat } from '../records/matchRecord';
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

/**
 * The seats of a finished room for its rematch: a fresh token for every seat whose player accepted (its holder will get
 * it); bots stay bots, and the seats of players who did not accept get bots at the room's level. Registers the pending
 * rematch under a new nonce and returns the nonce and the tokens by seat.
 */
export function rematchSeats(
  state: BattleState,
  from: string,
  layout: PendingRematch['layout'] = null,
  accepted: (seat: Seat) => boolean = () => true,
): { nonce: string; tokens: string[] } {
  const player = (i: Seat) => !state.seats[i].bot && accepted(i);
  const tokens = SEATS.map((i) => (player(i) ? randomBytes(18).toString('base64url') : ''));
  const seats: RecordedSeat[] = SEATS.map((i) => ({
    name: player(i) ? state.seats[i].name : '',
    bot: !player(i),
    tokenHash: tokens[i] ? hashToken(tokens[i]) : '',
    ...(player(i)
      ? {}
      : { botLevel: state.seats[i].bot ? state.seats[i].botLevel || state.options.botLevel : state.options.botLevel }),
  }));
  const nonce = rematchHandoff.put({
    from,
    roomName: state.name,
    options: state.options.toJSON() as Record<string, unknown>,
    seats,
    layout,
  });
  return { nonce, tokens };
}

/** What the rematch needs from its room. */
export type RematchRoom = {
  readonly state: BattleState;
  readonly desk: Pick<SeatDesk, 'seatsOf' | 'reserve'>;
  /** The session id of the room's host (it may choose to wait for every answer). */
  host(): string;
  /** How long the players have to answer a rematch (settings.answerWaitS; unanswered = declined), unless the host waits. */
  answerMs(): number;
  roomId(): string;
  /** The lab map this room plays on, or null. */
  layout(): PendingRematch['layout'];
  clients(): Iterable<Client>;
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
  private countdown: RoomTimer | null = null;

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

  /**
   * A client joined the new room: a player of the last match back in its seat is ready. Returns whether it was the last
   * one, so the room starts the match.
   */
  joined(client: Client): boolean {
    const { state } = this.room;
    const held = this.room.desk.seatsOf(client.sessionId);
    if (!state.rematchOf || state.phase !== 'lobby' || held.length === 0) return false;
    for (const seat of held) state.seats[seat].ready = true;
    return SEATS.every((i) => state.seats[i].bot || state.seats[i].holder);
  }

  /**
   * `rematch` (accept) and `rematch:decline`: after the end, the first player's ask opens the vote (every player of the
   * finished room is asked, with a countdown); each answer counts for every seat its client holds. Once every player
   * answered, or the countdown ran out (unanswered = declined), a new room is made with the same options: the seats of
   * those who accepted are kept for them (each gets its seats' fresh tokens and follows), the others get bots at the
   * room's level. Asked again after that, the tokens are sent again; asked after the rematch room's end, a new vote opens.
   */
  ask(client: Client, accept = true): ErrorReply | void {
    const { state } = this.room;
    if (state.phase !== 'finished') return err('rematch/not_finished', 'a rematch is offered once the match is over');
    if (this.pending) return;
    const held = this.room.desk.seatsOf(client.sessionId);
    if (state.rematch) {
      // The vote is over: a decline changes nothing (before, it was answered with the new room's code).
      if (!accept) return;
      // The rematch room may have ended (played, or nobody came): asked after its end, a new vote opens.
      const code = state.rematch;
      this.pending = true;
      matchMaker.query({ roomId: code }).then(
        (found) => {
          this.pending = false;
          if (found.length > 0 && this.prepared) return this.send(this.prepared.tokens, code, [client]);
          // Only a player opens a new vote: a spectator is refused by name and changes nothing (before, its ask
          // cleared the ended room's code and the answers, and its refusal was lost).
          if (held.length === 0) return this.room.sendError(client, noSeat(), 'rematch');
          this.prepared = null;
          state.rematch = '';
          state.rematchVote.answers.clear();
          this.ask(client, accept);
          this.room.sendPatchNow();
        },
        (e: unknown) => {
          this.pending = false;
          console.error(`[battle ${this.room.roomId()}] rematch: could not look for room ${code}`, e);
          this.room.sendError(client, err('room/internal', 'the rematch room could not be found'), 'rematch');
        },
      );
      return;
    }
    if (held.length === 0) return noSeat();
    const vote = state.rematchVote;
    if (vote.answers.length === 0) {
      if (!accept) return; // declining a rematch nobody asked for changes nothing
      vote.answers.push(...SEATS.map((i) => (state.seats[i].holder && !state.seats[i].bot ? 'asked' : '')));
      this.restartCountdown();
    }
    for (const seat of held) if (vote.answers[seat]) vote.answers[seat] = accept ? 'yes' : 'no';
    if (vote.answers.every((a) => a !== 'asked')) this.decide();
  }

  /** `rematch:wait {wait}`: the host waits for every answer (no countdown), or sets the countdown going again. */
  setWait(client: Client, wait: boolean): ErrorReply | void {
    const { state } = this.room;
    if (client.sessionId !== this.room.host()) return err('room/not_host', 'only the host chooses to wait');
    if (state.phase !== 'finished' || state.rematchVote.answers.length === 0 || state.rematch)
      return err('rematch/no_vote', 'no rematch vote is open');
    state.rematchVote.wait = wait;
    this.restartCountdown();
  }

  /** A player of the finished room left for good: its seats answer no (nobody is left to ask). */
  left(seats: Seat[]): void {
    const vote = this.room.state.rematchVote;
    if (vote.answers.length === 0 || this.room.state.rematch) return;
    for (const seat of seats) if (vote.answers[seat] === 'asked') vote.answers[seat] = 'no';
    if (vote.answers.every((a) => a !== 'asked')) this.decide();
  }

  private restartCountdown(): void {
    const vote = this.room.state.rematchVote;
    this.countdown?.clear();
    this.countdown = null;
    const ms = this.room.answerMs();
    vote.deadline = vote.wait ? 0 : Date.now() + ms;
    if (!vote.wait) this.countdown = this.room.later(() => this.decide(), ms);
  }

  /** Every answer is in (or the time is up): make the rematch room for those who accepted, or none if nobody did. */
  private decide(): void {
    const { state } = this.room;
    const vote = state.rematchVote;
    this.countdown?.clear();
    this.countdown = null;
    vote.deadline = 0;
    for (let i = 0; i < vote.answers.length; i++) if (vote.answers[i] === 'asked') vote.answers[i] = 'no';
    if (!vote.answers.includes('yes')) return;
    const prepared = rematchSeats(
      state,
      this.room.roomId(),
      this.room.layout(),
      (seat) => vote.answers[seat] === 'yes',
    );
    this.prepared = prepared;
    this.pending = true;
    matchMaker.createRoom('battle', { rematch: prepared.nonce }).then(
      (made) => {
        this.pending = false;
        state.rematch = made.roomId;
        // Those who accepted follow with their tokens, spectators with the code; those who declined stay here.
        const declined = (c: Client) => this.room.desk.seatsOf(c.sessionId).some((seat) => vote.answers[seat] === 'no');
        this.send(
          prepared.tokens,
          made.roomId,
          [...this.room.clients()].filter((c) => !declined(c)),
        );
        this.room.sendPatchNow();
      },
      (e: unknown) => {
        this.pending = false;
        // No room took the hand-off: it must not stay in the process's map (issue 28 break 10: nothing is kept).
        rematchHandoff.drop(prepared.nonce);
        this.prepared = null;
        console.error(`[battle ${this.room.roomId()}] rematch room failed`, e);
      },
    );
  }

  /** Sends each client the tokens of the seats it held (spectators get the code alone). */
  private send(tokens: string[], code: string, to: Iterable<Client>): void {
    for (const c of to) {
      const seatTokens = this.room.desk
        .seatsOf(c.sessionId)
        .map((seat) => ({ seat, token: tokens[seat] }))
        .filter((x) => x.token);
      c.send('rematch', { code, seatTokens });
    }
  }
}

/** The refusal of a rematch answer from a member without a seat of the match. */
function noSeat(): ErrorReply {
  return err('seat/none', 'only the players of the match answer a rematch');
}
