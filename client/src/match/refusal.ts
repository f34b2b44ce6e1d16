/**
 * Why the engine would refuse a command, asked of the engine itself: the command is applied to a copy of the seat's
 * view and only the typed error is kept (applyCommand is pure, so nothing changes). The client words the code.
 */
import { applyCommand, type Command, type GameState, type RuleError, type Seat } from '../../../shared/rules';

export function refusalOf(state: GameState, seat: Seat, command: Command): RuleError | null {
  try {
    const r = applyCommand(state, seat, command);
    return r.ok ? null : r.error;
  } catch {
    return null; // a view the engine cannot run (hidden information): no reason to give
  }
}
