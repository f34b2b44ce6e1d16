import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import { parseHexKey } from '../../../../../shared/hex';
import { hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { MATCH_COLOURS } from './colors';
import type { HighlightKind } from '../control/intents';

const geometry = new THREE.CylinderGeometry(0.86, 0.86, 0.04, 6).translate(0, OPEN_TOP + 0.025, 0);
const material = new THREE.MeshBasicMaterial({ transparent: true, opacity: 0.55, depthWrite: false });
const scratchMatrix = new THREE.Matrix4();
const scratchColour = new THREE.Color();

type CellHighlightsProps = {
  cells: Record<string, HighlightKind>;
  hovered: string | null;
  onCellClick: (key: string) => void;
  onCellHover: (key: string | null) => void;
};

/** Highlighted cells (reach, targets, start cells, step options) as one instanced mesh; clicking one is an intent. */
export function CellHighlights({ cells, hovered, onCellClick, onCellHover }: CellHighlightsProps) {
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const keys = useMemo(() => Object.keys(cells).sort(), [cells]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    keys.forEach((key, i) => {
      const h = parseHexKey(key)!;
      const p = hexToWorld(h);
      scratchMatrix.makeTranslation(p.x, 0, p.z);
      mesh.setMatrixAt(i, scratchMatrix);
      scratchColour.set(MATCH_COLOURS.highlight[cells[key]]);
      if (key === hovered) scratchColour.offsetHSL(0, 0, 0.18);
      mesh.setColorAt(i, scratchColour);
    });
    mesh.count = keys.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
  }, [keys, cells, hovered, invalidate]);
  if (keys.length === 0) return null;
  const keyOf = (e: ThreeEvent<PointerEvent | MouseEvent>) =>
    e.instanceId === undefined ? null : (keys[e.instanceId] ?? null);
  return (
    <instancedMesh
      key={keys.length}
      ref={ref}
      args={[geometry, material, keys.length]}
      name="match-highlights"
      onPointerMove={(e) => {
        e.stopPropagation();
        onCellHover(keyOf(e));
      }}
      onPointerOut={() => onCellHover(null)}
      onClick={(e) => {
        if (e.delta > 4) return;
        e.stopPropagation();
        const key = keyOf(e);
        if (key) onCellClick(key);
      }}
    />
  );
}
