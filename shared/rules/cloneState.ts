import type { GameState } from './state';

/**
 * A deep copy of everything a command can change. Content and map cells are never changed during a match, so the copy
 * shares them with the input (both states treat them as immutable); this keeps a command cheap (bench: rules.bench.ts).
 */
export function cloneState(state: GameState): GameState {
  const { content, map } = state;
  // The two shared fields are cloned as undefined and then set, so the copy keeps the state's key order (a view's
  // leaves, and so its JSON text, then do not depend on how many commands made the state).
  const copy = structuredClone({ ...state, content: undefined, map: undefined }) as unknown as GameState;
  copy.content = content;
  copy.map = { cells: map.cells, campfires: structuredClone(map.campfires), teamCampfire: { ...map.teamCampfire } };
  return copy;
}
