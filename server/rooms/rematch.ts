import type { Client } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import { SEATS, type Seat } from '../engine';
import { rematchHandoff, type PendingRematch } from '../handoff';
import { hashToken, type RecordedSeat } from '../records/matchRecord';
import { parseOptionsPatch, pickOptions, roomError as err, type ErrorReply } from './messages';
import type { BattleState } from './schema/BattleState';
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

/**
 * What the rematch reads of its room. It changes nothing there but its own part of the state: the vote and the
 * rematch's code in the finished room; the copy of the finished room and its players' `ready` in the new one.
 */
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
  /** The session ids of the clients connected now. */
  connected(): readonly string[];
};

/** The rematch's two timers: the vote's countdown, and the new room's look, now and then, for the finished room. */
export type RematchTimer = 'countdown' | 'watch';

/**
 * A question for the matchmaker: is room `roomId` still there? For the watch (the finished room, seen from the new
 * one), or for a player's `rematch` after the vote (the rematch room: its tokens again, or a new vote). The room asks
 * and hands the answer back to `found`, or its failure to `failed`.
 */
export type RematchQuery =
  { kind: 'query'; roomId: string; for: 'watch' } | { kind: 'query'; roomId: string; for: 'ask'; sessionId: string };

/** The vote is over: make the rematch room taking the hand-off `nonce`; the room hands back `made` or `failed`. */
export type RematchCreate = { kind: 'create'; nonce: string };

/** The `rematch` message: the new room's code and the tokens of the seats its receiver held there. */
export type RematchOffer = { code: string; seatTokens: { seat: Seat; token: string }[] };

/**
 * What the rematch decided, for the room to carry out in order: arm one of its timers (replacing the one armed before
 * under that name; when it fires, the room asks `due`) or cancel it; turn the room's auto-dispose on or off; send a
 * client its offer, or refuse its `rematch`; send the state now; start the match; ask the matchmaker a question or make
 * the rematch room (the answer comes back to `found`, `made` or `failed`, which say what follows).
 */
export type RematchDecision =
  | { kind: 'wait'; timer: RematchTimer; ms: number }
  | { kind: 'cancel'; timer: RematchTimer }
  | { kind: 'autoDispose'; on: boolean }
  | { kind: 'send'; sessionId: string; offer: RematchOffer }
  | { kind: 'refuse'; sessionId: string; error: ErrorReply }
  | { kind: 'patchNow' }
  | { kind: 'start' }
  | RematchQuery
  | RematchCreate;

/**
 * Both ends of a rematch (docs/online.md "Rematch"): in the finished room, the `rematch` message that makes the new
 * room once and hands every player its seat's token there; in the new room, the copy of the old one and the start once
 * every player is back in its seat. It keeps no timer and asks the matchmaker nothing itself: it returns decisions
 * (RematchDecision) that the room carries out, and is told when a timer fires (`due`) and what the matchmaker answered
 * (`found`, `made`, `failed`).
 */
export class Rematch {
  private prepared: { nonce: string; tokens: string[] } | null = null;
  /** A question to the matchmaker is open (is the rematch room there, make it): a `rematch` meanwhile changes nothing. */
  private pending = false;
  /** The finished room the new room watches for, and since when nobody may come (0: someone may). */
  private watched = '';
  private emptySince = 0;

  constructor(private readonly room: RematchRoom) {}

  /**
   * The new room copies the finished one (name, options, seats; the room takes the lab map). It lives while any player
   * of the finished room may still come (issue 28: it was disposed when nobody connected within 15 s, or when the first
   * arrival left, and the others got "room not found" for good): not disposed when empty while the finished room is
   * there, nor for REMATCH_GRACE_MS after it is gone; from the start on, as any room.
   */
  open(from: PendingRematch): RematchDecision[] {
    const { state } = this.room;
    state.assign({ code: this.room.roomId(), name: from.roomName, rematchOf: from.from });
    const patch = parseOptionsPatch(pickOptions(from.options));
    if (patch.ok) state.options.assign(patch.value);
    this.room.desk.reserve(from.seats);
    this.watched = from.from;
    this.emptySince = 0;
    return [
      { kind: 'autoDispose', on: false },
      { kind: 'wait', timer: 'watch', ms: REMATCH_CHECK_MS },
    ];
  }

