import type { Client } from '@colyseus/core';
import { SEATS, type Seat } from '../engine';
import type { OfferLine } from '../records/matchRecord';
import { roomError as err, type ErrorReply } from './messages';
import type { RoomTimer } from './RoomTimers';
import type { BattleState } from './schema/BattleState';

type Team = 'red' | 'blue';
/** What the room does with an offer: its log line for every client, and its record line. */
export type OfferAnswer = OfferLine['answer'];

/** What the agreements need from their room. */
export type AgreementsRoom = {
  readonly state: BattleState;
  seatsOf(sessionId: string): Seat[];
  /** The engine's team of a seat (its character's, or during the draft its dealt relic's); null when it has none yet. */
  teamOf(seat: Seat): Team | null;
  /** The engine's round now (a team offers a draw once per round). */
  round(): number;
  /** Applies the agreed engine command (`concede` from the conceding seat, `agreeDraw`); the engine's refusal or null. */
  submit(seat: Seat, command: { type: 'concede' | 'agreeDraw' }): ErrorReply | null;
  /** Writes the offer's line into the record and every client's log. */
  say(line: Omit<OfferLine, 't' | 'at'>): void;
  later(fn: () => void, ms: number): RoomTimer;
  /** How long an offer waits for its answers before it lapses as declined (settings.answerWaitS; the players see the countdown). */
  answerMs(): number;
};

/**
 * Concede and draw offers (docs/online.md "Concede and draw offers"): who must agree is the room's protocol, the result
 * is the engine's (O-54 `concede`, O-55 `agreeDraw`, so records and replays end the same way). A team concedes once
 * every player of the team agreed (a bot teammate agrees; a client holding every seat of its team concedes at once);
 * a team offers a draw once per round and every player of the other team must accept (a bot declines: it plays on).
 * One offer is open at a time; an unanswered one lapses as declined after answerMs (settings.answerWaitS).
 */
export class Agreements {
  /** The round of each team's last draw offer. */
  private drawRound: Record<Team, number> = { red: -1, blue: -1 };
  private lapse: RoomTimer | null = null;
  private recheck: RoomTimer | null = null;

  constructor(private readonly room: AgreementsRoom) {}

  /** `concede {seat}`: the seat's team asks to concede; done at once when nobody else of the team must agree. */
  concede(client: Client, seat: Seat): ErrorReply | void {
    const asked = this.asking(client, seat);
    if ('code' in asked) return asked;
    const waiting = this.players(asked.team, client.sessionId);
    this.room.say({ kind: 'concede', team: asked.team, seat, answer: 'offered' });
    if (waiting.length === 0) return this.agreed('concede', seat);
    this.open('concede', asked.team, seat, waiting);
  }

  /** `draw:offer {seat}`: the seat's team offers a draw, once per round; the other team answers. */
  offerDraw(client: Client, seat: Seat): ErrorReply | void {
    const asked = this.asking(client, seat);
    if ('code' in asked) return asked;
    const round = this.room.round();
    if (this.drawRound[asked.team] === round)
      return err('offer/once_per_round', `your team already offered a draw in round ${round}`);
    this.drawRound[asked.team] = round;
    const other: Team = asked.team === 'red' ? 'blue' : 'red';
    const waiting = this.players(other, client.sessionId);
    this.room.say({ kind: 'draw', team: asked.team, seat, answer: 'offered' });
    // Nobody of the other team to ask (bots): a bot declines a draw and plays on.
    if (waiting.length === 0 || SEATS.some((s) => this.room.teamOf(s) === other && this.room.state.seats[s].bot)) {
      return this.room.say({ kind: 'draw', team: asked.team, seat, answer: 'declined' });
    }
    this.open('draw', asked.team, seat, waiting);
  }

  /** `offer:answer {seat, accept}`: a seat the open offer waits for answers; the last acceptance makes the result. */
  answer(client: Client, seat: Seat, accept: boolean): ErrorReply | void {
    const offer = this.room.state.offer;
    if (this.room.state.seats[seat].holder !== client.sessionId)
      return err('seat/not_yours', `you do not hold seat ${seat}`);
    if (!offer.kind || !offer.waiting.includes(seat))
      return err('offer/none', `no offer waits for seat ${seat}'s answer`);
    if (!accept) return this.close('declined', seat);
    // One answer counts for every seat the client holds.
    this.noLongerWaitingFor(this.room.seatsOf(client.sessionId));
  }

  /**
   * Seats changed hands during the match. A seat the open offer waits for whose player left for good (the reconnection
   * window passed, or a consented leave with none) answers as what now sits there: a bot declines a draw (it plays on)
   * and agrees to its team's concession (as a bot teammate does when asked), and an empty seat (no bot takeover) has
   * nobody to ask. Without this the offer waited for a player who was gone until it lapsed. Checked on the room's next
   * turn: the seat changes inside a leave, which must not end the match under it.
   */
  seatsChanged(): void {
    if (!this.room.state.offer.kind || this.recheck) return;
    this.recheck = this.room.later(() => {
      this.recheck = null;
      this.answerForGoneSeats();
    }, 0);
  }

  /** The match ended another way (or the room closes): an open offer is dropped with its timer. */
  clear(): void {
    this.lapse?.clear();
    this.lapse = null;
    this.recheck?.clear();
    this.recheck = null;
    this.room.state.offer.assign({ kind: '', team: '', from: 0, deadline: 0 });
    this.room.state.offer.waiting.clear();
  }

  private answerForGoneSeats(): void {
    const { offer, seats } = this.room.state;
    if (!offer.kind) return;
    const gone = [...offer.waiting].filter((s) => seats[s].holder === '') as Seat[];
    if (gone.length === 0) return;
    const bot = gone.find((s) => seats[s].bot);
    if (offer.kind === 'draw' && bot !== undefined) return this.close('declined', bot);
    this.noLongerWaitingFor(gone);
  }

  /** These seats have agreed (or have nobody to ask): the offer stops waiting for them, and is agreed when none is left. */
  private noLongerWaitingFor(seats: readonly Seat[]): void {
    const offer = this.room.state.offer;
    const left = [...offer.waiting].filter((s) => !seats.includes(s as Seat));
    offer.waiting.clear();
    offer.waiting.push(...left);
    if (left.length > 0) return;
    const kind = offer.kind as 'concede' | 'draw';
    const refused = this.agreed(kind, offer.from as Seat);
    if (refused) console.error(`agreements: the engine refused the agreed ${kind}`, refused);
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

  private open(kind: 'concede' | 'draw', team: Team, from: Seat, waiting: Seat[]): void {
    const ms = this.room.answerMs();
    this.room.state.offer.assign({ kind, team, from, deadline: Date.now() + ms });
    this.room.state.offer.waiting.push(...waiting);
    this.lapse = this.room.later(() => this.close('expired', from), ms);
  }

  private close(answer: 'declined' | 'expired', seat: Seat): void {
    const { kind, team } = this.room.state.offer;
    this.clear();
    this.room.say({ kind: kind as 'concede' | 'draw', team: team as Team, seat, answer });
  }

  private agreed(kind: 'concede' | 'draw', from: Seat): ErrorReply | void {
    const team = this.room.teamOf(from)!;
    this.clear();
    this.room.say({ kind, team, seat: from, answer: 'accepted' });
    return this.room.submit(from, { type: kind === 'concede' ? 'concede' : 'agreeDraw' }) ?? undefined;
  }
}
