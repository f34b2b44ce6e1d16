import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import type { BoardView } from '../board/boardView';
import { OBSTACLE_TOP, OPEN_TOP, hexToWorld } from '../board/worldLayout';
import { flatHexGeometry } from './hexGeometry';

const overlayGeometry = flatHexGeometry(0.9);
const scratchMatrix = new THREE.Matrix4();
const scratchColour = new THREE.Color();

/** Props of CellOverlay: the cells to tint ("q,r" keys of the view), a colour per cell, one opacity for all. */
type CellOverlayProps = {
  name: string;
  view: BoardView;
  keys: readonly string[];
  colourOf: (key: string) => string;
  opacity: number;
  lift?: number;
};

/** One instanced mesh of flat hexagons over the given cells, one colour each: a single draw call. */
export function CellOverlay({ name, view, keys, colourOf, opacity, lift = 0.015 }: CellOverlayProps) {
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const material = useMemo(
    () => new THREE.MeshBasicMaterial({ transparent: true, opacity, depthWrite: false, toneMapped: false }),
    [opacity],
  );
  // Capacity grows in powers of two so a new facing does not remake the mesh every time.
  const capacity = Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(1, keys.length))));

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    keys.forEach((key, i) => {
      const cell = view.cellsByKey[key];
      const p = hexToWorld(cell);
      scratchMatrix.makeTranslation(p.x, (cell.terrain === 'open' ? OPEN_TOP : OBSTACLE_TOP) + lift, p.z);
      mesh.setMatrixAt(i, scratchMatrix);
      mesh.setColorAt(i, scratchColour.set(colourOf(key)));
    });
    mesh.count = keys.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    invalidate();
  }, [keys, colourOf, view, lift, invalidate, capacity]);

  return (
    <instancedMesh
      key={capacity}
      ref={ref}
      args={[overlayGeometry, material, capacity]}
      name={name}
      raycast={() => null}
      visible={keys.length > 0}
      renderOrder={2}
      frustumCulled={false}
    />
  );
}
