import type { Client } from '@colyseus/core';
import { SEATS, type Seat } from '../engine';
import type { OfferLine } from '../records/matchRecord';
import { roomError as err, type ErrorReply } from './messages';
import type { BattleState } from './schema/BattleState';

type Team = 'red' | 'blue';
/** What the room does with an offer: its log line for every client, and its record line. */
export type OfferAnswer = OfferLine['answer'];

/** What the agreements read of their room (they change nothing there but the open offer in the state). */
export type AgreementsRoom = {
  readonly state: BattleState;
  seatsOf(sessionId: string): Seat[];
  /** The engine's team of a seat (its character's, or during the draft its dealt relic's); null when it has none yet. */
  teamOf(seat: Seat): Team | null;
  /** The engine's round now (a team offers a draw once per round). */
  round(): number;
  /** How long an offer waits for its answers before it lapses as declined (settings.answerWaitS; the players see the countdown). */
  answerMs(): number;
};

/** The offers' timers: an open offer's lapse, and the next-turn check of seats whose player left for good. */
export type OfferTimer = 'lapse' | 'recheck';

/**
 * What the agreements decided, for the room to carry out in order: an offer's line to write into the record and every
 * client's log; the agreed end to apply as a player's command (`concede` from the conceding seat, `agreeDraw`), its
 * engine refusal answered to the sender of the message or logged; a timer to arm (replacing the one armed before under
 * that name; when it fires, the room asks `due`) or to cancel.
 */
export type OfferDecision =
  | { kind: 'say'; line: Omit<OfferLine, 't' | 'at'> }
  | { kind: 'play'; seat: Seat; command: { type: 'concede' | 'agreeDraw' }; refusal: 'reply' | 'log' }
  | { kind: 'wait'; timer: OfferTimer; ms: number }
  | { kind: 'cancel'; timer: OfferTimer };

/**
 * Concede and draw offers (docs/online.md "Concede and draw offers"): who must agree is the room's protocol, the result
 * is the engine's (O-54 `concede`, O-55 `agreeDraw`, so records and replays end the same way). A team concedes once
 * every player of the team agreed (a bot teammate agrees; a client holding every seat of its team concedes at once);
 * a team offers a draw once per round and every player of the other team must accept (a bot declines: it plays on).
 * One offer is open at a time; an unanswered one lapses as declined after answerMs (settings.answerWaitS). It keeps
 * no timer, says nothing and applies nothing itself: each call returns its refusal or its decisions (OfferDecision),
 * which the room carries out.
 */
export class Agreements {
  /** The round of each team's last draw offer. */
  private drawRound: Record<Team, number> = { red: -1, blue: -1 };
  /** Whether the next-turn check of gone players' seats is armed. */
  private recheckArmed = false;

  constructor(private readonly room: AgreementsRoom) {}

  /** `concede {seat}`: the seat's team asks to concede; done at once when nobody else of the team must agree. */
  concede(client: Client, seat: Seat): ErrorReply | OfferDecision[] {
    const asked = this.asking(client, seat);
    if ('code' in asked) return asked;
    const waiting = this.players(asked.team, client.sessionId);
    const offered = say('concede', asked.team, seat, 'offered');
    if (waiting.length === 0) return [offered, ...this.agreed('concede', seat, 'reply')];
    return [offered, ...this.open('concede', asked.team, seat, waiting)];
  }

  /** `draw:offer {seat}`: the seat's team offers a draw, once per round; the other team answers. */
  offerDraw(client: Client, seat: Seat): ErrorReply | OfferDecision[] {
    const asked = this.asking(client, seat);
    if ('code' in asked) return asked;
    const round = this.room.round();
    if (this.drawRound[asked.team] === round)
      return err('offer/once_per_round', `your team already offered a draw in round ${round}`);
    this.drawRound[asked.team] = round;
    const other: Team = asked.team === 'red' ? 'blue' : 'red';
    const waiting = this.players(other, client.sessionId);
    const offered = say('draw', asked.team, seat, 'offered');
    // Nobody of the other team to ask (bots): a bot declines a draw and plays on.
    if (waiting.length === 0 || SEATS.some((s) => this.room.teamOf(s) === other && this.room.state.seats[s].bot)) {
      return [offered, say('draw', asked.team, seat, 'declined')];
    }
    return [offered, ...this.open('draw', asked.team, seat, waiting)];
  }

  /** `offer:answer {seat, accept}`: a seat the open offer waits for answers; the last acceptance makes the result. */
  answer(client: Client, seat: Seat, accept: boolean): ErrorReply | OfferDecision[] {
    const offer = this.room.state.offer;
    if (this.room.state.seats[seat].holder !== client.sessionId)
      return err('seat/not_yours', `you do not hold seat ${seat}`);
    if (!offer.kind || !offer.waiting.includes(seat))
      return err('offer/none', `no offer waits for seat ${seat}'s answer`);
    if (!accept) return this.close('declined', seat);
    // One answer counts for every seat the client holds.
    return this.noLongerWaitingFor(this.room.seatsOf(client.sessionId));
  }

