// The bots a study can seat (the report names the one that played). Every seat of a game plays the same bot.
import { chooseBotCommand, decideForSeat } from '../ai';
import { legalCommands, standardEngine, type Command, type GameState, type Seat } from '../rules';

/**
 * 'heuristic': shared/ai's chooseBotCommand on the whole state; 'gentle', 'normal', 'strong': the bot levels
 * (docs/bot.md), each deciding from its seat's view (strong searches, about a second a decision).
 */
export const STUDY_BOTS = ['heuristic', 'gentle', 'normal', 'strong'] as const;
export type StudyBot = (typeof STUDY_BOTS)[number];

const RULES = { legalCommands: (s: GameState, seat: Seat) => legalCommands(s, seat) };

/** The command `bot` plays for `seat`, or null when the engine lists none. */
export function studyBotCommand(bot: StudyBot, state: GameState, seat: Seat, salt: number): Command | null {
  switch (bot) {
    case 'heuristic':
      return chooseBotCommand(RULES, state, seat, salt);
    case 'gentle':
    case 'normal':
    case 'strong':
      return decideForSeat(standardEngine, state, seat, bot, salt);
  }
}
