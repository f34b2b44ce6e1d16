import * as THREE from 'three';
import { hexToWorld, OBSTACLE_TOP, OPEN_TOP } from '../../../board/worldLayout';
import { useBoard } from '../../../board/BoardStoreProvider';
import { hexRingGeometry } from '../../../scene/hexGeometry';
import { PALETTE } from '../../../scene/palette';

const ringGeometry = hexRingGeometry(0.8, 0.95);
const hoverMaterial = new THREE.MeshBasicMaterial({
  color: PALETTE.hover,
  transparent: true,
  opacity: 0.85,
  depthWrite: false,
});

/** The height of a cell's top face. */
function topOf(terrain: 'open' | 'obstacle' | undefined): number {
  return terrain === 'obstacle' ? OBSTACLE_TOP : OPEN_TOP;
}

/** A white outline on the cell under the pointer. */
export function HoverMarker() {
  const hovered = useBoard((s) => s.hovered);
  const cell = useBoard((s) => (s.hovered ? s.view.cellsByKey[s.hovered] : undefined));
  if (!hovered || !cell) return null;
  const p = hexToWorld(cell);
  return (
    <mesh
      name="hover"
      geometry={ringGeometry}
      material={hoverMaterial}
      position={[p.x, topOf(cell.terrain) + 0.03, p.z]}
      raycast={() => null}
      renderOrder={3}
    />
  );
}
