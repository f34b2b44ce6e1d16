import { matchMaker, Protocol, ServerError, updateLobby, type Client, type RoomException } from '@colyseus/core';
import { rematchHandoff, restoreHandoff } from '../handoff';
import { SEATS, type GameEvent, type GameState, type Seat } from '../engine';
import { dropStringifyingFallback, GuardedEntryRoom, shareHandshake, withCorkedClients } from '../patches';
import type { ServerSettings } from '../settings';
import { Admission, ROOM_CLIENT_LIMIT, type JoinAuth } from './Admission';
import { Agreements, type OfferDecision } from './Agreements';
import { EventFanout } from './EventFanout';
import { makeJoinCode } from './joinCode';
import { parseLayoutOption } from './layoutOption';
import { LobbyListing, type BattleMetadata } from './LobbyListing';
import { LiveMatch, type MatchChange } from './LiveMatch';
import type { RoomEnd } from './matchEnd';
import { MessageGate } from './MessageGate';
import { parseName, parseOptionsPatch, pickOptions, type ErrorReply, type OptionsPatch } from './messages';
import { messageTable } from './messageTable';
import { restoreMatch } from './matchRestore';
import { startMatch } from './matchStart';
import { PatchSweep } from './PatchSweep';
import { emptyProjection, projectToSchema, type Projection } from './projectToSchema';
import { PromptClock, type ClockDecision, type CommandSource } from './PromptClock';
import { roomBrain } from '../bots/botBrain';
import { BotPool } from '../bots/BotPool';
import { quickPlayStyle } from './quickPlayStyle';
import { Rematch, type RematchCreate, type RematchDecision, type RematchQuery } from './rematch';
import { RoomTimers } from './RoomTimers';
import { BattleState, MemberState, SeatLayer, SeatState } from './schema/BattleState';
import { SeatDesk, type DeskDecision } from './SeatDesk';
import { TeamTalk } from './TeamTalk';
import { UndoHistory, type RoomLogLine } from './UndoHistory';
import type { Layout } from '../../shared/map';

/** Options a client may pass to `create('battle', ...)` (docs/online.md "Rooms"). */
export type BattleCreateOptions = OptionsPatch & {
  roomName?: string;
  quickPlay?: boolean;
  firstGame?: boolean;
  name?: string;
  restore?: string;
  rematch?: string;
};
/** Options a client may pass when joining: a display name, and seat tokens to reclaim seats (after a restart). */
export type BattleJoinOptions = { name?: string; seatTokens?: string[] };

/** Close code of a member the host removed (docs/online.md "Who gets in"). */
export const CLOSE_REMOVED = 4403;

/** Every battle room's safety-net patch, about once a second, on one timer for the process (PatchSweep.ts). */
const SAFETY_NET_PATCHES = new PatchSweep(1000, (room, e) => {
  console.error(`[battle ${(room as BattleRoom).roomId}] the safety-net patch failed`, e);
});

/**
 * One match as a Colyseus room: the lifecycle (create, join, leave, dispose, the crash guards) around its LiveMatch
 * (the engine state and the match record: the room asks it to apply a command and hands what changed to its parts),
 * wired to its parts. Each part reads the room only through what it is handed in `createParts`:
 * who holds which seat (SeatDesk), the open prompt's clock and the bots (PromptClock), the events each client may see
 * (EventFanout), team talk (TeamTalk), undo (UndoHistory), the rematch (Rematch), the lobby listing (LobbyListing), the
 * messages (messageTable, through MessageGate), and how a match begins (matchStart, or matchRestore after a restart).
 * The clock, the offers, the desk and the rematch return decisions (a command to play, a line to say, a timer to arm, a
 * question for the matchmaker) that the room carries out in one place each (followClock, followOffers, followDesk,
 * followRematch); they never call back into it.
 * The room holds no rule: every game decision is the engine's (applyCommand / awaiting / defaultCommand).
 */
export class BattleRoom extends GuardedEntryRoom<BattleState, BattleMetadata> {
  /** Injected by createAppConfig (a subclass per server). */
  settings!: ServerSettings;

