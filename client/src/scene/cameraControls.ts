import { Vector3, type Camera } from 'three';
import { unitPoses } from './figures/unitPoses';

/**
 * A small camera API for keys and buttons (the key handler calls it; nothing here listens to keys): reset to the framed
 * map, top-down and behind-a-unit presets, pan, rotate about the view's centre, zoom, and projecting a world point to the
 * screen for DOM overlays. The board registers its camera and orbit controls here while it is shown
 * (CameraControlsBridge); every call is a no-op without a board.
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

/** Straight down on the point the camera looks at, from the same distance (north stays up). */
export function topDownCamera(): void {
  if (!current) return;
  const t = target().clone();
  const d = current.camera.position.distanceTo(t);
  // A hair off vertical, so the orbit controls keep a defined "up" (and north stays at the top of the screen).
  place(t, new Vector3(t.x, t.y + d, t.z + d * 0.001));
}

/** Behind a unit at world (x, z) facing `yaw` (radians about y, 0 = east): over its shoulder, looking past it. */
export function behindUnitCamera(x: number, z: number, yaw: number, distance = 7.5): void {
  if (!current) return;
  const fx = Math.cos(yaw);
  const fz = -Math.sin(yaw);
  const t = new Vector3(x + fx * 2.5, 0.3, z + fz * 2.5);
  place(t, new Vector3(x - fx * distance * 0.6, distance * 0.55, z - fz * distance * 0.6));
}

/** Behind a unit as the table draws it (its miniature's place and facing); false when it is not on the table. */
export function behindUnitById(id: string): boolean {
  const u = unitPoses.get(id);
  if (!u || !current) return false;
  behindUnitCamera(u.x, u.z, u.yaw);
  return true;
}

/** Close on a world point (x, z) from the south, 50° above the table: a look at one miniature. */
export function focusCamera(x: number, z: number, distance = 6.5): void {
  if (!current) return;
  const e = (50 * Math.PI) / 180;
  place(new Vector3(x, 0.7, z), new Vector3(x, 0.7 + Math.sin(e) * distance, z + Math.cos(e) * distance));
}

/** Slides the view along the table: `right` and `forward` in units of the current distance to the target (screen-relative). */
export function panCamera(right: number, forward: number): void {
  if (!current) return;
  const t = target();
  const d = current.camera.position.distanceTo(t);
  offset.subVectors(t, current.camera.position).setY(0).normalize();
  const fx = offset.x;
  const fz = offset.z;
  // Right of the view direction on the ground: (−fz, fx) turned the other way round for screen right.
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

/** A world point in CSS pixels relative to the canvas's top-left corner, or null behind the camera or with no board. */
export function projectToCanvas(x: number, y: number, z: number): { x: number; y: number } | null {
  if (!current) return null;
  const p = scratch.set(x, y, z).project(current.camera);
  if (p.z > 1) return null;
  const r = current.dom.getBoundingClientRect();
  return { x: ((p.x + 1) / 2) * r.width, y: ((1 - p.y) / 2) * r.height };
}
