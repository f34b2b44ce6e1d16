import { useMemo } from 'react';
import * as THREE from 'three';
import { hexDistance, hexKey, type Hex } from '../../../../shared/hex';
import { useBoard } from '../../board/BoardStoreProvider';
import { hexToWorld } from '../../board/worldLayout';
import { CellOverlay } from '../../scene/CellOverlay';
import { SightMark } from '../../scene/SightMark';
import { PALETTE } from '../../scene/palette';
import type { StepMarks } from './stepMarks';

const LIT = '#ffe27a';
const AREA = '#7fd6ff';
// Objects, not JSX elements: the canvas registers only the three.js classes the scene uses (ThreeCanvas).
const markerGeometry = new THREE.ConeGeometry(0.32, 0.7, 4);
const markerMaterial = new THREE.MeshBasicMaterial({
  color: '#ffcc33',
  depthTest: false,
  transparent: true,
  opacity: 0.95,
});

/**
 * A marker floating over the cell where the learner should act. It stands still: the canvas draws on demand, and an
 * animation would redraw every frame for as long as the step lasts.
 */
function ActMarker({ at }: { at: Hex }) {
  const p = hexToWorld(at);
  return (
    <mesh
      name="act-marker"
      geometry={markerGeometry}
      material={markerMaterial}
      position={[p.x, 1.9, p.z]}
      rotation={[Math.PI, 0, 0]}
      raycast={() => null}
      renderOrder={6}
    />
  );
}

/** The step's marks in the scene: the rest of the map dimmed, the lit cells, the area, the act marker, the lines. */
export function TutorialMarks({ marks }: { marks: StepMarks }) {
  const view = useBoard((s) => s.view);
  const lit = useMemo(() => new Set(marks.lit), [marks.lit]);
  const dimmed = useMemo(() => (lit.size ? view.cells.map((c) => c.key).filter((k) => !lit.has(k)) : []), [view, lit]);
  const plain = useMemo(() => marks.lit.filter((k) => !marks.area.includes(k) && view.cellsByKey[k]), [marks, view]);
  const area = useMemo(() => marks.area.filter((k) => view.cellsByKey[k]), [marks, view]);
  const ring = useMemo(() => {
    const r = marks.refusal;
    if (!r?.ring) return [];
    return view.cells.filter((c) => hexDistance(r.from, c) === r.ring).map((c) => c.key);
  }, [marks.refusal, view]);
  return (
    <group name="tutorial-marks">
      <CellOverlay
        name="tutorial-dim"
        view={view}
        keys={dimmed}
        colourOf={() => PALETTE.dim}
        opacity={0.55}
        lift={0.03}
      />
      <CellOverlay name="tutorial-area" view={view} keys={area} colourOf={() => AREA} opacity={0.35} lift={0.035} />
      <CellOverlay name="tutorial-lit" view={view} keys={plain} colourOf={() => LIT} opacity={0.5} lift={0.04} />
      <CellOverlay
        name="tutorial-refusal-ring"
        view={view}
        keys={ring}
        colourOf={() => PALETTE.sightBlocked}
        opacity={0.45}
        lift={0.045}
      />
      {marks.act ? <ActMarker key={hexKey(marks.act)} at={marks.act} /> : null}
      {marks.sight ? <SightMark view={view} from={marks.sight.from} to={marks.sight.to} name="tutorial-sight" /> : null}
      {marks.refusal ? (
        <SightMark view={view} from={marks.refusal.from} to={marks.refusal.to} name="refusal-sight" />
      ) : null}
    </group>
  );
}