  // Out of reach: who gets in is Admission's decision (a room Colyseus counts as full is locked, even to seat tokens).
  override maxClients = ROOM_CLIENT_LIMIT;
  // Every change is sent at once (sendPatchNow after each message, join, leave and timer), and timers run on Node's
  // timers (RoomTimers), so the room needs no patch tick of its own (a fast tick in every room cost a tenth of the
  // server's time at 1,000 rooms). The safety net for a change a path forgot to send is SAFETY_NET_PATCHES, one timer
  // for all rooms (docs/online.md "Prompts, deadlines, bots").
  override patchRate = 0;

  /** The match being played (started or restored): the engine state, its commands and its record; null before. */
  private live: LiveMatch | null = null;
  private projection: Projection = emptyProjection();
  private timers = new RoomTimers((e) => console.error(`[battle ${this.roomId}] timer failed`, e));
  private quickPlay = false;
  /** The seat quick play gives its player (quickPlayStyle: seat 1 in a first game). */
  private quickPlaySeat: Seat = 0;
  private guestCount = 0;
  /** The map lab layout this room plays on (room option `layout`), or null for the variant's own map. */
  private customLayout: { code: string; layout: Layout } | null = null;

  private desk!: SeatDesk;
  private prompts!: PromptClock;
  private events!: EventFanout;
  private talk!: TeamTalk;
  private undos!: UndoHistory;
  private rematch!: Rematch;
  private lobby!: LobbyListing;
  private gate!: MessageGate;
  private admission!: Admission;
  private agreements!: Agreements;
  /** Sessions the host removed: their leave is final (no reconnection window). */
  private removedSessions = new Set<string>();

  /** The engine state of the match being played, null before the start (read by tests and tools, never by a part). */
  get game(): GameState | null {
    return this.live?.game ?? null;
  }

  /** The number of commands the match has taken (read by tests and tools). */
  get commandCount(): number {
    return this.live?.commandCount ?? 0;
  }

