// A whole bot game from createMatch (draft, campfire and placement included): the bot picks every seat's command, and
// one the engine refuses is replaced by the engine's default. Shared by the bot's own tests and the determinism fixture.
import { chooseBotCommand } from '../../../shared/ai';
import * as rules from '../../../shared/rules';

/** Plays `variant` with `seed` to its end (or 2,000 commands): the final state, how many bot commands were refused. */
export function playOut(
  variant: 'beginner' | 'standard',
  seed: number,
): { state: rules.GameState; refused: number; commands: number } {
  let state = rules.createMatch({ variant, seed });
  let refused = 0;
  let commands = 0;
  for (; commands < 2000; commands++) {
    const a = rules.awaiting(state);
    if (!a) break;
    const seat = a.seats[0];
    const command = chooseBotCommand(rules, state, seat, commands) ?? rules.defaultCommand(state, seat);
    const r = rules.applyCommand(state, seat, command);
    if (r.ok) {
      state = r.state;
      continue;
    }
    refused++;
    const d = rules.applyCommand(state, seat, rules.defaultCommand(state, seat));
    if (!d.ok) throw new Error(`${variant} ${seed} stuck: ${d.error.code}`);
    state = d.state;
  }
  return { state, refused, commands };
}
