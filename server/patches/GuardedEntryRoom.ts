import { Room, type Client, type ClientPrivate } from '@colyseus/core';

/**
 * A Colyseus room (@colyseus/core 0.16.26, pinned) with two of its internal entry points overridden, for the two
 * decisions Colyseus gives no hook for:
 * - `_reserveSeat`: every new place in the room is reserved here first (a join by code, a create, the lobby's list),
 *   so `admitReservation` decides before Colyseus counts the place (per-address and spectator bounds; docs/online.md
 *   "Who gets in"). A reconnection is Colyseus' own and always passes.
 * - `_onMessage`: every frame a client sends enters here (the core decodes it and calls the handler). Whatever throws on
 *   the way, in the core's decoding or in a handler, goes to `messageFailed`, which closes that client alone: one frame
 *   must never reach the process's uncaught-exception path, which shuts the whole server down.
 */
export abstract class GuardedEntryRoom<State extends object = object, Metadata = unknown> extends Room<
  State,
  Metadata
> {
  /** Whether a new place may be reserved for `sessionId` (its join options and the auth data onAuth returned). */
  protected abstract admitReservation(sessionId: string, joinOptions: unknown, authData: unknown): boolean;

  /** A client's frame failed in Colyseus' decoding or in a handler. */
  protected abstract messageFailed(client: Client, e: unknown): void;

  protected override async _reserveSeat(
    sessionId: string,
    joinOptions?: unknown,
    authData?: unknown,
    seconds?: number,
    allowReconnection = false,
    devModeReconnection?: boolean,
  ): Promise<boolean> {
    if (!allowReconnection && !this.admitReservation(sessionId, joinOptions, authData)) return false;
    return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
  }

  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    try {
      super._onMessage(client, buffer);
    } catch (e) {
      this.messageFailed(client, e);
    }
  }
}
