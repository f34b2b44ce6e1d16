// Issue 30: the lab's key help is the lab's key table, and the table is what the handlers do
// (client/src/screens/lab/labKeys.ts over useViewerKeys.ts, editorKeys.ts and the map cursor).
import { describe, expect, it } from 'vitest';
import { LAB_BINDINGS, LAB_KEYS, mapCursorIntent } from '../../../../client/src/screens/lab/labKeys';
import { keyIntent } from '../../../../client/src/screens/lab/useViewerKeys';
import { editorKeyIntent } from '../../../../client/src/screens/lab/editorKeys';
import { CURSOR_KEYS } from '../../../../client/src/input/hexCursor';

/** Every key a handler could be asked about: printable ASCII and the named keys. */
const KEYS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...['Enter', 'Escape', 'Tab', 'Delete', 'Backspace', 'Home', 'End', 'PageUp', 'PageDown'],
  ...['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'],
];
/** Keys that are the shifted form of another (the handler sees '+' with Shift held on most layouts). */
const ALIASES: Record<string, string> = { '=': '+', _: '-' };

describe('the lab key table (issue 30: the lab keys listed from the handlers)', () => {
  it('gives each listed key the intent it is listed with', () => {
    for (const b of LAB_BINDINGS)
      for (const key of b.keys) {
        const mods = { ctrl: b.ctrl ?? false, shift: b.shift ?? false, alt: false };
        if (b.cursor) expect(mapCursorIntent(key, mods.shift)?.kind, key).toBe(b.cursor);
        if (b.editor) expect(editorKeyIntent(key, mods), key).toMatchObject(b.editor);
        if (b.viewer) expect(keyIntent(key), key).toMatchObject(b.viewer);
      }
  });

  it('lists every key the viewer, the editor and the map cursor know (letters either case)', () => {
    const handlers = {
      editor: (key: string, ctrl: boolean, shift: boolean) => editorKeyIntent(key, { ctrl, shift, alt: false }),
      cursor: (key: string, ctrl: boolean, shift: boolean) => (ctrl ? null : mapCursorIntent(key, shift)),
      viewer: (key: string, ctrl: boolean) => (ctrl ? null : keyIntent(key)),
    };
    for (const [name, intent] of Object.entries(handlers) as [keyof typeof handlers, typeof handlers.editor][])
      for (const key of KEYS)
        for (const ctrl of [false, true])
          for (const shift of [false, true]) {
            const known = intent(key, ctrl, shift);
            if (!known) continue;
            // A key that does the same with Shift held as without is listed once, without Shift.
            const same = shift && JSON.stringify(known) === JSON.stringify(intent(key, ctrl, false));
            const listed = LAB_BINDINGS.some(
              (b) =>
                b[name] !== undefined &&
                (b.ctrl ?? false) === ctrl &&
                (name === 'viewer' || (b.shift ?? false) === (same ? false : shift)) &&
                b.keys.some((k) => k === key || k === key.toLowerCase() || k === ALIASES[key]),
            );
            expect(listed, `${name}: ${ctrl ? 'Ctrl+' : ''}${shift ? 'Shift+' : ''}${key}`).toBe(true);
          }
  });

  it('moves the map cursor with the match cursor keys, J home, Enter uses the tool, Shift+←/→ turn the unit', () => {
    for (const k of Object.keys(CURSOR_KEYS)) expect(mapCursorIntent(k, false)).toEqual({ kind: 'move' });
    expect(mapCursorIntent('j', false)).toEqual({ kind: 'home' });
    expect(mapCursorIntent('Enter', false)).toEqual({ kind: 'use' });
    expect(mapCursorIntent('ArrowLeft', true)).toEqual({ kind: 'turnUnit', steps: 1 });
    expect(mapCursorIntent('ArrowRight', true)).toEqual({ kind: 'turnUnit', steps: -1 });
    expect(mapCursorIntent('ArrowLeft', false)).toBeNull();
  });

  it('shows each group it names', () => {
    for (const g of LAB_KEYS.groups)
      expect(
        LAB_KEYS.entries.some((e) => e.group === g.id),
        g.id,
      ).toBe(true);
  });
});
