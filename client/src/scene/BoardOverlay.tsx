import { useMemo } from 'react';
import { isOpenCell } from '../../../shared/map';
import { useBoard } from '../board/BoardStoreProvider';
import type { BoardState, OverlayMode } from '../board/boardStore';
import { CellOverlay } from './CellOverlay';
import { exposureColour, reachColour } from './overlayColours';
import { PALETTE } from './palette';

/** What the overlay draws: a map, a position's vision or reach, or every cell's exposure (the board store's fields). */
export type OverlayProps = Pick<BoardState, 'view' | 'vision' | 'reach' | 'exposure' | 'movement' | 'selected'> & {
  mode: OverlayMode;
};

/**
 * The overlay of the canvas's board store (the lab's selection and overlay choice), two draw calls whatever the map.
 * Vision: cells the selected position sees tinted gold, cone cells hidden by obstacles violet. Reach: cells it can end
 * its movement on, by cost. Every other open cell is dimmed. Exposure (no selection needed): every open cell coloured by
 * how many open cells see it.
 */
export function BoardOverlay() {
  const view = useBoard((s) => s.view);
  const vision = useBoard((s) => s.vision);
  const reach = useBoard((s) => s.reach);
  const exposure = useBoard((s) => s.exposure);
  const mode = useBoard((s) => s.overlay);
  const movement = useBoard((s) => s.movement);
  const selected = useBoard((s) => s.selected);
  return (
    <OverlayCells
      view={view}
      vision={vision}
      reach={reach}
      exposure={exposure}
      mode={mode}
      movement={movement}
      selected={selected}
    />
  );
}

/** The overlay of given fields (the replay's sight of the unit whose turn it is draws one without a selection store). */
export function OverlayCells({ view, vision, reach, exposure, mode, movement, selected }: OverlayProps) {
  const shown = useMemo(() => {
    if (mode === 'exposure') return Object.keys(exposure?.counts ?? {});
    if (mode === 'vision') return vision?.cone ?? [];
    return Object.keys(reach?.costs ?? {}).filter((k) => k !== selected);
  }, [mode, vision, reach, exposure, selected]);
  const visible = useMemo(() => new Set(vision?.visible ?? []), [vision]);
  const dimmed = useMemo(() => {
    if (!vision || mode === 'exposure') return [];
    const lit = new Set(shown);
    return view.cells.filter((c) => isOpenCell(c) && c.key !== selected && !lit.has(c.key)).map((c) => c.key);
  }, [vision, view, selected, shown, mode]);
  const colourOf = useMemo(() => {
    if (mode === 'exposure' && exposure) {
      // Spread the map's own range over the whole scale, so sheltered spots stand out on any layout.
      const span = Math.max(1, exposure.max - exposure.min);
      return (key: string) => exposureColour(((exposure.counts[key] ?? exposure.min) - exposure.min) / span);
    }
    if (mode === 'vision') return (key: string) => (visible.has(key) ? PALETTE.visible : PALETTE.hidden);
    return (key: string) => reachColour(reach?.costs[key] ?? 0, movement);
  }, [mode, visible, reach, movement, exposure]);
  const dimColour = useMemo(() => () => PALETTE.dim, []);
  return (
    <group>
      <CellOverlay name="overlay-dim" view={view} keys={dimmed} colourOf={dimColour} opacity={0.42} />
      <CellOverlay
        name="overlay-lit"
        view={view}
        keys={shown}
        colourOf={colourOf}
        opacity={mode === 'exposure' ? 0.7 : 0.62}
      />
    </group>
  );
}
