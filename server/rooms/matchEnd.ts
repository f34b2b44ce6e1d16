/**
 * How a match's end is recorded (the record's end line, the room's `endReason`): with its reason when it is not a leader's
 * death — the room's own idle end, or the engine's O-53 draw after quiet rounds of the Final Judgment — else as the
 * engine's winner alone.
 */
import { gameEndReason, type GameState } from '../engine';

/** An end recorded with its reason. */
export type RoomEnd = { abandoned: true; reason: 'idle' } | { winner: 'draw'; reason: 'quiet' };

/** The end to record when no prompt follows: the room's idle end first, then the engine's quiet draw; undefined for a winner. */
export function matchEnd(game: GameState, idle: boolean): RoomEnd | undefined {
  if (idle) return { abandoned: true, reason: 'idle' };
  return gameEndReason(game) === 'quiet' ? { winner: 'draw', reason: 'quiet' } : undefined;
}
