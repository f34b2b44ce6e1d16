import { create } from 'zustand';
import { Client, type Room } from 'colyseus.js';
import './flatStrings'; // before any room is joined: schema strings decode flat (see the file)
import type { Command, GameEvent, GameView, Seat } from '../../../shared/rules';
import { serverEndpoint } from './endpoint';
import { toNetError, type NetError } from './errors';
import { rebuildView } from './leaves';
import { readLeaves, readSnapshot, seatsOf, type RoomOptions, type RoomSnapshot } from './roomSnapshot';
import { listenTogether, withRoomLog } from './teamTalk';
import {
  clearPlayingMatch,
  clearReconnectToken,
  loadName,
  loadPlayingMatch,
  loadReconnectToken,
  loadSeatTokens,
  saveName,
  savePlayingMatch,
  saveReconnectToken,
  saveSeatToken,
} from './storage';

/** Where the connection stands. */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'left';

/** Create options (docs/online.md "Rooms"). */
/** `layout`: a map lab layout code to play on ("Play this map"; the server checks it). */
export type CreateRoomInput = { roomName: string; name: string; layout?: string } & Partial<RoomOptions>;

/** The live room as the UI reads it: plain data and named actions (STYLE client). */
export type RoomStoreState = {
  status: ConnectionStatus;
  sessionId: string | null;
  snapshot: RoomSnapshot | null;
  /** The public game view (spectators) and each held seat's view (public + its layer), rebuilt from leaves. */
  publicView: GameView | null;
  views: Partial<Record<Seat, GameView>>;
  mySeats: Seat[];
  /**
   * Seats this client held until another tab or device took them with their seat tokens (joining the same match), while
   * it looks on; empty once it holds a seat again or joins another room.
   */
  seatsElsewhere: Seat[];
  /** Takes the seats back into this tab: joins the room again with the seat tokens this browser keeps. */
  playHere: () => Promise<void>;
  /** Engine events as they arrived (newest last, capped). */
  events: GameEvent[];
  errors: NetError[];
  /**
   * Quick play against bots; `firstGame`: no clocks, seated as a non-leader (the tutorial's first real game); `layout`: a
   * map lab layout code to play on ("Play this map"; the server checks it).
   */
  quickPlay: (
    name: string,
    opts?: { firstGame?: boolean; layout?: string; botLevel?: string },
  ) => Promise<string | null>;
  createRoom: (input: CreateRoomInput) => Promise<string | null>;
  joinByCode: (code: string, name: string) => Promise<string | null>;
  /** Back into a room after a reload: the tab's reconnection token, else a join with the stored seat tokens. */
  resume: (code: string, name: string) => Promise<boolean>;
  leave: () => Promise<void>;
  send: (type: string, payload: unknown) => void;
  /** Sends an engine command for a seat, quoting the open prompt so a stale answer is refused, not misapplied. */
  sendCommand: (seat: Seat, command: Command) => void;
  dismissError: (at: number) => void;
};

const MAX_EVENTS = 300;
/** How long a dropped client tries to get back in: a server restart and the restore of its rooms fit well inside. */
const RECONNECT_FOR_MS = 90_000;
/** How long a room may be "not found" by a server that answers before the client stops: its restore has had time. */
const MISSING_ROOM_FOR_MS = 15_000;
const MAX_ERRORS = 4;

/** How long the store waits on a server before it gives up; tests that restart a server with nothing to restore shorten it. */
export type RoomStorePatience = { missingRoomForMs: number };

