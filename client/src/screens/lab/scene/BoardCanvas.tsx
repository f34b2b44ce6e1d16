import type { ReactNode } from 'react';
import { useViewer } from '../labViewer';
import { BoardStoreProvider } from '../../../board/BoardStoreProvider';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { BoardOutlines } from '../../../scene/BoardOutlines';
import { BOARD_CANVAS_PROPS, BoardLights, BoardOrbitControls } from '../../../scene/BoardScene';
import { BoardOverlay } from '../../../scene/BoardOverlay';
import { CameraRig } from './CameraRig';
import { HexToScreen } from '../../../scene/HexToScreen';
import { HoverMarker } from './HoverMarker';
import { ObstacleShadows } from '../../../scene/ObstacleShadows';
import { ReachPath } from './ReachPath';
import { SelectionMarker } from './SelectionMarker';
import { SightLine } from './SightLine';
import { Statue } from '../../../scene/Statue';
import { Table } from '../../../scene/Table';
import { ThreeCanvas } from '../../../scene/ThreeCanvas';
import { TerrainCells } from '../../../scene/TerrainCells';

/**
 * The 3D board: cells, outlines, statue and overlays, with an orbit/pan/zoom camera; renders on demand. The scene reads
 * the lab's viewer store (its board store). The lab editor adds its own scene parts (`children`) and takes cell clicks
 * (`onCellClick`, else the viewer selects the cell).
 */
export function BoardCanvas({
  children,
  onCellClick,
}: { children?: ReactNode; onCellClick?: (key: string) => void } = {}) {
  const clearHover = useViewer((s) => s.hover);
  return (
    <ThreeCanvas
      className="board-canvas"
      role="img"
      aria-label="3D view of the map; use the panels and keys to select a cell and a facing"
      {...BOARD_CANVAS_PROPS}
      onPointerMissed={() => clearHover(null)}
    >
      <BoardStoreProvider store={useViewer}>
        <BoardLights />
        <Table />
        <TerrainCells onCellClick={onCellClick} />
        <ObstacleShadows />
        <BoardOutlines />
        <BoardOverlay />
        <Statue />
        <HoverMarker />
        <SightLine />
        <ReachPath />
        <ErrorBoundary fallback={null}>
          <SelectionMarker />
        </ErrorBoundary>
        {children}
        <BoardOrbitControls />
        <CameraRig />
        <HexToScreen />
      </BoardStoreProvider>
    </ThreeCanvas>
  );
}
