import type { BotRules } from './chooseBotCommand';
import type { Engine } from '../rules/engine';

/** The engine functions a search needs beyond the heuristic's: it plays futures (the standard engine is one). */
export type SearchRules = BotRules & Pick<Engine, 'applyCommand' | 'awaiting' | 'defaultCommand'>;
