/**
 * What survives a reload: the reconnection token of the current connection (sessionStorage: it belongs to this tab) and
 * the seat tokens per room (localStorage: they reclaim a seat from another tab or after a server restart), plus the
 * player's display name.
 */
const NAME_KEY = 'ifera:name';
const reconnectKey = (code: string) => `ifera:reconnect:${code}`;
const seatsKey = (code: string) => `ifera:seats:${code}`;
const PLAYING_MATCH_KEY = 'ifera:playingMatch';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage disabled (private mode): play on without it
  }
}

/** The stored display name, or ''. */
export function loadName(): string {
  return safe(() => localStorage.getItem(NAME_KEY) ?? '', '');
}

/** Remembers the display name. */
export function saveName(name: string): void {
  safe(() => localStorage.setItem(NAME_KEY, name), undefined);
}

/** The latest reconnection token for a room in this tab. */
export function loadReconnectToken(code: string): string | null {
  return safe(() => sessionStorage.getItem(reconnectKey(code)), null);
}

/** Stores the reconnection token (it changes on every connection). */
export function saveReconnectToken(code: string, token: string): void {
  safe(() => sessionStorage.setItem(reconnectKey(code), token), undefined);
}

/** Forgets the reconnection token (after a consented leave). */
export function clearReconnectToken(code: string): void {
  safe(() => sessionStorage.removeItem(reconnectKey(code)), undefined);
}

/** Seat tokens held for a room, by seat. */
export function loadSeatTokens(code: string): Record<number, string> {
  return safe(() => JSON.parse(localStorage.getItem(seatsKey(code)) ?? '{}') as Record<number, string>, {});
}

/** Stores one seat token. */
export function saveSeatToken(code: string, seat: number, token: string): void {
  const all = loadSeatTokens(code);
  all[seat] = token;
  safe(() => localStorage.setItem(seatsKey(code), JSON.stringify(all)), undefined);
}

/** The room of the match in progress this browser holds seats in, if any (the home page offers the way back to it). */
export function loadPlayingMatch(): string | null {
  return safe(() => localStorage.getItem(PLAYING_MATCH_KEY), null);
}

/** Remembers the room of the match being played, until it ends. */
export function savePlayingMatch(code: string): void {
  safe(() => localStorage.setItem(PLAYING_MATCH_KEY, code), undefined);
}

/** Forgets it (the match ended, its room is gone, or the player dismissed the offer). */
export function clearPlayingMatch(): void {
  safe(() => localStorage.removeItem(PLAYING_MATCH_KEY), undefined);
}
