import { matchMaker, Protocol, Room, ServerError, updateLobby, type Client, type ClientPrivate, type RoomException } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import { engine, SEATS, undoCheck, undoPoint, type Engine, type GameEvent, type GameState, type MatchSetup, type Seat, type UndoEntry } from '../engine';
import { MatchLog, type MatchRecord } from '../records/matchRecord';
import type { ServerSettings } from '../settings';
import { withCorkedClients } from './corkClients';
import { EventFanout } from './EventFanout';
import { isJoinCode, makeJoinCode } from './joinCode';
import { matchMapOf, parseLayoutOption } from './layoutOption';
import {
  parseCommandMessage, parseName, parseNameMessage, parseOptionsPatch, parseReadyMessage, parseSeatBotMessage,
  parseSeatMessage, payloadChars, isSeat, type ErrorReply, type OptionsPatch,
} from './messages';
import { emptyProjection, projectToSchema, type Projection } from './projectToSchema';
import { PromptClock, type CommandSource } from './PromptClock';
import { replayRecord } from './replayRecord';
import { RoomTimers, type RoomTimer } from './RoomTimers';
import { BattleState, MemberState, SeatLayer, SeatState } from './schema/BattleState';
import { SeatDesk } from './SeatDesk';
import { quickPlayStyle } from './quickPlayStyle';
import { ReplyThrottle } from '../guard/ReplyThrottle';
import { pendingRematches, rematchSeats } from './rematch';
import { TeamTalk } from './TeamTalk';
import type { Layout } from '../../shared/map';

/** Options a client may pass to `create('battle', ...)` (docs/online.md "Rooms"). */
export type BattleCreateOptions = OptionsPatch & { roomName?: string; quickPlay?: boolean; firstGame?: boolean; name?: string; restore?: string; rematch?: string };
/** Options a client may pass when joining: a display name, and seat tokens to reclaim seats (after a restart). */
export type BattleJoinOptions = { name?: string; seatTokens?: string[] };

/** Lobby listing metadata (LobbyRoom shows it; private rooms are not listed). */
export type BattleMetadata = { name: string; code: string; variant: string; seatsTaken: number; started: boolean };

/** Restores waiting for their room: nonce → the record, read and checked by restoreMatches, never by a client. */
export const pendingRestores = new Map<string, MatchRecord>();

/** How the room ended a match itself (the engine's own end has its result in the view). */
type RoomEnd = { abandoned: true; reason: 'idle' };

/**
 * One match: the lifecycle and messages of a Colyseus room, the engine state, the projection of its views, and the
 * match record. Its parts: who holds which seat (SeatDesk), the open prompt's clock and the bots (PromptClock), the
 * events each client may see (EventFanout). The room holds no rule: every game decision is the engine's
 * (applyCommand / awaiting / defaultCommand).
 */
export class BattleRoom extends Room<BattleState, BattleMetadata> {
  /** Injected by createAppConfig (a subclass per server). */
  settings!: ServerSettings;

  override maxClients = 16;
  // Every change is sent at once (sendPatchNow after each message, join, leave and timer), and timers run on Node's
  // timers (RoomTimers), so the patch tick is only a safety net: a fast tick in every room cost a tenth of the server's
  // time at 1,000 rooms (docs/online.md "Performance").
  override patchRate = 1000;

  // Error replies per session, at most at the message rate: a bound that survives reconnection, which gives the
  // transport's per-connection bucket a fresh start (docs/online.md "Limits").
  private limiter!: ReplyThrottle;
  private rules: Engine | null = null;
  private game: GameState | null = null;
  private projection: Projection = emptyProjection();
  private log: MatchLog | null = null;
  private commandCount = 0;
  private timers = new RoomTimers((e) => console.error(`[battle ${this.roomId}] timer failed`, e));
  private quickPlay = false;
  /** The seat quick play gives its player (quickPlayStyle: seat 1 in a first game). */
  private quickPlaySeat: Seat = 0;
  private guestCount = 0;
  private lastMetadata = '';
  /** The map lab layout this room plays on (room option `layout`), or null for the variant's own map. */
  private customLayout: { code: string; layout: Layout } | null = null;

