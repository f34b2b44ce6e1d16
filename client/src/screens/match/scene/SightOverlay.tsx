import { useLayoutEffect } from 'react';
import type { GameState } from '../../../../../shared/rules';
import { visionFrom } from '../../../board/vision';
import { BoardOverlay } from '../../../scene/BoardOverlay';
import { useViewer } from '../../../board/viewerStore';

/**
 * The sight of the unit whose turn it is (the lab's vision overlay: cells it sees gold, cone cells hidden by obstacles
 * violet), for the replay. The board the match canvas handed the viewer store is the one measured.
 */
export function SightOverlay({ state }: { state: GameState }) {
  const id = state.turn?.unit ?? null;
  const unit = id ? state.units[id] : null;
  const pos = unit?.alive ? unit.pos : null;
  const facing = unit?.facing ?? null;
  const view = useViewer((s) => s.view);
  useLayoutEffect(() => {
    if (!pos || facing === null) {
      useViewer.setState({ selected: null, facing: null, vision: null });
      return;
    }
    useViewer.setState({
      overlay: 'vision',
      selected: `${pos.q},${pos.r}`,
      facing,
      vision: visionFrom(view, pos, facing),
    });
  }, [view, pos?.q, pos?.r, facing]); // eslint-disable-line react-hooks/exhaustive-deps
  useLayoutEffect(() => () => useViewer.setState({ selected: null, facing: null, vision: null }), []);
  return pos ? <BoardOverlay /> : null;
}
