import { useSyncExternalStore } from 'react';
import { isNarrowHud, NARROW_HUD_QUERY } from '../match/control/narrowHud';

function subscribe(changed: () => void): () => void {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(NARROW_HUD_QUERY) : undefined;
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/** Whether the HUD is a column now, followed as the window is resized (the lesson places its board in words by it). */
export function useNarrowHud(): boolean {
  return useSyncExternalStore(subscribe, isNarrowHud, () => false);
}
