import type { GameState } from './state';

/**
 * A deep copy of everything a command can change. Content and map cells are never changed during a match, so the copy
 * shares them with the input (both states treat them as immutable); this keeps a command cheap (bench: rules.bench.ts).
 */
export function cloneState(state: GameState): GameState {
  const { content, map, ...rest } = state;
  const copy = structuredClone(rest) as GameState;
  copy.content = content;
  copy.map = { cells: map.cells, campfires: structuredClone(map.campfires), teamCampfire: { ...map.teamCampfire } };
  return copy;
}
