import { matchMaker, Protocol, Room, ServerError, updateLobby, type Client, type ClientPrivate, type RoomException } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { randomBytes, randomInt } from 'node:crypto';
import { chooseBotCommand } from '../../shared/ai';
import { engine, SEATS, type Engine, type Seat } from '../engine';
import { hashToken, MatchLog, readMatchRecord, type RecordedSeat } from '../records/matchRecord';
import type { ServerSettings } from '../settings';
import { readAwaiting, type Prompt } from './awaiting';
import { isJoinCode, makeJoinCode } from './joinCode';
import {
  parseCommandMessage, parseName, parseNameMessage, parseOptionsPatch, parseReadyMessage, parseSeatBotMessage,
  parseSeatMessage, payloadChars, type ErrorReply, type OptionsPatch,
} from './messages';
import { withCorkedClients } from './corkClients';
import { emptyProjection, projectToSchema, type Projection } from './projectToSchema';
import { RoomTimers, type RoomTimer } from './RoomTimers';
import { hideSeatLayer, showSeatLayer } from './seatLayerView';
import { BattleState, MemberState, SeatLayer, SeatState } from './schema/BattleState';
import { ReplyThrottle } from '../guard/ReplyThrottle';

/** Options a client may pass to `create('battle', ...)` (docs/online.md "Rooms"). */
export type BattleCreateOptions = OptionsPatch & { roomName?: string; quickPlay?: boolean; name?: string; restore?: string };
/** Options a client may pass when joining: a display name, and seat tokens to reclaim seats (after a restart). */
export type BattleJoinOptions = { name?: string; seatTokens?: string[] };

/** Lobby listing metadata (LobbyRoom shows it; private rooms are not listed). */
export type BattleMetadata = { name: string; code: string; variant: string; seatsTaken: number; started: boolean };

/** Engine events the room keeps for the log of a client that joins, rejoins or reconnects (its log starts empty). */
const RECENT_EVENTS = 120;

/** Most commands a bot sends for one prompt before the room answers with the engine's default. */
const BOT_COMMANDS_PER_PROMPT = 40;

/** Restores waiting for their room: nonce → record file. Filled by restoreMatches, never by a client. */
export const pendingRestores = new Map<string, string>();

/**
 * One match: seats, options, the engine state, prompts with deadlines, bots, reconnection and the match record.
 * The room holds no rule: every game decision is the engine's (applyCommand / awaiting / defaultCommand).
 */
export class BattleRoom extends Room<BattleState, BattleMetadata> {
  /** Injected by createAppConfig (a subclass per server). */
  settings!: ServerSettings;

  override maxClients = 16;
  // Every change is sent at once (sendPatchNow after each message, join, leave and timer), and timers run on Node's
  // timers (RoomTimers), so the patch tick is only a safety net: a fast tick in every room cost a tenth of the server's
  // time at 1,000 rooms (docs/online.md "Performance").
  override patchRate = 1000;

  private views = new Map<string, StateView>();
  // Error replies per session: a few at once, then one a second, the rest counted (docs/online.md "Limits").
  private limiter!: ReplyThrottle;
  private rules: Engine | null = null;
  private game: unknown = null;
  private projection: Projection = emptyProjection();
  private log: MatchLog | null = null;
  private commandCount = 0;
  private recentEvents: unknown[] = [];
  private tokenHashes: string[] = ['', '', '', ''];
  private prompt: Prompt | null = null;
  private timers = new RoomTimers((e) => console.error(`[battle ${this.roomId}] timer failed`, e));
  private promptTimer: RoomTimer | null = null;
  private botTimer: RoomTimer | null = null;
  private takeoverTimers = new Map<Seat, RoomTimer>();
  private quickPlay = false;
  private guestCount = 0;
  private lastMetadata = '';
  private botPromptId = '';
  private botCommands = 0;
  /** Prompts in a row answered by the room's deadline, with no command from a player or a bot in between. */
  private silentAnswers = 0;

