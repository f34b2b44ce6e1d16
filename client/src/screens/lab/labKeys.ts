/**
 * Every key of the map lab in one table (issue 30: "keys listed in a help panel"): the map cursor's, the editor's and
 * the viewer's. The lab's key help (`?`) prints it, and test/client/screens/lab/labKeys.test.ts holds it equal to what
 * the handlers do: each listed key gives its intent through `keyIntent` (the viewer), `editorKeyIntent` (the editor)
 * or `mapCursorIntent` (the map cursor), and every key those handlers know is listed.
 */
import { addKeyWords } from '../../i18n';
import { CURSOR_HOME_KEY, CURSOR_USE_KEY, cursorDirection } from '../../input/hexCursor';
import { KEY_MAP, keyChord, type KeyEntry, type KeyTable } from '../../input/keyMap';
import { chordOf, rangeOf } from '../../input/keyWords';
import type { EditorKeyIntent } from './editorKeys';
import type { KeyIntent } from './useViewerKeys';

/**
 * What a key does on the focused map cursor: move it (U I H K N M, the match's cursor keys), bring it back to the
 * selected position (J), use the tool on its cell (Enter), turn the unit there (Shift+← / Shift+→, as a unit turns
 * in the match). While the cursor has the focus these keys are its own: U, I and M, which choose a tool or an overlay
 * elsewhere, move the cursor there (MapCursor stops them), and the key help says so (their entries' `focus`).
 */
export type MapCursorIntent =
  { kind: 'move' } | { kind: 'home' } | { kind: 'use' } | { kind: 'turnUnit'; steps: 1 | -1 };

export function mapCursorIntent(key: string, shift: boolean): MapCursorIntent | null {
  if (shift) {
    // Counter-clockwise is +1 (docs/architecture.md "Hex conventions"), as the viewer's ← turns a position.
    if (key === 'ArrowLeft') return { kind: 'turnUnit', steps: 1 };
    if (key === 'ArrowRight') return { kind: 'turnUnit', steps: -1 };
    return null;
  }
  if (cursorDirection(key) !== null) return { kind: 'move' };
  if (key.toLowerCase() === CURSOR_HOME_KEY) return { kind: 'home' };
  if (key === CURSOR_USE_KEY) return { kind: 'use' };
  return null;
}

/** A lab key's help line and what its keys do: through the cursor, the editor or the viewer (or the page itself). */
export type LabBinding = KeyEntry & {
  cursor?: MapCursorIntent['kind'];
  editor?: Partial<EditorKeyIntent>;
  viewer?: Partial<KeyIntent>;
};

const cursorMove = KEY_MAP.find((b) => b.intent === 'cursorMove')!;

export const LAB_BINDINGS: readonly LabBinding[] = [
  { group: 'cursor', keys: cursorMove.keys, focus: 'cursor', cursor: 'move', help: 'access.key.cursorMove' },
  { group: 'cursor', keys: [CURSOR_HOME_KEY], focus: 'cursor', cursor: 'home', help: 'lab.key.cursorHome' },
  { group: 'cursor', keys: [CURSOR_USE_KEY], focus: 'cursor', cursor: 'use', help: 'lab.key.cursorUse' },
  {
    group: 'cursor',
    keys: ['ArrowLeft', 'ArrowRight'],
    shift: true,
    focus: 'cursor',
    cursor: 'turnUnit',
    help: 'lab.key.turnUnit',
  },
  { group: 'editor', keys: ['s'], editor: { kind: 'tool', tool: 'select' }, help: 'lab.key.toolSelect' },
  { group: 'editor', keys: ['o'], editor: { kind: 'tool', tool: 'obstacle' }, help: 'lab.key.toolObstacle' },
  { group: 'editor', keys: ['i'], focus: 'page', editor: { kind: 'tool', tool: 'island' }, help: 'lab.key.toolIsland' },
  { group: 'editor', keys: ['u'], focus: 'page', editor: { kind: 'tool', tool: 'unit' }, help: 'lab.key.toolUnit' },
  { group: 'editor', keys: ['r'], editor: { kind: 'rotate', steps: 1 }, help: 'lab.key.rotateLeft' },
  { group: 'editor', keys: ['r'], shift: true, editor: { kind: 'rotate', steps: -1 }, help: 'lab.key.rotateRight' },
  { group: 'editor', keys: ['Delete', 'Backspace'], editor: { kind: 'remove' }, help: 'lab.key.remove' },
  { group: 'editor', keys: ['t'], editor: { kind: 'twin' }, help: 'lab.key.twin' },
  { group: 'editor', keys: ['z'], ctrl: true, editor: { kind: 'undo' }, help: 'lab.key.undo' },
  { group: 'editor', keys: ['z'], ctrl: true, shift: true, editor: { kind: 'redo' }, help: 'lab.key.redo' },
  { group: 'editor', keys: ['y'], ctrl: true, editor: { kind: 'redo' }, help: 'lab.key.redo' },
  {
    group: 'editor',
    keys: ['Escape'],
    editor: { kind: 'cancel' },
    viewer: { kind: 'clear' },
    help: 'lab.key.cancel',
  },
  { group: 'viewer', keys: ['0', '1', '2', '3', '4', '5'], viewer: { kind: 'face' }, help: 'lab.key.face' },
  { group: 'viewer', keys: ['ArrowLeft'], viewer: { kind: 'turn', steps: 1 }, help: 'lab.key.turnLeft' },
  { group: 'viewer', keys: ['ArrowRight'], viewer: { kind: 'turn', steps: -1 }, help: 'lab.key.turnRight' },
  { group: 'viewer', keys: ['v'], viewer: { kind: 'overlay', mode: 'vision' }, help: 'lab.key.vision' },
  { group: 'viewer', keys: ['m'], focus: 'page', viewer: { kind: 'overlay', mode: 'reach' }, help: 'lab.key.reach' },
  { group: 'viewer', keys: ['e'], viewer: { kind: 'overlay', mode: 'exposure' }, help: 'lab.key.exposure' },
  { group: 'viewer', keys: ['+', '-'], viewer: { kind: 'movement' }, help: 'lab.key.movement' },
  { group: 'viewer', keys: ['f'], viewer: { kind: 'frame' }, help: 'access.key.resetCamera' },
  ...KEY_MAP.filter((b) => b.intent === 'tab' || b.intent === 'help'),
];

