// The lab editor's store: the edit history (editorState.ts), the chosen tool and palette board, the selected board, and
// the link to the viewer store, which draws whatever the editor's present layout is.
import { create } from 'zustand';
import { hexEquals, hexKey, type Direction, type Hex } from '../../../../shared/hex';
import {
  assembleMap,
  encodeLayout,
  isOpenCell,
  legalMoveSpots,
  placementOptions,
  statueCell,
  toRotation,
  type Layout,
  type LayoutError,
  type Rotation,
  type Team,
} from '../../../../shared/map';
import { layoutFor } from '../../board/mapSource';
import { useViewer } from './labViewer';
import { editorReducer, startHistory, type EditorAction, type EditorHistory, type LabUnit } from './editorState';

/** What a click on the table does. */
export const EDITOR_TOOLS = ['select', 'place', 'move', 'obstacle', 'island', 'unit'] as const;
export type EditorTool = (typeof EDITOR_TOOLS)[number];

/** The engine's standing rule on a layout: open ground without the statue (R-MAP-2, O-13). */
export function standableOn(layout: Layout, h: Hex): boolean {
  const statue = statueCell(layout);
  return isOpenCell(assembleMap(layout).cells[hexKey(h)]) && !(statue && hexEquals(statue, h));
}

export type EditorState = {
  history: EditorHistory;
  tool: EditorTool;
  /** The palette board to place, and the rotation it will be placed with (turned before placing with R). */
  paletteBoard: string | null;
  paletteRotation: Rotation;
  /** The placed board the board actions (rotate, move, remove, twin) work on. */
  selectedBoard: string | null;
  /** The unit the unit tool places next. */
  unitDraft: { character: string; team: Team; facing: Direction };
  /** Why the last edit could not be made, or null. */
  error: LayoutError | null;
  dispatch: (action: EditorAction) => boolean;
  undo: () => void;
  redo: () => void;
  /** Starts over from a layout (empty, beginner, a deal, a code); undoable like any edit. */
  start: (layout: Layout) => void;
  setTool: (tool: EditorTool) => void;
  choosePalette: (board: string | null) => void;
  turnPalette: (steps: number) => void;
  selectBoard: (board: string | null) => void;
  /** Places the palette board at a spot (its rotation if legal there, else the first legal one), or moves the selected board there. */
  clickSpot: (at: Hex) => void;
  /** What a click on a map cell (or a void cell next to the map) does with the current tool. */
  clickCell: (at: Hex) => void;
  /** Rotates the selected board, or the palette board before it is placed. */
  rotate: (steps: number) => void;
  removeSelected: () => void;
  twinSelected: () => void;
  /** The board the designer picked to stand opposite the selected one (null: the first of its kind off the map). */
  twinPartner: string | null;
  setTwinPartner: (board: string | null) => void;
  setUnitDraft: (draft: Partial<EditorState['unitDraft']>) => void;
};

/** The layout the viewer shows now (its choice), so the editor starts where the lab already is. */
function viewerLayout(): Layout {
  return layoutFor(useViewer.getState().choice).layout;
}