  private desk!: SeatDesk;
  private prompts!: PromptClock;
  private events!: EventFanout;
  private talk!: TeamTalk;
  /** This turn's accepted commands, oldest first, for undo (shared/rules/undo.ts decides what may be taken back). */
  private history: UndoEntry[] = [];

  override async onCreate(options: BattleCreateOptions = {}) {
    this.limiter = new ReplyThrottle(this.settings.rateBurst, this.settings.rateRefillPerS);
    this.state = new BattleState();
    for (const seat of SEATS) {
      this.state.seats.push(new SeatState().assign({ seat }));
      this.state.layers.push(new SeatLayer().assign({ seat }));
    }
    this.createParts();
    this.registerHandlers();

    const restore = typeof options.restore === 'string' ? pendingRestores.get(options.restore) : undefined;
    const rematch = typeof options.rematch === 'string' ? pendingRematches.get(options.rematch) : undefined;
    if (restore) {
      pendingRestores.delete(options.restore!);
      this.restoreFrom(restore);
    } else if (rematch) {
      pendingRematches.delete(options.rematch!);
      this.roomId = await this.uniqueCode();
      this.state.assign({ code: this.roomId, name: rematch.roomName, rematchOf: rematch.from });
      const patch = parseOptionsPatch(pickOptions(rematch.options));
      if (patch.ok) this.state.options.assign(patch.value);
      this.desk.reserve(rematch.seats);
      this.customLayout = rematch.layout;
    } else {
      this.roomId = await this.uniqueCode();
      this.state.code = this.roomId;
      this.state.name = (typeof options.roomName === 'string' && parseName(options.roomName)) || `Room ${this.roomId}`;
      const patch = parseOptionsPatch(pickOptions(options));
      if (!patch.ok) throw new ServerError(400, patch.error.message);
      this.state.options.assign(patch.value);
      // "Play this map": a layout code from the map lab, refused with the broken rules in words (layoutOption.ts).
      const layout = parseLayoutOption((options as { layout?: unknown }).layout);
      if (!layout.ok) throw new ServerError(400, layout.message);
      this.customLayout = layout.layout;
      if (options.quickPlay === true) {
        this.quickPlay = true;
        const style = quickPlayStyle(options);
        this.quickPlaySeat = style.seat;
        this.state.options.assign(style.options);
      }
    }
    if (this.state.options.private) await this.setPrivate(true);
    await this.updateMetadata();
  }

  /** The room's parts, once its state exists; each reads the room only through what it is handed here. */
  private createParts() {
    const { state, settings } = this;
    const roomId = () => this.roomId;
    this.desk = new SeatDesk({
      state, roomId, log: () => this.log,
      seatsChanged: () => {
        this.project();
        this.prompts.arm();
      },
    });
    this.prompts = new PromptClock({
      state, settings, roomId,
      match: () => {
        const match = this.match();
        return match && { ...match, commandCount: this.commandCount };
      },
      submit: (seat, command, by) => this.submit(seat, command, by),
      later: (fn, ms) => this.later(fn, ms),
    });
    this.events = new EventFanout({
      match: () => {
        const match = this.match();
        return match && { ...match, version: state.version, noPrivateLayers: this.projection.seats.every((l) => l.size === 0) };
      },
      seatsOf: (sessionId) => this.desk.seatsOf(sessionId),
      clients: () => this.clients,
      broadcast: (message, except) => this.broadcast('events', message, except ? { except } : undefined),
    });
    this.talk = new TeamTalk({
      state, match: () => this.match(), seatsOf: (sessionId) => this.desk.seatsOf(sessionId), clients: () => this.clients,
    });
  }