  /**
   * Seats changed hands during the match. A seat the open offer waits for whose player left for good (the reconnection
   * window passed, or a consented leave with none) answers as what now sits there: a bot declines a draw (it plays on)
   * and agrees to its team's concession (as a bot teammate does when asked), and an empty seat (no bot takeover) has
   * nobody to ask. Without this the offer waited for a player who was gone until it lapsed. Checked on the room's next
   * turn: the seat changes inside a leave, which must not end the match under it.
   */
  seatsChanged(): OfferDecision[] {
    if (!this.room.state.offer.kind || this.recheckArmed) return [];
    this.recheckArmed = true;
    return [{ kind: 'wait', timer: 'recheck', ms: 0 }];
  }

  /** The timer `timer` fired: the open offer lapses as declined, or the seats of players gone for good answer. */
  due(timer: OfferTimer): OfferDecision[] {
    if (timer === 'lapse')
      return this.room.state.offer.kind ? this.close('expired', this.room.state.offer.from as Seat) : [];
    this.recheckArmed = false;
    return this.answerForGoneSeats();
  }

  /** The match ended another way (or the room closes): an open offer is dropped with its timers. */
  clear(): OfferDecision[] {
    this.recheckArmed = false;
    this.room.state.offer.assign({ kind: '', team: '', from: 0, deadline: 0 });
    this.room.state.offer.waiting.clear();
    return [
      { kind: 'cancel', timer: 'lapse' },
      { kind: 'cancel', timer: 'recheck' },
    ];
  }

  private answerForGoneSeats(): OfferDecision[] {
    const { offer, seats } = this.room.state;
    if (!offer.kind) return [];
    const gone = [...offer.waiting].filter((s) => seats[s].holder === '') as Seat[];
    if (gone.length === 0) return [];
    const bot = gone.find((s) => seats[s].bot);
    if (offer.kind === 'draw' && bot !== undefined) return this.close('declined', bot);
    return this.noLongerWaitingFor(gone);
  }

  /** These seats have agreed (or have nobody to ask): the offer stops waiting for them, and is agreed when none is left. */
  private noLongerWaitingFor(seats: readonly Seat[]): OfferDecision[] {
    const offer = this.room.state.offer;
    const left = [...offer.waiting].filter((s) => !seats.includes(s as Seat));
    offer.waiting.clear();
    offer.waiting.push(...left);
    if (left.length > 0) return [];
    return this.agreed(offer.kind as 'concede' | 'draw', offer.from as Seat, 'log');
  }

  /** The asking seat's team, or why it may not ask. */
  private asking(client: Client, seat: Seat): { team: Team } | ErrorReply {
    const { state } = this.room;
    if (state.phase !== 'playing')
      return err(
        state.phase === 'lobby' ? 'room/not_started' : 'room/finished',
        `the match is ${state.phase === 'lobby' ? 'not started' : 'over'}`,
      );
    if (state.seats[seat].holder !== client.sessionId) return err('seat/not_yours', `you do not hold seat ${seat}`);
    if (state.offer.kind)
      return err('offer/open', `a ${state.offer.kind === 'draw' ? 'draw offer' : 'concession'} is waiting for answers`);
    const team = this.room.teamOf(seat);
    if (!team) return err('offer/no_team', `seat ${seat} has no team yet`);
    return { team };
  }

  /** The seats of `team` held by players other than `sessionId` (a bot or an empty seat has nothing to say). */
  private players(team: Team, sessionId: string): Seat[] {
    const { seats } = this.room.state;
    return SEATS.filter((s) => this.room.teamOf(s) === team && seats[s].holder !== '' && seats[s].holder !== sessionId);
  }

  private open(kind: 'concede' | 'draw', team: Team, from: Seat, waiting: Seat[]): OfferDecision[] {
    const ms = this.room.answerMs();
    this.room.state.offer.assign({ kind, team, from, deadline: Date.now() + ms });
    this.room.state.offer.waiting.push(...waiting);
    return [{ kind: 'wait', timer: 'lapse', ms }];
  }

  private close(answer: 'declined' | 'expired', seat: Seat): OfferDecision[] {
    const { kind, team } = this.room.state.offer;
    return [...this.clear(), say(kind as 'concede' | 'draw', team as Team, seat, answer)];
  }

  /** The offer is agreed: its line, then the engine's end; `refusal` says where an engine refusal of it goes. */
  private agreed(kind: 'concede' | 'draw', from: Seat, refusal: 'reply' | 'log'): OfferDecision[] {
    const team = this.room.teamOf(from)!;
    return [
      ...this.clear(),
      say(kind, team, from, 'accepted'),
      { kind: 'play', seat: from, command: { type: kind === 'concede' ? 'concede' : 'agreeDraw' }, refusal },
    ];
  }
}

/** An offer's line, for the record and every client's log. */
function say(kind: 'concede' | 'draw', team: Team, seat: Seat, answer: OfferAnswer): OfferDecision {
  return { kind: 'say', line: { kind, team, seat, answer } };
}
