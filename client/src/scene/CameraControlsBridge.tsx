import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { tableHook } from './tableTestHook';
import { unitPoses } from './figures/unitPoses';
import { behindUnitById, focusCamera, registerCamera, resetCamera, topDownCamera } from './cameraControls';

/** Inside a board's canvas: hands its camera and orbit controls to cameraControls.ts while the board is shown. */
export function CameraControlsBridge({ reframe }: { reframe: () => void }) {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls) as unknown as Parameters<typeof registerCamera>[0]['controls'];
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  useEffect(
    () => registerCamera({ camera, controls, invalidate, dom: gl.domElement, reframe }),
    [camera, controls, invalidate, gl, reframe],
  );
  useEffect(() => {
    const focus = (id: string) => {
      const u = unitPoses.get(id);
      if (u) focusCamera(u.x, u.z);
      return !!u;
    };
    tableHook().camera = { focus, reset: resetCamera, topDown: topDownCamera, behind: behindUnitById };
  }, []);
  return null;
}
