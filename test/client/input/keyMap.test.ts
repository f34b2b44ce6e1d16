// Issue 30: the key help is the key map, and the key map says what the keys do (input/keyMap.ts, input/matchKeys.ts,
// input/hexCursor.ts). A key listed with an intent it does not have fails here.
import { describe, expect, it } from 'vitest';
import {
  CURSOR_HOME_KEY,
  CURSOR_KEYS,
  CURSOR_SIGHT_KEY,
  cursorDirection,
  cursorKeyStep,
  stepCursor,
} from '../../../client/src/input/hexCursor';
import { KEY_MAP, keyChord, keyLabel, keysLine, LESSON_KEYS, MATCH_KEYS } from '../../../client/src/input/keyMap';
import { matchKeyIntent, type KeyContext } from '../../../client/src/input/matchKeys';
import { DIRECTIONS, hexKey, neighbor, type Direction } from '../../../shared/hex';

const CONTEXTS: KeyContext[] = ['place', 'reaction', 'turn', 'none'];

describe('the key map (issue 30: keys listed from the map, not typed)', () => {
  it('gives each listed match key the intent it is listed with, in its context (in every context for "any")', () => {
    for (const b of KEY_MAP) {
      if (
        !['cursorMove', 'cursorHome', 'cursorSight', 'cursorEnter', 'help', 'ping', 'undo', 'tab'].includes(b.intent)
      ) {
        for (const key of b.keys)
          for (const context of b.context === 'any' ? CONTEXTS : [b.context])
            expect(matchKeyIntent(key, b.shift ?? false, context)?.kind, `${key} in ${context}`).toBe(b.intent);
      }
    }
  });

  it('lists the six cursor keys, home and sight, and none of them means anything else in the match', () => {
    const move = KEY_MAP.find((b) => b.intent === 'cursorMove')!;
    expect([...move.keys].sort()).toEqual(Object.keys(CURSOR_KEYS).sort());
    expect(KEY_MAP.find((b) => b.intent === 'cursorHome')!.keys).toEqual([CURSOR_HOME_KEY]);
    expect(KEY_MAP.find((b) => b.intent === 'cursorSight')!.keys).toEqual([CURSOR_SIGHT_KEY]);
    for (const key of [...Object.keys(CURSOR_KEYS), CURSOR_HOME_KEY, CURSOR_SIGHT_KEY])
      for (const context of CONTEXTS)
        for (const shift of [false, true]) expect(matchKeyIntent(key, shift, context), `${key}`).toBeNull();
  });

  it('lets Tab move the focus (no key trap): Tab is no game key', () => {
    for (const context of CONTEXTS)
      for (const shift of [false, true]) expect(matchKeyIntent('Tab', shift, context)).toBeNull();
  });

  it('prints keys as players read them', () => {
    expect(['w', 'ArrowUp', 'Escape', 'Enter', '?', ' ', 'PageDown'].map(keyLabel)).toEqual([
      'W',
      '↑',
      'Esc',
      'Enter',
      '?',
      'Space',
      'PgDn',
    ]);
    expect(keyChord({ ctrl: true, shift: true }, 'z')).toBe('Ctrl+Shift+Z');
  });

  it('words the cursor keys for the cursor’s description from the table (no key typed beside it)', () => {
    const line = keysLine(
      KEY_MAP.filter((b) => b.group === 'cursor'),
      (k) => k,
    );
    expect(line).toBe(
      'U I H K N M: access.key.cursorMove · J: access.key.cursorHome · O: access.key.cursorSight · Enter: access.key.cursorEnter · G: access.key.ping',
    );
  });
});

describe('the board cursor keys (issue 30: six directions)', () => {
  it('sit around J as the six neighbours sit around a hex, in the engine direction order E NE NW W SW SE', () => {
    expect(['k', 'i', 'u', 'h', 'n', 'm'].map(cursorDirection)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(cursorDirection('K')).toBe(0);
    expect(cursorDirection('j')).toBeNull();
  });

  it('moves one cell that way, or says the edge it stopped at (cursorKeyStep: the match’s and the lab’s cursor)', () => {
    const cells = { '0,0': 1, '1,0': 1 };
    expect(cursorKeyStep(cells, { q: 0, r: 0 }, 'k')).toEqual({ kind: 'move', cell: { q: 1, r: 0 } });
    expect(cursorKeyStep(cells, { q: 0, r: 0 }, 'H')).toEqual({ kind: 'edge', cell: { q: -1, r: 0 } });
    expect(cursorKeyStep(cells, { q: 0, r: 0 }, 'x')).toBeNull();
  });

  it('moves one cell that way and stays on the map', () => {
    const cells = { '0,0': 1, '1,0': 1, '0,1': 1 };
    for (const d of [0, 5] as Direction[])
      expect(stepCursor(cells, { q: 0, r: 0 }, d)).toEqual(neighbor({ q: 0, r: 0 }, d));
    expect(hexKey(stepCursor(cells, { q: 0, r: 0 }, 0)!)).toBe(`${DIRECTIONS[0].q},${DIRECTIONS[0].r}`);
    expect(stepCursor(cells, { q: 0, r: 0 }, 3)).toBeNull();
  });
});

describe("the lesson's key help", () => {
  it("lists the match's keys but G (ping) and Z (undo), which only an online match answers", () => {
    const lesson = new Set(LESSON_KEYS.entries.flatMap((e) => e.keys));
    expect(lesson.has('g')).toBe(false);
    expect(lesson.has('z')).toBe(false);
    expect(LESSON_KEYS.entries.length).toBe(MATCH_KEYS.entries.length - 2);
    expect(LESSON_KEYS.groups).toEqual(MATCH_KEYS.groups);
  });
});
