/**
 * The board cursor's keys (issue 30: a cursor on the hex grid moved by keys in six directions). The six letters sit
 * around J on a QWERTY keyboard as the six neighbours sit around a hex: U and I above (north-west, north-east), H and K
 * beside it (west, east), N and M below (south-west, south-east), in the engine's direction order E, NE, NW, W, SW, SE.
 * None of them has another meaning in the match (input/matchKeys.ts).
 */
import { hexKey, neighbor, type Direction, type Hex } from '../../../shared/hex';

/** Each cursor letter's direction. */
export const CURSOR_KEYS: Readonly<Record<string, Direction>> = { k: 0, i: 1, u: 2, h: 3, n: 4, m: 5 };

/** The key that brings the cursor back to the unit, and the one that says what the unit under it sees. */
export const CURSOR_HOME_KEY = 'j';
export const CURSOR_SIGHT_KEY = 'o';

/** The key that uses the focused cursor's cell (the match: its cell's command; the lab: the chosen tool there). */
export const CURSOR_USE_KEY = 'Enter';

/** The direction a key moves the cursor, or null. */
export function cursorDirection(key: string): Direction | null {
  const d = CURSOR_KEYS[key.length === 1 ? key.toLowerCase() : key];
  return d === undefined ? null : d;
}

/** The cell one step from `at` in direction `d`, or null when that leaves the map (`cells` keyed "q,r"). */
export function stepCursor(cells: Readonly<Record<string, unknown>>, at: Hex, d: Direction): Hex | null {
  const next = neighbor(at, d);
  return cells[hexKey(next)] ? next : null;
}

/** Where a cursor key takes the cursor: to a cell of `cells`, or nowhere (`edge`: the cell it would have left to). */
export type CursorStep = { kind: 'move'; cell: Hex } | { kind: 'edge'; cell: Hex };

/**
 * What a key press does to a cursor at `at` (null: not a cursor key). The one cursor of every board screen: the
 * match's and the lesson's board in words and the lab's map cursor step with it, each over its own `cells`.
 */
export function cursorKeyStep(cells: Readonly<Record<string, unknown>>, at: Hex, key: string): CursorStep | null {
  const d = cursorDirection(key);
  if (d === null) return null;
  const next = stepCursor(cells, at, d);
  return next ? { kind: 'move', cell: next } : { kind: 'edge', cell: neighbor(at, d) };
}
