import { Canvas } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import * as THREE from 'three';
import { useViewer } from '../store';
import { registerRenderer } from '../testHook';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { BoardOutlines } from './BoardOutlines';
import { BoardOverlay } from './BoardOverlay';
import { CameraRig } from './CameraRig';
import { HexToScreen } from './HexToScreen';
import { HoverMarker } from './HoverMarker';
import { ObstacleShadows } from './ObstacleShadows';
import { ReachPath } from './ReachPath';
import { SelectionMarker } from './SelectionMarker';
import { SightLine } from './SightLine';
import { Statue } from './Statue';
import { Table } from './Table';
import { TerrainCells } from './TerrainCells';

/** The 3D board: cells, outlines, statue and overlays, with an orbit/pan/zoom camera; renders on demand. */
export function BoardCanvas() {
  const clearHover = useViewer((s) => s.hover);
  return (
    <Canvas
      className="board-canvas"
      role="img"
      aria-label="3D view of the map; use the panels and keys to select a cell and a facing"
      frameloop="demand"
      dpr={[1, 2]}
      camera={{ fov: 40, near: 0.1, far: 400, position: [0, 30, 20] }}
      gl={{ antialias: true }}
      onCreated={({ gl }) => {
        gl.toneMapping = THREE.ACESFilmicToneMapping;
        registerRenderer(gl);
      }}
      onPointerMissed={() => clearHover(null)}
    >
      <hemisphereLight args={['#e6eeff', '#3b3226', 1.1]} />
      <directionalLight position={[-14, 26, 12]} intensity={2.1} color="#fff4e2" />
      <directionalLight position={[16, 12, -14]} intensity={0.55} color="#a9c8ff" />
      <Table />
      <TerrainCells />
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
      <OrbitControls makeDefault enableDamping={false} maxPolarAngle={Math.PI * 0.47} minDistance={4} screenSpacePanning={false} />
      <CameraRig />
      <HexToScreen />
    </Canvas>
  );
}
