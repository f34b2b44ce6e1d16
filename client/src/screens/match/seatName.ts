import type { Language } from '../../i18n';
import { translate } from '../../i18n';

/**
 * A seat's name for the screen. The server names the bots it seats "Bot N" (records and logs keep that); a reader sees
 * them in their own language ("机器人 3"). A person's name, or a player's seat a bot took over, is shown as given.
 */
export function seatName(seat: { seat: number; name: string; bot: boolean }, lang: Language): string {
  if (seat.bot && (seat.name === '' || seat.name === `Bot ${seat.seat + 1}`)) return `${translate(lang, 'room.bot')} ${seat.seat + 1}`;
  return seat.name;
}