/** The lab's key help. */
export const LAB_KEYS: KeyTable = {
  groups: [
    { id: 'cursor', title: 'lab.keys.cursor', focus: 'cursor' },
    { id: 'editor', title: 'lab.keys.editor' },
    { id: 'viewer', title: 'lab.keys.viewer' },
    { id: 'screen', title: 'access.keys.screen' },
  ],
  entries: LAB_BINDINGS,
};

/** The lab's named keys, for its strings' `{key:…}` slots (tooltips, hints), read from LAB_BINDINGS. */
export const LAB_KEY_WORDS = {
  labSelect: chordOf(LAB_BINDINGS, 'lab.key.toolSelect'),
  labObstacle: chordOf(LAB_BINDINGS, 'lab.key.toolObstacle'),
  labIsland: chordOf(LAB_BINDINGS, 'lab.key.toolIsland'),
  labUnit: chordOf(LAB_BINDINGS, 'lab.key.toolUnit'),
  labTurnBoard: chordOf(LAB_BINDINGS, 'lab.key.rotateLeft'),
  labTurnBoardBack: chordOf(LAB_BINDINGS, 'lab.key.rotateRight'),
  labUndo: chordOf(LAB_BINDINGS, 'lab.key.undo'),
  labRedo: chordOf(LAB_BINDINGS, 'lab.key.redo'),
  labRemove: chordOf(LAB_BINDINGS, 'lab.key.remove'),
  labTwin: chordOf(LAB_BINDINGS, 'lab.key.twin'),
  labCancel: chordOf(LAB_BINDINGS, 'lab.key.cancel'),
  labFace: rangeOf(LAB_BINDINGS, 'lab.key.face'),
  labTurnLeft: chordOf(LAB_BINDINGS, 'lab.key.turnLeft'),
  labTurnRight: chordOf(LAB_BINDINGS, 'lab.key.turnRight'),
  labVision: chordOf(LAB_BINDINGS, 'lab.key.vision'),
  labReach: chordOf(LAB_BINDINGS, 'lab.key.reach'),
  labExposure: chordOf(LAB_BINDINGS, 'lab.key.exposure'),
  labLess: chordOf(LAB_BINDINGS, 'lab.key.movement', '-'),
  labMore: chordOf(LAB_BINDINGS, 'lab.key.movement', '+'),
  labFrame: chordOf(LAB_BINDINGS, 'access.key.resetCamera'),
  labUse: chordOf(LAB_BINDINGS, 'lab.key.cursorUse'),
} as const;

/** The key that faces a position in direction `d` (0–5, the viewer's digit keys). */
export function labFaceKey(d: number): string {
  const entry = LAB_BINDINGS.find((b) => b.help === 'lab.key.face')!;
  return keyChord(entry, entry.keys[d]);
}

addKeyWords(LAB_KEY_WORDS);
