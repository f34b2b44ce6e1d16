import * as THREE from 'three';

/** A flat pointy-top hexagon lying on the board plane (CircleGeometry's first vertex turned from east to south). */
export function flatHexGeometry(radius: number): THREE.BufferGeometry {
  return new THREE.CircleGeometry(radius, 6).rotateX(-Math.PI / 2).rotateY(Math.PI / 6);
}

/** A flat pointy-top hexagonal ring on the board plane, for outlining one cell. */
export function hexRingGeometry(inner: number, outer: number): THREE.BufferGeometry {
  return new THREE.RingGeometry(inner, outer, 6, 1).rotateX(-Math.PI / 2).rotateY(Math.PI / 6);
}
