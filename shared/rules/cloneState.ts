import type { GameState } from './state';

/**
 * A deep copy of everything a command can change. Content and map cells are never changed during a match, so the copy
 * shares them with the input (both states treat them as immutable); this keeps a command cheap (bench: rules.bench.ts).
 */
export function cloneState(state: GameState): GameState {
  const { content, map } = state;
  // The two shared fields are copied as undefined and then set, so the copy keeps the state's key order (a view's
  // leaves, and so its JSON text, then do not depend on how many commands made the state).
  const copy = copyJson({ ...state, content: undefined, map: undefined }) as unknown as GameState;
  copy.content = content;
  // Cells and campfire areas are replaced whole at setup, never changed in place; the team's campfire choice is.
  copy.map = { cells: map.cells, campfires: map.campfires, teamCampfire: { ...map.teamCampfire } };
  return copy;
}

/**
 * A deep copy of plain JSON-shaped data (objects, arrays, primitives; undefined fields are kept); the state holds only
 * such data (STYLE). Objects are copied by spread, which gives the copy the original's compact shape: a copy built key
 * by key takes about four times the memory, and online a copy is made for every command and lives until the next one,
 * so its size is what the garbage collector moves (docs/online.md "Performance").
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const child = out[key];
    if (typeof child === 'object' && child !== null) out[key] = copyJson(child);
  }
  return out as T;
}
