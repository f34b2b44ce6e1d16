import { create } from 'zustand';
import type { Direction } from '../../../../../shared/hex';
import type { Command } from '../../../../../shared/rules';
import type { PlaceDraft, UiMode } from './intents';

/** A command waiting for the player's confirmation (a key press that would be irreversible, or a move that harms the player). */
export type Armed = { command: Command; label: string; warning?: string };

/** A refusal or a warning in words, with the rule behind it. */
export type Notice = { text: string; ruleId?: string; at: number };

/** Local UI state of the match screen (never game state): selection, pointer mode, placement draft, hover. */
export type MatchUiState = {
  selectedUnit: string | null;
  mode: UiMode;
  draft: PlaceDraft | null;
  hovered: string | null;
  armed: Armed | null;
  notice: Notice | null;
  arm: (armed: Armed | null) => void;
  say: (notice: Omit<Notice, 'at'> | null) => void;
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
    armed: null,
    notice: null,
    arm: (armed) => set({ armed }),
    say: (notice) => set({ notice: notice ? { ...notice, at: Date.now() } : null }),
    selectUnit: (selectedUnit) => set({ selectedUnit }),
    setMode: (mode) => set({ mode, armed: null }),
    cancel: () => set({ mode: { kind: 'idle' }, armed: null }),
    setDraft: (draft) => set({ draft }),
    setDraftFacing: (facing) => {
      const d = get().draft;
      set({ draft: { ...(d ?? { cell: null, side: 0, form: null }), facing } });
    },
    hover: (hovered) => {
      if (get().hovered !== hovered) set({ hovered });
    },
    reset: () => set({ mode: { kind: 'idle' }, draft: null, armed: null }),
  }));
}

/** The match screen's UI store. */
export const useMatchUi = createMatchUi();
