import type { Client } from '@colyseus/core';
import type { Engine, GameEvent, GameState, Seat } from '../engine';

/** Engine events the room keeps for the log of a client that joins, rejoins or reconnects (its log starts empty). */
export const RECENT_EVENTS = 120;

/** What the fan-out reads from its room at the moment it sends. */
export type FanoutSource = {
  /** The match now, or null before the start. */
  match(): { rules: Engine; game: GameState; version: number; noPrivateLayers: boolean } | null;
  /** The seats a client holds. */
  seatsOf(sessionId: string): Seat[];
  /** The connected clients. */
  clients(): Client[];
  /** Room#broadcast of an `events` message (encoded once), to every client but `except`. */
  broadcast(message: unknown, except?: Client[]): void;
};

/**
 * Sends each client the engine events it may see, and keeps the recent ones for clients that (re)join. The room does
 * not judge which events are secret: with the engine's `eventsFor(state, events, seat | 'spectator')` each client gets
 * what its seats (or a spectator) may know; without it, events are shown only while no seat has private information.
 */
export class EventFanout {
  private recent: GameEvent[] = [];

  constructor(private readonly source: FanoutSource) {}

  /** Keeps the last RECENT_EVENTS events. */
  remember(events: GameEvent[]): void {
    if (events.length === 0) return;
    this.recent.push(...events);
    if (this.recent.length > RECENT_EVENTS) this.recent.splice(0, this.recent.length - RECENT_EVENTS);
  }

  /** An undo took back every event numbered after `n`: they must not reach a client that joins later. */
  forgetAfter(n: number): void {
    this.recent = this.recent.filter((e) => e.n <= n);
  }

  /** A client that joined, rejoined or reconnected gets the recent events it may see (its log starts empty). */
  sendRecent(client: Client): void {
    const match = this.source.match();
    if (!match || this.recent.length === 0) return;
    const visible = visibleTo(match, this.source.seatsOf(client.sessionId), this.recent, new Map());
    if (visible.length > 0) client.send('events', { version: match.version, events: visible });
  }

  /** Sends a command's events: each distinct payload is encoded once, for the group of clients that see it. */
  send(events: GameEvent[]): void {
    const match = this.source.match();
    if (!match || events.length === 0) return;
    const all = this.source.clients();
    const cache = new Map<Seat | 'spectator', GameEvent[]>();
    const groups = new Map<GameEvent[] | string, { payload: GameEvent[]; clients: Client[] }>();
    for (const client of all) {
      const seats = this.source.seatsOf(client.sessionId);
      const visible = visibleTo(match, seats, events, cache);
      if (visible.length === 0) continue;
      // Single-seat and spectator payloads are shared arrays (grouped by identity); merged ones by their text.
      const key = seats.length <= 1 ? visible : JSON.stringify(visible);
      const group = groups.get(key) ?? { payload: visible, clients: [] };
      group.clients.push(client);
      groups.set(key, group);
    }
    for (const { payload, clients } of groups.values()) {
      const message = { version: match.version, events: payload };
      if (clients.length === all.length) this.source.broadcast(message);
      else if (clients.length === 1) clients[0].send('events', message);
      else
        this.source.broadcast(
          message,
          all.filter((c) => !clients.includes(c)),
        );
    }
  }
}

/** The match as the fan-out reads it. */
type FanoutMatch = NonNullable<ReturnType<FanoutSource['match']>>;

/**
 * The events a client holding `seats` may see; `cache` keeps each viewer's filtering for the other clients of the same
 * batch (a function, not a closure per client: the fan-out runs for every client after every command).
 */
function visibleTo(
  match: FanoutMatch,
  seats: Seat[],
  events: GameEvent[],
  cache: Map<Seat | 'spectator', GameEvent[]>,
): GameEvent[] {
  if (seats.length <= 1) return filtered(match, seats[0] ?? 'spectator', events, cache);
  const seen = new Set<string>();
  return seats
    .flatMap((seat) => filtered(match, seat, events, cache))
    .filter((e) => {
      const key = JSON.stringify(e);
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

/** What one viewer may see of `events`, computed once per batch. */
function filtered(
  match: FanoutMatch,
  who: Seat | 'spectator',
  events: GameEvent[],
  cache: Map<Seat | 'spectator', GameEvent[]>,
): GameEvent[] {
  let visible = cache.get(who);
  if (!visible) {
    visible = match.rules.eventsFor
      ? match.rules.eventsFor(match.game, events, who)
      : match.noPrivateLayers
        ? events
        : [];
    cache.set(who, visible);
  }
  return visible;
}