  override async onCreate(options: BattleCreateOptions = {}) {
    this.state = new BattleState();
    shareHandshake(this);
    for (const seat of SEATS) {
      this.state.seats.push(new SeatState().assign({ seat }));
      this.state.layers.push(new SeatLayer().assign({ seat }));
    }
    this.createParts();
    this.openMessages();

    const restore = restoreHandoff.take(options.restore);
    const rematch = restore ? undefined : rematchHandoff.take(options.rematch);
    if (restore) {
      const { state, settings, desk, events, prompts } = this;
      const restored = restoreMatch(restore, { state, settings, desk, events, prompts });
      this.roomId = restored.roomId;
      this.live = restored.match;
      this.afterChange([]);
      // Players who do not come back within the reconnection window are replaced by bots (option).
      if (this.state.options.botTakeover)
        this.followDesk(this.desk.armTakeovers(Math.max(1, this.state.options.reconnectS) * 1000));
    } else if (rematch) {
      this.roomId = await this.uniqueCode();
      this.customLayout = rematch.layout;
      this.followRematch(this.rematch.open(rematch));
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
    await this.lobby.publish();
    // Last, once nothing can refuse the room: Colyseus never disposes a room whose onCreate threw.
    SAFETY_NET_PATCHES.add(this);
  }

  /** The room's parts, once its state exists; each reads the room only through what it is handed here. */
  private createParts() {
    const { state, settings } = this;
    const roomId = () => this.roomId;
    const seatsOf = (sessionId: string) => this.desk.seatsOf(sessionId);
    const clients = () => this.clients;
    this.desk = new SeatDesk({ state, roomId, log: () => this.live?.log ?? null });
    this.prompts = new PromptClock(
      { state, settings, roomId, match: () => this.live },
      roomBrain(settings, (size, idleMs) => new BotPool(size, idleMs)),
    );
    this.events = new EventFanout({
      // Read after every command: one literal, no spread of match()'s object.
      match: () =>
        this.live
          ? {
              rules: this.live.rules,
              game: this.live.game,
              version: state.version,
              noPrivateLayers: this.projection.seats.every(isEmptyLayer),
            }
          : null,
      seatsOf,
      clients,
      broadcast: (message, except) => this.broadcast('events', message, except ? { except } : undefined),
    });
    this.talk = new TeamTalk({
      state,
      match: () => this.live,
      seatsOf,
      clients,
      addressOf: (sessionId) => this.admission.addressOf(sessionId),
    });
    this.undos = new UndoHistory({
      state,
      seatsOf,
      started: () => this.live !== null,
    });
    this.gate = new MessageGate({
      settings,
      roomId,
      onMessage: (type, callback) => this.onMessage(type, callback),
      publishChanges: () => this.publishChanges(),
    });
    this.rematch = new Rematch({
      state,
      desk: this.desk,
      roomId,
      host: () => this.state.host,
      answerMs: () => settings.answerWaitS * 1000,
      layout: () => this.customLayout,
      connected: () => this.clients.map((c) => c.sessionId),
    });
    this.agreements = new Agreements({
      state,
      seatsOf,
      teamOf: (seat) => this.live?.teamOf(seat) ?? null,
      round: () => this.live?.round ?? 0,
      answerMs: () => settings.answerWaitS * 1000,
    });
    this.admission = new Admission({
      state,
      desk: this.desk,
      reserved: (sessionId) => Object.prototype.hasOwnProperty.call(this.reservedSeats, sessionId),
    });
    this.lobby = new LobbyListing({
      state,
      roomId,
      setMetadata: (meta) => this.setMetadata(meta),
      setPrivate: (hidden) => this.setPrivate(hidden),
      updateLobby: () => updateLobby(this),
    });
  }

  /** Every message type, through the gate (messageTable.ts says what each does). */
  private openMessages() {
    this.gate.open(
      messageTable({
        state: this.state,
        desk: this.desk,
        takeSeat: (client, seat) => this.followDesk(this.desk.take(client, seat)),
        leaveSeat: (seat) => this.followDesk(this.desk.abandon(seat)),
        openPrompt: () => this.prompts.prompt?.id ?? '',
        startMatch: () => this.startMatch(),
        submit: (seat, command) => this.submit(seat, command, 'player'),
        extendClock: (seat, prompt) => this.extendClock(seat, prompt),
        setPrivate: (hidden) => this.lobby.setPrivate(hidden),
        teamChat: (client, msg) => this.talk.chat(client, msg),
        teamPing: (client, msg) => this.talk.ping(client, msg),
        undo: (client, msg) => this.undo(client, msg),
        rematch: (client) => this.followRematch(this.rematch.ask(client)),
        removeMember: (sessionId) => this.removeMember(sessionId),
        concede: (client, seat) => this.followOffers(this.agreements.concede(client, seat)),
        offerDraw: (client, seat) => this.followOffers(this.agreements.offerDraw(client, seat)),
        answerOffer: (client, seat, accept) => this.followOffers(this.agreements.answer(client, seat, accept)),
        declineRematch: (client) => this.followRematch(this.rematch.ask(client, false)),
        waitRematch: (client, wait) => this.followRematch(this.rematch.setWait(client, wait)),
      }),
    );
    // Colyseus's own fallback for unknown types stringifies client data; the gate's wildcard answers them instead.
    dropStringifyingFallback(this);
  }

  /**
   * Every new place in the room is reserved through here first (a join by code, a create, the lobby's list; the hook is
   * server/patches/GuardedEntryRoom.ts): Admission decides (seat tokens always pass; per-address and spectator bounds).
   */
  protected override admitReservation(sessionId: string, joinOptions: unknown, authData: unknown): boolean {
    return this.admission.admit(sessionId, joinOptions, authData as JoinAuth);
  }

  override onJoin(client: Client, options: BattleJoinOptions = {}) {
    this.admission.joined(client.sessionId, client.auth as JoinAuth);
    const name = parseName(options.name) ?? `Guest ${++this.guestCount}`;
    this.state.members.set(client.sessionId, new MemberState().assign({ name }));
    this.desk.admit(client);
    if (Array.isArray(options.seatTokens)) this.followDesk(this.desk.reclaim(client, options.seatTokens));
    if (!this.state.host && this.mayHost(client.sessionId)) this.state.host = client.sessionId;
    // A rematch starts by itself once every player of the last match is back in its seat (docs/online.md "Rematch").
    this.followRematch(this.rematch.joined(client));
    if (this.quickPlay && this.state.phase === 'lobby') {
      this.followDesk(this.desk.take(client, this.quickPlaySeat));
      this.state.seats[this.quickPlaySeat].ready = true;
      const started = this.startMatch();
      if (started) this.gate.sendError(client, started, 'start');
    }
    this.publishChanges();
    this.events.sendRecent(client);
  }

  override onLeave(client: Client, consented: boolean) {
    const member = this.state.members.get(client.sessionId);
    if (!member) return;
    member.connected = false;
    const held = this.desk.seatsOf(client.sessionId);
    for (const seat of held) this.state.seats[seat].connected = false;
    // A prompt waiting for one of its seats stops its clock while it is away (a reload keeps the answer).
    if (!consented) for (const seat of held) this.followClock(this.prompts.seatAway(seat));
    this.sendPatchNow();
    const shuttingDown = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
    const keep =
      (!consented || (this.state.phase === 'playing' && held.length > 0)) &&
      !this.removedSessions.delete(client.sessionId);
    if (keep && this.state.options.reconnectS > 0 && !shuttingDown) {
      // Not awaited: Colyseus closes the socket of a consented leave only once onLeave returns, which would hold the
      // leaving client for the whole window; and once a reconnection succeeds it closes this client object's socket,
      // which by then is the new connection's. The pending reconnection's reserved seat keeps the room meanwhile.
      // (A Deferred, or a rejected Promise for a client that never finished joining: adopt either.)
      Promise.resolve(this.allowReconnection(client, this.state.options.reconnectS) as PromiseLike<Client>)
        .then(
          (back) => this.cameBack(client, back),
          () => this.gone(client),
        )
        .catch((e: unknown) => console.error(`[battle ${this.roomId}] after ${client.sessionId} left`, e));
      return;
    }
    this.gone(client);
  }

  /**
   * Whether a member may be the host. In a rematch before its start only a player of the last match back in its seat
   * is (issue 28: anyone holding the code became host by arriving first); elsewhere any member.
   */
  private mayHost(sessionId: string): boolean {
    return !this.state.rematchOf || this.state.phase !== 'lobby' || this.desk.seatsOf(sessionId).length > 0;
  }

  /** A member whose connection dropped (or who left a match) is back within the reconnection window. */
  private cameBack(client: Client, back: Client) {
    if (this.removedSessions.delete(client.sessionId)) return back.leave(CLOSE_REMOVED, 'removed by the host');
    const member = this.state.members.get(client.sessionId);
    if (member) member.connected = true;
    for (const seat of this.desk.seatsOf(client.sessionId)) {
      this.state.seats[seat].connected = true;
      this.followClock(this.prompts.seatBack(seat));
    }
    this.sendPatchNow();
    this.events.sendRecent(back);
  }

  /** A member left for good (or its reconnection window passed): its seats, host role and throttles are released. */
  private gone(client: Client) {
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) return; // the record keeps the seats
    this.state.members.delete(client.sessionId);
    this.admission.forget(client.sessionId);
    this.gate.forget(client.sessionId);
    this.talk.forget(client.sessionId);
    // A player who left for good after the end answers no to a rematch vote (nobody is left to ask).
    if (this.state.phase === 'finished') this.followRematch(this.rematch.left(this.desk.seatsOf(client.sessionId)));
    this.followDesk(this.desk.dismiss(client.sessionId));
    if (this.state.host === client.sessionId)
      this.state.host = [...this.state.members.keys()].find((sid) => this.mayHost(sid)) ?? '';
    this.publishChanges();
  }

