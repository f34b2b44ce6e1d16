import * as THREE from 'three';
import type { BoardView } from '../board/boardView';
import { hexCornersWorld } from '../layout';

/** How far above the horizon the camera looks down at the start (degrees). */
export const ELEVATION = 58;
/** The fraction of the screen (in normalised device coordinates) the map may fill at the start. */
export const MARGIN = 0.9;

const scratch = new THREE.Vector3();

/** Whether every corner of every cell projects inside the margin for this camera. */
function fits(camera: THREE.PerspectiveCamera, corners: THREE.Vector3[]): boolean {
  camera.updateMatrixWorld();
  for (const c of corners) {
    scratch.copy(c).project(camera);
    if (Math.abs(scratch.x) > MARGIN || Math.abs(scratch.y) > MARGIN) return false;
  }
  return true;
}

/** Places the camera south of the map, looking north and down, at the nearest distance that shows the whole map. */
export function frameCamera(camera: THREE.PerspectiveCamera, view: BoardView): THREE.Vector3 {
  const { centerX, centerZ, radius } = view.bounds;
  const target = new THREE.Vector3(centerX, 0, centerZ);
  const corners: THREE.Vector3[] = [];
  for (const cell of view.cells) for (const p of hexCornersWorld(cell)) corners.push(new THREE.Vector3(p.x, 0.3, p.z));
  const elevation = THREE.MathUtils.degToRad(ELEVATION);
  const place = (distance: number) => {
    camera.position.set(centerX, Math.sin(elevation) * distance, centerZ + Math.cos(elevation) * distance);
    camera.lookAt(target);
  };
  // Binary search on the distance: the projection is monotonic in it for points around the target.
  let near = 1;
  let far = radius * 8 + 10;
  for (let i = 0; i < 30; i++) {
    const mid = (near + far) / 2;
    place(mid);
    if (fits(camera, corners)) far = mid;
    else near = mid;
  }
  place(far);
  camera.far = far * 4;
  camera.updateProjectionMatrix();
  return target;
}

