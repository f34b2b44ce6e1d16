/**
 * The match's keys as intents (pure, tested in test/client/input/matchKeys.test.ts). Tabletop habits first: WASD and the arrows
 * pan the camera, Q/E rotate it, F resets it (the same key as the lab's "frame the map"), T looks straight down and V
 * from behind the shown unit. A unit steps or turns only with
 * Shift held (Shift+W/↑ forward, Shift+A/D or Shift+←/→ turn). Nothing irreversible happens on one key press: end turn,
 * flip, rune and skills without a target are armed by their key and done by Enter (Esc cancels); aimed skills enter aim
 * mode. Digits 1–9 name fixed places in the action bar (usable or not), so a key keeps its meaning within a turn. Tab is
 * never a game key: it moves the focus. Every key is listed in input/keyMap.ts, which the key help (`?`) reads.
 */
import type { Direction } from '../../../shared/hex';

/** What the match is asking the player now, as far as keys care. */
export type KeyContext = 'place' | 'reaction' | 'turn' | 'none';

/** Camera pan step (a fraction of the distance to the look-at point) and rotation step (radians). */
export const PAN_STEP = 0.08;
export const ROTATE_STEP = Math.PI / 12;

export type MatchKeyIntent =
  | { kind: 'pan'; right: number; forward: number }
  | { kind: 'rotate'; angle: number }
  | { kind: 'resetCamera' }
  | { kind: 'topDown' }
  | { kind: 'behindUnit' }
  | { kind: 'step'; way: 'forward' | 'left' | 'right' }
  | { kind: 'arm'; what: 'endTurn' | 'flip' | 'rune' }
  | { kind: 'skill'; slot: number }
  | { kind: 'confirm' }
  | { kind: 'cancel' }
  | { kind: 'cycleUnit' }
  | { kind: 'pass' }
  | { kind: 'placeTurn'; way: 'left' | 'right' }
  | { kind: 'placeFace'; facing: Direction }
  | { kind: 'placeNextCell' };

/** The intent of a key press (KeyboardEvent.key, Shift held or not) in a context; null when the key means nothing there. */
export function matchKeyIntent(key: string, shift: boolean, context: KeyContext): MatchKeyIntent | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  if (k === 'Escape') return { kind: 'cancel' };
  // Tab moves the focus between controls (no key trap, issue 30); X shows the next unit's sheet.
  if (k === 'x' && !shift) return { kind: 'cycleUnit' };
  const up = k === 'w' || k === 'ArrowUp';
  const down = k === 's' || k === 'ArrowDown';
  const left = k === 'a' || k === 'ArrowLeft';
  const right = k === 'd' || k === 'ArrowRight';
  if (shift) {
    if (context === 'turn' && up) return { kind: 'step', way: 'forward' };
    if (context === 'turn' && (left || right)) return { kind: 'step', way: left ? 'left' : 'right' };
    if (context === 'place' && (left || right)) return { kind: 'placeTurn', way: left ? 'left' : 'right' };
    return null;
  }
  if (up || down) return { kind: 'pan', right: 0, forward: up ? PAN_STEP : -PAN_STEP };
  if (left || right) return { kind: 'pan', right: right ? PAN_STEP : -PAN_STEP, forward: 0 };
  // Q turns the table to the left under the camera, E to the right (counter-clockwise seen from above is positive).
  if (k === 'q') return { kind: 'rotate', angle: ROTATE_STEP };
  if (k === 'e') return { kind: 'rotate', angle: -ROTATE_STEP };
  if (k === 'f') return { kind: 'resetCamera' };
  if (k === 't') return { kind: 'topDown' };
  if (k === 'v') return { kind: 'behindUnit' };
  if (context === 'place') {
    if (/^[0-5]$/.test(k)) return { kind: 'placeFace', facing: Number(k) as Direction };
    if (k === 'c') return { kind: 'placeNextCell' };
    if (k === 'Enter') return { kind: 'confirm' };
    return null;
  }
  if (context === 'reaction') {
    if (k === 'p') return { kind: 'pass' };
    if (/^[1-9]$/.test(k)) return { kind: 'skill', slot: Number(k) - 1 };
    if (k === 'Enter') return { kind: 'confirm' };
    return null;
  }
  if (context === 'turn') {
    if (k === 'Enter') return { kind: 'confirm' };
    if (k === 'b') return { kind: 'arm', what: 'flip' };
    if (k === 'r') return { kind: 'arm', what: 'rune' };
    if (/^[1-9]$/.test(k)) return { kind: 'skill', slot: Number(k) - 1 };
  }
  return null;
}
