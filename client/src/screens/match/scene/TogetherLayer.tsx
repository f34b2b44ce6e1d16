import type { GameState } from '../../../../../shared/rules';
import { lazyScreen } from '../../../ui/lazyScreen';
import { useReplaySight } from '../control/replaySight';
import { SightOverlay } from './SightOverlay';

/**
 * The pings (with drei's Html for their tags) are a chunk of their own, fetched as the table mounts: the first frame
 * has no ping to draw (docs/client.md "Delivery").
 */
const PingMarkers = lazyScreen(() => import('./PingMarkers').then((m) => m.PingMarkers), { placeholder: null });

/** What playing together draws on the table: the team's pings, and in a replay the sight of the unit whose turn it is. */
export function TogetherLayer({ state }: { state: GameState }) {
  const sight = useReplaySight((s) => s.on);
  return (
    <>
      <PingMarkers state={state} />
      {sight ? <SightOverlay state={state} /> : null}
    </>
  );
}
