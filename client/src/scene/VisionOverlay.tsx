import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { OBSTACLE_TOP, OPEN_TOP, hexToWorld } from '../layout';
import { useViewer } from '../store';
import { PALETTE } from './palette';

/** A flat pointy-top hexagon lying on the board plane. */
export function flatHexGeometry(radius: number): THREE.BufferGeometry {
  return new THREE.CircleGeometry(radius, 6).rotateX(-Math.PI / 2).rotateY(Math.PI / 6);
}

const overlayGeometry = flatHexGeometry(0.84);
const overlayMaterial = new THREE.MeshBasicMaterial({ transparent: true, opacity: 0.62, depthWrite: false });
const scratchMatrix = new THREE.Matrix4();
const scratchColour = new THREE.Color();
const visibleColour = new THREE.Color(PALETTE.visible);
const hiddenColour = new THREE.Color(PALETTE.hidden);

/** The selected position's front cone: cells it sees in gold, cone cells hidden by obstacles in violet; one draw call. */
export function VisionOverlay() {
  const view = useViewer((s) => s.view);
  const vision = useViewer((s) => s.vision);
  const invalidate = useThree((s) => s.invalidate);
  const ref = useRef<THREE.InstancedMesh>(null);
  const visibleSet = useMemo(() => new Set(vision?.visible ?? []), [vision]);
  const cone = vision?.cone ?? [];
  // Capacity grows in steps so selecting another facing does not remake the mesh every time.
  const capacity = Math.max(64, 2 ** Math.ceil(Math.log2(Math.max(1, cone.length))));

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    cone.forEach((key, i) => {
      const cell = view.cellsByKey[key];
      const p = hexToWorld(cell);
      const y = (cell.terrain === 'open' ? OPEN_TOP : OBSTACLE_TOP) + 0.015;
      scratchMatrix.makeTranslation(p.x, y, p.z);
      mesh.setMatrixAt(i, scratchMatrix);
      mesh.setColorAt(i, visibleSet.has(key) ? visibleColour : scratchColour.copy(hiddenColour));
    });
    mesh.count = cone.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    invalidate();
  }, [cone, visibleSet, view, invalidate]);

  return (
    <instancedMesh
      key={capacity}
      ref={ref}
      args={[overlayGeometry, overlayMaterial, capacity]}
      name="vision-overlay"
      raycast={() => null}
      visible={cone.length > 0}
      renderOrder={2}
    />
  );
}
