import type { Room } from '@colyseus/core';

/**
 * Removes Colyseus' own handler for message types a room does not know (@colyseus/core 0.16.26, pinned: the private
 * `onMessageHandlers['__no_message_handler']`). Why: it formats the client's payload into a string, so one frame of
 * that type carrying `{ toString: 0 }` threw, and the room's `'*'` handler, which answers unknown types without
 * formatting anything, must be the only fallback (issue 28). Call it after `onCreate` has registered the handlers.
 */
export function dropStringifyingFallback(room: Room): void {
  const handlers = (room as unknown as { onMessageHandlers: Record<string, unknown> }).onMessageHandlers;
  delete handlers['__no_message_handler'];
}
