/** The part of Colyseus' matchmaker controller (@colyseus/core 0.16.26, pinned) the patch wraps. */
export type MatchmakeController = {
  invokeMethod(method: string, roomName: string, ...rest: unknown[]): Promise<unknown>;
};

const normalizing = Symbol('ifera.roomIdSpelling');

/**
 * Has the matchmaker's `joinById` look rooms up by `normalize(id)`. Why: the matchmaker finds a room by its exact id,
 * and people read join codes aloud or type them on phones (`joinById('k7qmzp')` must reach room K7QMZP;
 * server/rooms/joinCode.ts `normalizeJoinCode`). Colyseus has no hook for it: the controller's `invokeMethod`, which
 * every matchmake route calls, is wrapped once.
 */
export function normalizeJoinByIdIds(controller: MatchmakeController, normalize: (id: string) => string): void {
  const marked = controller as MatchmakeController & { [normalizing]?: true };
  if (marked[normalizing]) return;
  marked[normalizing] = true;
  const invoke = controller.invokeMethod.bind(controller);
  controller.invokeMethod = (method, roomName, ...rest) =>
    invoke(method, method === 'joinById' && typeof roomName === 'string' ? normalize(roomName) : roomName, ...rest);
}
