import { useLayoutEffect, useMemo, useRef } from 'react';
import { Line } from '@react-three/drei';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import { hexEquals, hexKey, neighbor, type Hex } from '../../../../../shared/hex';
import {
  freeAdjacentPositions,
  getBoard,
  legalMoveSpots,
  placementOptions,
  localToWorld,
  BOARD_LOCAL_CELLS,
  assembleMap,
} from '../../../../../shared/map';
import { directionToWorld, hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { PALETTE } from '../../../scene/palette';
import { boardMaterial } from '../../../scene/boardMaterial';
import { boardSideSegments, liftSegments } from '../boardEdges';
import { EDITOR_COLOURS } from '../editorColours';
import { useEditor } from '../editorStore';
import { problemsOf } from '../problemsOf';

const flatHex = new THREE.CylinderGeometry(0.9, 0.9, 0.04, 6);
const scratch = new THREE.Matrix4();
const colour = new THREE.Color();

type GhostCell = { at: Hex; spot: Hex; colour: string };

/** Many flat translucent hexes in one draw call; a click reports the cell's spot (or the cell itself). */
function GhostCells({ cells, name, onPick }: { cells: GhostCell[]; name: string; onPick: (cell: GhostCell) => void }) {
  const ref = useRef<THREE.InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const material = useMemo(
    () => new THREE.MeshBasicMaterial({ transparent: true, opacity: 0.45, depthWrite: false }),
    [],
  );
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    cells.forEach((c, i) => {
      const p = hexToWorld(c.at);
      scratch.makeTranslation(p.x, 0.03, p.z);
      mesh.setMatrixAt(i, scratch);
      mesh.setColorAt(i, colour.set(c.colour));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
  }, [cells, invalidate]);
  if (cells.length === 0) return null;
  return (
    <instancedMesh
      key={`${name}-${cells.length}`}
      ref={ref}
      name={name}
      args={[flatHex, material, cells.length]}
      onClick={(e: ThreeEvent<MouseEvent>) => {
        if (e.delta > 4 || e.instanceId === undefined) return;
        e.stopPropagation();
        const cell = cells[e.instanceId];
        if (cell) onPick(cell);
      }}
    />
  );
}

/** The spots a board may go to: the palette board's cells at each free spot, green where it fits as turned now. */
function PlacementSpots() {
  const layout = useEditor((s) => s.history.present.layout);
  const tool = useEditor((s) => s.tool);
  const board = useEditor((s) => (s.tool === 'move' ? s.selectedBoard : s.paletteBoard));
  const rotation = useEditor((s) =>
    s.tool === 'move'
      ? (s.history.present.layout.boards.find((p) => p.board === s.selectedBoard)?.rotation ?? 0)
      : s.paletteRotation,
  );
  const clickSpot = useEditor((s) => s.clickSpot);
  const cells = useMemo(() => {
    if ((tool !== 'place' && tool !== 'move') || !board) return [];
    const def = getBoard(board);
    if (!def) return [];
    const others = layout.boards.filter((p) => p.board !== board);
    // Placing follows the attachment order (placementOptions); moving a placed board lights the spots where it breaks no rule.
    const options = tool === 'move' ? legalMoveSpots(layout, board) : placementOptions(others, board).options;
    const out: GhostCell[] = [];
    for (const spot of freeAdjacentPositions(others)) {
      if (layout.boards.some((p) => p.board === board && hexEquals(p.at, spot))) continue;
      const here = options.filter((o) => hexEquals(o.at, spot));
      const fits = here.some((o) => o.rotation === rotation);
      const tint = fits ? EDITOR_COLOURS.lit : here.length ? EDITOR_COLOURS.litOther : EDITOR_COLOURS.unlit;
      // A lit spot previews the board's ground as it would lie; an unlit one is a plain hexagon.
      const shownRotation = fits ? rotation : (here[0]?.rotation ?? rotation);
      for (const local of BOARD_LOCAL_CELLS) {
        const terrain = def.cells[hexKey(local)];
        const at = localToWorld(local, spot, shownRotation);
        // Void cells are drawn dark, so the whole hexagon shows (and takes the click).
        out.push({
          at,
          spot,
          colour: terrain === 'obstacle' ? PALETTE.obstacle : terrain === 'void' ? '#2a3140' : tint,
        });
      }
    }
    return out;
  }, [layout, tool, board, rotation]);
  return <GhostCells cells={cells} name="placement-spots" onPick={(c) => clickSpot(c.spot)} />;
}

/** Void cells next to the map, clickable while the island tool is on (a floating island goes there, O-12). */
function VoidCells() {
  const layout = useEditor((s) => s.history.present.layout);
  const tool = useEditor((s) => s.tool);
  const clickCell = useEditor((s) => s.clickCell);
  const cells = useMemo(() => {
    if (tool !== 'island') return [];
    const map = assembleMap(layout);
    const seen = new Set<string>();
    const out: GhostCell[] = [];
    for (const c of Object.values(map.cells)) {
      for (let d = 0; d < 6; d++) {
        const n = neighbor(c, d);
        const key = hexKey(n);
        if (map.cells[key] || seen.has(key)) continue;
        seen.add(key);
        out.push({ at: n, spot: n, colour: EDITOR_COLOURS.island });
      }
    }
    return out;
  }, [layout, tool]);
  return <GhostCells cells={cells} name="void-cells" onPick={(c) => clickCell(c.at)} />;
}

/** Red outlines on the boards that break a rule, thicker on the sides the rule is about; the selected board in yellow. */
function Highlights() {
  const layout = useEditor((s) => s.history.present.layout);
  const selected = useEditor((s) => s.selectedBoard);
  const { outline, sides, selectedLine } = useMemo(() => {
    const problems = problemsOf(layout);
    const outline: number[] = [];
    const sides: number[] = [];
    for (const p of problems) {
      const placed = layout.boards.find((b) => b.board === p.board);
      if (placed) {
        const segs = boardSideSegments(placed.at);
        // A centre-first problem names the central board's sides; the others the board's own.
        const sideBoard = p.kind === 'centre-first' ? layout.boards.find((b) => b.board === p.other) : placed;
        segs.forEach((s) => outline.push(...s));
        if (sideBoard) {
          const sideSegs = sideBoard === placed ? segs : boardSideSegments(sideBoard.at);
          for (const s of p.sides) sides.push(...sideSegs[s]);
        }
      }
      for (const cell of p.cells) segmentsAround(cell, outline);
    }
    const sel = layout.boards.find((b) => b.board === selected);
    const selectedLine = sel ? boardSideSegments(sel.at).flat() : [];
    return { outline, sides, selectedLine };
  }, [layout, selected]);
  return (
    <group name="editor-highlights">
      {selectedLine.length > 0 && (
        <Line
          points={liftSegments(selectedLine, OPEN_TOP + 0.05)}
          segments
          lineWidth={3}
          color={EDITOR_COLOURS.selected}
        />
      )}
      {outline.length > 0 && (
        <Line points={liftSegments(outline, OPEN_TOP + 0.06)} segments lineWidth={3} color={EDITOR_COLOURS.problem} />
      )}
      {sides.length > 0 && (
        <Line points={liftSegments(sides, OPEN_TOP + 0.08)} segments lineWidth={8} color={EDITOR_COLOURS.problem} />
      )}
    </group>
  );
}

/** The six edges of one cell as flat segments. */
function segmentsAround(h: Hex, out: number[]): void {
  const c = hexToWorld(h);
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i - Math.PI / 6;
    const b = (Math.PI / 3) * (i + 1) - Math.PI / 6;
    out.push(c.x + 0.95 * Math.cos(a), c.z + 0.95 * Math.sin(a), c.x + 0.95 * Math.cos(b), c.z + 0.95 * Math.sin(b));
  }
}