  override async onDispose() {
    // Nothing runs in a disposed room: no timer, and a bot's late answer finds its prompt closed.
    this.timers.close();
    this.prompts.close();
    SAFETY_NET_PATCHES.remove(this);
    const shuttingDown = matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN;
    // Everyone left: the match will not be restored.
    if (this.live && this.state.phase === 'playing' && !shuttingDown) this.live.abandon();
    await this.live?.log.close();
  }

  /**
   * A frame that threw in the core's decoding or in a handler (server/patches/GuardedEntryRoom.ts) closes that client's
   * connection alone: one frame must never reach the process's uncaught-exception path, which shuts the server down.
   */
  protected override messageFailed(client: Client, e: unknown): void {
    console.error(`[battle ${this.roomId}] a message from ${client.sessionId} failed; closing that client`, e);
    this.closeClient(client, 'the server could not handle a message');
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

  /**
   * The host removes a member without a seat, with every other seatless member at its address: closed at once, no
   * reconnection, and the address gets no new place here (Admission).
   */
  private removeMember(sessionId: string) {
    for (const sid of [sessionId, ...this.admission.remove(sessionId)]) {
      const client = this.clients.find((c) => c.sessionId === sid);
      this.removedSessions.add(sid);
      if (!client) {
        // Away, in its reconnection window: gone now, and closed if it comes back (cameBack).
        this.gone({ sessionId: sid } as Client);
        continue;
      }
      client.leave(CLOSE_REMOVED, 'removed by the host');
    }
  }

  /** Closes one client's connection with an error code (it may reconnect; its seats wait the reconnection window). */
  private closeClient(client: Client, reason: string) {
    try {
      client.leave(Protocol.WS_CLOSE_WITH_ERROR, reason);
    } catch (e) {
      console.error(`[battle ${this.roomId}] could not close ${client.sessionId}`, e);
    }
  }

  /**
   * Carries out what the seat desk decided, in order: team talk told who sat where, the match re-armed after a seat
   * changed hands during it (`seatsMoved`), the takeover timers of a restored match's seats (when one fires, the desk
   * says what is due).
   */
  private followDesk(decided: readonly DeskDecision[]): void {
    for (const d of decided) {
      if (d.kind === 'seated') this.talk.seated(d.sessionId, d.seat);
      else if (d.kind === 'moved') this.seatsMoved();
      else if (d.kind === 'wait')
        this.timers.arm(
          `takeover:${d.seat}`,
          () => this.afterTimer(() => this.followDesk(this.desk.due(d.seat))),
          d.ms,
        );
      else this.timers.cancel(`takeover:${d.seat}`);
    }
  }

  /** During the match, a seat changed hands: the views re-projected, the prompt re-armed (bots), the offers rechecked. */
  private seatsMoved() {
    this.project();
    // A seat reclaimed with its token (a new session) is back, as after a reconnection.
    for (const seat of SEATS) if (this.state.seats[seat].connected) this.followClock(this.prompts.seatBack(seat));
    this.followClock(this.prompts.arm());
    this.followOffers(this.agreements.seatsChanged());
  }

  // ---------------------------------------------------------------- match

  /** Starts the match (matchStart.ts); returns the refusal when it cannot. */
  private startMatch(): ErrorReply | null {
    const { state, settings, desk, prompts, roomId } = this;
    const started = startMatch({ state, settings, desk, prompts, roomId, layout: this.customLayout });
    if (!(started instanceof LiveMatch)) return started;
    this.live = started;
    this.afterChange([]);
    this.lobby.publish();
    return null;
  }

  /**
   * Applies one engine command for a seat (LiveMatch); returns the engine's error (state unchanged) or null. What
   * changed goes to the parts: the clock's silence count, the recent events, the undo history.
   */
  private submit(seat: Seat, command: unknown, by: CommandSource): ErrorReply | null {
    const kind = this.prompts.prompt?.kind ?? '';
    const change = this.live!.apply(seat, command, by);
    if ('code' in change) return change;
    this.changed(change);
    // A timeout is said in every client's log, just before the events of the default answer it caused.
    if (by === 'timeout')
      this.roomLog({ type: 'timeout', seat, kind, n: (change.events[0]?.n ?? change.before.counters.event) - 0.5 });
    this.afterChange(change.events);
    return null;
  }

  /** The parts learn what a command changed. */
  private changed({ seat, by, before, after, events }: MatchChange) {
    this.prompts.counted(by);
    this.events.remember(events);
    this.undos.remember(seat, by, before, after, events);
  }

  /**
   * `undo`, as the undo history decides: the match back at the state it names, one command fewer (the record says so),
   * the undone command's events forgotten, the line in every client's log, and the state sent.
   */
  private undo(client: Client, msg: unknown): ErrorReply | void {
    const decided = this.undos.undo(client, msg);
    if ('code' in decided) return decided;
    const { seat, to, line } = decided;
    this.live!.rewind(seat, to);
    // The undone command's events are numbered after the state it returns to; the next command reuses those numbers.
    this.events.forgetAfter(to.counters.event);
    this.roomLog(line);
    this.afterChange([]);
  }

  /** `clock:extend`, as the clock decides: the refusal, or the extension said in every client's log. */
  private extendClock(seat: Seat, prompt: string): ErrorReply | null {
    const extended = this.prompts.extend(seat, prompt);
    if ('code' in extended) return extended;
    this.followClock(extended.decided);
    this.roomLog({ type: 'extended', ...extended.extension, n: this.live?.lineNumber ?? 0.5 });
    return null;
  }

  /**
   * Carries out what the prompt clock decided, in order: its timers (when one fires, the clock says what is due), the
   * commands it plays for a deadline or a bot (applied as any command; the clock is told what the engine answered and
   * says what follows), and a bot's answer that comes later.
   */
  private followClock(decided: readonly ClockDecision[]): void {
    for (const d of decided) {
      if (d.kind === 'wait')
        this.timers.arm(
          `clock:${d.timer}`,
          () => this.afterTimer(() => this.followClock(this.prompts.due(d.timer, d.prompt))),
          d.ms,
        );
      else if (d.kind === 'cancel') this.timers.cancel(`clock:${d.timer}`);
      else if (d.kind === 'think')
        d.answer
          .then((next) => this.followClock(next))
          .catch((e: unknown) => console.error(`[battle ${this.roomId}] a bot's answer failed`, e));
      else this.followClock(this.prompts.played(d, this.submit(d.seat, d.command, d.by)));
    }
  }

  /**
   * Carries out what the offers decided (or passes their refusal on), in order: a line written into the record and
   * every client's log, the agreed end applied as a player's command, their timers (when one fires, the offers say
   * what is due). An engine refusal of the agreed end goes to the sender when the message itself ended the match, else
   * it is logged.
   */
  private followOffers(decided: ErrorReply | readonly OfferDecision[]): ErrorReply | void {
    if ('code' in decided) return decided;
    let reply: ErrorReply | undefined;
    for (const d of decided) {
      if (d.kind === 'say') {
        const at = Date.now();
        this.live?.recordOffer({ ...d.line, at });
        this.broadcast('room:log', { type: 'offer', ...d.line, n: this.live?.lineNumber ?? 0.5, at });
      } else if (d.kind === 'wait')
        this.timers.arm(
          `offer:${d.timer}`,
          () => this.afterTimer(() => this.followOffers(this.agreements.due(d.timer))),
          d.ms,
        );
      else if (d.kind === 'cancel') this.timers.cancel(`offer:${d.timer}`);
      else {
        const refused = this.submit(d.seat, d.command, 'player');
        if (refused && d.refusal === 'reply') reply = refused;
        else if (refused)
          console.error(
            `agreements: the engine refused the agreed ${d.command.type === 'concede' ? 'concede' : 'draw'}`,
            refused,
          );
      }
    }
    return reply;
  }

  /**
   * Carries out what the rematch decided (or passes its refusal on), in order: its timers (when one fires, the rematch
   * says what is due), the room's auto-dispose, a client's offer or refusal, the state sent now, the start, and its
   * questions to the matchmaker (is a room there, make the rematch room), whose answer goes back to the rematch, which
   * says what follows.
   */
  private followRematch(decided: ErrorReply | readonly RematchDecision[]): ErrorReply | void {
    if ('code' in decided) return decided;
    for (const d of decided) {
      if (d.kind === 'wait')
        this.timers.arm(
          `rematch:${d.timer}`,
          () => this.afterTimer(() => this.followRematch(this.rematch.due(d.timer))),
          d.ms,
        );
      else if (d.kind === 'cancel') this.timers.cancel(`rematch:${d.timer}`);
      else if (d.kind === 'autoDispose') this.autoDispose = d.on;
      else if (d.kind === 'send') this.clients.getById(d.sessionId)?.send('rematch', d.offer);
      else if (d.kind === 'refuse') {
        const client = this.clients.getById(d.sessionId);
        if (client) this.gate.sendError(client, d.error, 'rematch');
      } else if (d.kind === 'patchNow') this.sendPatchNow();
      else if (d.kind === 'start') this.startMatch();
      else this.askMatchMaker(d);
    }
  }

  /** A rematch's question to the matchmaker; the answer (or its failure) goes back to the rematch. */
  private askMatchMaker(asked: RematchQuery | RematchCreate): void {
    const failed = (e: unknown) => this.followRematch(this.rematch.failed(asked, e));
    const answered =
      asked.kind === 'query'
        ? matchMaker
            .query({ roomId: asked.roomId })
            .then((found) => this.followRematch(this.rematch.found(asked, found.length > 0)), failed)
        : matchMaker
            .createRoom('battle', { rematch: asked.nonce })
            .then((made) => this.followRematch(this.rematch.made(asked, made.roomId)), failed);
    answered.catch((e: unknown) => console.error(`[battle ${this.roomId}] the rematch failed`, e));
  }

  /** A line every client's log shows that is the room's, not the engine's (a timeout, an undo): public, never secret. */
  private roomLog(line: RoomLogLine) {
    this.broadcast('room:log', { ...line, at: Date.now() });
  }

  /** Writes the engine's views into the schema; layers only for seats a client holds (or is reconnecting to). */
  private project() {
    if (!this.live) return;
    this.projection = projectToSchema(
      this.state,
      this.live.game,
      this.live.rules,
      this.projection,
      (seat) => this.state.seats[seat].holder !== '',
    );
  }

  /** Projects the new state, sends events, and sets up the next prompt (deadline, bots) or the end. */
  private afterChange(events: GameEvent[]) {
    this.project();
    this.state.version++;
    // The prompt (id, kind, seats, deadline) goes out in the same patch as the state it belongs to: a client must never
    // see the new version with the old prompt (its UI resets on each, and a key pressed in between was lost).
    // A table where nobody plays any more would never end (the engine's own O-53 draw needs rounds to pass, and a silent
    // seat's answers may take a deadline each): the room ends it with no winner once every seat has been silent for
    // idleEndPrompts prompts in a row (docs/online.md "Prompts").
    const next = this.live!.next(this.prompts.idle());
    if ('prompt' in next) this.followClock(this.prompts.open(next.prompt));
    else this.finish(next.ended);
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

  /** A timer's work, then what it changed sent. */
  private afterTimer(fn: () => void): void {
    fn();
    this.sendPatchNow();
  }

  /**
   * The match is over: the end line is flushed to disk first, then the phase turns 'finished', so whoever sees the end
   * can already fetch the record from GET /api/matches. `ended` is an end with its reason (idle, quiet), else the
   * engine's result (a winner by a leader's death).
   */
  private finish(ended?: RoomEnd) {
    this.followClock(this.prompts.close());
    this.followOffers(this.agreements.clear());
    if (ended) this.state.endReason = ended.reason;
    this.live!.end(ended).then(() => {
      this.state.phase = 'finished';
      this.publishChanges();
    });
  }

  /** A join code no other room has (the room's id). */
  private async uniqueCode(): Promise<string> {
    for (;;) {
      const code = makeJoinCode();
      if ((await matchMaker.query({ roomId: code })).length === 0) return code;
    }
  }

  /** After a change outside a game command: the lobby listing (when it changed) and the state patch, now. */
  private publishChanges() {
    this.lobby.publish();
    this.sendPatchNow();
  }
}

/** A seat layer with no leaf: that seat sees nothing beyond the public view. */
function isEmptyLayer(layer: { size: number }): boolean {
  return layer.size === 0;
}
