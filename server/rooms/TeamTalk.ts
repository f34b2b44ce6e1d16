import type { Client } from '@colyseus/core';
import { parseChatInput, parsePingInput, TALK_RATE, type TeamChat, type TeamPing } from '../../shared/wire/teamTalk';
import { SEATS, type Engine, type GameState, type GameView, type Seat } from '../engine';
import type { ErrorReply } from './messages';
import type { BattleState } from './schema/BattleState';
import { Bucket } from '../guard/TokenBucket';

/** What team talk needs from its room. */
export type TalkRoom = {
  readonly state: BattleState;
  /** The match now (null before the start). */
  match(): { rules: Engine; game: GameState } | null;
  seatsOf(sessionId: string): Seat[];
  clients(): Client[];
  /** The address a member joined from (server/rooms/Admission.ts). */
  addressOf(sessionId: string): string;
};

/**
 * Team chat and pings (docs/online.md "Team chat and pings"). A team's messages go only to the clients holding a seat
 * of that team — one `client.send` each, never a broadcast, never in the synchronised state, never in the match record
 * — and to spectators only when the room's `spectatorsHearTeams` option says so, never to one at an address that has
 * held a seat of the other team. A seat's team is the engine's: the team
 * its own view shows for it (its character, or its dealt relic card before the draft ends).
 */
export class TeamTalk {
  private buckets = new Map<string, Bucket>();
  private nextId = 1;
  /** Seats each address has held in this room: a player's own spectator connection is known by its address. */
  private seatedAddresses = new Map<string, Set<Seat>>();
  /** Each seat's own view, for the state version it was made at (a view per message would cost a viewFor each). */
  private views = new Map<Seat, { version: number; view: GameView }>();

  constructor(private readonly room: TalkRoom) {}

  /** `team:chat`: a text line or a quick message to the sender's team. */
  chat(client: Client, msg: unknown): ErrorReply | void {
    const p = parseChatInput(msg);
    if (!p.ok) return { code: 'net/bad_payload', message: `team:chat: ${p.message}` };
    const from = this.speaker(client, p.value.seat);
    if ('code' in from) return from;
    const limited = this.spend(client.sessionId);
    if (limited) return limited;
    const body = 'text' in p.value ? { text: p.value.text } : { quick: p.value.quick };
    const out: TeamChat = {
      id: this.nextId++,
      seat: from.seat,
      name: this.room.state.seats[from.seat].name,
      team: from.team,
      at: Date.now(),
      ...body,
    };
    this.deliver('team:chat', out, from.team);
  }

  /** `team:ping`: a cell of the map or a unit the sender can see, drawn for its team. */
  ping(client: Client, msg: unknown): ErrorReply | void {
    const p = parsePingInput(msg);
    if (!p.ok) return { code: 'net/bad_payload', message: `team:ping: ${p.message}` };
    const from = this.speaker(client, p.value.seat);
    if ('code' in from) return from;
    const view = this.viewOf(from.seat)!;
    if ('unit' in p.value && !view.units[p.value.unit])
      return { code: 'net/bad_payload', message: `team:ping: no unit ${p.value.unit} on the table` };
    if ('cell' in p.value && !view.map.cells[`${p.value.cell.q},${p.value.cell.r}`]) {
      return {
        code: 'net/bad_payload',
        message: `team:ping: the cell ${p.value.cell.q},${p.value.cell.r} is not on the map`,
      };
    }
    const limited = this.spend(client.sessionId);
    if (limited) return limited;
    const target = 'unit' in p.value ? { unit: p.value.unit } : { cell: p.value.cell };
    const out: TeamPing = {
      id: this.nextId++,
      seat: from.seat,
      name: this.room.state.seats[from.seat].name,
      team: from.team,
      at: Date.now(),
      ...target,
    };
    this.deliver('team:ping', out, from.team);
  }

  /** `sessionId` took or reclaimed `seat`: its address has held a seat of that seat's team, for the room's life. */
  seated(sessionId: string, seat: Seat): void {
    const address = this.room.addressOf(sessionId);
    const seats = this.seatedAddresses.get(address) ?? new Set<Seat>();
    seats.add(seat);
    this.seatedAddresses.set(address, seats);
  }

  /** Forgets a session that left for good. */
  forget(sessionId: string): void {
    this.buckets.delete(sessionId);
  }

  /** The seat and team a client speaks for: the seat it names (it must hold it) or its first seat with a team. */
  private speaker(client: Client, seat: number | undefined): { seat: Seat; team: string } | ErrorReply {
    if (!this.room.match())
      return { code: 'room/not_started', message: 'team talk starts with the match (teams are dealt at the start)' };
    const held = this.room.seatsOf(client.sessionId);
    if (held.length === 0) return { code: 'seat/none', message: 'spectators have no team to talk to' };
    if (seat !== undefined && !held.includes(seat as Seat))
      return { code: 'seat/not_yours', message: `you do not hold seat ${seat}` };
    for (const s of seat !== undefined ? [seat as Seat] : held) {
      const team = this.teamOf(s);
      if (team) return { seat: s, team };
    }
    return { code: 'chat/no_team', message: 'your seat has no team yet' };
  }

  /** One token per message from the session's bucket, or the same refusal the transport's guard gives. */
  private spend(sessionId: string): ErrorReply | null {
    let b = this.buckets.get(sessionId);
    if (!b) this.buckets.set(sessionId, (b = new Bucket(TALK_RATE.burst, TALK_RATE.perS)));
    if (b.take()) return null;
    const retryAfterMs = Math.ceil(b.secondsUntil(1) * 1000);
    return {
      code: 'net/rate_limited',
      message: `too many team messages; the next can be sent in ${retryAfterMs} ms`,
      retryAfterMs,
    } as ErrorReply;
  }

  /**
   * Sends to each client holding a seat of `team`, and to spectators when the room allows it, except a spectator whose
   * address has held a seat of another team in this room (a player's own second tab must not hear the enemy: issue 28);
   * to no one else.
   */
  private deliver(type: string, message: TeamChat | TeamPing, team: string): void {
    const { state } = this.room;
    const teamSeats = SEATS.filter((s) => this.teamOf(s) === team);
    for (const client of this.room.clients()) {
      const held = this.room.seatsOf(client.sessionId);
      const member = state.members.get(client.sessionId);
      const teammate = held.some((s) => teamSeats.includes(s));
      const listening =
        held.length === 0 &&
        !!member &&
        state.options.spectatorsHearTeams &&
        !this.playedAgainst(client.sessionId, team);
      if (teammate || listening) client.send(type, message);
    }
  }

  /** Whether the address of `sessionId` has held a seat that is not of `team`. */
  private playedAgainst(sessionId: string, team: string): boolean {
    const seats = this.seatedAddresses.get(this.room.addressOf(sessionId));
    return !!seats && [...seats].some((seat) => this.teamOf(seat) !== team);
  }

  private teamOf(seat: Seat): string | null {
    const view = this.viewOf(seat);
    if (!view) return null;
    const id = view.seats[seat];
    return (id ? view.units[id]?.team : null) ?? view.dealtRelics?.[seat]?.team ?? null;
  }

  private viewOf(seat: Seat): GameView | null {
    const match = this.room.match();
    if (!match) return null;
    const version = this.room.state.version;
    const known = this.views.get(seat);
    if (known && known.version === version) return known.view;
    const view = match.rules.viewFor(match.game, seat);
    this.views.set(seat, { version, view });
    return view;
  }
}
