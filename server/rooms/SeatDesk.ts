import type { Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { randomBytes } from 'node:crypto';
import { SEATS, type Seat } from '../engine';
import { hashToken, type MatchLog, type RecordedSeat } from '../records/matchRecord';
import { isBotLevel } from '../../shared/ai/levelNames';
import type { BattleState } from './schema/BattleState';
import { hideSeatLayer, showSeatLayer } from './seatLayerView';

/** What the desk reads of its room (it changes nothing there but the seats and members in the state). */
export type DeskRoom = {
  readonly state: BattleState;
  roomId(): string;
  /** The match record, once started. */
  log(): MatchLog | null;
};

/**
 * What a change of seats asks of the room, in order: `seated`, `sessionId` took or reclaimed `seat` (team talk
 * remembers which addresses held which seats); `moved`, a seat changed hands during the match (the room re-projects
 * the views and re-arms the prompt and the offers); `wait`, arm the takeover timer of `seat` (replacing the one before;
 * when it fires, the room asks `due`); `cancel`, that timer off.
 */
export type DeskDecision =
  | { kind: 'seated'; sessionId: string; seat: Seat }
  | { kind: 'moved' }
  | { kind: 'wait'; seat: Seat; ms: number }
  | { kind: 'cancel'; seat: Seat };

/**
 * Who holds which seat: taking, leaving and reclaiming seats, the seat tokens (only their hashes are kept), and each
 * client's StateView with the private layers of the seats it holds. No rule here: the engine never sees a session. It
 * keeps no timer and calls nothing of the room: a change returns its decisions (DeskDecision), which the room carries out.
 */
export class SeatDesk {
  private views = new Map<string, StateView>();
  private tokenHashes: string[] = SEATS.map(() => '');

  constructor(private readonly room: DeskRoom) {}

  /** A new member: its StateView (kept by session, so a reconnection keeps what it may see). */
  admit(client: Client): void {
    const view = new StateView();
    client.view = view;
    this.views.set(client.sessionId, view);
  }

  /** A member gone for good: its seats are abandoned and its view forgotten. */
  dismiss(sessionId: string): DeskDecision[] {
    const decided = this.seatsOf(sessionId).flatMap((seat) => this.abandon(seat));
    this.views.delete(sessionId);
    return decided;
  }

  seatsOf(sessionId: string): Seat[] {
    // One pass of the schema array's iterator: each `seats[i]` is a trip through its Proxy, and this runs for every
    // client after every command (the event fan-out).
    const held: Seat[] = [];
    let seat = 0;
    for (const s of this.room.state.seats) {
      if (s.holder === sessionId) held.push(SEATS[seat]);
      seat++;
    }
    return held;
  }

  /** Seats `client` at a free seat (before the start) and sends it the seat's token. */
  take(client: Client, seat: Seat): DeskDecision[] {
    const { state } = this.room;
    const member = state.members.get(client.sessionId)!;
    state.seats[seat].assign({
      holder: client.sessionId,
      name: member.name,
      bot: false,
      botLevel: '',
      connected: true,
      ready: false,
    });
    member.spectator = false;
    this.showLayer(client.sessionId, seat);
    this.issueToken(client, seat);
    this.record(seat);
    return [{ kind: 'seated', sessionId: client.sessionId, seat }];
  }

  /** The seat's holder is gone: free it before the start; during the match a bot takes it (option) or it waits. */
  abandon(seat: Seat): DeskDecision[] {
    const { state } = this.room;
    const s = state.seats[seat];
    const holder = s.holder;
    if (holder) {
      this.hideLayer(holder, seat);
      s.holder = '';
      const member = state.members.get(holder);
      if (member) member.spectator = this.seatsOf(holder).length === 0;
    }
    if (state.phase === 'lobby' && this.reserved(seat)) {
      // A rematch's seat stays its player's: the token it was last sent still claims it (issue 28).
      s.assign({ connected: false, ready: false });
    } else if (state.phase === 'lobby') {
      // A seat given up before the start is free for anyone: its token no longer claims it.
      this.tokenHashes[seat] = '';
      s.assign({ name: '', bot: false, connected: false, ready: false });
    } else if (state.phase === 'playing') {
      // The token stays: its owner may reclaim the seat from the bot or the deadlines at any time of the match.
      if (state.options.botTakeover)
        s.assign({ bot: true, botLevel: state.options.botLevel, connected: true, name: `${s.name} (bot)` });
      else s.connected = false;
      this.record(seat);
      return [{ kind: 'moved' }];
    }
    return [];
  }

  /**
   * Whether `seat` is kept for a player of the last match: in a rematch before its start, a seat with a token and no
   * holder. Nobody takes it with `seat:take`; its token reclaims it.
   */
  reserved(seat: Seat): boolean {
    const { state } = this.room;
    return (
      state.rematchOf !== '' &&
      state.phase === 'lobby' &&
      this.tokenHashes[seat] !== '' &&
      state.seats[seat].holder === ''
    );
  }

  /** Whether any of `tokens` (client data) is the current token of a seat of this room. */
  claims(tokens: unknown[]): boolean {
    return tokens.slice(0, SEATS.length).some((t) => {
      if (typeof t !== 'string' || t.length > 64) return false;
      const h = hashToken(t);
      return this.tokenHashes.some((seatHash) => seatHash !== '' && seatHash === h);
    });
  }

  /** Join option seatTokens: each valid token moves its seat to this client (a rejoin after restart or a lost tab). */
  reclaim(client: Client, tokens: unknown[]): DeskDecision[] {
    const { state } = this.room;
    const decided: DeskDecision[] = [];
    for (const token of tokens.slice(0, SEATS.length)) {
      if (typeof token !== 'string' || token.length > 64) continue;
      const h = hashToken(token);
      const seat = SEATS.find((i) => this.tokenHashes[i] === h);
      if (seat === undefined) continue;
      const s = state.seats[seat];
      const previous = s.holder;
      const member = state.members.get(client.sessionId)!;
      s.assign({ holder: client.sessionId, bot: false, botLevel: '', connected: true, name: member.name });
      member.spectator = false;
      this.showLayer(client.sessionId, seat);
      this.issueToken(client, seat);
      decided.push({ kind: 'seated', sessionId: client.sessionId, seat });
      if (previous && previous !== client.sessionId) {
        this.hideLayer(previous, seat);
        const old = state.members.get(previous);
        if (old) old.spectator = this.seatsOf(previous).length === 0;
      }
      decided.push({ kind: 'cancel', seat });
      this.record(seat);
    }
    if (state.phase === 'playing') decided.push({ kind: 'moved' });
    return decided;
  }

  /** The seats as the record's setup line keeps them. */
  recorded(): RecordedSeat[] {
    const seats = this.room.state.seats;
    return SEATS.map((i) => ({
      name: seats[i].name,
      bot: seats[i].bot,
      tokenHash: this.tokenHashes[i],
      ...(seats[i].bot ? { botLevel: seats[i].botLevel } : {}),
    }));
  }

  /** A restored match: the recorded seats, holders gone until they reclaim with their tokens. */
  restore(seats: RecordedSeat[]): void {
    seats.forEach((s, i) => {
      this.room.state.seats[i].assign({
        name: s.name,
        bot: s.bot,
        botLevel: this.levelOf(s),
        connected: s.bot,
        ready: true,
      });
      this.tokenHashes[i] = s.tokenHash;
    });
  }

  /**
   * A rematch before its start: bots where the last match had bots, and each player's seat kept for the token its
   * holder was sent (shown with the name, not held, not ready until it is reclaimed).
   */
  reserve(seats: RecordedSeat[]): void {
    seats.forEach((s, i) => {
      const bot = s.bot || !s.tokenHash;
      this.room.state.seats[i].assign({
        name: bot ? `Bot ${i + 1}` : s.name,
        bot,
        botLevel: bot ? this.levelOf(s) : '',
        connected: bot,
        ready: bot,
      });
      this.tokenHashes[i] = bot ? '' : s.tokenHash;
    });
  }

  /** A recorded bot seat's level: its own, else the room's (records from before the levels); '' for a player's seat. */
  private levelOf(s: RecordedSeat): string {
    if (!s.bot && s.tokenHash) return '';
    return s.botLevel && isBotLevel(s.botLevel) ? s.botLevel : this.room.state.options.botLevel;
  }

  /** After a restore: each player seat nobody reclaims within `ms` goes to a bot (botTakeover). */
  armTakeovers(ms: number): DeskDecision[] {
    return SEATS.filter((seat) => !this.room.state.seats[seat].bot).map((seat) => ({ kind: 'wait', seat, ms }));
  }

  /** The takeover timer of `seat` fired: nobody reclaimed it, so it is abandoned (a bot takes it). */
  due(seat: Seat): DeskDecision[] {
    return this.room.state.seats[seat].holder ? [] : this.abandon(seat);
  }

  /**
   * Sends the seat's holder a new seat token and keeps only its hash: on taking a seat and on every reclaim, so a token
   * that was seen (a shared screen, a stolen tab) cannot be replayed once its owner has used it.
   */
  private issueToken(client: Client, seat: Seat): void {
    const token = randomBytes(18).toString('base64url');
    this.tokenHashes[seat] = hashToken(token);
    client.send('seat:token', { seat, token, roomId: this.room.roomId() });
  }

  private record(seat: Seat): void {
    const log = this.room.log();
    if (!log) return;
    const s = this.room.state.seats[seat];
    log.append({ t: 'seat', seat, name: s.name, bot: s.bot, tokenHash: this.tokenHashes[seat], at: Date.now() });
  }

  private showLayer(sessionId: string, seat: Seat): void {
    const view = this.views.get(sessionId);
    if (view) showSeatLayer(view, this.room.state.layers[seat]);
  }

  private hideLayer(sessionId: string, seat: Seat): void {
    const view = this.views.get(sessionId);
    if (view) hideSeatLayer(view, this.room.state.layers[seat]);
  }
}
