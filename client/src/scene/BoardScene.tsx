import { OrbitControls } from '@react-three/drei';
import { useSettings } from '../settings/settings';
import type { CanvasProps } from '@react-three/fiber';
import * as THREE from 'three';
import { installTestHook, registerRenderer } from '../testHook';

// The test hook (window.__ifera) reads the renderer after each frame, so it is installed with the 3D chunk, not on the home page.
installTestHook();

/** Canvas settings every board screen shares: on-demand frames, the camera, tone mapping, the test hook's renderer. */
export const BOARD_CANVAS_PROPS = {
  frameloop: 'demand',
  dpr: [1, 2],
  camera: { fov: 40, near: 0.1, far: 400, position: [0, 30, 20] },
  gl: { antialias: true },
  onCreated: ({ gl }) => {
    gl.toneMapping = THREE.ACESFilmicToneMapping;
    registerRenderer(gl);
  },
} satisfies Partial<CanvasProps>;

/** The board's lights: a sky/ground fill, a warm key light and a cool rim. */
export function BoardLights() {
  return (
    <>
      <hemisphereLight args={['#e6eeff', '#3b3226', 1.1]} />
      <directionalLight position={[-14, 26, 12]} intensity={2.1} color="#fff4e2" />
      <directionalLight position={[16, 12, -14]} intensity={0.55} color="#a9c8ff" />
    </>
  );
}

/** Orbit, pan and zoom, never below the table; speeds follow the camera sensitivity setting (client/src/settings). */
export function BoardOrbitControls() {
  const k = useSettings((s) => s.cameraSensitivity);
  return <OrbitControls makeDefault enableDamping={false} maxPolarAngle={Math.PI * 0.47} minDistance={4} screenSpacePanning={false} rotateSpeed={k} zoomSpeed={k} panSpeed={k} />;
}
