/**
 * The board cursor's keys as data (input/hexCursor.ts moves the cursor with them; input/keyMap.ts lists them), kept
 * apart from the stepping code so a page that only prints keys (the home page's settings) loads no hex geometry.
 */
import type { Direction } from '../../../shared/hex';

/** Each cursor letter's direction. */
export const CURSOR_KEYS: Readonly<Record<string, Direction>> = { k: 0, i: 1, u: 2, h: 3, n: 4, m: 5 };

/** The key that brings the cursor back to the unit, and the one that says what the unit under it sees. */
export const CURSOR_HOME_KEY = 'j';
export const CURSOR_SIGHT_KEY = 'o';

/** The key that uses the focused cursor's cell (the match: its cell's command; the lab: the chosen tool there). */
export const CURSOR_USE_KEY = 'Enter';
