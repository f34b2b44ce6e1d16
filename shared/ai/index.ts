export { chooseBotCommand, scoreBotCommands, type BotRules, type ScoredCommand } from './chooseBotCommand';
