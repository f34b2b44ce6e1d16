import { useEffect, useRef } from 'react';
import type { Direction } from '../../../shared/hex';
import type { Command, GameState, LegalCommands } from '../../../shared/rules';
import { commandForTarget, keyMoveCommand, needsNoTarget, turnedFacing, type PlaceDraft, type UiMode } from './intents';

type Keys = {
  state: GameState;
  legal: LegalCommands | null;
  mode: UiMode;
  /** The placement draft as it is now (read from the store: two quick keys, C then Enter, come before a re-render). */
  getDraft: () => PlaceDraft | null;
  send: (c: Command) => void;
  setMode: (m: UiMode) => void;
  setDraft: (d: PlaceDraft) => void;
  cycleUnit: () => void;
  confirmPlace: () => void;
};

/** Whether a key press belongs to a text field rather than the game. */
function typing(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

/**
 * Keys for the common actions: ↑/W step forward, ←/A and →/D turn in place, E end turn, F flip, R rune, 1–9 skills, Esc cancel,
 * Tab next unit; placement: C next start cell, ←/→ or 0–5 facing, Enter place.
 */
export function useMatchKeys(keys: Keys): void {
  const ref = useRef(keys);
  ref.current = keys;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      const { state, legal, mode, getDraft, send, setMode, setDraft, cycleUnit, confirmPlace } = ref.current;
      const k = e.key.toLowerCase();
      if (k === 'escape') return setMode({ kind: 'idle' });
      if (k === 'tab') {
        e.preventDefault();
        return cycleUnit();
      }
      if (!legal) return;
      if (legal.prompt?.kind === 'place') {
        const d = getDraft() ?? { cell: null, facing: 0 as Direction, side: 0 as const, form: null };
        if (k === 'arrowleft' || k === 'arrowright') {
          e.preventDefault();
          return setDraft({ ...d, facing: turnedFacing(d.facing, k === 'arrowleft' ? 'left' : 'right') });
        }
        if (/^[0-5]$/.test(k)) return setDraft({ ...d, facing: Number(k) as Direction });
        if (k === 'c') {
          // Keyboard placement: step through the start cells.
          const cells = legal.prompt.cells;
          const i = d.cell ? cells.findIndex((c) => c.q === d.cell!.q && c.r === d.cell!.r) : -1;
          return setDraft({ ...d, cell: cells[(i + 1) % cells.length] ?? null });
        }
        if (k === 'enter') return confirmPlace();
        return;
      }
      if (legal.prompt?.kind === 'reaction' && (k === 'p' || k === 'enter')) return send({ type: 'pass', prompt: legal.prompt.id });
      if (legal.prompt) return;
      const step = k === 'arrowup' || k === 'w' ? 'forward' : k === 'arrowleft' || k === 'a' ? 'left' : k === 'arrowright' || k === 'd' ? 'right' : null;
      if (step && mode.kind === 'idle') {
        e.preventDefault();
        const c = keyMoveCommand(state, legal, step);
        return c ? send(c) : undefined;
      }
      if (k === 'e' && legal.endTurn) return send({ type: 'endTurn' });
      if (k === 'f' && legal.flip) return send({ type: 'flip' });
      if (k === 'r' && legal.rune) return send({ type: 'rune' });
      if (/^[1-9]$/.test(k)) {
        const skill = legal.skills[Number(k) - 1];
        if (!skill) return;
        const m: UiMode = { kind: 'skill', skill: skill.skill, curse: false };
        if (mode.kind === 'skill' && mode.skill === skill.skill) return setMode({ kind: 'idle' });
        if (needsNoTarget(legal, m)) return send(commandForTarget(legal, m, null));
        return setMode(m);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
