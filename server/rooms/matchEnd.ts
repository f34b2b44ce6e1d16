/**
 * How a match's end is recorded (the record's end line, the room's `endReason`): with its reason when it is not a leader's
 * death — the room's own idle end, the engine's O-53 draw after quiet rounds of the Final Judgment, a concession (O-54)
 * or an agreed draw (O-55) — else as the engine's winner alone.
 */
import { gameEndReason, type GameState } from '../engine';

/** An end recorded with its reason. */
export type RoomEnd =
  | { abandoned: true; reason: 'idle' }
  | { winner: 'draw'; reason: 'quiet' | 'agreed' }
  | { winner: 'red' | 'blue'; reason: 'concede' };

/**
 * The end to record when no prompt follows: the room's idle end first, then the engine's reasons (the O-53 quiet draw,
 * an O-54 concession, an O-55 agreed draw); undefined for a winner by a leader's death.
 */
export function matchEnd(game: GameState, idle: boolean): RoomEnd | undefined {
  if (idle) return { abandoned: true, reason: 'idle' };
  const reason = gameEndReason(game);
  if (reason === 'quiet' || reason === 'agreed') return { winner: 'draw', reason };
  if (reason === 'concede' && (game.winner === 'red' || game.winner === 'blue')) return { winner: game.winner, reason };
  return undefined;
}
