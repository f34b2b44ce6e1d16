import { create } from 'zustand';
import type { Direction } from '../../../shared/hex';
import type { PlaceDraft, UiMode } from './intents';

/** Local UI state of the match screen (never game state): selection, pointer mode, placement draft, hover. */
export type MatchUiState = {
  selectedUnit: string | null;
  mode: UiMode;
  draft: PlaceDraft | null;
  hovered: string | null;
  selectUnit: (id: string | null) => void;
  setMode: (mode: UiMode) => void;
  cancel: () => void;
  setDraft: (draft: PlaceDraft | null) => void;
  setDraftFacing: (facing: Direction) => void;
  hover: (key: string | null) => void;
  /** Back to idle after a command went out or the prompt changed. */
  reset: () => void;
};

/** Creates the match UI store (tests make their own). */
export function createMatchUi() {
  return create<MatchUiState>()((set, get) => ({
    selectedUnit: null,
    mode: { kind: 'idle' },
    draft: null,
    hovered: null,
    selectUnit: (selectedUnit) => set({ selectedUnit }),
    setMode: (mode) => set({ mode }),
    cancel: () => set({ mode: { kind: 'idle' } }),
    setDraft: (draft) => set({ draft }),
    setDraftFacing: (facing) => {
      const d = get().draft;
      set({ draft: { ...(d ?? { cell: null, side: 0, form: null }), facing } });
    },
    hover: (hovered) => {
      if (get().hovered !== hovered) set({ hovered });
    },
    reset: () => set({ mode: { kind: 'idle' }, draft: null }),
  }));
}

/** The match screen's UI store. */
export const useMatchUi = createMatchUi();
