import type { Client } from '@colyseus/core';
import type { Seat } from '../engine';
import type { Handler, MessageTable } from './MessageGate';
import {
  parseCommandMessage,
  parseExtendMessage,
  parseMemberMessage,
  parseNameMessage,
  parseOfferAnswer,
  parseOptionsPatch,
  parseReadyMessage,
  parseSeatBotMessage,
  parseSeatMessage,
  parseWaitMessage,
  roomError as err,
  type ErrorReply,
} from './messages';
import type { BattleState } from './schema/BattleState';
import type { SeatDesk } from './SeatDesk';

/** What the table's handlers act on. */
export type TableRoom = {
  readonly state: BattleState;
  readonly desk: Pick<SeatDesk, 'seatsOf' | 'reserved'>;
  /** Seats `client` at a free seat (SeatDesk.take), and the room follows. */
  takeSeat(client: Client, seat: Seat): void;
  /** Frees a seat (SeatDesk.abandon: a bot takes it during the match, option), and the room follows. */
  leaveSeat(seat: Seat): void;
  /** The id of the prompt the engine awaits an answer to now ('' when none). */
  openPrompt(): string;
  /** Starts the match; the reason it cannot, or null. */
  startMatch(): ErrorReply | null;
  /** Applies a player's command; the engine's error or null. */
  submit(seat: Seat, command: unknown): ErrorReply | null;
  /** Gives `seat` more time for the open prompt `prompt` (PromptClock.extend); the refusal or null. */
  extendClock(seat: Seat, prompt: string): ErrorReply | null;
  /** Makes the room private or public in the lobby listing. */
  setPrivate(hidden: boolean): void;
  /** The handlers of the room's other parts: team talk, undo, rematch. */
  teamChat: Handler;
  teamPing: Handler;
  undo: Handler;
  rematch: Handler;
  /** Removes a member (closed, no reconnection, its address kept out of the room). */
  removeMember(sessionId: string): void;
  /** Concede and draw offers (Agreements.ts): each answers the refusal or nothing. */
  concede(client: Client, seat: Seat): ErrorReply | void;
  offerDraw(client: Client, seat: Seat): ErrorReply | void;
  answerOffer(client: Client, seat: Seat, accept: boolean): ErrorReply | void;
  /** The rematch vote's decline and the host's choice to wait (rematch.ts). */
  declineRematch(client: Client): ErrorReply | void;
  waitRematch(client: Client, wait: boolean): ErrorReply | void;
};

/**
 * The room's messages (docs/online.md "Messages"), one entry per type, in one place: what each checks, in which order,
 * and which refusal it gives. The lobby's own messages are written out here; the match's are handed to the engine (a
 * command) or to the part that owns them. The gate (MessageGate) does the replying.
 */
