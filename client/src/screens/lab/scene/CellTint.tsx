import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { parseHexKey } from '../../../../../shared/hex';
import { hexToWorld, OPEN_TOP } from '../../../board/worldLayout';

const geometry = new THREE.CylinderGeometry(0.62, 0.62, 0.02, 6);
const scratch = new THREE.Matrix4();
const colour = new THREE.Color();

/** Flat coloured hexes on top of cells (choke points, a study's heatmap): weight 0..1 fades from `low` to `high`. */
export function CellTint({
  weights,
  low,
  high,
  name,
}: {
  weights: Record<string, number>;
  low: string;
  high: string;
  name: string;
}) {
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const material = useMemo(
    () => new THREE.MeshBasicMaterial({ transparent: true, opacity: 0.75, depthWrite: false }),
    [],
  );
  const entries = useMemo(() => Object.entries(weights).filter(([, w]) => w > 0), [weights]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    entries.forEach(([key, w], i) => {
      const p = hexToWorld(parseHexKey(key)!);
      scratch.makeTranslation(p.x, OPEN_TOP + 0.03, p.z);
      mesh.setMatrixAt(i, scratch);
      mesh.setColorAt(i, colour.set(low).lerp(new THREE.Color(high), Math.min(1, w)));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
  }, [entries, low, high, invalidate]);
  if (entries.length === 0) return null;
  // Not clickable: clicks go through to the cells below.
  return (
    <instancedMesh
      key={`${name}-${entries.length}`}
      ref={ref}
      name={name}
      args={[geometry, material, entries.length]}
      raycast={() => null}
    />
  );
}
