import { useEffect } from 'react';
import type { MapChoice } from '../../board/mapSource';
import { useViewer } from './labViewer';

/** The address query that reopens a map choice: none for the beginner map, ?seed=N[&swap=1] for a deal, ?layout=CODE for a code. */
export function choiceToSearch(choice: MapChoice): string {
  if (choice.kind === 'beginner') return '';
  if (choice.kind === 'standard') return `?seed=${choice.seed}${choice.swapCampfires ? '&swap=1' : ''}`;
  return `?layout=${encodeURIComponent(choice.code)}`;
}

/** Keeps the address bar on the shown map, so a reload or a shared link opens the same one. */
export function useChoiceInAddress(): void {
  useEffect(() => {
    // A link whose code is corrupt opened another map: the address must not keep claiming the bad code.
    const shown = choiceToSearch(useViewer.getState().choice);
    if (useViewer.getState().mapMessage?.kind === 'bad-code' && location.search !== shown)
      history.replaceState(null, '', `${location.pathname}${shown}`);
  }, []);
  useEffect(
    () =>
      useViewer.subscribe((s, prev) => {
        if (s.choice === prev.choice) return;
        const search = choiceToSearch(s.choice);
        if (search !== location.search) history.replaceState(null, '', `${location.pathname}${search}`);
      }),
    [],
  );
}
