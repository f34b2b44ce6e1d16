import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import * as THREE from 'three';
import type { BoardView } from '../board/boardView';
import { OBSTACLE_TOP, OPEN_TOP, hexToWorld } from '../layout';
import { useViewer } from '../store';
import { PALETTE } from './palette';

/** A flat pointy-top hexagon lying on the board plane. */
export function flatHexGeometry(radius: number): THREE.BufferGeometry {
  return new THREE.CircleGeometry(radius, 6).rotateX(-Math.PI / 2).rotateY(Math.PI / 6);
}

const overlayGeometry = flatHexGeometry(0.9);
const scratchMatrix = new THREE.Matrix4();
const scratchColour = new THREE.Color();

type CellOverlayProps = {
  name: string;
  view: BoardView;
  keys: readonly string[];
  colourOf: (key: string) => string;
  opacity: number;
  lift?: number;
};

/** One instanced mesh of flat hexagons over the given cells, one colour each: a single draw call. */
function CellOverlay({ name, view, keys, colourOf, opacity, lift = 0.015 }: CellOverlayProps) {
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

/**
 * The selected position's vision: cells it sees tinted gold, cone cells hidden by obstacles in violet, and every other
 * open cell dimmed so the cone stands out. Two draw calls whatever the map.
 */
export function VisionOverlay() {
  const view = useViewer((s) => s.view);
  const vision = useViewer((s) => s.vision);
  const selected = useViewer((s) => s.selected);
  const cone = useMemo(() => vision?.cone ?? [], [vision]);
  const visible = useMemo(() => new Set(vision?.visible ?? []), [vision]);
  const dimmed = useMemo(() => {
    if (!vision) return [];
    const inCone = new Set(vision.cone);
    return view.cells.filter((c) => c.terrain === 'open' && c.key !== selected && !inCone.has(c.key)).map((c) => c.key);
  }, [vision, view, selected]);
  const coneColour = useMemo(() => (key: string) => (visible.has(key) ? PALETTE.visible : PALETTE.hidden), [visible]);
  const dimColour = useMemo(() => () => PALETTE.dim, []);
  return (
    <group>
      <CellOverlay name="vision-dim" view={view} keys={dimmed} colourOf={dimColour} opacity={0.42} />
      <CellOverlay name="vision-cone" view={view} keys={cone} colourOf={coneColour} opacity={0.6} />
    </group>
  );
}
