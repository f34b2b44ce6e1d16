/**
 * What the room tells this client beyond the state (docs/online.md "Team chat and pings", "Rematch"): the team's chat
 * lines and pings (only a team's clients ever receive them), the room's own log lines (a timeout, an undo), and the
 * rematch offer. Listeners are attached to each room the store joins (roomStore attach).
 */
import { create } from 'zustand';
import type { Room } from 'colyseus.js';
import type { GameEvent } from '../../../shared/rules';
import type { TeamChat, TeamPing } from '../../../shared/wire/teamTalk';
import { navigate } from '../nav/route';
import { saveSeatToken } from './storage';

/** A line the room writes into the log (not the engine's): `n` places it among the engine's events. */
export type RoomLogEntry = {
  type: 'timeout' | 'undo' | 'extended' | 'offer';
  seat: number;
  kind?: string;
  n: number;
  at: number;
  addedMs?: number;
  /** An offer's line: the asking team and the answer ('offered' | 'accepted' | 'declined' | 'expired'). */
  team?: string;
  answer?: string;
};

const MAX_CHATS = 100;
const MAX_PINGS = 12;

export type TalkState = {
  chats: TeamChat[];
  pings: (TeamPing & { received: number })[];
  /** Seats whose talk this player hides (client side only; stored per browser). */
  muted: number[];
  toggleMute: (seat: number) => void;
  clear: () => void;
};

const MUTED_KEY = 'ifera:muted';

function loadMuted(): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(MUTED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}

/** The team talk this client received. */
export const useTalk = create<TalkState>()((set, get) => ({
  chats: [],
  pings: [],
  muted: loadMuted(),
  toggleMute: (seat) => {
    const muted = get().muted.includes(seat) ? get().muted.filter((s) => s !== seat) : [...get().muted, seat];
    try {
      localStorage.setItem(MUTED_KEY, JSON.stringify(muted));
    } catch {
      // no storage: muted for this page only
    }
    set({ muted });
  },
  clear: () => set({ chats: [], pings: [] }),
}));

/**
 * The log with a room line merged in. An undo takes back the engine events numbered after the state it returned to
 * (the next command reuses those numbers), so they leave the log; the line saying so stays.
 */
export function withRoomLog(events: GameEvent[], entry: RoomLogEntry): GameEvent[] {
  const kept = entry.type === 'undo' ? events.filter((e) => e.n < entry.n || !Number.isInteger(e.n)) : events;
  return [...kept, entry as unknown as GameEvent].sort((a, b) => a.n - b.n);
}

/** Attaches the team-talk, room-log and rematch listeners to a joined room. */
export function listenTogether(room: Room, addLog: (entry: RoomLogEntry) => void): void {
  useTalk.getState().clear();
  room.onMessage('team:chat', (m: TeamChat) => {
    if (useTalk.getState().muted.includes(m.seat)) return;
    useTalk.setState((s) => ({ chats: [...s.chats, m].slice(-MAX_CHATS) }));
  });
  room.onMessage('team:ping', (m: TeamPing) => {
    if (useTalk.getState().muted.includes(m.seat)) return;
    useTalk.setState((s) => ({ pings: [...s.pings, { ...m, received: Date.now() }].slice(-MAX_PINGS) }));
  });
  room.onMessage('room:log', (m: RoomLogEntry) => addLog(m));
  // The rematch: keep the tokens of my seats there, and follow to the new room (one click, for everyone).
  room.onMessage('rematch', (m: { code: string; seatTokens: { seat: number; token: string }[] }) => {
    if (typeof m?.code !== 'string' || !/^[A-Za-z0-9]{4,12}$/.test(m.code)) return;
    for (const t of m.seatTokens ?? []) saveSeatToken(m.code, t.seat, t.token);
    navigate(`/play/${m.code}`);
  });
}
