import { LobbyRoom, Protocol, type Client, type RoomException } from '@colyseus/core';
import { dropStringifyingFallback } from '../patches';

/** Longest room name or metadata value a filter may name (room names are at most 24 characters). */
const MAX_FILTER_TEXT = 64;
/** Most metadata fields a filter may name. */
const MAX_FILTER_FIELDS = 8;

/** What the stock lobby filters listings by (its FilterInput). */
type Filter = { name?: string; metadata?: Record<string, string | number | boolean> };
type Listing = LobbyRoom['rooms'][number];

/**
 * The lobby: Colyseus' LobbyRoom (the listing: `rooms`, then `+` and `-` as rooms change) with the guards every room of
 * ours has. The stock room had none: its fallback for unknown types formats the client's payload into a string, so one
 * frame of type `__no_message_handler` with `{ toString: 0 }` threw, uncaught, and eleven of them were a storm that shut
 * the process down (issue 28). Here:
 * - every unknown type, the reserved names included, gets `net/unknown_type` and nothing of it is formatted;
 * - a filter (join option or `filter` message) is client data kept for every later listing update, which runs outside
 *   any message handler: only a name and a few flat text/number/boolean metadata fields are kept, anything else is
 *   refused with `net/bad_payload`;
 * - anything that still throws in a handler or the lifecycle is logged and closes the client involved.
 */
export class GuardedLobbyRoom extends LobbyRoom {
  override async onCreate(options: unknown) {
    await super.onCreate(options);
    dropStringifyingFallback(this);
    this.onMessage('filter', (client, message: unknown) => {
      const filter = parseFilter(message);
      if (filter === null)
        return client.send('error', {
          code: 'net/bad_payload',
          message: 'filter: expected { name?: text, metadata?: { field: text | number | boolean } }',
          type: 'filter',
        });
      this.clientOptions[client.sessionId] = { filter };
      client.send('rooms', this.filterItemsForClient(this.clientOptions[client.sessionId]));
    });
    // Called as (client, type, payload) for a type without a handler, as (client, payload) for '*' itself: no argument
    // is formatted, so neither form can throw.
    this.onMessage('*', (client, type: unknown) => {
      client.send('error', {
        code: 'net/unknown_type',
        message: 'the lobby answers only `filter`',
        ...(typeof type === 'string' ? { type: type.slice(0, 40) } : {}),
      });
    });
  }

  override onJoin(client: Client, options: unknown) {
    const filter = parseFilter((options as { filter?: unknown } | null | undefined)?.filter ?? undefined);
    super.onJoin(client, filter ? { filter } : {});
  }

  /** The stock comparison, reading a listing without metadata as one that matches no metadata field. */
  protected override filterItemForClient(room: Listing, filter?: Filter): boolean {
    if (!filter) return true;
    if (filter.name !== room.name) return false;
    const metadata = (room.metadata ?? {}) as Record<string, unknown>;
    for (const field in filter.metadata) if (metadata[field] !== filter.metadata[field]) return false;
    return true;
  }

  override onUncaughtException(error: RoomException<this>, methodName: string): void {
    console.error(`[lobby ${this.roomId}] ${methodName} failed`, error.cause ?? error);
    const client = (error as { client?: Client }).client;
    if (!client) return;
    try {
      client.leave(Protocol.WS_CLOSE_WITH_ERROR, 'the server could not handle a message');
    } catch (e) {
      console.error(`[lobby ${this.roomId}] could not close ${client.sessionId}`, e);
    }
  }
}

/** A lobby filter from client data: undefined for none, null when it is not one. */
export function parseFilter(value: unknown): Filter | undefined | null {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const { name, metadata, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  const filter: Filter = {};
  if (name !== undefined) {
    if (typeof name !== 'string' || name.length > MAX_FILTER_TEXT) return null;
    filter.name = name;
  }
  if (metadata !== undefined) {
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return null;
    const entries = Object.entries(metadata as Record<string, unknown>);
    if (entries.length > MAX_FILTER_FIELDS) return null;
    const clean: Record<string, string | number | boolean> = Object.create(null) as Record<
      string,
      string | number | boolean
    >;
    for (const [field, v] of entries) {
      if (field.length > MAX_FILTER_TEXT) return null;
      if (!isFlatValue(v)) return null;
      clean[field] = v;
    }
    filter.metadata = clean;
  }
  return filter;
}

function isFlatValue(v: unknown): v is string | number | boolean {
  return typeof v === 'string' ? v.length <= MAX_FILTER_TEXT : typeof v === 'number' || typeof v === 'boolean';
}
