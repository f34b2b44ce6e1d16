import { useMemo } from 'react';
import type { GameState } from '../../../../../shared/rules';
import { useBoard } from '../../../board/BoardStoreProvider';
import { visionFrom } from '../../../board/vision';
import { OverlayCells } from '../../../scene/BoardOverlay';

/**
 * The sight of the unit whose turn it is (the lab's vision overlay: cells it sees gold, cone cells hidden by obstacles
 * violet), for the replay. Measured on the canvas's board; drawn from its own fields, so nothing is written into the
 * board store.
 */
export function SightOverlay({ state }: { state: GameState }) {
  const id = state.turn?.unit ?? null;
  const unit = id ? state.units[id] : null;
  const pos = unit?.alive ? unit.pos : null;
  const facing = unit?.facing ?? null;
  const view = useBoard((s) => s.view);
  const vision = useMemo(
    () => (pos && facing !== null ? visionFrom(view, pos, facing) : null),
    [view, pos?.q, pos?.r, facing], // eslint-disable-line react-hooks/exhaustive-deps
  );
  if (!pos || !vision) return null;
  return (
    <OverlayCells
      view={view}
      vision={vision}
      reach={null}
      exposure={null}
      mode="vision"
      movement={0}
      selected={`${pos.q},${pos.r}`}
    />
  );
}
