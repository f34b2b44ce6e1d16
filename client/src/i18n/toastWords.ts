/**
 * A room's or the engine's refusal in the player's language (issue 13): words by code — room and connection codes
 * (docs/online.md "Error codes") as `toast.<code>`, engine codes (shared/rules/errors.ts) as `err.<code>` — never the raw
 * code. Seats named in the server's message (counted from 0 on the wire) are shown counted from 1, as on the screen.
 */
import type { UiKey } from './en';
import { translate, type Language } from './index';
import { hasUiString } from './tables';

/** The seat numbers a room message names ("seats 0, 2 are not ready"), counted from 0. */
export function seatsInMessage(message: string): number[] {
  const m = /\bseats? ((?:\d+)(?:, \d+)*)/.exec(message);
  return m ? m[1].split(',').map((x) => Number(x.trim())) : [];
}

export function toastText(code: string, message: string, lang: Language): string {
  const t = (key: UiKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const seats = seatsInMessage(message).map((s) => t('room.seat', { n: s + 1 }));
  if (code === 'room/not_ready' && seats.length) return t('toast.room/not_ready.seats', { seats: seats.join(', ') });
  if (code === 'room/seats_empty')
    return `${t('toast.room/seats_empty', { option: t('room.botsForEmpty') })}${seats.length ? ` (${seats.join(', ')})` : ''}`;
  // Colyseus's matchmaking refusal of a room id: no such room, or a full one (locked at its client limit).
  if (code === 'net/4212') return t(/ is locked$/.test(message) ? 'toast.room/full' : 'toast.room/not_found');
  // The loaded tables, not the page's entry alone: the words of the match around the game load with their screens.
  if (hasUiString(`toast.${code}`)) return t(`toast.${code}` as UiKey);
  if (hasUiString(`err.${code}`)) return t(`err.${code}` as UiKey);
  return t('toast.other');
}
