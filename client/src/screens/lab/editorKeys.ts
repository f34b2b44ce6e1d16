// The editor's keys: Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) undo and redo, R / Shift+R turn the board (before or after
// placing), Delete removes the selected board, T places its twin, S / O / I / U pick a tool, Esc back to selecting.
import { useEffect } from 'react';
import { useEditor } from './editorStore';

/** What a key press asks of the editor, or null. */
export type EditorKeyIntent =
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'rotate'; steps: number }
  | { kind: 'remove' }
  | { kind: 'twin' }
  | { kind: 'tool'; tool: 'select' | 'obstacle' | 'island' | 'unit' }
  | { kind: 'cancel' };

/** Reads a key event's key and modifiers (pure, tested). */
export function editorKeyIntent(
  key: string,
  mods: { ctrl: boolean; shift: boolean; alt: boolean },
): EditorKeyIntent | null {
  const k = key.toLowerCase();
  if (mods.alt) return null;
  if (mods.ctrl) {
    if (k === 'z') return mods.shift ? { kind: 'redo' } : { kind: 'undo' };
    if (k === 'y') return { kind: 'redo' };
    return null;
  }
  // Turning a board counter-clockwise is +1 (same sense as rotation and facing).
  if (k === 'r') return { kind: 'rotate', steps: mods.shift ? -1 : 1 };
  if (key === 'Delete' || key === 'Backspace') return { kind: 'remove' };
  if (k === 't') return { kind: 'twin' };
  if (k === 's') return { kind: 'tool', tool: 'select' };
  if (k === 'o') return { kind: 'tool', tool: 'obstacle' };
  if (k === 'i') return { kind: 'tool', tool: 'island' };
  if (k === 'u') return { kind: 'tool', tool: 'unit' };
  if (key === 'Escape') return { kind: 'cancel' };
  return null;
}

/** Listens for the editor's keys anywhere on the page except while typing in a field. */
export function useEditorKeys(): void {
  useEffect(() => {
    const onKey = (ev: KeyboardEvent) => {
      const target = ev.target as HTMLElement | null;
      if (
        target &&
        (target.tagName === 'INPUT' ||
          target.tagName === 'TEXTAREA' ||
          target.tagName === 'SELECT' ||
          target.isContentEditable)
      )
        return;
      const intent = editorKeyIntent(ev.key, { ctrl: ev.ctrlKey || ev.metaKey, shift: ev.shiftKey, alt: ev.altKey });
      if (!intent) return;
      const e = useEditor.getState();
      if (intent.kind === 'undo') e.undo();
      else if (intent.kind === 'redo') e.redo();
      else if (intent.kind === 'rotate') e.rotate(intent.steps);
      else if (intent.kind === 'remove') e.removeSelected();
      else if (intent.kind === 'twin') e.twinSelected();
      else if (intent.kind === 'tool') e.setTool(intent.tool);
      else {
        // Esc also clears the viewer's selection (its own key handler); here it drops the palette board and the tool.
        e.choosePalette(null);
        return;
      }
      ev.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
