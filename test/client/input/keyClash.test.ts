// Issue 30: one key never does two things in one place. The board cursor's letters (input/keyMap.ts: U I H K N M) are
// also the lab's tool and overlay keys (screens/lab/labKeys.ts: U unit, I island, M reach), and Enter is both the
// cursor's "use this cell" and the match's confirm. The scheme: while the cursor has the focus its keys are its own
// (`focus: 'cursor'`); the other meaning holds everywhere else (`focus: 'page'`), and the key help says which.
import { describe, expect, it } from 'vitest';
import { CURSOR_USE_KEY } from '../../../client/src/input/hexCursor';
import {
  KEY_MAP,
  LESSON_KEYS,
  MATCH_KEYS,
  keyChord,
  type KeyFocus,
  type KeyTable,
} from '../../../client/src/input/keyMap';
import type { KeyContext } from '../../../client/src/input/matchKeys';
import { LAB_BINDINGS, LAB_KEYS, mapCursorIntent } from '../../../client/src/screens/lab/labKeys';
import { REPLAY_KEYS } from '../../../client/src/screens/replay/replayKeys';

const FOCUSES: readonly KeyFocus[] = ['cursor', 'page'];
const CONTEXTS: readonly KeyContext[] = ['place', 'reaction', 'turn', 'none'];

/** Each chord bound more than once in one focus place (and match context), with the meanings it has there. */
function clashes(table: KeyTable): string[] {
  const out: string[] = [];
  for (const focus of FOCUSES)
    for (const context of CONTEXTS) {
      const meanings = new Map<string, Set<string>>();
      for (const e of table.entries) {
        const where = (e as { context?: KeyContext | 'any' }).context ?? 'any';
        if ((e.focus ?? focus) !== focus || (where !== 'any' && where !== context)) continue;
        for (const k of e.keys) {
          const chord = keyChord(e, k);
          meanings.set(chord, (meanings.get(chord) ?? new Set()).add(e.help));
        }
      }
      for (const [chord, helps] of meanings)
        if (helps.size > 1) out.push(`${focus} focus, ${context}: ${chord} = ${[...helps].join(' / ')}`);
    }
  return [...new Set(out)];
}

describe('no key does two things in one focus place (issue 30: the cursor keys and the lab keys)', () => {
  for (const [name, table] of Object.entries({ MATCH_KEYS, LESSON_KEYS, LAB_KEYS, REPLAY_KEYS }))
    it(`${name}: one meaning per key on the focused cursor and one elsewhere`, () => {
      expect(clashes(table)).toEqual([]);
    });

  it('finds a clash when there is one (the check itself works)', () => {
    const table: KeyTable = {
      groups: [{ id: 'g', title: 'access.keys.screen' }],
      entries: [
        { group: 'g', keys: ['u'], focus: 'cursor', help: 'access.key.cursorMove' },
        { group: 'g', keys: ['u'], help: 'lab.key.toolUnit' },
      ],
    };
    expect(clashes(table)).toContain('cursor focus, turn: U = access.key.cursorMove / lab.key.toolUnit');
    expect(clashes({ ...table, entries: [table.entries[0], { ...table.entries[1], focus: 'page' }] })).toEqual([]);
  });

  it('the lab: a tool or overlay key is "not on the cursor" exactly when the focused map cursor takes it', () => {
    for (const b of LAB_BINDINGS) {
      if (b.cursor) {
        expect(b.focus, b.help).toBe('cursor');
        continue;
      }
      const taken = b.keys.some((k) => !b.ctrl && mapCursorIntent(k, b.shift ?? false) !== null);
      expect(b.focus === 'page', `${b.help} ${b.keys.join(' ')}`).toBe(taken);
    }
    // U, I and M: the unit and island tools and the reach overlay off the cursor, cursor steps on it.
    for (const k of ['u', 'i', 'm']) expect(mapCursorIntent(k, false)).toEqual({ kind: 'move' });
  });

  it('the match: the cursor’s Enter works on the focused cursor, and confirm everywhere else', () => {
    const onCursor = KEY_MAP.filter((b) => b.focus === 'cursor');
    expect(onCursor.map((b) => b.keys)).toEqual([[CURSOR_USE_KEY]]);
    for (const b of KEY_MAP.filter((x) => x.keys.includes(CURSOR_USE_KEY) && x.focus !== 'cursor'))
      expect(b.focus, b.help).toBe('page');
  });

  it('the key help says where each key works (the lab’s cursor group, the tools it shadows)', () => {
    expect(LAB_KEYS.groups.find((g) => g.id === 'cursor')?.focus).toBe('cursor');
    const page = LAB_BINDINGS.filter((b) => b.focus === 'page').map((b) => b.help);
    expect(page.sort()).toEqual(['lab.key.reach', 'lab.key.toolIsland', 'lab.key.toolUnit']);
  });
});