  override onJoin(client: Client, options: BattleJoinOptions = {}) {
    const name = parseName(options.name) ?? `Guest ${++this.guestCount}`;
    this.state.members.set(client.sessionId, new MemberState().assign({ name }));
    this.desk.admit(client);
    if (!this.state.host) this.state.host = client.sessionId;
    if (Array.isArray(options.seatTokens)) this.desk.reclaim(client, options.seatTokens);
    // A rematch starts by itself once every player of the last match is back in its seat (docs/online.md "Rematch").
    if (this.state.rematchOf && this.state.phase === 'lobby' && this.desk.seatsOf(client.sessionId).length > 0) {
      for (const seat of this.desk.seatsOf(client.sessionId)) this.state.seats[seat].ready = true;
      if (SEATS.every((i) => this.state.seats[i].bot || this.state.seats[i].holder)) this.startMatch();
    }
    if (this.quickPlay && this.state.phase === 'lobby') {
      this.desk.take(client, this.quickPlaySeat);
      this.state.seats[this.quickPlaySeat].ready = true;
      const started = this.startMatch();
      if (started) this.sendError(client, started, 'start');
    }
    this.publishChanges();
    this.events.sendRecent(client);
  }

  override async onLeave(client: Client, consented: boolean) {
    const member = this.state.members.get(client.sessionId);
    if (!member) return;
    member.connected = false;
    const held = this.desk.seatsOf(client.sessionId);
    for (const seat of held) this.state.seats[seat].connected = false;
    this.sendPatchNow();
    const shuttingDown = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
    const keep = !consented || (this.state.phase === 'playing' && held.length > 0);
    if (keep && this.state.options.reconnectS > 0 && !shuttingDown) {
      try {
        const back = await this.allowReconnection(client, this.state.options.reconnectS);
        member.connected = true;
        for (const seat of this.desk.seatsOf(client.sessionId)) this.state.seats[seat].connected = true;
        this.sendPatchNow();
        this.events.sendRecent(back);
        return;
      } catch {
        // window over: the member is gone
      }
    }
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return; // the record keeps the seats
    this.state.members.delete(client.sessionId);
    this.limiter.forget(client.sessionId);
    this.talk.forget(client.sessionId);
    this.desk.dismiss(client.sessionId);
    if (this.state.host === client.sessionId) this.state.host = this.state.members.keys().next().value ?? '';
    this.publishChanges();
  }

  override async onDispose() {
    this.timers.clearAll();
    const shuttingDown = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
    if (this.log && this.state.phase === 'playing' && !shuttingDown) {
      // Everyone left: the match will not be restored.
      this.log.append({ t: 'end', at: Date.now(), result: { abandoned: true } });
    }
    await this.log?.close();
  }

  // ---------------------------------------------------------------- messages

