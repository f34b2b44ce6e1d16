import { useEffect } from 'react';
import { toDirection } from '../../../../shared/hex';
import type { OverlayMode } from '../../board/boardStore';
import { useViewer } from './labViewer';

/** What a key asks the viewer to do. */
export type KeyIntent =
  | { kind: 'face'; facing: number }
  | { kind: 'turn'; steps: number }
  | { kind: 'clear' }
  | { kind: 'overlay'; mode: OverlayMode }
  | { kind: 'movement'; change: number }
  | { kind: 'frame' };

/**
 * Keyboard intents of the viewer: 0–5 face a direction, ← turns counter-clockwise, → clockwise, Esc clears,
 * V shows vision, M movement reach, E exposure, + and − change the movement budget, F frames the whole map again.
 */
export function keyIntent(key: string): KeyIntent | null {
  if (/^[0-5]$/.test(key)) return { kind: 'face', facing: Number(key) };
  if (key === 'v' || key === 'V') return { kind: 'overlay', mode: 'vision' };
  if (key === 'm' || key === 'M') return { kind: 'overlay', mode: 'reach' };
  if (key === 'e' || key === 'E') return { kind: 'overlay', mode: 'exposure' };
  if (key === 'f' || key === 'F') return { kind: 'frame' };
  if (key === '+' || key === '=') return { kind: 'movement', change: 1 };
  if (key === '-' || key === '_') return { kind: 'movement', change: -1 };
  // Increasing direction index turns counter-clockwise (docs/architecture.md "Hex conventions"), so ← is +1 and → is −1.
  if (key === 'ArrowLeft') return { kind: 'turn', steps: 1 };
  if (key === 'ArrowRight') return { kind: 'turn', steps: -1 };
  if (key === 'Escape') return { kind: 'clear' };
  return null;
}

/** Listens for the viewer's keys anywhere on the page except while typing in a field. */
export function useViewerKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const intent = keyIntent(e.key);
      if (!intent) return;
      const s = useViewer.getState();
      if (intent.kind === 'clear') s.select(null);
      else if (intent.kind === 'overlay') s.setOverlay(intent.mode);
      else if (intent.kind === 'frame') s.resetView();
      else if (intent.kind === 'movement') s.setMovement(s.movement + intent.change);
      else if (s.selected === null) return;
      else if (intent.kind === 'face') s.setFacing(toDirection(intent.facing));
      else s.turn(intent.steps);
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