/** Creates the editor store bound to the viewer store. */
export function createEditorStore() {
  return create<EditorState>()((set, get) => {
    const show = (before: Layout, after: Layout, reframe: boolean) => {
      if (before !== after || reframe) useViewer.getState().showLayout(after, reframe);
    };
    const apply = (action: EditorAction, reframe = false): boolean => {
      const { history } = get();
      const result = editorReducer(history, action, standableOn);
      set({ history: result.history, error: result.error });
      const before = history.present.layout;
      const after = result.history.present.layout;
      if (!result.history.present.layout.boards.some((p) => p.board === get().selectedBoard))
        set({ selectedBoard: null });
      show(before, after, reframe);
      return result.error === null;
    };
    return {
      history: startHistory(viewerLayout()),
      tool: 'select',
      paletteBoard: null,
      paletteRotation: 0,
      selectedBoard: null,
      twinPartner: null,
      unitDraft: { character: 'eli', team: 'red', facing: 0 },
      error: null,
      dispatch: (action) => apply(action),
      undo: () => void apply({ kind: 'undo' }),
      redo: () => void apply({ kind: 'redo' }),
      start: (layout) => void apply({ kind: 'load', layout }, true),
      setTool: (tool) => set({ tool, error: null }),
      choosePalette: (board) => set({ paletteBoard: board, tool: board ? 'place' : 'select', error: null }),
      turnPalette: (steps) => set((s) => ({ paletteRotation: toRotation(s.paletteRotation + steps) })),
      selectBoard: (board) => set({ selectedBoard: board, twinPartner: null }),
      clickSpot: (at) => {
        const { tool, paletteBoard, paletteRotation, selectedBoard, history } = get();
        if (tool === 'move' && selectedBoard) {
          // A lit spot takes the rotation that is legal there (the current one when it is).
          const current = history.present.layout.boards.find((p) => p.board === selectedBoard)?.rotation;
          const legal = legalMoveSpots(history.present.layout, selectedBoard).filter((o) => hexEquals(o.at, at));
          const rotation = legal.some((o) => o.rotation === current) ? current : legal[0]?.rotation;
          if (apply({ kind: 'move', board: selectedBoard, at, ...(rotation !== undefined ? { rotation } : {}) }))
            set({ tool: 'select' });
          return;
        }
        if (tool !== 'place' || !paletteBoard) return;
        const { options } = placementOptions(history.present.layout.boards, paletteBoard);
        const here = options.filter((o) => hexEquals(o.at, at));
        // A spot lit for another rotation takes the first rotation that fits; an unlit spot takes the board as turned.
        const rotation = here.some((o) => o.rotation === paletteRotation)
          ? paletteRotation
          : (here[0]?.rotation ?? paletteRotation);
        if (apply({ kind: 'place', board: paletteBoard, at, rotation })) {
          set({ paletteBoard: null, tool: 'select', selectedBoard: paletteBoard, paletteRotation: rotation });
        }
      },
      clickCell: (at) => {
        const { tool, history, unitDraft } = get();
        const layout = history.present.layout;
        if (tool === 'obstacle' || tool === 'island') return void apply({ kind: 'marker', marker: tool, at });
        if (tool === 'unit') {
          const there = history.present.units.find((u) => hexEquals(u.at, at));
          if (there) return void apply({ kind: 'unit-remove', at });
          return void apply({ kind: 'unit', unit: { ...unitDraft, at } });
        }
        // Select: the board under the cell becomes the selected board; the viewer selects the position as before.
        const cell = assembleMap(layout).cells[hexKey(at)];
        set({
          selectedBoard: cell && layout.boards.some((p) => p.board === cell.board) ? cell.board : null,
          error: null,
        });
        const unit = history.present.units.find((u) => hexEquals(u.at, at));
        const viewer = useViewer.getState();
        viewer.select(hexKey(at));
        if (unit) viewer.setFacing(unit.facing);
      },
      rotate: (steps) => {
        const { selectedBoard, tool } = get();
        if (tool === 'place') return get().turnPalette(steps);
        if (selectedBoard) apply({ kind: 'rotate', board: selectedBoard, steps });
      },
      removeSelected: () => {
        const { selectedBoard } = get();
        if (selectedBoard && apply({ kind: 'remove', board: selectedBoard })) set({ selectedBoard: null });
      },
      twinSelected: () => {
        const { selectedBoard, twinPartner } = get();
        if (selectedBoard)
          apply({ kind: 'twin', board: selectedBoard, ...(twinPartner ? { partner: twinPartner } : {}) });
      },
      setTwinPartner: (board) => set({ twinPartner: board }),
      setUnitDraft: (draft) => set((s) => ({ unitDraft: { ...s.unitDraft, ...draft } })),
    };
  });
}

/** The lab's editor store. */
export const useEditor = createEditorStore();

/** Keeps the editor on the viewer's map when the map panel deals, loads a code or shows the beginner map. */
export function followViewer(): () => void {
  return useViewer.subscribe((s, prev) => {
    if (s.choice === prev.choice) return;
    const editor = useEditor.getState();
    if (s.layoutCode === encodeLayout(editor.history.present.layout)) return; // the editor's own edit
    const layout = layoutFor(s.choice).layout;
    const result = editorReducer(editor.history, { kind: 'load', layout }, standableOn);
    useEditor.setState({ history: result.history, selectedBoard: null, error: null });
  });
}

export type { LabUnit };
