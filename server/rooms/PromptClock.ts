import type { BotBrain } from '../bots/botBrain';
import { isBotLevel } from '../../shared/ai/levelNames';
import { SEATS, type Awaiting, type Command, type Engine, type GameState, type Seat } from '../engine';
import type { ServerSettings } from '../settings';
import { roomError, type ErrorReply } from './messages';
import type { BattleState } from './schema/BattleState';

/** Most commands a bot sends for one prompt before the room answers with the engine's default. */
export const BOT_COMMANDS_PER_PROMPT = 40;

/**
 * Longest a prompt's clock waits, in all, for awaited seats whose only connection is gone (a reload, a network blip),
 * and never longer than the room's reconnection window (docs/online.md "Prompts, deadlines, bots").
 */
export const AWAY_PAUSE_MAX_S = 30;

/** Who sent an accepted command: a player, a bot, or the room on a deadline. */
export type CommandSource = 'player' | 'bot' | 'timeout';

/** What the clock reads of its room (it changes nothing there but its own part of the state: the prompt, the banks). */
export type ClockRoom = {
  readonly state: BattleState;
  readonly settings: ServerSettings;
  roomId(): string;
  /** The match now: the engine, its state, the number of commands so far (the bot's salt). */
  match(): { rules: Engine; game: GameState; commandCount: number } | null;
};

/** The clock's two timers: the open prompt's deadline, and the bots' short pause before they answer. */
export type ClockTimer = 'deadline' | 'bots';

/**
 * A command the clock plays for a seat: the engine's default on a deadline, a bot's answer (or the default for a tired
 * or refused bot). The room applies it as any command, and hands the engine's answer back to `played`, which says what
 * follows (the next seat of the same pass). `rest`: the seats the same pass answers after this one; `fallback`: a bot's
 * refused command replaced by the default.
 */
export type ClockPlay = {
  kind: 'play';
  seat: Seat;
  command: Command | null;
  by: 'bot' | 'timeout';
  prompt: string;
  rest: Seat[];
  fallback?: true;
};

/**
 * What the clock decided, for the room to carry out in order: play a command; arm one of its timers for the prompt
 * `prompt` (replacing the one armed before under that name; when it fires, the room asks `due`); cancel one; or wait
 * for a bot that answers later (a worker thread), then carry out what its answer resolves to.
 */
export type ClockDecision =
  | ClockPlay
  | { kind: 'wait'; timer: ClockTimer; ms: number; prompt: string }
  | { kind: 'cancel'; timer: ClockTimer }
  | { kind: 'think'; answer: Promise<ClockDecision[]> };

/** An extension granted: `seat` was given `addedMs` more for the open prompt of `kind` (every client's log says so). */
export type ClockExtension = { seat: Seat; kind: string; addedMs: number };

/**
 * The open prompt and its clock: the deadline the room keeps (written into `state.prompt` with the prompt itself, so a
 * client never sees a new prompt without it), the engine's default on expiry, the bots' answers after a short pause,
 * and the count of prompts in a row that only the deadline answered (the idle end). It keeps no timer and applies no
 * command: it returns decisions (ClockDecision) that the room carries out, and is told when a timer fires (`due`) and
 * what a command it played gave (`played`).
 */
export class PromptClock {
  /** What the engine awaits now (null: nothing, the match is over or not started). */
  prompt: Awaiting | null = null;
  private botPromptId = '';
  private botCommands = 0;
  /** Prompts in a row answered by the room's deadline, with no command from a player or a bot in between. */
  private silentAnswers = 0;
  /** Milliseconds the open prompt was given when it opened (what one extension adds, up to the host's bound). */
  private windowMs = 0;
  /** The open prompt's clock while awaited seats are away: since when each is, what was left when the first left. */
  private away = new Map<Seat, number>();
  private remainingAtPause = 0;
  /** Milliseconds of the open prompt's pause budget already spent. */
  private pausedMs = 0;

  /** `brain` chooses the bots' commands (bots/botBrain.ts levelBrain: the levels, strong on worker threads). */
  constructor(
    private readonly room: ClockRoom,
    private readonly brain: BotBrain,
  ) {}

  /** An accepted command: one from a player or a bot means someone is still playing. */
  counted(by: CommandSource): void {
    this.silentAnswers = by === 'timeout' ? this.silentAnswers + 1 : 0;
  }

  /** A restored match carries the count on from its record's last commands. */
  restoreCount(sources: CommandSource[]): void {
    let n = 0;
    for (let i = sources.length - 1; i >= 0 && sources[i] === 'timeout'; i--) n++;
    this.silentAnswers = n;
  }