  private registerHandlers() {
    this.handle('name', (client, msg) => {
      const p = parseNameMessage(msg);
      if (!p.ok) return p.error;
      this.state.members.get(client.sessionId)!.name = p.value.name;
      for (const seat of this.desk.seatsOf(client.sessionId)) this.state.seats[seat].name = p.value.name;
    });
    this.handle('seat:take', (client, msg) => {
      const p = parseSeatMessage(msg);
      if (!p.ok) return p.error;
      if (this.state.phase !== 'lobby') return err('room/started', 'seats are taken before the start; use your seat token to rejoin');
      const s = this.state.seats[p.value.seat];
      if (s.holder === client.sessionId) return;
      if (s.holder || s.bot) return err('seat/taken', `seat ${p.value.seat} is taken`);
      this.desk.take(client, p.value.seat);
    });
    this.handle('seat:leave', (client, msg) => {
      const p = parseSeatMessage(msg);
      if (!p.ok) return p.error;
      if (this.state.seats[p.value.seat].holder !== client.sessionId) return err('seat/not_yours', `you do not hold seat ${p.value.seat}`);
      this.desk.abandon(p.value.seat);
    });
    this.handle('seat:bot', (client, msg) => {
      const p = parseSeatBotMessage(msg);
      if (!p.ok) return p.error;
      if (client.sessionId !== this.state.host) return err('room/not_host', 'only the host seats bots');
      if (this.state.phase !== 'lobby') return err('room/started', 'the match has started');
      const s = this.state.seats[p.value.seat];
      if (s.holder) return err('seat/taken', `seat ${p.value.seat} is held by a player`);
      s.assign({ bot: p.value.bot, name: p.value.bot ? `Bot ${p.value.seat + 1}` : '', ready: p.value.bot, connected: p.value.bot });
    });
    this.handle('options', (client, msg) => {
      if (client.sessionId !== this.state.host) return err('room/not_host', 'only the host changes options');
      if (this.state.phase !== 'lobby') return err('room/started', 'options are fixed once the match has started');
      const p = parseOptionsPatch(msg);
      if (!p.ok) return p.error;
      this.state.options.assign(p.value);
      if (p.value.private !== undefined) this.setPrivate(p.value.private).then(() => updateLobby(this));
    });
    this.handle('ready', (client, msg) => {
      const p = parseReadyMessage(msg);
      if (!p.ok) return p.error;
      const held = this.desk.seatsOf(client.sessionId);
      if (held.length === 0) return err('seat/none', 'take a seat first');
      if (this.state.phase !== 'lobby') return err('room/started', 'the match has started');
      for (const seat of held) this.state.seats[seat].ready = p.value.ready;
    });
    this.handle('start', (client) => {
      if (client.sessionId !== this.state.host) return err('room/not_host', 'only the host starts the match');
      for (const seat of this.desk.seatsOf(client.sessionId)) this.state.seats[seat].ready = true;
      return this.startMatch() ?? undefined;
    });
    this.handle('command', (client, msg) => {
      const p = parseCommandMessage(msg);
      if (!p.ok) return p.error;
      if (this.state.phase === 'lobby') return err('room/not_started', 'the match has not started');
      if (this.state.phase === 'finished') return err('room/finished', 'the match is over');
      const { seat, command, prompt } = p.value;
      if (this.state.seats[seat].holder !== client.sessionId) return err('seat/not_yours', `you do not hold seat ${seat}`);
      const open = this.prompts.prompt?.id ?? '';
      if (prompt !== undefined && prompt !== open) {
        return err('prompt/stale', `prompt ${prompt} is no longer open (now: ${open || 'none'})`);
      }
      return this.submit(seat, command, 'player') ?? undefined;
    });
    this.handle('team:chat', (client, msg) => this.talk.chat(client, msg));
    this.handle('team:ping', (client, msg) => this.talk.ping(client, msg));
    this.handle('undo', (client, msg) => this.undo(client, msg));
    this.handle('rematch', (client) => this.rematch(client));
    // Colyseus calls the wildcard as (client, type, payload) for a type with no handler, but as (client, payload) when
    // a client names '*' itself; and its own fallback '__no_message_handler' stringifies what it gets. Both arguments are
    // client data: neither is stringified unchecked, and the reserved names are unknown types like any other.
    this.onMessage('*', (client, ...args: unknown[]) => {
      const [type, msg] = args.length >= 2 ? args : ['*', args[0]];
      const name = describeType(type);
      if (!this.admit(client, 'unknown', msg)) return;
      this.sendError(client, { code: 'net/unknown_type', message: `unknown message type ${JSON.stringify(name).slice(0, 60)}` }, name.slice(0, 40));
    });
    const handlers = (this as unknown as { onMessageHandlers: Record<string, unknown> }).onMessageHandlers;
    delete handlers['__no_message_handler'];
  }

