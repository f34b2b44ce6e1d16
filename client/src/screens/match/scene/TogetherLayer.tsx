import type { GameState } from '../../../../../shared/rules';
import { useReplaySight } from '../control/replaySight';
import { PingMarkers } from './PingMarkers';
import { SightOverlay } from './SightOverlay';

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
