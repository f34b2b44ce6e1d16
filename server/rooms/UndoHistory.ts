import type { Client } from '@colyseus/core';
import { undoCheck, undoPoint, type GameEvent, type GameState, type Seat, type UndoEntry } from '../engine';
import { isSeat, roomError as err, type ErrorReply } from './messages';
import type { CommandSource } from './PromptClock';
import type { BattleState } from './schema/BattleState';

/** Most commands kept for undo (a turn has far fewer that can be taken back). */
const KEPT = 64;

/**
 * A line every client's log shows that is the room's, not the engine's (a timeout, an undo, a clock extension with the
 * milliseconds it added): public, never secret.
 */
export type RoomLogLine = {
  type: 'timeout' | 'undo' | 'extended';
  seat: Seat;
  kind?: string;
  n: number;
  addedMs?: number;
};

/** What undo reads of its room. */
export type UndoRoom = {
  readonly state: BattleState;
  /** Whether a match is being played (started or restored). */
  started(): boolean;
  seatsOf(sessionId: string): Seat[];
};

/** An undo granted: the seat whose command is taken back, the state the match returns to, and its log line. */
export type UndoDecision = { seat: Seat; to: GameState; line: RoomLogLine };

/**
 * The room's side of undo (docs/online.md "Undo"): the turn's accepted commands, and the `undo` message that takes the
 * seat's last one back. What may be taken back is the engine's ruling (shared/rules/undo.ts `undoCheck`, `undoPoint`);
 * the history only keeps the states and answers with its decision, which the room carries out (the match rewound, the
 * line said in every client's log, the state sent).
 */
export class UndoHistory {
  /** This turn's accepted commands, oldest first. */
  private history: UndoEntry[] = [];

  constructor(private readonly room: UndoRoom) {}

  /** Keeps what undo needs: a player's command the engine says may be taken back, on top of the turn's others. */
  remember(seat: Seat, by: CommandSource, before: GameState, after: GameState, events: GameEvent[]): void {
    const check =
      by === 'player'
        ? undoCheck(before, after, events, seat)
        : ({ ok: false, reason: 'not_your_turn', ruleId: 'R-MOVE-1' } as const);
    // A command that cannot be taken back makes every earlier one final too.
    if (!check.ok) this.history = [];
    this.history.push({ seat, before, check });
    if (this.history.length > KEPT) this.history.shift();
  }

  /** `undo` `{ seat? }`: the seat's last command taken back when the engine allows it, else the refusal. */
  undo(client: Client, msg: unknown): ErrorReply | UndoDecision {
    if (msg !== undefined && (typeof msg !== 'object' || msg === null || Array.isArray(msg)))
      return err('net/bad_payload', 'expected { seat?: 0..3 }');
    const asked = (msg as { seat?: unknown } | undefined)?.seat;
    if (asked !== undefined && !isSeat(asked)) return err('net/bad_payload', 'seat must be 0..3');
    if (this.room.state.phase !== 'playing' || !this.room.started())
      return err('room/not_started', 'there is nothing to undo outside a match');
    const held = this.room.seatsOf(client.sessionId);
    const seat = asked ?? held.find((s) => this.history.at(-1)?.seat === s) ?? held[0];
    if (seat === undefined) return err('seat/none', 'take a seat first');
    if (!held.includes(seat)) return err('seat/not_yours', `you do not hold seat ${seat}`);
    const point = undoPoint(this.history, seat);
    if (!point.ok) {
      const code = point.reason === 'nothing_to_undo' ? 'undo/none' : 'undo/refused';
      return { code, message: `cannot undo: ${point.reason.replace(/_/g, ' ')}`, ruleId: point.ruleId };
    }
    this.history.pop();
    // The undone command's events were numbered after the state it returns to: the line sits between the two.
    return { seat, to: point.state, line: { type: 'undo', seat, n: point.state.counters.event + 0.5 } };
  }
}