export function messageTable(room: TableRoom): MessageTable {
  const { state, desk } = room;
  return {
    name: {
      handler: (client, msg) => {
        const p = parseNameMessage(msg);
        if (!p.ok) return p.error;
        state.members.get(client.sessionId)!.name = p.value.name;
        for (const seat of desk.seatsOf(client.sessionId)) state.seats[seat].name = p.value.name;
      },
    },
    'seat:take': {
      handler: (client, msg) => {
        const p = parseSeatMessage(msg);
        if (!p.ok) return p.error;
        if (state.phase !== 'lobby')
          return err('room/started', 'seats are taken before the start; use your seat token to rejoin');
        const s = state.seats[p.value.seat];
        if (s.holder === client.sessionId) return;
        if (s.holder || s.bot) return err('seat/taken', `seat ${p.value.seat} is taken`);
        if (desk.reserved(p.value.seat))
          return err(
            'seat/reserved',
            `seat ${p.value.seat} is kept for its player of the last match (their seat token claims it)`,
          );
        room.takeSeat(client, p.value.seat);
      },
    },
    'seat:leave': {
      handler: (client, msg) => {
        const p = parseSeatMessage(msg);
        if (!p.ok) return p.error;
        if (state.seats[p.value.seat].holder !== client.sessionId)
          return err('seat/not_yours', `you do not hold seat ${p.value.seat}`);
        room.leaveSeat(p.value.seat);
      },
    },
    'seat:bot': {
      handler: (client, msg) => {
        const p = parseSeatBotMessage(msg);
        if (!p.ok) return p.error;
        if (client.sessionId !== state.host) return err('room/not_host', 'only the host seats bots');
        if (state.phase !== 'lobby') return err('room/started', 'the match has started');
        const s = state.seats[p.value.seat];
        if (s.holder) return err('seat/taken', `seat ${p.value.seat} is held by a player`);
        const level = p.value.bot ? (p.value.level ?? state.options.botLevel) : '';
        s.assign({
          bot: p.value.bot,
          botLevel: level,
          name: p.value.bot ? `Bot ${p.value.seat + 1}` : '',
          ready: p.value.bot,
          connected: p.value.bot,
        });
      },
    },
    options: {
      handler: (client, msg) => {
        if (client.sessionId !== state.host) return err('room/not_host', 'only the host changes options');
        if (state.phase !== 'lobby') return err('room/started', 'options are fixed once the match has started');
        const p = parseOptionsPatch(msg);
        if (!p.ok) return p.error;
        state.options.assign(p.value);
        if (p.value.private !== undefined) room.setPrivate(p.value.private);
      },
    },
    ready: {
      handler: (client, msg) => {
        const p = parseReadyMessage(msg);
        if (!p.ok) return p.error;
        const held = desk.seatsOf(client.sessionId);
        if (held.length === 0) return err('seat/none', 'take a seat first');
        if (state.phase !== 'lobby') return err('room/started', 'the match has started');
        for (const seat of held) state.seats[seat].ready = p.value.ready;
      },
    },
    start: {
      handler: (client) => {
        if (client.sessionId !== state.host) return err('room/not_host', 'only the host starts the match');
        for (const seat of desk.seatsOf(client.sessionId)) state.seats[seat].ready = true;
        return room.startMatch() ?? undefined;
      },
    },
    command: {
      quiet: true,
      handler: (client, msg) => {
        const p = parseCommandMessage(msg);
        if (!p.ok) return p.error;
        if (state.phase === 'lobby') return err('room/not_started', 'the match has not started');
        if (state.phase === 'finished') return err('room/finished', 'the match is over');
        const { seat, command, prompt } = p.value;
        if (state.seats[seat].holder !== client.sessionId) return err('seat/not_yours', `you do not hold seat ${seat}`);
        // A result by agreement goes through its own messages, which ask the team (or the other team) first.
        const type = (command as { type?: unknown }).type;
        if (type === 'concede' || type === 'agreeDraw')
          return err(
            'command/by_agreement',
            `${type} is sent by the room once agreed: use the ${type === 'concede' ? 'concede' : 'draw:offer'} message`,
          );
        const open = room.openPrompt();
        if (prompt !== undefined && prompt !== open) {
          return err('prompt/stale', `prompt ${prompt} is no longer open (now: ${open || 'none'})`);
        }
        return room.submit(seat, command) ?? undefined;
      },
    },
    'member:remove': {
      handler: (client, msg) => {
        const p = parseMemberMessage(msg);
        if (!p.ok) return p.error;
        if (client.sessionId !== state.host) return err('room/not_host', 'only the host removes spectators');
        const target = p.value.sessionId;
        if (target === client.sessionId) return err('member/not_removable', 'the host cannot remove itself');
        if (!state.members.has(target)) return err('member/none', `no member ${target}`);
        if (desk.seatsOf(target).length > 0)
          return err('member/not_removable', 'a seated player is not removed; only spectators are');
        room.removeMember(target);
      },
    },
    'clock:extend': {
      handler: (client, msg) => {
        const p = parseExtendMessage(msg);
        if (!p.ok) return p.error;
        if (state.phase !== 'playing')
          return err(
            state.phase === 'lobby' ? 'room/not_started' : 'room/finished',
            `the match is ${state.phase === 'lobby' ? 'not started' : 'over'}`,
          );
        if (state.seats[p.value.seat].holder !== client.sessionId)
          return err('seat/not_yours', `you do not hold seat ${p.value.seat}`);
        return room.extendClock(p.value.seat, p.value.prompt) ?? undefined;
      },
    },
    'team:chat': { quiet: true, handler: room.teamChat },
    'team:ping': { quiet: true, handler: room.teamPing },
    undo: { quiet: true, handler: room.undo },
    rematch: { handler: room.rematch },
    'rematch:decline': { handler: (client) => room.declineRematch(client) },
    'rematch:wait': {
      handler: (client, msg) => {
        const p = parseWaitMessage(msg);
        return p.ok ? room.waitRematch(client, p.value.wait) : p.error;
      },
    },
    concede: {
      handler: (client, msg) => {
        const p = parseSeatMessage(msg);
        return p.ok ? room.concede(client, p.value.seat) : p.error;
      },
    },
    'draw:offer': {
      handler: (client, msg) => {
        const p = parseSeatMessage(msg);
        return p.ok ? room.offerDraw(client, p.value.seat) : p.error;
      },
    },
    'offer:answer': {
      handler: (client, msg) => {
        const p = parseOfferAnswer(msg);
        return p.ok ? room.answerOffer(client, p.value.seat, p.value.accept) : p.error;
      },
    },
  };
}
