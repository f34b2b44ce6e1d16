import { OrbitControls } from '@react-three/drei';
import { useSettings } from '../settings/settings';
import type { CanvasProps } from '@react-three/fiber';
import * as THREE from 'three';
import { isSoftwareRenderer, markSoftwareRenderer } from './softwareRenderer';
import { installTestHook, registerRenderer } from './testHook';

// The test hook (window.__ifera) reads the renderer after each frame, so it is installed with the 3D chunk, not on the home page.
installTestHook();
// Loaded with every board, so the page says how its board is drawn before the first panel is composited over it.
markSoftwareRenderer();

/**
 * Canvas settings every board screen shares: on-demand frames, the camera, tone mapping, the test hook's renderer.
 * Multisampling only where a GPU draws: on a CPU rasteriser it costs more than half again per frame (softwareRenderer.ts).
 */
export const BOARD_CANVAS_PROPS = {
  frameloop: 'demand',
  dpr: [1, 2],
  camera: { fov: 40, near: 0.1, far: 400, position: [0, 30, 20] },
  gl: { antialias: !isSoftwareRenderer() },
  onCreated: ({ gl }) => {
    gl.toneMapping = THREE.ACESFilmicToneMapping;
    registerRenderer(gl);
  },
} satisfies Partial<CanvasProps>;

/**
 * The board's lights: a sky/ground fill, a warm key light and a cool rim. At night (R-ROUND-2: rounds 3, 5, 7) the
 * sky dims to blue, the key becomes a cold moon from the east and the rim a warm glow, so a night round reads at a glance.
 */
export function BoardLights({ night = false }: { night?: boolean }) {
  return night ? (
    <>
      <hemisphereLight args={['#6f82c9', '#141226', 0.7]} />
      <directionalLight position={[14, 24, 10]} intensity={1.25} color="#b9c8ff" />
      <directionalLight position={[-16, 10, -14]} intensity={0.45} color="#ffb070" />
    </>
  ) : (
    <>
      <hemisphereLight args={['#e6eeff', '#3b3226', 1.1]} />
      <directionalLight position={[-14, 26, 12]} intensity={2.1} color="#fff4e2" />
      <directionalLight position={[16, 12, -14]} intensity={0.55} color="#a9c8ff" />
    </>
  );
}

/**
 * Orbit, pan and zoom (towards the cursor), never below the table; speeds follow the camera sensitivity setting
 * (client/src/settings).
 */
export function BoardOrbitControls() {
  const k = useSettings((s) => s.cameraSensitivity);
  return (
    <OrbitControls
      makeDefault
      zoomToCursor
      enableDamping={false}
      maxPolarAngle={Math.PI * 0.47}
      minDistance={4}
      screenSpacePanning={false}
      rotateSpeed={k}
      zoomSpeed={k}
      panSpeed={k}
    />
  );
}
