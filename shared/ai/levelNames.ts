/**
 * The bot levels' names (issue 32, docs/bot.md), plain data with no engine import: a screen or a message parser that
 * only names a level (the room's options, the seat's "Bot · strong") does not load the bot with it.
 */
export const BOT_LEVELS = ['gentle', 'normal', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(value: unknown): value is BotLevel {
  return typeof value === 'string' && (BOT_LEVELS as readonly string[]).includes(value);
}
