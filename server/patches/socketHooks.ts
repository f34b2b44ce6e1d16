/** The part of a `ws` WebSocket (ws 8.23.0, pinned) the hooks replace: its own `emit` and `send`. */
export type HookedSocket = {
  send(...args: unknown[]): void;
  emit(event: string | symbol, ...args: unknown[]): boolean;
};

/** What the hooks ask about each frame and say after each send. */
export type SocketHooks = {
  /** Whether a whole incoming frame (`data`, `isBinary` as ws emits them) goes on to the room's listener. */
  admit(data: Uint8Array, isBinary: boolean): boolean;
  /** The room's listener threw on this frame (a listener of any room type, Colyseus' own included). */
  threw(e: unknown): void;
  /** A frame was queued to the client. */
  sent(): void;
};

/**
 * Hooks one `ws` connection below Colyseus: each incoming frame passes `admit` before any listener, what a listener
 * throws on it is handed to `threw`, and every send is followed by `sent`.
 *
 * Why: ws emits 'message' from its frame parser and Colyseus' listener is one of its listeners, so a frame refused here
 * is never decoded (server/guard/ClientGuard.ts: the per-connection rate and size limits). And the room's listener runs
 * inside this emit: uncaught, whatever a frame makes it throw reaches the process, where a few of them count as a storm
 * and shut every room down (issue 28: eleven frames to the stock lobby did). Colyseus offers no hook before its own
 * decoding, nor after a send. Instance properties: the prototype's methods stay untouched for other sockets.
 */
export function hookSocket<S extends HookedSocket>(socket: S, hooks: SocketHooks): void {
  const emit = socket.emit;
  socket.emit = function (this: S, event: string | symbol, ...args: unknown[]) {
    if (event !== 'message') return emit.call(this, event, ...args);
    if (!hooks.admit(args[0] as Uint8Array, args[1] as boolean)) return false;
    try {
      return emit.call(this, event, ...args);
    } catch (e) {
      hooks.threw(e);
      return false;
    }
  };
  const send = socket.send;
  socket.send = function (this: S, ...args: unknown[]) {
    send.apply(this, args);
    hooks.sent();
  };
}
