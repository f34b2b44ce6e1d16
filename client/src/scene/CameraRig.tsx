import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { useViewer } from '../store';
import { frameCamera, NO_INSETS, type Insets } from './frameCamera';

/** The HUD columns (map panel and legend on the left, selection panel on the right) cover the board's sides on a wide
 * screen: keep the map clear of them. */
function hudInsets(width: number): Insets {
  if (typeof document === 'undefined') return NO_INSETS;
  const left = document.querySelector('.map-panel')?.getBoundingClientRect();
  const right = document.querySelector('.selection-panel')?.getBoundingClientRect();
  const insets = { ...NO_INSETS, left: left ? left.right + 12 : 0, right: right ? width - right.left + 12 : 0 };
  // On a narrow screen the panels float over the map anyway; framing for a sliver would make the map tiny.
  return width - insets.left - insets.right >= 0.4 * width ? insets : NO_INSETS;
}

type Controls = { target: THREE.Vector3; update: () => void; maxDistance?: number };

/** Frames the whole map at the start, whenever a new map is dealt, on request (F), and when the window changes shape. */
export function CameraRig() {
  const view = useViewer((s) => s.view);
  const mapVersion = useViewer((s) => s.mapVersion);
  const viewVersion = useViewer((s) => s.viewVersion);
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const controls = useThree((s) => s.controls) as unknown as Controls | null;
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const invalidate = useThree((s) => s.invalidate);

  useLayoutEffect(() => {
    const target = frameCamera(camera, view, { width, height }, hudInsets(width));
    if (controls) {
      controls.target.copy(target);
      controls.maxDistance = camera.position.distanceTo(target) * 2.5;
      controls.update();
    }
    invalidate();
    // Re-frame only for a new map, a new window shape or new controls, not on every selection.
  }, [mapVersion, viewVersion, width, height, controls, camera, invalidate]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
