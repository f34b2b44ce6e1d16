/**
 * This browser's finished matches (issue 28 "Match history"): kept in localStorage beside the seat tokens that already
 * tie this browser to its seats, with no account. Written once by the result dialog when a match this browser played
 * ends; the home page lists them with a link to each replay (GET /api/matches/:id stays the public record).
 */
const HISTORY_KEY = 'ifera:history';
/** The newest matches kept (older ones leave the list; their replays stay on the server). */
export const HISTORY_LIMIT = 50;

/** A character as the list names it, in both languages (the home page does not load the game's content). */
export type HistoryName = { en: string; zh: string };

/** One finished match of this browser. */
export type HistoryEntry = {
  matchId: string;
  /** The room's code (a rematch names the room it came from: the result dialog links back to its replay). */
  code: string;
  endedAt: number;
  /** The engine's winner. */
  winner: 'red' | 'blue' | 'draw' | null;
  /** Why it ended: '' or 'leader' (a leader died), 'quiet', 'concede', 'agreed', 'idle'. */
  reason: string;
  /** This browser's team, or null for a spectator. */
  team: 'red' | 'blue' | null;
  /** The characters by seat (null: none drafted), the ones this browser played marked. */
  characters: { seat: number; team: 'red' | 'blue'; name: HistoryName; mine: boolean }[];
};

function isEntry(x: unknown): x is HistoryEntry {
  const e = x as HistoryEntry;
  return (
    !!e &&
    typeof e.matchId === 'string' &&
    typeof e.code === 'string' &&
    typeof e.endedAt === 'number' &&
    Array.isArray(e.characters)
  );
}

/** The stored matches, newest first; [] without storage or with damaged data. */
export function loadHistory(): HistoryEntry[] {
  try {
    const list = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Adds a finished match once (its id is the key), newest first, keeping HISTORY_LIMIT. */
export function saveHistoryEntry(entry: HistoryEntry): void {
  const list = loadHistory();
  if (list.some((e) => e.matchId === entry.matchId)) return;
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify([entry, ...list].slice(0, HISTORY_LIMIT)));
  } catch {
    // no storage (private mode): the match is not listed
  }
}