  override async onCreate(options: BattleCreateOptions = {}) {
    this.limiter = new ReplyThrottle(this.settings.errorReplyBurst);
    this.state = new BattleState();
    for (const seat of SEATS) {
      this.state.seats.push(new SeatState().assign({ seat }));
      this.state.layers.push(new SeatLayer().assign({ seat }));
    }
    this.registerHandlers();

    const restoreFile = typeof options.restore === 'string' ? pendingRestores.get(options.restore) : undefined;
    if (restoreFile) {
      pendingRestores.delete(options.restore!);
      this.restoreFrom(restoreFile);
    } else {
      this.roomId = await this.uniqueCode();
      this.state.code = this.roomId;
      this.state.name = (typeof options.roomName === 'string' && parseName(options.roomName)) || `Room ${this.roomId}`;
      const patch = parseOptionsPatch(pickOptions(options));
      if (!patch.ok) throw new ServerError(400, patch.error.message);
      this.state.options.assign(patch.value);
      if (options.quickPlay === true) {
        this.quickPlay = true;
        this.state.options.assign({ private: true, botsForEmpty: true });
      }
    }
    if (this.state.options.private) await this.setPrivate(true);
    await this.updateMetadata();
  }

  override onJoin(client: Client, options: BattleJoinOptions = {}) {
    const name = parseName(options.name) ?? `Guest ${++this.guestCount}`;
    this.state.members.set(client.sessionId, new MemberState().assign({ name }));
    const view = new StateView();
    client.view = view;
    this.views.set(client.sessionId, view);
    if (!this.state.host) this.state.host = client.sessionId;
    if (Array.isArray(options.seatTokens)) this.reclaimSeats(client, options.seatTokens);
    if (this.quickPlay && this.state.phase === 'lobby') {
      this.takeSeat(client, 0);
      this.state.seats[0].ready = true;
      const started = this.startMatch();
      if (started) this.sendError(client, started, 'start');
    }
    this.publishChanges();
    this.sendRecentEvents(client);
  }

