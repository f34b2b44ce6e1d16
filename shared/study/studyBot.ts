// The bots a study can seat (the report names the one that played). Every seat of a game plays the same bot.
import { chooseBotCommand } from '../ai';
import { legalCommands, type Command, type GameState, type Seat } from '../rules';

/** 'heuristic': shared/ai's chooseBotCommand, the bot of quick play and bot seats. */
export const STUDY_BOTS = ['heuristic'] as const;
export type StudyBot = (typeof STUDY_BOTS)[number];

const RULES = { legalCommands: (s: GameState, seat: Seat) => legalCommands(s, seat) };

/** The command `bot` plays for `seat`, or null when the engine lists none. */
export function studyBotCommand(bot: StudyBot, state: GameState, seat: Seat, salt: number): Command | null {
  switch (bot) {
    case 'heuristic':
      return chooseBotCommand(RULES, state, seat, salt);
  }
}
