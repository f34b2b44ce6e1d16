// The layout lab editor's document and its edit history, as a pure reducer: every edit (boards, markers, statue,
// campfires, units, a fresh start) is one step that undo takes back and redo puts again. No React, no store: tests drive it.
import type { Direction, Hex } from '../../../../shared/hex';
import { hexEquals } from '../../../../shared/hex';
import {
  moveBoard,
  placeBoardDraft,
  placeTwin,
  removeBoard,
  rotateBoard,
  setCampfiresDraft,
  setStatueDraft,
  settleBoardOrder,
  toggleMarkerDraft,
  type DraftEdit,
  type EditRefusal,
  type Layout,
  type LayoutError,
  type Rotation,
  type Team,
} from '../../../../shared/map';

/** A character standing in the lab to study positions (not a match unit: no seat, hit points or relic yet). */
export type LabUnit = { character: string; team: Team; at: Hex; facing: Direction };

/** What the editor edits: the layout and the units standing on it. */
export type LabDoc = { layout: Layout; units: LabUnit[] };

/** The edit history: what was, what is, what undo took back (newest last in both lists). */
export type EditorHistory = { past: LabDoc[]; present: LabDoc; future: LabDoc[] };

/** Every edit the editor knows, plus undo and redo. */
export type EditorAction =
  | { kind: 'load'; layout: Layout }
  | { kind: 'place'; board: string; at: Hex; rotation: Rotation }
  | { kind: 'rotate'; board: string; steps: number }
  | { kind: 'move'; board: string; at: Hex; rotation?: Rotation }
  | { kind: 'remove'; board: string }
  | { kind: 'twin'; board: string; partner?: string }
  | { kind: 'marker'; marker: 'obstacle' | 'island'; at: Hex }
  | { kind: 'statue'; board: string | null }
  | { kind: 'campfires'; campfires: Layout['campfires'] }
  | { kind: 'unit'; unit: LabUnit }
  | { kind: 'unit-remove'; at: Hex }
  | { kind: 'unit-face'; at: Hex; facing: Direction }
  | { kind: 'undo' }
  | { kind: 'redo' };

/** The result of an action: the new history, or the old one and why the edit could not be made. */
export type EditorResult = { history: EditorHistory; error: LayoutError | null };

/** How many steps undo remembers. */
export const HISTORY_LIMIT = 200;

/** A history that starts at `layout` with nothing to undo. */
export function startHistory(layout: Layout): EditorHistory {
  return { past: [], present: { layout: settleBoardOrder(layout), units: [] }, future: [] };
}

const refused = (
  history: EditorHistory,
  board: string | null,
  message: string,
  refusal: EditRefusal,
  ruleId: string | null = null,
): EditorResult => ({
  history,
  error: { code: 'layout/malformed', ruleId, board, message, refusal },
});

/** Units that no longer stand on open ground of the layout are taken away with the edit that removed their ground. */
function keepUnits(units: LabUnit[], standable: (h: Hex) => boolean): LabUnit[] {
  const kept = units.filter((u) => standable(u.at));
  return kept.length === units.length ? units : kept;
}

/** The document after a layout edit (or the refusal). */
function layoutStep(
  doc: LabDoc,
  edit: DraftEdit,
  standable: (layout: Layout, h: Hex) => boolean,
): { doc: LabDoc } | { error: LayoutError } {
  if (!edit.ok) return { error: edit.error };
  const layout = settleBoardOrder(edit.layout);
  return { doc: { layout, units: keepUnits(doc.units, (h) => standable(layout, h)) } };
}

/**
 * Applies an action. `standable(layout, h)` says whether a unit may stand on h (open ground, not the statue): the
 * client passes the engine's own rule; the reducer stays free of map assembly so tests can give a simple one.
 */
export function editorReducer(
  history: EditorHistory,
  action: EditorAction,
  standable: (layout: Layout, h: Hex) => boolean,
): EditorResult {
  if (action.kind === 'undo') {
    const previous = history.past.at(-1);
    if (!previous) return { history, error: null };
    return {
      history: { past: history.past.slice(0, -1), present: previous, future: [...history.future, history.present] },
      error: null,
    };
  }
  if (action.kind === 'redo') {
    const next = history.future.at(-1);
    if (!next) return { history, error: null };
    return {
      history: { past: [...history.past, history.present], present: next, future: history.future.slice(0, -1) },
      error: null,
    };
  }
  const doc = history.present;
  const { layout, units } = doc;
  let step: { doc: LabDoc } | { error: LayoutError };
  switch (action.kind) {
    case 'load':
      step = {
        doc: { layout: settleBoardOrder(action.layout), units: keepUnits(units, (h) => standable(action.layout, h)) },
      };
      break;
    case 'place':
      step = layoutStep(doc, placeBoardDraft(layout, action.board, action.at, action.rotation), standable);
      break;
    case 'rotate':
      step = layoutStep(doc, rotateBoard(layout, action.board, action.steps), standable);
      break;
    case 'move':
      step = layoutStep(doc, moveBoard(layout, action.board, action.at, action.rotation), standable);
      break;
    case 'remove':
      step = layoutStep(doc, removeBoard(layout, action.board), standable);
      break;
    case 'twin':
      step = layoutStep(doc, placeTwin(layout, action.board, action.partner), standable);
      break;
    case 'marker':
      step = layoutStep(doc, toggleMarkerDraft(layout, action.marker, action.at), standable);
      break;
    case 'statue':
      step = layoutStep(doc, setStatueDraft(layout, action.board), standable);
      break;
    case 'campfires':
      step = layoutStep(doc, setCampfiresDraft(layout, action.campfires), standable);
      break;
    case 'unit': {
      const { unit } = action;
      if (!standable(layout, unit.at))
        return refused(
          history,
          null,
          `(${unit.at.q},${unit.at.r}) is not open ground a unit can stand on`,
          { kind: 'unit-not-standable', cell: unit.at },
          'R-MAP-2',
        );
      if (units.some((u) => u.character === unit.character))
        return refused(history, null, `${unit.character} is already on the map`, {
          kind: 'unit-twice',
          unit: unit.character,
        });
      const others = units.filter((u) => !hexEquals(u.at, unit.at));
      step = { doc: { layout, units: [...others, { ...unit, at: { q: unit.at.q, r: unit.at.r } }] } };
      break;
    }
    case 'unit-remove': {
      const rest = units.filter((u) => !hexEquals(u.at, action.at));
      if (rest.length === units.length)
        return refused(history, null, `no unit at (${action.at.q},${action.at.r})`, {
          kind: 'no-unit',
          cell: action.at,
        });
      step = { doc: { layout, units: rest } };
      break;
    }
    case 'unit-face': {
      if (!units.some((u) => hexEquals(u.at, action.at)))
        return refused(history, null, `no unit at (${action.at.q},${action.at.r})`, {
          kind: 'no-unit',
          cell: action.at,
        });
      step = {
        doc: { layout, units: units.map((u) => (hexEquals(u.at, action.at) ? { ...u, facing: action.facing } : u)) },
      };
      break;
    }
  }
  if ('error' in step) return { history, error: step.error };
  if (JSON.stringify(step.doc) === JSON.stringify(doc)) return { history, error: null }; // nothing changed: no empty undo step
  return {
    history: { past: [...history.past, doc].slice(-HISTORY_LIMIT), present: step.doc, future: [] },
    error: null,
  };
}

/** Whether undo and redo have anything to do. */
export function canUndo(history: EditorHistory): boolean {
  return history.past.length > 0;
}
export function canRedo(history: EditorHistory): boolean {
  return history.future.length > 0;
}
