export { chooseBotCommand, type BotRules } from './chooseBotCommand';