  /** One of the rematch's timers fired: the vote's time is up, or the watch looks again. */
  due(timer: RematchTimer): RematchDecision[] {
    if (timer === 'countdown') return this.room.state.rematchVote.answers.includes('asked') ? this.decide() : [];
    // Started: the room is disposed when empty, as any room, and the watch ends.
    if (this.room.state.phase !== 'lobby') return [{ kind: 'autoDispose', on: true }];
    return [{ kind: 'query', roomId: this.watched, for: 'watch' }];
  }

  /** The matchmaker answered a question: whether the room asked about is there. */
  found(query: RematchQuery, there: boolean): RematchDecision[] {
    if (query.for === 'watch') {
      const now = Date.now();
      if (there || this.room.connected().length > 0) this.emptySince = 0;
      else if (this.emptySince === 0) this.emptySince = now;
      // Nobody may come any more: the room is disposed when empty, and the watch ends.
      if (this.emptySince !== 0 && now - this.emptySince >= REMATCH_GRACE_MS)
        return [{ kind: 'autoDispose', on: true }];
      return [{ kind: 'wait', timer: 'watch', ms: REMATCH_CHECK_MS }];
    }
    this.pending = false;
    const { sessionId } = query;
    if (there && this.prepared) return this.offers(this.prepared.tokens, query.roomId, [sessionId]);
    // Only a player opens a new vote: a spectator is refused by name and changes nothing (before, its ask cleared the
    // ended room's code and the answers, and its refusal was lost).
    if (this.room.desk.seatsOf(sessionId).length === 0) return [{ kind: 'refuse', sessionId, error: noSeat() }];
    // The rematch room ended (played, or nobody came): a new vote opens.
    const { state } = this.room;
    this.prepared = null;
    state.rematch = '';
    state.rematchVote.answers.clear();
    const asked = this.ask({ sessionId });
    return [
      ...('code' in asked ? [{ kind: 'refuse' as const, sessionId, error: asked }] : asked),
      { kind: 'patchNow' },
    ];
  }

  /** The rematch room is made: those who accepted follow with their tokens, spectators with the code. */
  made(create: RematchCreate, roomId: string): RematchDecision[] {
    this.pending = false;
    const { state } = this.room;
    if (this.prepared?.nonce !== create.nonce) return [];
    state.rematch = roomId;
    // Those who declined stay here.
    const answers = state.rematchVote.answers;
    const declined = (sessionId: string) => this.room.desk.seatsOf(sessionId).some((seat) => answers[seat] === 'no');
    const to = this.room.connected().filter((sessionId) => !declined(sessionId));
    return [...this.offers(this.prepared.tokens, roomId, to), { kind: 'patchNow' }];
  }

  /** The matchmaker could not answer a question, or make the rematch room. */
  failed(asked: RematchQuery | RematchCreate, e: unknown): RematchDecision[] {
    const roomId = this.room.roomId();
    if (asked.kind === 'create') {
      this.pending = false;
      // No room took the hand-off: it must not stay in the process's map (issue 28 break 10: nothing is kept).
      rematchHandoff.drop(asked.nonce);
      if (this.prepared?.nonce === asked.nonce) this.prepared = null;
      console.error(`[battle ${roomId}] rematch room failed`, e);
      return [];
    }
    console.error(`[battle ${roomId}] rematch: could not look for room ${asked.roomId}`, e);
    if (asked.for === 'watch') return [{ kind: 'wait', timer: 'watch', ms: REMATCH_CHECK_MS }];
    this.pending = false;
    return [
      {
        kind: 'refuse',
        sessionId: asked.sessionId,
        error: err('room/internal', 'the rematch room could not be found'),
      },
    ];
  }

  /**
   * A client joined the new room: a player of the last match back in its seat is ready. Once the last one is, the
   * match starts.
   */
  joined(client: Pick<Client, 'sessionId'>): RematchDecision[] {
    const { state } = this.room;
    const held = this.room.desk.seatsOf(client.sessionId);
    if (!state.rematchOf || state.phase !== 'lobby' || held.length === 0) return [];
    for (const seat of held) state.seats[seat].ready = true;
    return SEATS.every((i) => state.seats[i].bot || state.seats[i].holder) ? [{ kind: 'start' }] : [];
  }