  /** Every seat has stopped playing: the room ends the match (docs/online.md "Prompts, deadlines, bots"). */
  idle(): boolean {
    return this.silentAnswers >= this.room.settings.idleEndPrompts;
  }

  /**
   * The clock of the match, fixed at the start (docs/online.md "Clocks"): 'auto' is none when every seat is a bot's or
   * one client's (a player against bots), else per move. The choice is written back into the options, so the record and
   * a restore or rematch keep it; a bank starts full.
   */
  choose(): void {
    const { state } = this.room;
    const o = state.options;
    const players = new Set(SEATS.map((i) => state.seats[i].holder).filter(Boolean));
    const clock = o.clock === 'auto' ? (players.size <= 1 ? 'none' : 'move') : o.clock;
    o.clock = clock;
    this.fix(clock);
  }

  /** A restored match: records from before the clock option played per move; a bank starts full again (the record keeps no times). */
  resume(): void {
    const clock = this.room.state.options.clock;
    this.fix(clock === 'none' || clock === 'bank' ? clock : 'move');
  }

  private fix(clock: string): void {
    const { state } = this.room;
    state.clock = clock;
    for (const s of state.seats) s.assign({ bankMs: clock === 'bank' ? state.options.bankS * 1000 : 0, bankSince: 0 });
  }

  /** Opens `prompt` (or keeps it, when it is the one already open) and arms its deadline and the bots. */
  open(prompt: Awaiting): ClockDecision[] {
    this.prompt = prompt;
    return this.arm();
  }

  /** Re-arms the open prompt after seats changed hands (a bot may now answer it, or no longer). */
  arm(): ClockDecision[] {
    const p = this.prompt;
    const { state } = this.room;
    if (!p || state.phase !== 'playing') return [];
    const ps = state.prompt;
    const decided: ClockDecision[] = [];
    if (ps.id !== p.id) {
      const now = Date.now();
      const ms = this.deadlineMs(p, now);
      ps.assign({ id: p.id, kind: p.kind, deadline: now + ms, extended: false });
      this.windowMs = ms;
      if (ps.seats.length !== p.seats.length || p.seats.some((seat, i) => ps.seats[i] !== seat)) {
        ps.seats.clear();
        ps.seats.push(...p.seats);
      }
      decided.push({ kind: 'wait', timer: 'deadline', ms, prompt: p.id });
      // A new prompt: a new pause budget; an awaited seat already away pauses it from now.
      this.away.clear();
      this.pausedMs = 0;
      for (const seat of p.seats) if (this.isAway(seat)) decided.push(...this.seatAway(seat));
    }
    // Bots answer after a short pause; the timer is re-armed for every new prompt.
    if (p.seats.some((seat) => state.seats[seat].bot))
      decided.push({ kind: 'wait', timer: 'bots', ms: this.room.settings.botDelayMs, prompt: p.id });
    else decided.push({ kind: 'cancel', timer: 'bots' });
    return decided;
  }

  /** The timer `timer` armed for prompt `id` fired: the deadline's default answers, or the bots'. */
  due(timer: ClockTimer, id: string): ClockDecision[] {
    return timer === 'deadline' ? this.expire(id) : this.playBots(id, this.prompt ? [...this.prompt.seats] : []);
  }

  /**
   * The room applied `play` (`refused`: the engine's error, the state unchanged): a refused bot command is replaced by
   * the default, and the same pass goes on with its next seat while the prompt is still open.
   */
  played(play: ClockPlay, refused: ErrorReply | null): ClockDecision[] {
    const { seat, by, prompt: id, rest } = play;
    if (refused && by === 'timeout')
      console.error(`[battle ${this.room.roomId()}] default command for seat ${seat} refused`, refused);
    if (refused && by === 'bot' && !play.fallback) {
      console.error(`[battle ${this.room.roomId()}] bot command for seat ${seat} refused; using the default`, refused);
      const now = this.room.match()!;
      return [{ ...play, command: now.rules.defaultCommand(now.game, seat), fallback: true }];
    }
    return by === 'timeout' ? this.expireNext(id, rest) : this.playBots(id, rest);
  }

