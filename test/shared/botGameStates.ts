// A whole bot game as the list of its states, for tests and benchmarks that replay what a room would see after each
// command (the leaf encoding, the projection, a client's decoder).
import { chooseBotCommand } from '../../shared/ai';
import * as rules from '../../shared/rules';

/** The states of a game every seat of which a bot plays: the start, then the state after each command (at most `cap`). */
export function botGameStates(variant: 'beginner' | 'standard', seed: number, cap: number): rules.GameState[] {
  let game = rules.createMatch({ variant, seed });
  const states = [game];
  for (let n = 0; n < cap; n++) {
    const awaited = rules.awaiting(game);
    if (!awaited || game.stage === 'over') break;
    const seat = awaited.seats[0];
    const result = rules.applyCommand(
      game,
      seat,
      chooseBotCommand(rules, game, seat, n) ?? rules.defaultCommand(game, seat),
    );
    if (!result.ok) throw new Error(`bot command refused: ${result.error.code}`);
    game = result.state;
    states.push(game);
  }
  return states;
}
