/**
 * The board cursor's keys (issue 30: a cursor on the hex grid moved by keys in six directions). The six letters sit
 * around J on a QWERTY keyboard as the six neighbours sit around a hex: U and I above (north-west, north-east), H and K
 * beside it (west, east), N and M below (south-west, south-east), in the engine's direction order E, NE, NW, W, SW, SE.
 * None of them has another meaning in the match (input/matchKeys.ts).
 */
import { hexKey, neighbor, type Direction, type Hex } from '../../../shared/hex';
import { CURSOR_KEYS } from './cursorKeys';

export { CURSOR_HOME_KEY, CURSOR_KEYS, CURSOR_SIGHT_KEY, CURSOR_USE_KEY } from './cursorKeys';

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