  override async onLeave(client: Client, consented: boolean) {
    const member = this.state.members.get(client.sessionId);
    if (!member) return;
    member.connected = false;
    const held = this.seatsOf(client.sessionId);
    for (const seat of held) this.state.seats[seat].connected = false;
    this.sendPatchNow();
    const shuttingDown = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
    const keep = !consented || (this.state.phase === 'playing' && held.length > 0);
    if (keep && this.state.options.reconnectS > 0 && !shuttingDown) {
      try {
        const back = await this.allowReconnection(client, this.state.options.reconnectS);
        member.connected = true;
        for (const seat of this.seatsOf(client.sessionId)) this.state.seats[seat].connected = true;
        this.sendPatchNow();
        this.sendRecentEvents(back);
        return;
      } catch {
        // window over: the member is gone
      }
    }
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return; // the record keeps the seats
    this.state.members.delete(client.sessionId);
    this.views.delete(client.sessionId);
    this.limiter.forget(client.sessionId);
    for (const seat of this.seatsOf(client.sessionId)) this.abandonSeat(seat);
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
      for (const seat of this.seatsOf(client.sessionId)) this.state.seats[seat].name = p.value.name;
    });
    this.handle('seat:take', (client, msg) => {
      const p = parseSeatMessage(msg);
      if (!p.ok) return p.error;
      if (this.state.phase !== 'lobby') return err('room/started', 'seats are taken before the start; use your seat token to rejoin');
      const s = this.state.seats[p.value.seat];
      if (s.holder === client.sessionId) return;
      if (s.holder || s.bot) return err('seat/taken', `seat ${p.value.seat} is taken`);
      this.takeSeat(client, p.value.seat);
    });
    this.handle('seat:leave', (client, msg) => {
      const p = parseSeatMessage(msg);
      if (!p.ok) return p.error;
      if (this.state.seats[p.value.seat].holder !== client.sessionId) return err('seat/not_yours', `you do not hold seat ${p.value.seat}`);
      this.abandonSeat(p.value.seat);
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
      const held = this.seatsOf(client.sessionId);
      if (held.length === 0) return err('seat/none', 'take a seat first');
      if (this.state.phase !== 'lobby') return err('room/started', 'the match has started');
      for (const seat of held) this.state.seats[seat].ready = p.value.ready;
    });
    this.handle('start', (client) => {
      if (client.sessionId !== this.state.host) return err('room/not_host', 'only the host starts the match');
      for (const seat of this.seatsOf(client.sessionId)) this.state.seats[seat].ready = true;
      return this.startMatch() ?? undefined;
    });
    this.handle('command', (client, msg) => {
      const p = parseCommandMessage(msg);
      if (!p.ok) return p.error;
      if (this.state.phase === 'lobby') return err('room/not_started', 'the match has not started');
      if (this.state.phase === 'finished') return err('room/finished', 'the match is over');
      const { seat, command, prompt } = p.value;
      if (this.state.seats[seat].holder !== client.sessionId) return err('seat/not_yours', `you do not hold seat ${seat}`);
      if (prompt !== undefined && prompt !== (this.prompt?.id ?? '')) {
        return err('prompt/stale', `prompt ${prompt} is no longer open (now: ${this.prompt?.id ?? 'none'})`);
      }
      return this.submit(seat, command, 'player') ?? undefined;
    });
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
        // A game command changes no lobby metadata (the start and the end publish their own), and it has sent its patch.
        if (type === 'command') return;
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

  // ---------------------------------------------------------------- seats

  private showLayer(sessionId: string, seat: Seat) {
    const view = this.views.get(sessionId);
    if (view) showSeatLayer(view, this.state.layers[seat]);
  }

  private hideLayer(sessionId: string, seat: Seat) {
    const view = this.views.get(sessionId);
    if (view) hideSeatLayer(view, this.state.layers[seat]);
  }

  private seatsOf(sessionId: string): Seat[] {
    return SEATS.filter((seat) => this.state.seats[seat].holder === sessionId);
  }

  private takeSeat(client: Client, seat: Seat) {
    const member = this.state.members.get(client.sessionId)!;
    this.state.seats[seat].assign({ holder: client.sessionId, name: member.name, bot: false, connected: true, ready: false });
    member.spectator = false;
    this.showLayer(client.sessionId, seat);
    this.issueSeatToken(client, seat);
    this.recordSeat(seat);
  }

  /**
   * Sends the seat's holder a new seat token and keeps only its hash: on taking a seat and on every reclaim, so a token
   * that was seen (a shared screen, a stolen tab) cannot be replayed once its owner has used it.
   */
  private issueSeatToken(client: Client, seat: Seat) {
    const token = randomBytes(18).toString('base64url');
    this.tokenHashes[seat] = hashToken(token);
    client.send('seat:token', { seat, token, roomId: this.roomId });
  }

  /** The seat's holder is gone: free it before the start; during the match a bot takes it (option) or it waits. */
  private abandonSeat(seat: Seat) {
    const s = this.state.seats[seat];
    const holder = s.holder;
    if (holder) {
      this.hideLayer(holder, seat);
      const member = this.state.members.get(holder);
      s.holder = '';
      if (member) member.spectator = this.seatsOf(holder).length === 0;
    }
    if (this.state.phase === 'lobby') {
      // A seat given up before the start is free for anyone: its token no longer claims it.
      this.tokenHashes[seat] = '';
      s.assign({ name: '', bot: false, connected: false, ready: false });
    } else if (this.state.phase === 'playing') {
      if (this.state.options.botTakeover) s.assign({ bot: true, connected: true, name: `${s.name} (bot)` });
      else s.connected = false;
      this.recordSeat(seat);
      this.project();
      this.schedulePrompt();
    }
  }

  /** Join option seatTokens: each valid token moves its seat to this client (a rejoin after restart or a lost tab). */
  private reclaimSeats(client: Client, tokens: unknown[]) {
    for (const token of tokens.slice(0, 4)) {
      if (typeof token !== 'string' || token.length > 64) continue;
      const h = hashToken(token);
      const seat = SEATS.find((i) => this.tokenHashes[i] === h);
      if (seat === undefined) continue;
      const s = this.state.seats[seat];
      const previous = s.holder;
      const member = this.state.members.get(client.sessionId)!;
      s.assign({ holder: client.sessionId, bot: false, connected: true, name: member.name });
      member.spectator = false;
      this.showLayer(client.sessionId, seat);
      this.issueSeatToken(client, seat);
      if (previous && previous !== client.sessionId) {
        this.hideLayer(previous, seat);
        const old = this.state.members.get(previous);
        if (old) old.spectator = this.seatsOf(previous).length === 0;
      }
      this.takeoverTimers.get(seat)?.clear();
      this.takeoverTimers.delete(seat);
      this.recordSeat(seat);
    }
    if (this.state.phase === 'playing') {
      this.project();
      this.schedulePrompt();
    }
  }

  private recordSeat(seat: Seat) {
    if (!this.log) return;
    const s = this.state.seats[seat];
    this.log.append({ t: 'seat', seat, name: s.name, bot: s.bot, tokenHash: this.tokenHashes[seat], at: Date.now() });
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

    const seed = randomInt(0x7fffffff);
    const setup = { variant: this.state.options.variant, seed };
    this.rules = rules;
    this.game = rules.createMatch(setup);
    const matchId = `${new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)}Z-${this.roomId}`;
    this.log = new MatchLog(this.settings.matchesDir, matchId);
    this.log.append({
      t: 'setup', v: 1, matchId, roomId: this.roomId, roomName: this.state.name, createdAt: new Date().toISOString(),
      options: this.state.options.toJSON() as Record<string, unknown>, seed, setup, seats: this.recordedSeats(),
    });
    this.state.matchId = matchId;
    this.state.phase = 'playing';
    this.afterChange([]);
    this.updateMetadata();
    return null;
  }

  private recordedSeats(): RecordedSeat[] {
    return SEATS.map((i) => ({ name: this.state.seats[i].name, bot: this.state.seats[i].bot, tokenHash: this.tokenHashes[i] }));
  }

  /** Applies one engine command for a seat; returns the engine's error (state unchanged) or null. */
  private submit(seat: Seat, command: unknown, by: 'player' | 'bot' | 'timeout'): ErrorReply | null {
    const rules = this.rules!;
    const result = rules.applyCommand(this.game, seat, command);
    if (!result.ok) return { ...result.error };
    this.game = result.state;
    this.silentAnswers = by === 'timeout' ? this.silentAnswers + 1 : 0;
    this.remember(result.events);
    this.log?.append({ t: 'cmd', i: this.commandCount++, seat, by, command, at: Date.now() });
    this.afterChange(result.events);
    return null;
  }

  /** Writes the engine's views into the schema; layers only for seats a client holds (or is reconnecting to). */
  private project() {
    if (!this.rules || this.game === null) return;
    this.projection = projectToSchema(this.state, this.game, this.rules, this.projection, (seat) => this.state.seats[seat].holder !== '');
  }

  /** Projects the new state, sends events, and sets up the next prompt (deadline, bots) or the end. */
  private afterChange(events: unknown[]) {
    const rules = this.rules!;
    this.project();
    this.state.version++;
    // The prompt (id, kind, seats, deadline) goes out in the same patch as the state it belongs to: a client must never
    // see the new version with the old prompt (its UI resets on each, and a key pressed in between was lost).
    // The rulebook has no end but a leader's death (R-OVR-3; after the Final Judgment "rounds keep being played until a
    // leader is killed", R-ROUND-5), so a table where nobody plays any more would never end: the room ends it with no
    // winner once every seat has been silent for idleEndPrompts prompts in a row (docs/online.md "Prompts").
    const idle = this.silentAnswers >= this.settings.idleEndPrompts;
    this.prompt = idle ? null : readAwaiting(rules.awaiting(this.game));
    if (this.prompt) this.schedulePrompt();
    else this.finish(idle ? { abandoned: true, reason: 'idle' } : undefined);
    // Send the patch now rather than at the next patch tick, and before the events, so a client reading an event
    // already has the state it refers to; both leave in one write per client.
    withCorkedClients(this.clients, () => {
      this.sendPatchNow();
      if (events.length > 0) this.sendEvents(events);
    });
  }

  /**
   * Sends the state changes now (a no-op when nothing changed): Room#broadcastPatch() without its clock tick, since the
   * room keeps no timers on the clock (colyseus 0.16.26 Room.broadcastPatch: `if (!this._simulationInterval) this.clock.tick()`).
   */
  private sendPatchNow() {
    const self = this as unknown as { _serializer: { applyPatches(clients: unknown, state: unknown): boolean } };
    self._serializer.applyPatches(this.clients, this.state);
    this._dequeueAfterPatchMessages();
  }

  /** Keeps the last RECENT_EVENTS engine events for clients that (re)join. */
  private remember(events: unknown[]) {
    if (events.length === 0) return;
    this.recentEvents.push(...events);
    if (this.recentEvents.length > RECENT_EVENTS) this.recentEvents.splice(0, this.recentEvents.length - RECENT_EVENTS);
  }

  /** A client that joined, rejoined or reconnected gets the recent events it may see (its log starts empty). */
  private sendRecentEvents(client: Client) {
    if (!this.rules || this.recentEvents.length === 0) return;
    const visible = this.eventsVisibleTo(client, this.recentEvents, new Map());
    if (visible.length > 0) client.send('events', { version: this.state.version, events: visible });
  }

  /**
   * The events `client` may see. The room does not judge which events are secret: with the engine's
   * `eventsFor(state, events, seat | 'spectator')` each client gets what its seats (or a spectator) may know; without it,
   * events are shown only while no seat has private information (every seat layer empty). `cache` keeps each viewer's
   * filtering for the other clients of the same batch.
   */
  private eventsVisibleTo(client: Client, events: unknown[], cache: Map<string, unknown[]>): unknown[] {
    const rules = this.rules!;
    const filter = (who: Seat | 'spectator') => {
      const key = String(who);
      let visible = cache.get(key);
      if (!visible) {
        visible = rules.eventsFor
          ? rules.eventsFor(this.game, events, who)
          : this.projection.seats.every((layer) => layer.size === 0) ? events : [];
        cache.set(key, visible);
      }
      return visible;
    };
    const seats = this.seatsOf(client.sessionId);
    if (seats.length <= 1) return filter(seats[0] ?? 'spectator');
    const seen = new Set<string>();
    return seats.flatMap((seat) => filter(seat)).filter((e) => {
      const key = JSON.stringify(e);
      return seen.has(key) ? false : (seen.add(key), true);
    });
  }

  /** Sends a command's events: each distinct payload is encoded once, for the group of clients that see it. */
  private sendEvents(events: unknown[]) {
    const version = this.state.version;
    const cache = new Map<string, unknown[]>();
    const groups = new Map<unknown[] | string, { payload: unknown[]; clients: Client[] }>();
    for (const client of this.clients) {
      const visible = this.eventsVisibleTo(client, events, cache);
      if (visible.length === 0) continue;
      // Single-seat and spectator payloads are shared arrays (grouped by identity); merged ones by their text.
      const key = this.seatsOf(client.sessionId).length <= 1 ? visible : JSON.stringify(visible);
      const group = groups.get(key) ?? { payload: visible, clients: [] };
      group.clients.push(client);
      groups.set(key, group);
    }
    for (const { payload, clients } of groups.values()) {
      if (clients.length === this.clients.length) this.broadcast('events', { version, events: payload });
      else if (clients.length === 1) clients[0].send('events', { version, events: payload });
      else this.broadcast('events', { version, events: payload }, { except: this.clients.filter((c) => !clients.includes(c)) });
    }
  }

  private schedulePrompt() {
    const p = this.prompt;
    if (!p || this.state.phase !== 'playing') return;
    const ps = this.state.prompt;
    if (ps.id !== p.id) {
      this.promptTimer?.clear();
      this.promptTimer = null;
      // An option of 0 means no clock, but a silent seat is still answered after the server's idle limit: otherwise one
      // player could hold a match forever. The deadline the clients see is the one the room keeps.
      const chosen = p.kind === 'reaction' ? this.state.options.reactionDeadlineS : this.state.options.turnDeadlineS;
      const seconds = chosen > 0 ? Math.min(chosen, this.settings.idleLimitS) : this.settings.idleLimitS;
      ps.assign({ id: p.id, kind: p.kind, deadline: Date.now() + seconds * 1000 });
      if (ps.seats.length !== p.seats.length || p.seats.some((seat, i) => ps.seats[i] !== seat)) {
        ps.seats.clear();
        ps.seats.push(...p.seats);
      }
      const id = p.id;
      this.promptTimer = this.later(() => this.expirePrompt(id), seconds * 1000);
    }
    // Bots answer after a short pause; the timer is re-armed for every new prompt.
    const botSeats = p.seats.filter((seat) => this.state.seats[seat].bot);
    this.botTimer?.clear();
    this.botTimer = null;
    if (botSeats.length > 0) {
      const id = p.id;
      this.botTimer = this.later(() => this.playBots(id), this.settings.botDelayMs);
    }
  }

  /** Runs `fn` after `ms` on the room's timers, then sends what it changed. */
  private later(fn: () => void, ms: number): RoomTimer {
    return this.timers.setTimeout(() => {
      fn();
      this.sendPatchNow();
    }, ms);
  }

  /** Deadline: each seat still awaited gets the engine's default command, applied as an ordinary command. */
  private expirePrompt(id: string) {
    if (this.prompt?.id !== id || !this.rules) return;
    for (const seat of this.prompt.seats) {
      if (this.prompt?.id !== id) break;
      const e = this.submit(seat, this.rules.defaultCommand(this.game, seat), 'timeout');
      if (e) console.error(`[battle ${this.roomId}] default command for seat ${seat} refused`, e);
    }
  }

  private playBots(id: string) {
    if (this.prompt?.id !== id || !this.rules) return;
    for (const seat of this.prompt.seats) {
      if (this.prompt?.id !== id || !this.state.seats[seat].bot) continue;
      // A bot gets at most BOT_COMMANDS_PER_PROMPT commands per prompt, then the default answer (it cannot stall a game).
      if (this.botPromptId !== id) { this.botPromptId = id; this.botCommands = 0; }
      const tired = ++this.botCommands > BOT_COMMANDS_PER_PROMPT;
      const command = tired ? this.rules.defaultCommand(this.game, seat) : chooseBotCommand(this.rules, this.game, seat, this.commandCount);
      const e = this.submit(seat, command, 'bot');
      if (e) {
        console.error(`[battle ${this.roomId}] bot command for seat ${seat} refused; using the default`, e);
        this.submit(seat, this.rules.defaultCommand(this.game, seat), 'bot');
      }
    }
  }

  /**
   * The match is over: the end line is flushed to disk first, then the phase turns 'finished', so whoever sees the end
   * can already fetch the record from GET /api/matches. `ended` is the room's own end (idle), else the engine's result.
   */
  private finish(ended?: { abandoned: true; reason: 'idle' }) {
    this.promptTimer?.clear();
    this.botTimer?.clear();
    this.state.prompt.assign({ id: '', kind: '', deadline: 0 });
    this.state.prompt.seats.clear();
    const view = this.rules!.viewFor(this.game, 'spectator') as Record<string, unknown>;
    if (ended) this.state.endReason = ended.reason;
    this.log?.append({ t: 'end', at: Date.now(), result: ended ?? view?.result ?? view?.winner ?? null });
    const closed = this.log?.close() ?? Promise.resolve();
    closed.then(() => {
      this.state.phase = 'finished';
      this.publishChanges();
    });
  }

  // ---------------------------------------------------------------- restore

  /** Rebuilds a match from its record: same code, same seed and setup, every command replayed through the engine. */
  private restoreFrom(file: string) {
    const record = readMatchRecord(file);
    const rules = engine();
    if (!record) throw new ServerError(500, `cannot restore ${file}`);
    const { setup } = record;
    this.roomId = isJoinCode(setup.roomId) ? setup.roomId : makeJoinCode();
    this.state.code = this.roomId;
    this.state.name = setup.roomName;
    const patch = parseOptionsPatch(pickOptions(setup.options));
    if (patch.ok) this.state.options.assign(patch.value);
    this.rules = rules;
    this.game = rules.createMatch(setup.setup);
    for (const c of record.commands) {
      const r = rules.applyCommand(this.game, c.seat as Seat, c.command);
      if (!r.ok) throw new ServerError(500, `record ${file}: command ${c.i} refused on replay (${r.error.code})`);
      this.game = r.state;
      this.remember(r.events);
    }
    this.commandCount = record.commands.length;
    this.silentAnswers = trailingTimeouts(record.commands);
    record.seats.forEach((s, i) => {
      this.state.seats[i].assign({ name: s.name, bot: s.bot, connected: s.bot, ready: true });
      this.tokenHashes[i] = s.tokenHash;
    });
    this.log = new MatchLog(this.settings.matchesDir, setup.matchId);
    this.state.matchId = setup.matchId;
    this.state.phase = 'playing';
    this.afterChange([]);
    // Players who do not come back within the reconnection window are replaced by bots (option).
    if (this.state.options.botTakeover) {
      for (const seat of SEATS) {
        if (this.state.seats[seat].bot) continue;
        this.takeoverTimers.set(seat, this.later(() => {
          this.takeoverTimers.delete(seat);
          if (!this.state.seats[seat].holder) this.abandonSeat(seat);
        }, Math.max(1, this.state.options.reconnectS) * 1000));
      }
    }
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

/** How many commands at the end of a record the room's deadline answered (the idle count goes on after a restore). */
function trailingTimeouts(commands: { by: string }[]): number {
  let n = 0;
  for (let i = commands.length - 1; i >= 0 && commands[i].by === 'timeout'; i--) n++;
  return n;
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
  const keys = ['variant', 'reactionDeadlineS', 'turnDeadlineS', 'reconnectS', 'botsForEmpty', 'botTakeover', 'private'];
  const out: Record<string, unknown> = {};
  for (const k of keys) if (o[k] !== undefined) out[k] = o[k];
  return out;
}