const tokenGeometry = new THREE.CylinderGeometry(0.42, 0.48, 0.5, 20).translate(0, 0.25, 0);
const noseGeometry = new THREE.ConeGeometry(0.16, 0.42, 12).rotateZ(-Math.PI / 2);
const tokenMaterials = {
  red: boardMaterial({ color: PALETTE.team.red, roughness: 0.6 }),
  blue: boardMaterial({ color: PALETTE.team.blue, roughness: 0.6 }),
};
const noseMaterial = boardMaterial({ color: PALETTE.facing, roughness: 0.5 });

/** The lab's units: a team-coloured token with a nose pointing where it faces. */
function Units() {
  const units = useEditor((s) => s.history.present.units);
  return (
    <group name="lab-units">
      {units.map((u) => {
        const p = hexToWorld(u.at);
        const d = directionToWorld(u.facing);
        return (
          <group key={hexKey(u.at)} position={[p.x, OPEN_TOP, p.z]}>
            <mesh geometry={tokenGeometry} material={tokenMaterials[u.team]} />
            <mesh
              geometry={noseGeometry}
              material={noseMaterial}
              position={[d.x * 0.55, 0.3, d.z * 0.55]}
              rotation={[0, -Math.atan2(d.z, d.x), 0]}
            />
          </group>
        );
      })}
    </group>
  );
}

/** Everything the editor adds to the lab's 3D table. */
export function EditorScene() {
  return (
    <group name="lab-editor">
      <PlacementSpots />
      <VoidCells />
      <Highlights />
      <Units />
    </group>
  );
}
