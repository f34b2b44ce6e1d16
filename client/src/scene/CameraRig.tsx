import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { useViewer } from '../store';
import { frameCamera } from './frameCamera';

type Controls = { target: THREE.Vector3; update: () => void; maxDistance?: number };

/** Frames the whole map at the start, whenever a new map is dealt, and when the window changes shape. */
export function CameraRig() {
  const view = useViewer((s) => s.view);
  const mapVersion = useViewer((s) => s.mapVersion);
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const controls = useThree((s) => s.controls) as unknown as Controls | null;
  const aspect = useThree((s) => s.size.width / Math.max(1, s.size.height));
  const invalidate = useThree((s) => s.invalidate);

  useLayoutEffect(() => {
    camera.aspect = aspect;
    const target = frameCamera(camera, view);
    if (controls) {
      controls.target.copy(target);
      controls.maxDistance = camera.position.distanceTo(target) * 2.5;
      controls.update();
    }
    invalidate();
    // Re-frame only for a new map, a new window shape or new controls, not on every selection.
  }, [mapVersion, aspect, controls, camera, invalidate]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
