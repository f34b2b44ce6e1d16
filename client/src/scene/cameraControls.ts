import { Vector3, type Camera } from 'three';

/**
 * A small camera API for keys and buttons (the match's key handler calls it; nothing here listens to keys): reset to the
 * framed map, pan, rotate about the view's centre, zoom. The board registers its camera and orbit controls here while it
 * is shown; every call is a no-op without a board. (Minimal version from explain-client; helper `table` owns this file.)
 */
type Orbit = { target: Vector3; update: () => void; object?: Camera };

type Registered = {
  camera: Camera & { position: Vector3 };
  controls: Orbit | null;
  invalidate: () => void;
  /** The canvas element (for projections to page pixels). */
  dom: HTMLElement;
  /** Frames the whole map again, as at the start. */
  reframe: () => void;
};

let current: Registered | null = null;

export function registerCamera(r: Registered): () => void {
  current = r;
  return () => {
    if (current === r) current = null;
  };
}

const offset = new Vector3();
const scratch = new Vector3();

/** Moves the camera to `position` looking at `target`, through the orbit controls so dragging goes on from there. */
function place(target: Vector3, position: Vector3): void {
  if (!current) return;
  current.camera.position.copy(position);
  if (current.controls) {
    current.controls.target.copy(target);
    current.controls.update();
  } else current.camera.lookAt(target);
  current.invalidate();
}

const target = () => current?.controls?.target ?? scratch.set(0, 0, 0);

/** The view as at the start: the whole map framed between the HUD panels. */
export function resetCamera(): void {
  current?.reframe();
}

/** Slides the view along the table: `right` and `forward` in units of the current distance to the target (screen-relative). */
export function panCamera(right: number, forward: number): void {
  if (!current) return;
  const t = target();
  const d = current.camera.position.distanceTo(t);
  offset.subVectors(t, current.camera.position).setY(0).normalize();
  const fx = offset.x;
  const fz = offset.z;
  const dx = (-fz * right + fx * forward) * d;
  const dz = (fx * right + fz * forward) * d;
  const p = current.camera.position.clone().add(scratch.set(dx, 0, dz));
  place(t.clone().add(scratch), p);
}

/** Turns the view about the point it looks at by `angle` radians (positive: counter-clockwise seen from above). */
export function rotateCamera(angle: number): void {
  if (!current) return;
  const t = target().clone();
  offset.subVectors(current.camera.position, t);
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const x = offset.x * c + offset.z * s;
  const z = -offset.x * s + offset.z * c;
  place(t, new Vector3(t.x + x, t.y + offset.y, t.z + z));
}

/** Moves the camera towards (factor < 1) or away from (factor > 1) the point it looks at. */
export function zoomCamera(factor: number): void {
  if (!current) return;
  const t = target().clone();
  offset.subVectors(current.camera.position, t).multiplyScalar(factor);
  if (offset.length() < 3) offset.setLength(3);
  place(t, t.clone().add(offset));
}
