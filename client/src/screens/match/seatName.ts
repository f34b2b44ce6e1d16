import type { Language } from '../../i18n';
import { translate } from '../../i18n';
import type { BotLevel } from '../../../../shared/ai/levelNames';

/**
 * A seat's name for the screen. The server names the bots it seats "Bot N" (records and logs keep that); a reader sees
 * them in their own language ("机器人 3"), with the bot's level ("Bot 3 · strong"). A person's name, or a player's seat
 * a bot took over, is shown as given (the level after it).
 */
export function seatName(
  seat: { seat: number; name: string; bot: boolean; botLevel?: BotLevel | '' },
  lang: Language,
): string {
  const level = seat.bot && seat.botLevel ? ` · ${translate(lang, `bot.level.${seat.botLevel}`)}` : '';
  if (seat.bot && (seat.name === '' || seat.name === `Bot ${seat.seat + 1}`))
    return `${translate(lang, 'room.bot')} ${seat.seat + 1}${level}`;
  return `${seat.name}${level}`;
}
