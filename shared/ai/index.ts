export { chooseBotCommand, scoreBotCommands, type BotRules, type ScoredCommand } from './chooseBotCommand';
export type { SearchRules } from './botRules';
export { chooseSearchCommand, searchCommands, type SearchOptions, type SearchResult } from './searchBot';
export { BOT_LEVELS, STRONG_SEARCH, chooseLevelCommand, decideForSeat, isBotLevel, type BotLevel } from './botLevels';
export { playLevelGame, type LevelGame, type LevelGameOptions } from './playLevelGame';
