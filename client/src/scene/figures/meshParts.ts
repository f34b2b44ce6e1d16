import {
  BoxGeometry,
  BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  LatheGeometry,
  Matrix4,
  Quaternion,
  SphereGeometry,
  Vector2,
  Vector3,
} from 'three';

/**
 * A miniature as flat arrays of triangles (x, y, z per vertex) and a colour per vertex: every part of every unit on the
 * table goes into one buffer and one draw call (docs/client.md "The table"). Triangles only, no indices, no normals
 * (the material is flat-shaded, so the GPU takes each face's normal from its slope).
 */
export type Shape = { pos: number[]; col: number[] };

export const emptyShape = (): Shape => ({ pos: [], col: [] });

/** Where a part sits in its miniature: position, rotation (radians, XYZ order) and scale. */
export type Place = {
  at?: [number, number, number];
  rot?: [number, number, number];
  scale?: number | [number, number, number];
};

const matrix = new Matrix4();
const quat = new Quaternion();
const euler = new Euler();
const v = new Vector3();
const colour = new Color();

/** Adds a three.js geometry's triangles to a shape, placed and painted one colour (sRGB hex, linearised like materials). */
export function addGeometry(out: Shape, geometry: BufferGeometry, hex: string, place: Place = {}): Shape {
  const g = geometry.index ? geometry.toNonIndexed() : geometry;
  const p = g.getAttribute('position');
  const s = place.scale ?? 1;
  const scale = typeof s === 'number' ? v.set(s, s, s).clone() : v.set(...s).clone();
  quat.setFromEuler(euler.set(...(place.rot ?? [0, 0, 0])));
  matrix.compose(v.set(...(place.at ?? [0, 0, 0])).clone(), quat, scale);
  colour.set(hex);
  for (let i = 0; i < p.count; i++) {
    v.fromBufferAttribute(p, i).applyMatrix4(matrix);
    out.pos.push(v.x, v.y, v.z);
    out.col.push(colour.r, colour.g, colour.b);
  }
  if (g !== geometry) g.dispose();
  geometry.dispose();
  return out;
}

/** A solid of revolution about y from (radius, height) points, bottom to top. */
export const lathe = (profile: [number, number][], segments = 14) =>
  new LatheGeometry(
    profile.map(([r, y]) => new Vector2(r, y)),
    segments,
  );
export const box = (w: number, h: number, d: number) => new BoxGeometry(w, h, d);
export const cylinder = (top: number, bottom: number, h: number, segments = 14) =>
  new CylinderGeometry(top, bottom, h, segments);
export const cone = (r: number, h: number, segments = 12) => new ConeGeometry(r, h, segments);
export const sphere = (r: number, w = 12, h = 8) => new SphereGeometry(r, w, h);

/** A flat ring (annulus sector) lying on y = 0, from angle a0 to a1 (radians, counter-clockwise seen from above). */
export function addRing(
  out: Shape,
  inner: number,
  outer: number,
  a0: number,
  a1: number,
  y: number,
  hex: string,
  segments = 12,
): Shape {
  colour.set(hex);
  for (let i = 0; i < segments; i++) {
    const t0 = a0 + ((a1 - a0) * i) / segments;
    const t1 = a0 + ((a1 - a0) * (i + 1)) / segments;
    const p = (r: number, t: number) => [Math.cos(t) * r, y, -Math.sin(t) * r];
    // Counter-clockwise seen from above (+y): (cos t, −sin t) turns the right way round in x–z.
    const quad = [p(inner, t0), p(outer, t0), p(outer, t1), p(inner, t0), p(outer, t1), p(inner, t1)];
    for (const q of quad) {
      out.pos.push(q[0], q[1], q[2]);
      out.col.push(colour.r, colour.g, colour.b);
    }
  }
  return out;
}

/** A growing pair of typed arrays the layer writes every drawn vertex into (positions, colours), `count` vertices so far. */
export type Sink = { pos: Float32Array; col: Float32Array; count: number };

/** Writes `src` into the sink, turned by `yaw` about y, scaled by `s` about its origin, then moved to (x, y, z). */
export function placeInto(out: Sink, src: Shape, x: number, y: number, z: number, yaw: number, s = 1): void {
  const c = Math.cos(yaw);
  const n = Math.sin(yaw);
  let o = out.count * 3;
  for (let i = 0; i < src.pos.length; i += 3, o += 3) {
    const px = src.pos[i] * s;
    const pz = src.pos[i + 2] * s;
    out.pos[o] = x + px * c + pz * n;
    out.pos[o + 1] = y + src.pos[i + 1] * s;
    out.pos[o + 2] = z - px * n + pz * c;
  }
  out.col.set(src.col, out.count * 3);
  out.count += src.pos.length / 3;
}