/** Makes a room store over a colyseus client factory (tests pass a fake). */
export function createRoomStore(
  makeClient: () => Client = () => new Client(serverEndpoint()),
  { missingRoomForMs }: RoomStorePatience = { missingRoomForMs: MISSING_ROOM_FOR_MS },
) {
  let room: Room | null = null;
  let client: Client | null = null;
  let autoStarted = false;
  let quickPlayPending = false;

  return create<RoomStoreState>()((set, get) => {
    const fail = (raw: unknown) =>
      set((s) => ({ errors: [...s.errors, toNetError(raw, Date.now())].slice(-MAX_ERRORS) }));

    const refresh = () => {
      if (!room) return;
      const snapshot = readSnapshot(room.state);
      const { view, layers } = readLeaves(room.state);
      const mySeats = seatsOf(snapshot, room.sessionId);
      // A seat lost to another player's session (not to a bot, not given up here) went to a tab holding its token.
      const taken = get().mySeats.filter((seat) => {
        const s = snapshot.seats[seat];
        return !mySeats.includes(seat) && s !== undefined && s.holder !== '' && s.holder !== room!.sessionId && !s.bot;
      });
      const seatsElsewhere = mySeats.length > 0 ? [] : [...new Set([...get().seatsElsewhere, ...taken])];
      const publicView = view.length ? rebuildView<GameView>(view, null) : null;
      const views: Partial<Record<Seat, GameView>> = {};
      for (const seat of mySeats) {
        const layer = layers.get(seat);
        const v = layer ? rebuildView<GameView>(view, layer) : publicView;
        if (v) views[seat] = v;
      }
      set({ snapshot, publicView, views, mySeats, seatsElsewhere });
      // A match this client plays in is remembered until it ends, so the home page can offer the way back after a Leave,
      // a closed tab or a crash (the room holds the seats; seat tokens reclaim them).
      const remembered = loadPlayingMatch() === room.roomId;
      if (snapshot.phase === 'playing' && mySeats.length > 0 && !remembered) savePlayingMatch(room.roomId);
      else if (snapshot.phase === 'finished' && remembered) clearPlayingMatch();
      // Quick play: the room seats us and starts; if it waits for our ready flag, give it (the host's own seat).
      if (
        !autoStarted &&
        quickPlayPending &&
        snapshot.phase === 'lobby' &&
        mySeats.length > 0 &&
        snapshot.host === room.sessionId
      ) {
        autoStarted = true;
        room.send('ready', { ready: true });
        room.send('start', {});
      }
    };

    const attach = (r: Room) => {
      room = r;
      autoStarted = false;
      saveReconnectToken(r.roomId, r.reconnectionToken);
      set({ status: 'connected', sessionId: r.sessionId, events: [], errors: [], seatsElsewhere: [] });
      r.onStateChange(() => refresh());
      r.onMessage('events', (m: { version: number; events: GameEvent[] }) =>
        set((s) => ({ events: mergeEvents(s.events, m?.events ?? []) })),
      );
      r.onMessage('error', (m: unknown) => fail(m));
      listenTogether(r, (entry) => set((s) => ({ events: withRoomLog(s.events, entry) })));
      r.onMessage('seat:token', (m: { seat: number; token: string; roomId: string }) =>
        saveSeatToken(m.roomId, m.seat, m.token),
      );
      r.onError((code, message) => fail({ code: `net/${code}`, message: message ?? 'connection error' }));
      r.onLeave(() => {
        // Every leave this store asks for (Leave, another room) lets go of the room first: a close of the room still
        // held is one it did not ask for, whatever its code (a server shutting down closes every client with Colyseus's
        // "consented" 4000), so it tries to come back (docs/online.md "Reconnection and seat tokens").
        if (room !== r) return;
        room = null;
        set({ status: 'reconnecting' });
        void reconnectLoop(r.roomId);
      });
      refresh();
    };

    /**
     * Back into a room whose connection dropped (`rejoin`), retried with a growing pause (docs/online.md "Reconnection
     * and seat tokens"); the first two tries are by session only. It stops when the player left meanwhile, once the room has been
     * missing for a while (it ended with the server, not restored), or after RECONNECT_FOR_MS.
     */
    const reconnectLoop = async (code: string): Promise<void> => {
      // A connection made while the player left or went elsewhere meanwhile is let go at once.
      const adopt = (r: Room) => {
        if (room === null && get().status === 'reconnecting') attach(r);
        else void r.leave(true).catch(() => undefined);
      };
      const started = Date.now();
      let missingSince: number | null = null;
      for (let attempt = 0; Date.now() - started < RECONNECT_FOR_MS; attempt++) {
        // Jittered, so the clients of a restarted server do not all come back in the same instant.
        await new Promise((res) => setTimeout(res, Math.min(500 * (attempt + 1), 4000) * (0.75 + Math.random() * 0.5)));
        if (!client || room !== null || get().status !== 'reconnecting') return;
        try {
          return adopt(await rejoin(client, code, loadName() || undefined, attempt < 2));
        } catch (error) {
          // Not found while the server answers: restoring it, or gone for good (ended with the server).
          const missing = errorOf(error).code === 'net/4212';
          missingSince = missing ? (missingSince ?? Date.now()) : null;
          if (missingSince !== null && Date.now() - missingSince > missingRoomForMs) break;
        }
      }
      if (get().status !== 'reconnecting') return;
      set({ status: 'left' });
      fail({ code: 'net/disconnected', message: 'The connection to the room was lost.' });
    };

    const connect = async (open: (c: Client) => Promise<Room>): Promise<string | null> => {
      // One room at a time: going to another room (back button, then quick play) leaves the previous one.
      const previous = room;
      room = null;
      if (previous) void previous.leave(true).catch(() => undefined);
      set({ status: 'connecting', snapshot: null, publicView: null, views: {}, mySeats: [] });
      try {
        client = client ?? makeClient();
        const r = await open(client);
        attach(r);
        return r.roomId;
      } catch (error) {
        set({ status: 'idle' });
        fail(errorOf(error));
        return null;
      }
    };

    return {
      status: 'idle',
      sessionId: null,
      snapshot: null,
      publicView: null,
      views: {},
      mySeats: [],
      seatsElsewhere: [],
      events: [],
      errors: [],
      quickPlay: async (name, opts) => {
        saveName(name);
        quickPlayPending = true;
        return connect((c) =>
          c.create('battle', {
            quickPlay: true,
            name,
            ...(opts?.firstGame ? { firstGame: true } : {}),
            ...(opts?.layout ? { layout: opts.layout } : {}),
            ...(opts?.botLevel ? { botLevel: opts.botLevel } : {}),
          }),
        );
      },
      createRoom: async (input) => {
        saveName(input.name);
        quickPlayPending = false;
        return connect((c) => c.create('battle', input));
      },
      joinByCode: async (code, name) => {
        saveName(name);
        quickPlayPending = false;
        const id = code.trim().toUpperCase();
        return connect((c) => joinWithSeatTokens(c, id, name));
      },
      resume: async (code, name) => {
        if (room && room.roomId === code && get().status !== 'left') return true;
        quickPlayPending = false;
        const joined = (await connect((c) => rejoin(c, code, name))) !== null;
        if (!joined && loadPlayingMatch() === code) clearPlayingMatch(); // that room is gone: nothing to go back to
        return joined;
      },
      leave: async () => {
        const r = room;
        room = null;
        if (r) {
          clearReconnectToken(r.roomId);
          // Not awaited: the player goes home at once whatever the network does (the server closes the connection
          // as soon as it has the leave; docs/online.md "Reconnection and seat tokens").
          void r.leave(true).catch(() => undefined);
        }
        set({ status: 'left', snapshot: null, publicView: null, views: {}, mySeats: [], events: [] });
      },
      send: (type, payload) => {
        if (!room) return fail({ code: 'net/not_connected', message: 'Not connected to a room.' });
        room.send(type, payload);
      },
      sendCommand: (seat, command) => {
        const promptId = get().snapshot?.prompt.id;
        get().send('command', { seat, command, ...(promptId ? { prompt: promptId } : {}) });
      },
      playHere: async () => {
        const code = room?.roomId;
        if (!code) return;
        quickPlayPending = false;
        await connect((c) => joinWithSeatTokens(c, code, loadName() || undefined));
      },
      dismissError: (at) => set((s) => ({ errors: s.errors.filter((e) => e.at !== at) })),
    };
  });
}

