/**
 * Who must answer what now (docs/architecture.md "The engine contract"): the active seat's turn, or the seat of a pending decision, each
 * with an id for the prompt so a room can attach a deadline and drop stale answers.
 */
import type { GameState, Pending, Seat } from './state';

/** The kinds of prompt a room waits on ('reaction' arrives with issue #4). */
export type AwaitKind = 'turn' | Pending['kind'] | 'reaction';

/** What the match waits for: `id` is unique per prompt; `prompt` is the number a `choose`/`place` answer must quote. */
export type Awaiting = { id: string; kind: AwaitKind; seats: Seat[]; prompt: number | null; unit: string | null };

/** Which seat(s) must answer what now; null when the game is over. */
export function awaiting(state: GameState): Awaiting | null {
  if (state.stage === 'over') return null;
  const p = state.pending;
  if (p)
    return {
      id: `prompt:${p.id}`,
      kind: p.kind,
      seats: [p.seat],
      prompt: p.id,
      unit: 'unit' in p ? p.unit : state.seats[p.seat],
    };
  if (state.turn) {
    const u = state.units[state.turn.unit];
    return { id: `turn:${state.counters.turn}`, kind: 'turn', seats: [u.seat], prompt: null, unit: u.id };
  }
  return null;
}