  /**
   * Milliseconds the new prompt `p` gets (docs/online.md "Clocks"). 'move': the option for its kind. 'bank': the running
   * banks are charged, each awaited seat's bank gets its increment and starts running, and the prompt lasts until the
   * first of them is empty. 'none', and an option of 0: no clock, but a silent seat is still answered after the
   * server's idle limit, or one player could hold a match forever; the deadline the clients see is the one the room keeps.
   */
  private deadlineMs(p: Awaiting, now: number): number {
    const { state, settings } = this.room;
    const idleMs = settings.idleLimitS * 1000;
    this.stopBanks(now);
    if (state.clock === 'bank') {
      let ms = idleMs;
      for (const seat of p.seats) {
        const s = state.seats[seat];
        s.assign({ bankMs: s.bankMs + state.options.bankAddS * 1000, bankSince: now });
        ms = Math.min(ms, s.bankMs);
      }
      return ms;
    }
    const chosen =
      state.clock === 'none'
        ? 0
        : p.kind === 'reaction'
          ? state.options.reactionDeadlineS
          : state.options.turnDeadlineS;
    return chosen > 0 ? Math.min(chosen * 1000, idleMs) : idleMs;
  }

  /**
   * `seat` asks for more time for the open prompt `id` (WCAG 2.2.1 "Timing adjustable"; docs/online.md "Clocks"): once
   * per prompt, for a seat the prompt awaits, in a timed match, the deadline moves by the prompt's whole window (+100 %)
   * up to the host's `extensionMaxS`; a time bank grows by as much, so the deadline stays where the bank empties.
   * Returns the refusal (which changes nothing), or the extension for the room to say in every client's log with the
   * deadline's timer moved.
   */
  extend(seat: Seat, id: string): ErrorReply | { extension: ClockExtension; decided: ClockDecision[] } {
    const { state } = this.room;
    const p = this.prompt;
    if (!p || p.id !== id || state.prompt.id !== id)
      return roomError('prompt/stale', `prompt ${id} is no longer open (now: ${p?.id || 'none'})`);
    if (!p.seats.includes(seat))
      return roomError('clock/not_your_prompt', `prompt ${id} awaits seat ${p.seats.join(', ')}, not seat ${seat}`);
    if (state.clock === 'none')
      return roomError('clock/untimed', 'this match has no clock: there is no time to extend');
    const maxMs = state.options.extensionMaxS * 1000;
    if (maxMs <= 0) return roomError('clock/extensions_off', 'the host turned extensions off (extensionMaxS is 0)');
    if (state.prompt.extended) return roomError('clock/extended', `prompt ${id} has had its one extension`);
    const addedMs = Math.min(this.windowMs, maxMs);
    const deadline = state.prompt.deadline + addedMs;
    if (state.clock === 'bank') for (const s of p.seats) state.seats[s].bankMs += addedMs;
    state.prompt.assign({ deadline, extended: true });
    const decided: ClockDecision[] = [
      { kind: 'wait', timer: 'deadline', ms: Math.max(0, deadline - Date.now()), prompt: id },
    ];
    return { extension: { seat, kind: p.kind, addedMs }, decided };
  }

  /** Charges every running bank up to `now` and stops it. */
  private stopBanks(now: number): void {
    for (const s of this.room.state.seats) {
      if (s.bankSince <= 0) continue;
      s.assign({ bankMs: Math.max(0, s.bankMs - (now - s.bankSince)), bankSince: 0 });
    }
  }

  /**
   * The only connection of `seat`'s holder is gone (the room keeps the seat for its reconnection window). If the open
   * prompt awaits that seat, its clock stops: the deadline everyone sees moves to the latest it can be (what was left,
   * plus what is left of the pause budget), and `seatBack` brings it back to what was left (issue 28: a reload 10 s
   * before the end of a reaction window lost the answer). Bots and a prompt without a clock are not concerned.
   */
  seatAway(seat: Seat): ClockDecision[] {
    const p = this.prompt;
    const ps = this.room.state.prompt;
    if (
      !p ||
      !p.seats.includes(seat) ||
      this.away.has(seat) ||
      ps.id !== p.id ||
      ps.deadline <= 0 ||
      this.room.state.clock === 'none'
    )
      return [];
    const now = Date.now();
    if (this.away.size === 0) this.remainingAtPause = Math.max(0, ps.deadline - now);
    this.away.set(seat, now);
    return this.setDeadline(now + this.remainingAtPause + this.pauseLeftMs());
  }

  /** `seat`'s holder is connected again: once no awaited seat is away, the clock goes on from what was left. */
  seatBack(seat: Seat): ClockDecision[] {
    const since = this.away.get(seat);
    if (since === undefined) return [];
    this.away.delete(seat);
    if (this.away.size > 0) return [];
    const now = Date.now();
    this.pausedMs += now - since;
    const s = this.room.state.seats[seat];
    if (s.bankSince > 0) s.bankSince = Math.min(now, s.bankSince + (now - since)); // its bank did not run either
    return this.setDeadline(now + this.remainingAtPause);
  }

