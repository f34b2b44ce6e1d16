import { teamOf, type Awaiting, type Command, type Engine, type GameEvent, type GameState, type Seat } from '../engine';
import type { MatchLog, OfferLine } from '../records/matchRecord';
import { matchEnd, type RoomEnd } from './matchEnd';
import type { ErrorReply } from './messages';
import type { CommandSource } from './PromptClock';

/** What one accepted command changed: the state before and after it, and the engine's events. */
export type MatchChange = { seat: Seat; by: CommandSource; before: GameState; after: GameState; events: GameEvent[] };

/** What the match awaits after a change: the next prompt, or its end (with its reason when not a leader's death). */
export type MatchNext = { prompt: Awaiting } | { ended: RoomEnd | undefined };

/**
 * A running match: the engine, its state, the count of commands and the record being written. The room asks it to
 * apply a command and hands what changed to its parts; nothing else changes the engine state. It holds no rule: what
 * is legal, what a deadline submits and who wins are the engine's answers, which it only asks and records.
 */
export class LiveMatch {
  constructor(
    readonly rules: Engine,
    private state: GameState,
    private commands: number,
    /** The match record (docs/online.md "Records"), appended to as the match goes. */
    readonly log: MatchLog,
  ) {}

  /** The engine state now. */
  get game(): GameState {
    return this.state;
  }

  /** How many commands the match has taken (the record's next command index; the bots' salt). */
  get commandCount(): number {
    return this.commands;
  }

  /**
   * Applies one engine command for a seat: the engine's error (nothing changed), or what changed. An accepted command
   * is the new state and one more line of the record.
   */
  apply(seat: Seat, command: unknown, by: CommandSource): MatchChange | ErrorReply {
    const before = this.state;
    const result = this.rules.applyCommand(before, seat, command);
    if (!result.ok) return { ...result.error };
    this.state = result.state;
    this.log.append({ t: 'cmd', i: this.commands++, seat, by, command, at: Date.now() });
    return { seat, by, before, after: result.state, events: result.events };
  }

  /** Undo: the match back at `to`, one command fewer; the record says so. */
  rewind(seat: Seat, to: GameState): void {
    this.state = to;
    this.commands--;
    this.log.append({ t: 'undo', i: this.commands, seat, at: Date.now() });
  }

  /** The next prompt, or the end: the room's idle end when `idle` (every seat silent), else the engine's. */
  next(idle: boolean): MatchNext {
    const prompt = idle ? null : this.rules.awaiting(this.state);
    return prompt ? { prompt } : { ended: matchEnd(this.state, idle) };
  }

  /** The engine's answer for `seat` when nobody gives one (a deadline, a tired or failed bot). */
  defaultCommand(seat: Seat): Command | null {
    return this.rules.defaultCommand(this.state, seat);
  }

  /** The engine's team of a seat (its character's, or during the draft its dealt relic's); null when it has none yet. */
  teamOf(seat: Seat): ReturnType<typeof teamOf> {
    return teamOf(this.state, seat);
  }

  /** The engine's round now. */
  get round(): number {
    return this.state.round;
  }

  /**
   * The number a room's own log line takes to sit just after the events so far (a timeout, an offer, a clock
   * extension): between the last event's number and the next one's.
   */
  get lineNumber(): number {
    return this.state.counters.event + 0.5;
  }

  /** Writes an offer's line (a concession or draw offer and its answers) into the record. */
  recordOffer(line: Omit<OfferLine, 't'>): void {
    this.log.append({ t: 'offer', ...line });
  }

  /**
   * The match is over: its end line (`ended`, else the engine's winner), and the record closed; resolves once the
   * line is on disk.
   */
  end(ended: RoomEnd | undefined): Promise<void> {
    this.log.append({ t: 'end', at: Date.now(), result: ended ?? this.state.winner });
    return this.log.close();
  }

  /** Everyone left a match in play: it will not be restored. */
  abandon(): void {
    this.log.append({ t: 'end', at: Date.now(), result: { abandoned: true } });
  }
}
