/**
 * The command a room submits when a seat's deadline expires (docs/online.md): the first option of a pending
 * decision (first free campfire cell facing 0 for a placement), or ending the turn. Null when the seat owes nothing.
 */
import type { Command } from './commands';
import type { GameState, Seat } from './state';

/** The default answer for `seat` now, or null. */
export function defaultCommand(state: GameState, seat: Seat): Command | null {
  if (state.stage === 'over') return null;
  const p = state.pending;
  if (p) {
    if (p.seat !== seat) return null;
    if (p.kind === 'place')
      return p.cells.length > 0 ? { type: 'place', prompt: p.id, cell: p.cells[0], facing: 0 } : null;
    if (p.kind === 'reaction') return { type: 'pass', prompt: p.id }; // silence means no reaction (docs/rules-decisions.md "Reactions and chains")
    return { type: 'choose', prompt: p.id, option: 0 };
  }
  if (state.turn && state.units[state.turn.unit].seat === seat) return { type: 'endTurn' };
  return null;
}
