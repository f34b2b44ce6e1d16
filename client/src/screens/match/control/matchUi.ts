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
  /** The prompt the armed command answers (the room's prompt id when it was armed). */
  armedFor: string | null;
  /** The room's prompt id as of the last update (null in a replay or between prompts). */
  promptId: string | null;
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
  /**
   * A new state from the room: aiming and the placement draft end (they were chosen on the old state), an armed key
   * stays while the prompt it answers is still open. A late update of the same prompt (after a reload, a clock, a seat
   * change) must not disarm it: the player would have to press the key again.
   */
  update: (promptId: string | null) => void;
};

/** Creates the match UI store (tests make their own). */
export function createMatchUi() {
  return create<MatchUiState>()((set, get) => ({
    selectedUnit: null,
    mode: { kind: 'idle' },
    draft: null,
    hovered: null,
    armed: null,
    armedFor: null,
    notice: null,
    promptId: null,
    arm: (armed) => set((s) => ({ armed, armedFor: armed ? s.promptId : null })),
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
    update: (promptId) =>
      set((s) => ({
        mode: { kind: 'idle' },
        draft: null,
        promptId,
        armed: s.armed && s.armedFor === promptId ? s.armed : null,
      })),
  }));
}

/** The match screen's UI store. */
export const useMatchUi = createMatchUi();