  /**
   * Every frame a client sends enters here (colyseus core decodes it and calls the handler). Whatever throws on the way,
   * in the core's decoding or in a handler, closes that client's connection alone: one frame must never reach the
   * process's uncaught-exception path, which shuts the whole server down.
   */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    try {
      super._onMessage(client, buffer);
    } catch (e) {
      console.error(`[battle ${this.roomId}] a message from ${client.sessionId} failed; closing that client`, e);
      this.closeClient(client, 'the server could not handle a message');
    }
  }

  /**
   * Errors Colyseus catches in the room's lifecycle and handlers (onCreate, onJoin, onLeave, onDispose, message
   * handlers): logged, and the client involved, if any, is closed; the room and the process go on.
   */
  override onUncaughtException(error: RoomException<this>, methodName: string): void {
    console.error(`[battle ${this.roomId}] ${methodName} failed`, error.cause ?? error);
    const client = (error as { client?: Client }).client;
    if (client && methodName === 'onMessage') this.closeClient(client, 'the server could not handle a message');
  }

  /** Closes one client's connection with an error code (it may reconnect; its seats wait the reconnection window). */
  private closeClient(client: Client, reason: string) {
    try {
      client.leave(Protocol.WS_CLOSE_WITH_ERROR, reason);
    } catch (e) {
      console.error(`[battle ${this.roomId}] could not close ${client.sessionId}`, e);
    }
  }

  /** Registers a handler behind the rate and size limits; a returned ErrorReply goes to the sender only. */
  private handle(type: string, fn: (client: Client, msg: unknown) => ErrorReply | void) {
    this.onMessage(type, (client, msg: unknown) => {
      if (!this.admit(client, type, msg)) return;
      let reply: ErrorReply | void;
      try {
        reply = fn(client, msg);
      } catch (e) {
        console.error(`[battle ${this.roomId}] ${type} handler failed`, e);
        reply = err('room/internal', 'the server failed to handle this message');
      }
      if (reply) this.sendError(client, reply, type);
      else {
        // A game command changes no lobby metadata (the start and the end publish their own), and it has sent its patch;
        // team talk changes no state at all.
        if (type === 'command' || type === 'undo' || type === 'team:chat' || type === 'team:ping') return;
        this.publishChanges();
      }
    });
  }

  /**
   * Size limit; replies with the error itself. The rate limit is applied before this, to the undecoded frame, by the
   * transport (server/guard/ClientGuard.ts): a message over the rate never reaches the room.
   */
  private admit(client: Client, type: string, msg: unknown): boolean {
    if (payloadChars(msg) > this.settings.maxMessageChars) {
      this.sendError(client, { code: 'net/too_large', message: `messages are limited to ${this.settings.maxMessageChars} characters` }, type);
      return false;
    }
    return true;
  }

  /** Replies with an error, throttled per session: a reply held back is counted in the next one's `dropped`. */
  private sendError(client: Client, e: ErrorReply, type?: string) {
    const dropped = this.limiter.next(client.sessionId);
    if (dropped === null) return;
    client.send('error', { ...e, ...(type ? { type } : {}), ...(dropped > 0 ? { dropped } : {}) });
  }

  // ---------------------------------------------------------------- match

  /** Starts the match; returns an error when it cannot. */
  private startMatch(): ErrorReply | null {
    if (this.state.phase !== 'lobby') return err('room/started', 'the match has already started');
    const rules = engine();
    const empty = SEATS.filter((i) => !this.state.seats[i].holder && !this.state.seats[i].bot);
    if (empty.length > 0 && !this.state.options.botsForEmpty) {
      return err('room/seats_empty', `seats ${empty.join(', ')} are empty (seat bots or set botsForEmpty)`);
    }
    const notReady = SEATS.filter((i) => this.state.seats[i].holder && !this.state.seats[i].ready);
    if (notReady.length > 0) return err('room/not_ready', `seats ${notReady.join(', ')} are not ready`);
    for (const i of empty) this.state.seats[i].assign({ bot: true, name: `Bot ${i + 1}`, connected: true, ready: true });
    this.startClock();

    const seed = randomInt(0x7fffffff);
    // The options parser admits only the engine's variants (messages.ts VARIANTS).
    const map = matchMapOf(this.customLayout);
    const setup: MatchSetup = { variant: this.state.options.variant as MatchSetup['variant'], seed, ...(map ? { map } : {}) };
    this.rules = rules;
    this.game = rules.createMatch(setup);
    const matchId = `${new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)}Z-${this.roomId}`;
    this.log = new MatchLog(this.settings.matchesDir, matchId);
    this.log.append({
      t: 'setup', v: 1, matchId, roomId: this.roomId, roomName: this.state.name, createdAt: new Date().toISOString(),
      options: this.state.options.toJSON() as Record<string, unknown>, seed, setup, seats: this.desk.recorded(),
    });
    this.state.matchId = matchId;
    this.state.phase = 'playing';
    this.afterChange([]);
    this.updateMetadata();
    return null;
  }

  /** The engine and its state once the match has started (restored included), else null. */
  private match(): { rules: Engine; game: GameState } | null {
    return this.rules && this.game ? { rules: this.rules, game: this.game } : null;
  }

  /**
   * The clock of the match, fixed at the start (docs/online.md "Clocks"): 'auto' is none when every seat is a bot's or
   * one client's (a player against bots), else per move. The choice is written back into the options, so the record and
   * a restore or rematch keep it; a bank starts full.
   */
  private startClock() {
    const o = this.state.options;
    const players = new Set(SEATS.map((i) => this.state.seats[i].holder).filter(Boolean));
    const clock = o.clock === 'auto' ? (players.size <= 1 ? 'none' : 'move') : o.clock;
    o.clock = clock;
    this.state.clock = clock;
    for (const s of this.state.seats) s.assign({ bankMs: clock === 'bank' ? o.bankS * 1000 : 0, bankSince: 0 });
  }

  /** Applies one engine command for a seat; returns the engine's error (state unchanged) or null. */
  private submit(seat: Seat, command: unknown, by: CommandSource): ErrorReply | null {
    const { rules, game } = this.match()!;
    const kind = this.prompts.prompt?.kind ?? '';
    const result = rules.applyCommand(game, seat, command);
    if (!result.ok) return { ...result.error };
    this.game = result.state;
    this.prompts.counted(by);
    this.events.remember(result.events);
    this.remember(seat, by, game, result.state, result.events);
    this.log?.append({ t: 'cmd', i: this.commandCount++, seat, by, command, at: Date.now() });
    // A timeout is said in every client's log, just before the events of the default answer it caused.
    if (by === 'timeout') this.roomLog({ type: 'timeout', seat, kind, n: (result.events[0]?.n ?? game.counters.event) - 0.5 });
    this.afterChange(result.events);
    return null;
  }

  /** Keeps what undo needs: a player's command the engine says may be taken back, on top of the turn's others. */
  private remember(seat: Seat, by: CommandSource, before: GameState, after: GameState, events: GameEvent[]) {
    const check = by === 'player' ? undoCheck(before, after, events, seat) : ({ ok: false, reason: 'not_your_turn', ruleId: 'R-MOVE-1' } as const);
    // A command that cannot be taken back makes every earlier one final too.
    if (!check.ok) this.history = [];
    this.history.push({ seat, before, check });
    if (this.history.length > 64) this.history.shift();
  }

  /** `undo` `{ seat? }`: takes back the seat's last command when the engine allows it (shared/rules/undo.ts). */
  private undo(client: Client, msg: unknown): ErrorReply | void {
    if (msg !== undefined && (typeof msg !== 'object' || msg === null || Array.isArray(msg))) return err('net/bad_payload', 'expected { seat?: 0..3 }');
    const asked = (msg as { seat?: unknown } | undefined)?.seat;
    if (asked !== undefined && !isSeat(asked)) return err('net/bad_payload', 'seat must be 0..3');
    if (this.state.phase !== 'playing' || !this.match()) return err('room/not_started', 'there is nothing to undo outside a match');
    const held = this.desk.seatsOf(client.sessionId);
    const seat = asked ?? held.find((s) => this.history.at(-1)?.seat === s) ?? held[0];
    if (seat === undefined) return err('seat/none', 'take a seat first');
    if (!held.includes(seat)) return err('seat/not_yours', `you do not hold seat ${seat}`);
    const point = undoPoint(this.history, seat);
    if (!point.ok) {
      const code = point.reason === 'nothing_to_undo' ? 'undo/none' : 'undo/refused';
      return { code, message: `cannot undo: ${point.reason.replace(/_/g, ' ')}`, ruleId: point.ruleId };
    }
    this.history.pop();
    this.game = point.state;
    this.commandCount--;
    this.log?.append({ t: 'undo', i: this.commandCount, seat, at: Date.now() });
    // The undone command's events are numbered after the state it returns to; the next command reuses those numbers.
    this.events.forgetAfter(point.state.counters.event);
    this.roomLog({ type: 'undo', seat, n: point.state.counters.event + 0.5 });
    this.afterChange([]);
  }

  /** A line every client's log shows that is the room's, not the engine's (a timeout, an undo): public, never secret. */
  private roomLog(entry: { type: 'timeout' | 'undo'; seat: Seat; kind?: string; n: number }) {
    this.broadcast('room:log', { ...entry, at: Date.now() });
  }

  /**
   * `rematch`: after the end, one click makes a new room with the same options and seats; every seat's holder is sent a
   * fresh token for its seat there and the room's `rematch` field names its code, so everyone follows (docs/online.md
   * "Rematch"). Asked again, it sends the tokens again.
   */
  private rematch(client: Client): ErrorReply | void {
    if (this.state.phase !== 'finished') return err('rematch/not_finished', 'a rematch is offered once the match is over');
    const prepared = this.rematchSeats ?? rematchSeats(this.state, this.roomId, this.customLayout);
    this.rematchSeats = prepared;
    if (this.state.rematch) return this.sendRematch(prepared.tokens, this.state.rematch, [client]);
    if (this.rematchPending) return;
    this.rematchPending = true;
    matchMaker.createRoom('battle', { rematch: prepared.nonce }).then(
      (room) => {
        this.state.rematch = room.roomId;
        this.sendRematch(prepared.tokens, room.roomId, this.clients);
        this.sendPatchNow();
      },
      (e: unknown) => {
        this.rematchPending = false;
        console.error(`[battle ${this.roomId}] rematch room failed`, e);
        this.sendError(client, err('room/internal', 'the rematch room could not be made'), 'rematch');
      },
    );
  }

  private rematchSeats: ReturnType<typeof rematchSeats> | null = null;
  private rematchPending = false;

  /** Sends each client the tokens of the seats it held (spectators get the code alone). */
  private sendRematch(tokens: string[], code: string, to: Iterable<Client>) {
    for (const c of to) {
      const seatTokens = this.desk.seatsOf(c.sessionId).map((seat) => ({ seat, token: tokens[seat] })).filter((x) => x.token);
      c.send('rematch', { code, seatTokens });
    }
  }

  /** Writes the engine's views into the schema; layers only for seats a client holds (or is reconnecting to). */
  private project() {
    if (!this.rules || this.game === null) return;
    this.projection = projectToSchema(this.state, this.game, this.rules, this.projection, (seat) => this.state.seats[seat].holder !== '');
  }

  /** Projects the new state, sends events, and sets up the next prompt (deadline, bots) or the end. */
  private afterChange(events: GameEvent[]) {
    this.project();
    this.state.version++;
    // The prompt (id, kind, seats, deadline) goes out in the same patch as the state it belongs to: a client must never
    // see the new version with the old prompt (its UI resets on each, and a key pressed in between was lost).
    // The rulebook has no end but a leader's death (R-OVR-3; after the Final Judgment "rounds keep being played until a
    // leader is killed", R-ROUND-5), so a table where nobody plays any more would never end: the room ends it with no
    // winner once every seat has been silent for idleEndPrompts prompts in a row (docs/online.md "Prompts").
    const idle = this.prompts.idle();
    const prompt = idle ? null : this.rules!.awaiting(this.game!);
    if (prompt) this.prompts.open(prompt);
    else this.finish(idle ? { abandoned: true, reason: 'idle' } : undefined);
    // Send the patch now rather than at the next patch tick, and before the events, so a client reading an event
    // already has the state it refers to; both leave in one write per client.
    withCorkedClients(this.clients, () => {
      this.sendPatchNow();
      this.events.send(events);
    });
  }

  /**
   * Sends the state changes now (a no-op when nothing changed). The room keeps no timers on the Colyseus clock, so the
   * clock tick that broadcastPatch also does costs nothing.
   */
  private sendPatchNow() {
    this.broadcastPatch();
  }

  /** Runs `fn` after `ms` on the room's timers, then sends what it changed. */
  private later(fn: () => void, ms: number): RoomTimer {
    return this.timers.setTimeout(() => {
      fn();
      this.sendPatchNow();
    }, ms);
  }

  /**
   * The match is over: the end line is flushed to disk first, then the phase turns 'finished', so whoever sees the end
   * can already fetch the record from GET /api/matches. `ended` is the room's own end (idle), else the engine's result.
   */
  private finish(ended?: RoomEnd) {
    this.prompts.close();
    if (ended) this.state.endReason = ended.reason;
    this.log?.append({ t: 'end', at: Date.now(), result: ended ?? this.game!.winner });
    const closed = this.log?.close() ?? Promise.resolve();
    closed.then(() => {
      this.state.phase = 'finished';
      this.publishChanges();
    });
  }

  // ---------------------------------------------------------------- restore

  /** Rebuilds a match from its record: same code, same seed and setup, every command replayed through the engine. */
  private restoreFrom(record: MatchRecord) {
    const { setup } = record;
    this.roomId = isJoinCode(setup.roomId) ? setup.roomId : makeJoinCode();
    this.state.code = this.roomId;
    this.state.name = setup.roomName;
    const patch = parseOptionsPatch(pickOptions(setup.options));
    if (patch.ok) this.state.options.assign(patch.value);
    const rules = engine();
    const replayed = replayRecord(rules, record);
    if (!replayed.ok) throw new ServerError(500, replayed.message);
    this.rules = rules;
    this.game = replayed.game;
    for (const events of replayed.events) this.events.remember(events);
    this.commandCount = record.commands.length;
    this.prompts.restoreCount(record.commands.map((c) => c.by));
    this.desk.restore(record.seats);
    this.log = new MatchLog(this.settings.matchesDir, setup.matchId);
    this.state.matchId = setup.matchId;
    this.state.phase = 'playing';
    // Records from before the clock option played per move; a bank starts full again (the record keeps no times).
    const clock = this.state.options.clock;
    this.state.clock = clock === 'none' || clock === 'bank' ? clock : 'move';
    for (const s of this.state.seats) s.assign({ bankMs: this.state.clock === 'bank' ? this.state.options.bankS * 1000 : 0, bankSince: 0 });
    this.afterChange([]);
    // Players who do not come back within the reconnection window are replaced by bots (option).
    if (this.state.options.botTakeover) this.desk.armTakeovers((fn, ms) => this.later(fn, ms), Math.max(1, this.state.options.reconnectS) * 1000);
  }

  // ---------------------------------------------------------------- lobby

  private async uniqueCode(): Promise<string> {
    for (;;) {
      const code = makeJoinCode();
      if ((await matchMaker.query({ roomId: code })).length === 0) return code;
    }
  }

  /** After a change outside a game command: the lobby listing (when it changed) and the state patch, now. */
  private publishChanges() {
    this.updateMetadata();
    this.sendPatchNow();
  }

  /** Publishes the lobby metadata when it changed (the listing and, with Redis, the shared driver see it). */
  private updateMetadata() {
    const seatsTaken = SEATS.filter((i) => this.state.seats[i].holder || this.state.seats[i].bot).length;
    const meta: BattleMetadata = {
      name: this.state.name, code: this.roomId, variant: this.state.options.variant, seatsTaken,
      started: this.state.phase !== 'lobby',
    };
    const key = JSON.stringify(meta);
    if (key === this.lastMetadata) return;
    this.lastMetadata = key;
    // setMetadata alone does not reach LobbyRoom listeners; updateLobby pushes the listing to them.
    return this.setMetadata(meta).then(() => updateLobby(this));
  }
}

/** A message type as text, for replies and logs: client data, so only strings and numbers are taken as they are. */
function describeType(type: unknown): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'number') return String(type);
  return `(${type === null ? 'null' : typeof type})`;
}

function err(code: string, message: string): ErrorReply {
  return { code, message };
}

/** The option fields of a create-options object (other fields are not options). */
function pickOptions(o: Record<string, unknown>): Record<string, unknown> {
  const keys = [
    'variant', 'reactionDeadlineS', 'turnDeadlineS', 'reconnectS', 'botsForEmpty', 'botTakeover', 'private',
    'clock', 'bankS', 'bankAddS', 'spectatorsHearTeams',
  ];
  const out: Record<string, unknown> = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}
