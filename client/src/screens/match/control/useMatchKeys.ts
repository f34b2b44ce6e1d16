import { useEffect, useRef } from 'react';
import type { Direction } from '../../../../../shared/hex';
import type { Command, GameState, LegalCommands } from '../../../../../shared/rules';
import { matchKeyIntent, type KeyContext } from '../../../input/matchKeys';
import type { ActionSlot } from './actionSlots';
import { commandForTarget, keyMoveCommand, needsNoTarget, turnedFacing, type PlaceDraft, type UiMode } from './intents';
import { areaAim } from './areaAim';
import type { Armed } from './matchUi';

/** What the camera keys drive (scene/cameraControls.ts, the board's camera rig). */
export type CameraKeys = {
  pan: (right: number, forward: number) => void;
  rotate: (angle: number) => void;
  reset: () => void;
  topDown: () => void;
  /** Over the shoulder of the unit the screen shows. */
  behindUnit: () => void;
};

/** What the match keys need: the state and what the screen does for each key. */
export type MatchKeyOptions = {
  state: GameState;
  legal: LegalCommands | null;
  mode: UiMode;
  /** The action bar's skill places (keys 1–9). */
  slots: ActionSlot[];
  /** The placement draft and the armed command as they are now (read from the store: two quick keys come before a re-render). */
  getDraft: () => PlaceDraft | null;
  getArmed: () => Armed | null;
  /** Sends a command (through the match screen's preview check). */
  send: (c: Command, confirmed?: boolean) => void;
  arm: (a: Armed | null) => void;
  /** Words for an armed key's action and for a key that cannot act now. */
  armLabel: (what: 'endTurn' | 'flip' | 'rune') => string;
  refuse: (slot: ActionSlot) => void;
  setMode: (m: UiMode) => void;
  setDraft: (d: PlaceDraft) => void;
  cycleUnit: () => void;
  confirmPlace: () => void;
  camera: CameraKeys;
  /** False where the arrows belong to another control (the replay steps with ←/→): WASD still pans. */
  arrowsPan: boolean;
};

/** Whether a key press belongs to a text field rather than the game. */
function typing(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
  );
}

function contextOf(legal: LegalCommands | null): KeyContext {
  if (!legal) return 'none';
  if (legal.prompt?.kind === 'place') return 'place';
  if (legal.prompt?.kind === 'reaction') return 'reaction';
  if (legal.prompt) return 'none';
  return legal.endTurn || legal.commands.length ? 'turn' : 'none';
}

/** The match's keys (input/matchKeys.ts says which key means what; docs/client.md "Match keys"). */
export function useMatchKeys(keys: MatchKeyOptions): void {
  const ref = useRef(keys);
  ref.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      const k = ref.current;
      const { state, legal, mode } = k;
      // Enter on a focused button clicks it, on a summary opens its list, on a link follows it; the game's Enter is for the board.
      if (e.key === 'Enter' && (e.target as HTMLElement | null)?.closest?.('button, summary, a[href]')) return;
      if (!k.arrowsPan && e.key.startsWith('Arrow')) return;
      const intent = matchKeyIntent(e.key, e.shiftKey, contextOf(legal));
      if (!intent) return;
      e.preventDefault();
      switch (intent.kind) {
        case 'cancel':
          k.arm(null);
          return k.setMode({ kind: 'idle' });
        case 'cycleUnit':
          return k.cycleUnit();
        case 'pan':
          return k.camera.pan(intent.right, intent.forward);
        case 'rotate':
          return k.camera.rotate(intent.angle);
        case 'resetCamera':
          return k.camera.reset();
        case 'topDown':
          return k.camera.topDown();
        case 'behindUnit':
          return k.camera.behindUnit();
      }
      if (!legal) return;
      const draft = (): PlaceDraft =>
        k.getDraft() ?? { cell: null, facing: 0 as Direction, side: 0 as const, form: null };
      switch (intent.kind) {
        case 'placeTurn':
          return k.setDraft({ ...draft(), facing: turnedFacing(draft().facing, intent.way) });
        case 'placeFace':
          return k.setDraft({ ...draft(), facing: intent.facing });
        case 'placeNextCell': {
          if (legal.prompt?.kind !== 'place') return;
          // Keyboard placement: step through the start cells.
          const cells = legal.prompt.cells;
          const d = draft();
          const i = d.cell ? cells.findIndex((c) => c.q === d.cell!.q && c.r === d.cell!.r) : -1;
          return k.setDraft({ ...d, cell: cells[(i + 1) % cells.length] ?? null });
        }
        case 'pass':
          if (legal.prompt?.kind === 'reaction') k.send({ type: 'pass', prompt: legal.prompt.id });
          return;
        case 'step': {
          if (mode.kind !== 'idle') return;
          const c = keyMoveCommand(state, legal, intent.way);
          return c ? k.send(c) : undefined;
        }
        case 'arm': {
          const command: Command | null =
            intent.what === 'flip' && legal.flip
              ? { type: 'flip' }
              : intent.what === 'rune' && legal.rune
                ? { type: 'rune' }
                : null;
          return command ? k.arm({ command, label: k.armLabel(intent.what) }) : undefined;
        }
        case 'skill': {
          if (legal.prompt?.kind === 'reaction') {
            const option = legal.reactions[intent.slot];
            if (!option) return;
            return k.setMode({ kind: 'react', index: intent.slot, curse: false });
          }
          const slot = k.slots[intent.slot];
          if (!slot) return;
          if (!slot.usable) return k.refuse(slot);
          if (mode.kind === 'skill' && mode.skill === slot.skill) return k.setMode({ kind: 'idle' });
          // A skill without a target is chosen, not used: Enter (or its button) uses it.
          return k.setMode({ kind: 'skill', skill: slot.skill, curse: false });
        }
        case 'confirm': {
          if (legal.prompt?.kind === 'place') return k.confirmPlace();
          const armed = k.getArmed();
          if (armed) {
            k.arm(null);
            return k.send(armed.command, armed.warning !== undefined); // a warning's yes is this Enter
          }
          if (mode.kind !== 'idle' && needsNoTarget(legal, mode)) {
            const area = areaAim(state, legal, mode);
            if (area && area.hits.length === 0) return; // nobody in range: the panel says so, nothing is spent
            return k.send(commandForTarget(legal, mode, null));
          }
          if (legal.endTurn && !legal.prompt)
            return k.arm({ command: { type: 'endTurn' }, label: k.armLabel('endTurn') });
          return;
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
