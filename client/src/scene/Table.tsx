import * as THREE from 'three';
import { useBoard } from '../board/BoardStoreProvider';
import { PALETTE } from './palette';
import { boardMaterial } from './boardMaterial';

const tableGeometry = new THREE.CircleGeometry(1, 72).rotateX(-Math.PI / 2);
const tableMaterial = boardMaterial({ color: PALETTE.table, roughness: 1 });

/** The table under the boards: what the void between and around boards looks like. */
export function Table() {
  const bounds = useBoard((s) => s.view.bounds);
  const r = bounds.radius + 4;
  return (
    <mesh
      name="table"
      geometry={tableGeometry}
      material={tableMaterial}
      position={[bounds.centerX, -0.01, bounds.centerZ]}
      scale={[r, 1, r]}
    />
  );
}