/**
 * Back into a room this browser was in: the same session while the room holds it (the tab's reconnection token), else
 * the seats by the tokens this browser keeps (all a room restored after a server restart knows), or as a spectator
 * holding none. `sessionOnly`: no join while there is a session to come back to (the server may not have seen the drop
 * yet; a join would make a second member).
 */
async function rejoin(client: Client, code: string, name: string | undefined, sessionOnly = false): Promise<Room> {
  const token = loadReconnectToken(code);
  if (token) {
    try {
      return await client.reconnect(token);
    } catch (error) {
      // The room no longer holds this session (its window passed, or the server restarted): its seats, then.
      if (sessionOnly) throw error;
    }
  }
  return joinWithSeatTokens(client, code, name);
}

/** Joins a room with the seat tokens this browser keeps for it (each moves its seat to this client), or as a spectator. */
function joinWithSeatTokens(client: Client, code: string, name: string | undefined): Promise<Room> {
  const seatTokens = Object.values(loadSeatTokens(code));
  return client.joinById(code, { name, ...(seatTokens.length ? { seatTokens } : {}) });
}

/** Adds events in match order (their number `n`), without duplicates (a reconnection may resend), keeping the newest. */
export function mergeEvents(known: GameEvent[], incoming: GameEvent[]): GameEvent[] {
  if (incoming.length === 0) return known;
  const seen = new Set(known.map((e) => e.n));
  const merged = [...known, ...incoming.filter((e) => !seen.has(e.n))];
  merged.sort((a, b) => a.n - b.n);
  return merged.slice(-MAX_EVENTS);
}

/** colyseus.js throws MatchMakeError { code, message } or plain errors; keep the words. */
function errorOf(error: unknown): { code: string; message: string } {
  if (error && typeof error === 'object' && 'message' in error) {
    const e = error as { code?: unknown; message?: unknown };
    const code =
      typeof e.code === 'string' ? e.code : typeof e.code === 'number' ? `net/${e.code}` : 'net/connect_failed';
    const message = typeof e.message === 'string' && e.message ? e.message : 'Could not reach the game server.';
    return { code, message };
  }
  return { code: 'net/connect_failed', message: 'Could not reach the game server.' };
}

/** The app's room store. */
export const useRoom = createRoomStore();
