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

/** The colour of a reach cell by its movement cost: bright near the unit, deeper towards the budget. */
export function reachColour(cost: number, budget: number): string {
  const t = budget <= 1 ? 0 : (cost - 1) / (budget - 1);
  return scratchColour.set(PALETTE.reachNear).lerpHSL(new THREE.Color(PALETTE.reachFar), Math.min(1, Math.max(0, t))).getStyle();
}

const exposureStops = PALETTE.exposure.map((c) => new THREE.Color(c));

/** The colour of a cell by its exposure, 0 (sheltered, cool) to 1 (open ground, hot), through the palette's stops. */
export function exposureColour(t: number): string {
  const x = Math.min(1, Math.max(0, t)) * (exposureStops.length - 1);
  const i = Math.min(exposureStops.length - 2, Math.floor(x));
  return scratchColour.copy(exposureStops[i]).lerp(exposureStops[i + 1], x - i).getStyle();
}

/**
 * The overlay, two draw calls whatever the map. Vision: cells the selected position sees tinted gold, cone cells hidden
 * by obstacles violet. Reach: cells it can end its movement on, by cost. Every other open cell is dimmed. Exposure (no
 * selection needed): every open cell coloured by how many open cells see it.
 */
export function VisionOverlay() {
  const view = useViewer((s) => s.view);
  const vision = useViewer((s) => s.vision);
  const reach = useViewer((s) => s.reach);
  const exposure = useViewer((s) => s.exposure);
  const mode = useViewer((s) => s.overlay);
  const movement = useViewer((s) => s.movement);
  const selected = useViewer((s) => s.selected);
  const shown = useMemo(() => {
    if (mode === 'exposure') return Object.keys(exposure?.counts ?? {});
    if (mode === 'vision') return vision?.cone ?? [];
    return Object.keys(reach?.costs ?? {}).filter((k) => k !== selected);
  }, [mode, vision, reach, exposure, selected]);
  const visible = useMemo(() => new Set(vision?.visible ?? []), [vision]);
  const dimmed = useMemo(() => {
    if (!vision || mode === 'exposure') return [];
    const lit = new Set(shown);
    return view.cells.filter((c) => c.terrain === 'open' && c.key !== selected && !lit.has(c.key)).map((c) => c.key);
  }, [vision, view, selected, shown, mode]);
  const colourOf = useMemo(() => {
    if (mode === 'exposure' && exposure) {
      // Spread the map's own range over the whole scale, so sheltered spots stand out on any layout.
      const span = Math.max(1, exposure.max - exposure.min);
      return (key: string) => exposureColour(((exposure.counts[key] ?? exposure.min) - exposure.min) / span);
    }
    if (mode === 'vision') return (key: string) => (visible.has(key) ? PALETTE.visible : PALETTE.hidden);
    return (key: string) => reachColour(reach?.costs[key] ?? 0, movement);
  }, [mode, visible, reach, movement, exposure]);
  const dimColour = useMemo(() => () => PALETTE.dim, []);
  return (
    <group>
      <CellOverlay name="overlay-dim" view={view} keys={dimmed} colourOf={dimColour} opacity={0.42} />
      <CellOverlay name="overlay-lit" view={view} keys={shown} colourOf={colourOf} opacity={mode === 'exposure' ? 0.7 : 0.62} />
    </group>
  );
}
