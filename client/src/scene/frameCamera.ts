import * as THREE from 'three';
import type { BoardView } from '../board/boardView';
import { hexCornersWorld } from '../board/worldLayout';

/** How far above the horizon the camera looks down at the start (degrees). */
export const ELEVATION = 58;
/** The fraction of the free screen area the map may fill at the start. */
export const MARGIN = 0.9;

/** Screen space (CSS pixels from each edge) that the HUD covers and the map should keep clear of. */
export type Insets = { left: number; right: number; top: number; bottom: number };
export const NO_INSETS: Insets = { left: 0, right: 0, top: 0, bottom: 0 };

const scratch = new THREE.Vector3();

/** The bounding box of the corners in normalised device coordinates for the camera as it is placed. */
function projectedBox(camera: THREE.PerspectiveCamera, corners: THREE.Vector3[]) {
  camera.updateMatrixWorld();
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (const c of corners) {
    scratch.copy(c).project(camera);
    minX = Math.min(minX, scratch.x);
    maxX = Math.max(maxX, scratch.x);
    minY = Math.min(minY, scratch.y);
    maxY = Math.max(maxY, scratch.y);
  }
  return { minX, maxX, minY, maxY };
}

/**
 * Places the camera south of the map, looking north and down, at the nearest distance where the whole map fits the
 * screen area the HUD leaves free, then shifts the image (a view offset, so orbiting still turns about the map) to
 * centre the map in that area. Returns the orbit target.
 */
export function frameCamera(
  camera: THREE.PerspectiveCamera,
  view: BoardView,
  size: { width: number; height: number } = { width: 1600, height: 900 },
  insets: Insets = NO_INSETS,
): THREE.Vector3 {
  const { centerX, centerZ, radius } = view.bounds;
  const target = new THREE.Vector3(centerX, 0, centerZ);
  const corners: THREE.Vector3[] = [];
  for (const cell of view.frameCells ?? view.cells)
    for (const p of hexCornersWorld(cell)) corners.push(new THREE.Vector3(p.x, 0.3, p.z));
  const elevation = THREE.MathUtils.degToRad(ELEVATION);
  const { width, height } = size;
  const freeWidth = Math.max(1, width - insets.left - insets.right);
  const freeHeight = Math.max(1, height - insets.top - insets.bottom);
  camera.aspect = width / Math.max(1, height);
  camera.clearViewOffset();
  camera.updateProjectionMatrix();
  const place = (distance: number) => {
    camera.position.set(centerX, Math.sin(elevation) * distance, centerZ + Math.cos(elevation) * distance);
    camera.lookAt(target);
  };
  // The map fits when its projected box is no larger than the free area (NDC spans 2 across the whole screen).
  const fits = () => {
    const b = projectedBox(camera, corners);
    return b.maxX - b.minX <= 2 * MARGIN * (freeWidth / width) && b.maxY - b.minY <= 2 * MARGIN * (freeHeight / height);
  };
  // Binary search on the distance: the projected size shrinks as the camera backs away.
  let near = 1;
  let far = radius * 8 + 10;
  for (let i = 0; i < 30; i++) {
    const mid = (near + far) / 2;
    place(mid);
    if (fits()) far = mid;
    else near = mid;
  }
  place(far);
  camera.far = far * 4;
  // Move the projected box's centre onto the free area's centre.
  const b = projectedBox(camera, corners);
  const centreX = ((insets.left + freeWidth / 2) / width) * 2 - 1;
  const centreY = 1 - ((insets.top + freeHeight / 2) / height) * 2;
  const shiftX = ((centreX - (b.minX + b.maxX) / 2) * width) / 2;
  const shiftY = (-(centreY - (b.minY + b.maxY) / 2) * height) / 2;
  camera.setViewOffset(width, height, -shiftX, -shiftY, width, height);
  camera.updateProjectionMatrix();
  return target;
}