  /**
   * `rematch` (accept) and `rematch:decline`: after the end, the first player's ask opens the vote (every player of the
   * finished room is asked, with a countdown); each answer counts for every seat its client holds. Once every player
   * answered, or the countdown ran out (unanswered = declined), a new room is made with the same options: the seats of
   * those who accepted are kept for them (each gets its seats' fresh tokens and follows), the others get bots at the
   * room's level. Asked again after that, the tokens are sent again; asked after the rematch room's end, a new vote opens.
   */
  ask(client: Pick<Client, 'sessionId'>, accept = true): ErrorReply | RematchDecision[] {
    const { state } = this.room;
    if (state.phase !== 'finished') return err('rematch/not_finished', 'a rematch is offered once the match is over');
    if (this.pending) return [];
    if (state.rematch) {
      // The vote is over: a decline changes nothing (before, it was answered with the new room's code).
      if (!accept) return [];
      // The rematch room may have ended (played, or nobody came): asked after its end, a new vote opens (`found`).
      this.pending = true;
      return [{ kind: 'query', roomId: state.rematch, for: 'ask', sessionId: client.sessionId }];
    }
    const held = this.room.desk.seatsOf(client.sessionId);
    if (held.length === 0) return noSeat();
    const vote = state.rematchVote;
    const decided: RematchDecision[] = [];
    if (vote.answers.length === 0) {
      if (!accept) return []; // declining a rematch nobody asked for changes nothing
      vote.answers.push(...SEATS.map((i) => (state.seats[i].holder && !state.seats[i].bot ? 'asked' : '')));
      decided.push(this.restartCountdown());
    }
    for (const seat of held) if (vote.answers[seat]) vote.answers[seat] = accept ? 'yes' : 'no';
    if (vote.answers.every((a) => a !== 'asked')) decided.push(...this.decide());
    return decided;
  }

  /** `rematch:wait {wait}`: the host waits for every answer (no countdown), or sets the countdown going again. */
  setWait(client: Pick<Client, 'sessionId'>, wait: boolean): ErrorReply | RematchDecision[] {
    const { state } = this.room;
    if (client.sessionId !== this.room.host()) return err('room/not_host', 'only the host chooses to wait');
    if (state.phase !== 'finished' || state.rematchVote.answers.length === 0 || state.rematch)
      return err('rematch/no_vote', 'no rematch vote is open');
    state.rematchVote.wait = wait;
    return [this.restartCountdown()];
  }

  /** A player of the finished room left for good: its seats answer no (nobody is left to ask). */
  left(seats: Seat[]): RematchDecision[] {
    const vote = this.room.state.rematchVote;
    if (vote.answers.length === 0 || this.room.state.rematch) return [];
    for (const seat of seats) if (vote.answers[seat] === 'asked') vote.answers[seat] = 'no';
    return vote.answers.every((a) => a !== 'asked') ? this.decide() : [];
  }

  /** The vote's countdown from now, or none while the host waits. */
  private restartCountdown(): RematchDecision {
    const vote = this.room.state.rematchVote;
    const ms = this.room.answerMs();
    vote.deadline = vote.wait ? 0 : Date.now() + ms;
    return vote.wait ? { kind: 'cancel', timer: 'countdown' } : { kind: 'wait', timer: 'countdown', ms };
  }

  /** Every answer is in (or the time is up): make the rematch room for those who accepted, or none if nobody did. */
  private decide(): RematchDecision[] {
    const { state } = this.room;
    const vote = state.rematchVote;
    vote.deadline = 0;
    for (let i = 0; i < vote.answers.length; i++) if (vote.answers[i] === 'asked') vote.answers[i] = 'no';
    const decided: RematchDecision[] = [{ kind: 'cancel', timer: 'countdown' }];
    if (!vote.answers.includes('yes')) return decided;
    const prepared = rematchSeats(
      state,
      this.room.roomId(),
      this.room.layout(),
      (seat) => vote.answers[seat] === 'yes',
    );
    this.prepared = prepared;
    this.pending = true;
    return [...decided, { kind: 'create', nonce: prepared.nonce }];
  }

  /** Each client's offer: the tokens of the seats it held (spectators get the code alone). */
  private offers(tokens: string[], code: string, to: readonly string[]): RematchDecision[] {
    return to.map((sessionId) => ({
      kind: 'send',
      sessionId,
      offer: {
        code,
        seatTokens: this.room.desk
          .seatsOf(sessionId)
          .map((seat) => ({ seat, token: tokens[seat] }))
          .filter((x) => x.token),
      },
    }));
  }
}

/** The refusal of a rematch answer from a member without a seat of the match. */
function noSeat(): ErrorReply {
  return err('seat/none', 'only the players of the match answer a rematch');
}