  /** What is left of the open prompt's pause budget: AWAY_PAUSE_MAX_S, within the room's reconnection window. */
  private pauseLeftMs(): number {
    const max = Math.min(AWAY_PAUSE_MAX_S, this.room.state.options.reconnectS) * 1000;
    return Math.max(0, max - this.pausedMs);
  }

  /** A seat whose holder's connection is gone and waits the reconnection window. */
  private isAway(seat: Seat): boolean {
    const s = this.room.state.seats[seat];
    return s.holder !== '' && !s.connected && !s.bot;
  }

  /** Moves the open prompt's deadline (the one everyone sees, and the timer). */
  private setDeadline(at: number): ClockDecision[] {
    const p = this.prompt;
    if (!p) return [];
    this.room.state.prompt.deadline = at;
    return [{ kind: 'wait', timer: 'deadline', ms: Math.max(0, at - Date.now()), prompt: p.id }];
  }

  /** Nothing is awaited any more: timers off, the prompt cleared in the state. */
  close(): ClockDecision[] {
    this.stopBanks(Date.now());
    this.prompt = null;
    this.room.state.prompt.assign({ id: '', kind: '', deadline: 0, extended: false });
    this.room.state.prompt.seats.clear();
    return [
      { kind: 'cancel', timer: 'deadline' },
      { kind: 'cancel', timer: 'bots' },
    ];
  }

  /** Deadline: each seat still awaited gets the engine's default command, applied as an ordinary command. */
  private expire(id: string): ClockDecision[] {
    if (this.prompt?.id !== id || !this.room.match()) return [];
    return this.expireNext(id, this.prompt.seats);
  }

  /** The deadline's pass goes on with `seats[0]` (the default on the state now), while prompt `id` is still open. */
  private expireNext(id: string, seats: readonly Seat[]): ClockDecision[] {
    if (seats.length === 0 || this.prompt?.id !== id) return [];
    const [seat, ...rest] = seats;
    const current = this.room.match()!;
    return [
      {
        kind: 'play',
        seat,
        command: current.rules.defaultCommand(current.game, seat),
        by: 'timeout',
        prompt: id,
        rest,
      },
    ];
  }

  /**
   * The bots awaited by prompt `id` answer it, one seat after another (`seats`: those of this pass still to answer). A
   * brain may answer later (a worker thread): the prompt and the seat are checked again when it does, so a late answer
   * to a prompt closed meanwhile is dropped.
   */
  private playBots(id: string, seats: readonly Seat[]): ClockDecision[] {
    if (this.prompt?.id !== id || !this.room.match()) return [];
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i];
      if (this.prompt?.id !== id || !this.room.state.seats[seat].bot) continue;
      const rest = seats.slice(i + 1);
      const { rules, game, commandCount } = this.room.match()!;
      // A bot gets at most BOT_COMMANDS_PER_PROMPT commands per prompt, then the default answer (it cannot stall a game).
      if (this.botPromptId !== id) {
        this.botPromptId = id;
        this.botCommands = 0;
      }
      const tired = ++this.botCommands > BOT_COMMANDS_PER_PROMPT;
      const decided = tired ? rules.defaultCommand(game, seat) : this.think(rules, game, seat, commandCount);
      const play = (command: Command | null): ClockDecision[] => {
        const now = this.room.match();
        if (this.prompt?.id !== id || !now || now.game !== game || !this.room.state.seats[seat].bot) return [];
        return [{ kind: 'play', seat, command, by: 'bot', prompt: id, rest }];
      };
      // A brain that answers at once is not awaited: the command then goes in the same turn of the event loop.
      return decided instanceof Promise ? [{ kind: 'think', answer: decided.then(play) }] : play(decided);
    }
    return [];
  }

  /** The brain's command for `seat`; when it fails (an error in a plugin's bot advice), the engine's default, logged. */
  private think(rules: Engine, game: GameState, seat: Seat, salt: number): Command | null | Promise<Command | null> {
    const fallback = (e: unknown) => {
      console.error(`[battle ${this.room.roomId()}] bot for seat ${seat} failed; using the default`, e);
      return rules.defaultCommand(game, seat);
    };
    try {
      const s = this.room.state;
      const named = s.seats[seat].botLevel || s.options.botLevel;
      const decided = this.brain({ rules, game, seat, salt, level: isBotLevel(named) ? named : 'normal' });
      return decided instanceof Promise ? decided.catch(fallback) : decided;
    } catch (e) {
      return fallback(e);
    }
  }
}
