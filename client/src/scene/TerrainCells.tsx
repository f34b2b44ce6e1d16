import { useLayoutEffect, useMemo, useRef } from 'react';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import type { CellView } from '../board/boardView';
import { hexToWorld, OBSTACLE_TOP, OPEN_TOP } from '../board/worldLayout';
import { useBoard } from '../board/BoardStoreProvider';
import { openColour, PALETTE } from './palette';
import { boardMaterial } from './boardMaterial';

// Shared geometries: a pointy-top hex prism (CylinderGeometry's first vertex points to +z, i.e. south).
const openGeometry = new THREE.CylinderGeometry(0.95, 0.97, OPEN_TOP, 6).translate(0, OPEN_TOP / 2, 0);
const obstacleGeometry = new THREE.CylinderGeometry(0.7, 0.94, OBSTACLE_TOP, 6).translate(0, OBSTACLE_TOP / 2, 0);
const openMaterial = boardMaterial({ roughness: 0.85, metalness: 0, flatShading: true });
const obstacleMaterial = boardMaterial({ roughness: 0.95, metalness: 0.05, flatShading: true });

const scratchMatrix = new THREE.Matrix4();
const scratchColour = new THREE.Color();

/** A small, stable shift of hue and lightness per board, so boards of the same kind side by side read as separate tiles. */
function boardShift(board: string): { hue: number; light: number } {
  let h = 2166136261;
  for (let i = 0; i < board.length; i++) h = Math.imul(h ^ board.charCodeAt(i), 16777619);
  const a = ((h >>> 0) % 1000) / 1000 - 0.5;
  const b = ((h >>> 10) % 1000) / 1000 - 0.5;
  return { hue: a * 0.05, light: b * 0.06 };
}

/** A small, stable lightness jitter per cell so large open areas do not look flat. */
function jitter(q: number, r: number): number {
  const h = Math.sin(q * 12.9898 + r * 78.233) * 43758.5453;
  return (h - Math.floor(h) - 0.5) * 0.07;
}

/** What a cell pointer event asks for: the "q,r" key of the cell, or null when the pointer left the cells. */
export type CellHandlers = {
  /** Called instead of the viewer store's select when given (another screen reusing the board). */
  onCellClick?: (key: string) => void;
  /** Called instead of the viewer store's hover when given. */
  onCellHover?: (key: string | null) => void;
};

type TerrainMeshProps = CellHandlers & { cells: CellView[]; terrain: 'open' | 'obstacle' };

/** One InstancedMesh for all cells of one terrain kind: one draw call however large the map. */
function TerrainMesh({ cells, terrain, onCellClick, onCellHover }: TerrainMeshProps) {
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const storeHover = useBoard((s) => s.hover);
  const storeSelect = useBoard((s) => s.select);
  const hover = onCellHover ?? storeHover;
  const select = onCellClick ?? storeSelect;

  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    cells.forEach((c, i) => {
      const p = hexToWorld(c);
      scratchMatrix.makeTranslation(p.x, 0, p.z);
      mesh.setMatrixAt(i, scratchMatrix);
      scratchColour.set(terrain === 'open' ? openColour(c.kind, c.team) : PALETTE.obstacle);
      const shift = terrain === 'open' && c.team === null ? boardShift(c.board) : { hue: 0, light: 0 };
      scratchColour.offsetHSL(shift.hue, 0, shift.light + jitter(c.q, c.r));
      mesh.setColorAt(i, scratchColour);
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    mesh.computeBoundingBox();
    invalidate();
  }, [cells, terrain, invalidate]);

  if (cells.length === 0) return null;
  const keyOf = (e: ThreeEvent<PointerEvent | MouseEvent>) =>
    e.instanceId === undefined ? null : (cells[e.instanceId]?.key ?? null);
  return (
    <instancedMesh
      ref={ref}
      args={[
        terrain === 'open' ? openGeometry : obstacleGeometry,
        terrain === 'open' ? openMaterial : obstacleMaterial,
        cells.length,
      ]}
      name={`terrain-${terrain}`}
      onPointerMove={(e) => {
        e.stopPropagation();
        hover(keyOf(e));
      }}
      onPointerOut={() => hover(null)}
      onClick={(e) => {
        // A drag of the camera ends in a click too; only a press that stayed put selects.
        if (e.delta > 4) return;
        e.stopPropagation();
        const key = keyOf(e);
        if (key) select(key);
      }}
    />
  );
}

/** The map's cells: open ground and raised obstacles, each kind drawn with one instanced mesh. */
export function TerrainCells({ onCellClick, onCellHover }: CellHandlers = {}) {
  const view = useBoard((s) => s.view);
  const mapVersion = useBoard((s) => s.mapVersion);
  const open = useMemo(() => view.cells.filter((c) => c.terrain === 'open'), [view]);
  const obstacles = useMemo(() => view.cells.filter((c) => c.terrain === 'obstacle'), [view]);
  // The instance count is fixed when an InstancedMesh is made, so a new map gets new meshes.
  return (
    <group>
      <TerrainMesh
        key={`open-${mapVersion}-${open.length}`}
        cells={open}
        terrain="open"
        onCellClick={onCellClick}
        onCellHover={onCellHover}
      />
      <TerrainMesh
        key={`obstacle-${mapVersion}-${obstacles.length}`}
        cells={obstacles}
        terrain="obstacle"
        onCellClick={onCellClick}
        onCellHover={onCellHover}
      />
    </group>
  );
}
