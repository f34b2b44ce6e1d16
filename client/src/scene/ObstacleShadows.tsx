import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { hexKey, neighbor } from '../../../shared/hex';
import { hexToWorld, OPEN_TOP } from '../board/worldLayout';
import { useBoard } from '../board/BoardStoreProvider';
import { flatHexGeometry } from './hexGeometry';

// Soft blob shadows cast by the obstacles onto the ground around them, away from the key light (which shines from the
// west-south-west, high up): one instanced mesh instead of a shadow-map pass, which software renderers pay dearly for.
const shadowGeometry = flatHexGeometry(0.98);
const shadowMaterial = new THREE.MeshBasicMaterial({
  color: '#000000',
  transparent: true,
  opacity: 0.28,
  depthWrite: false,
});
const OFFSET = { x: 0.55, z: -0.42 };
const scratch = new THREE.Matrix4();

/** Blob shadows of the raised obstacles, drawn over the open ground next to them; one draw call. */
export function ObstacleShadows() {
  const view = useBoard((s) => s.view);
  const mapVersion = useBoard((s) => s.mapVersion);
  const invalidate = useThree((s) => s.invalidate);
  const ref = useRef<THREE.InstancedMesh>(null);
  // Only where the ground the shadow falls on (the east and north-east neighbours) exists: a blob over the void would
  // float in the air above the table.
  const obstacles = useMemo(
    () =>
      view.cells.filter(
        (c) =>
          c.terrain === 'obstacle' &&
          view.cellsByKey[hexKey(neighbor(c, 0))] &&
          view.cellsByKey[hexKey(neighbor(c, 1))],
      ),
    [view],
  );
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    obstacles.forEach((c, i) => {
      const p = hexToWorld(c);
      scratch.makeScale(1.15, 1, 1).setPosition(p.x + OFFSET.x, OPEN_TOP + 0.004, p.z + OFFSET.z);
      mesh.setMatrixAt(i, scratch);
    });
    mesh.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [obstacles, invalidate]);
  if (obstacles.length === 0) return null;
  return (
    <instancedMesh
      key={`${mapVersion}-${obstacles.length}`}
      ref={ref}
      args={[shadowGeometry, shadowMaterial, obstacles.length]}
      name="obstacle-shadows"
      raycast={() => null}
      frustumCulled={false}
      renderOrder={1}
    />
  );
}
