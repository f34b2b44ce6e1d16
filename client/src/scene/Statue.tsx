import * as THREE from 'three';
import { OPEN_TOP, hexToWorld } from '../board/worldLayout';
import { useBoard } from '../board/BoardStoreProvider';
import { PALETTE } from './palette';
import { boardMaterial } from './boardMaterial';

// A lathe profile (radius, height) for the goddess statue: plinth, robe, shoulders, head — one mesh, one draw call.
const PROFILE: [number, number][] = [
  [0, 0],
  [0.62, 0],
  [0.62, 0.14],
  [0.5, 0.18],
  [0.46, 0.3],
  [0.3, 0.34],
  [0.26, 0.6],
  [0.22, 1.05],
  [0.3, 1.18],
  [0.24, 1.26],
  [0.12, 1.3],
  [0.11, 1.36],
  [0.17, 1.44],
  [0.17, 1.54],
  [0.1, 1.62],
  [0, 1.64],
];
const statueGeometry = new THREE.LatheGeometry(
  PROFILE.map(([x, y]) => new THREE.Vector2(x, y)),
  24,
);
const statueMaterial = boardMaterial({ color: PALETTE.statue, roughness: 0.55, metalness: 0.05 });

/** The goddess statue on its board's centre cell, when the layout has one (R-MAP-12, O-13). */
export function Statue() {
  const statue = useBoard((s) => s.view.statue);
  if (!statue) return null;
  const p = hexToWorld(statue);
  return (
    <mesh
      name="statue"
      geometry={statueGeometry}
      material={statueMaterial}
      position={[p.x, OPEN_TOP, p.z]}
      scale={1.3}
      raycast={() => null}
    />
  );
}
