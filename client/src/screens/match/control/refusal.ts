/**
 * Why the engine would refuse a command, asked of the engine itself: the command is applied to a copy of the seat's
 * view and only the typed error is kept (applyCommand is pure, so nothing changes). The client words the code.
 */
import type { Command, GameState, RuleError, Seat } from '../../../../../shared/rules';
import { engineModule } from './engine';

export function refusalOf(state: GameState, seat: Seat, command: Command): RuleError | null {
  try {
    const r = engineModule.get()?.applyCommand(state, seat, command); // in whenever the screen has a `legal` to ask about
    return !r || r.ok ? null : r.error;
  } catch {
    return null; // a view the engine cannot run (hidden information): no reason to give
  }
}
