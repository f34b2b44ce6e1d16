import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import type { GameState } from '../../../shared/rules';
import { spreadLabels, type LabelBox } from './spreadLabels';

const scratch = new THREE.Vector3();
const LABEL_HEIGHT = 1.6;

type UnitLabelLayerProps = { state: GameState; names: Record<string, string>; activeUnit: string | null };

/**
 * Name and HP over every unit, as plain DOM (readable in any script, CJK included). UnitLabelProjector moves them in
 * the frame loop; they start hidden until placed.
 */
export function UnitLabelLayer({ state, names, activeUnit }: UnitLabelLayerProps) {
  return (
    <div className="unit-labels" aria-hidden="true">
      {Object.values(state.units)
        .filter((u) => u.alive && u.pos)
        .map((u) => (
          <div key={u.id} data-unit={u.id} className={`unit-label team-${u.team}${u.id === activeUnit ? ' active' : ''}`} style={{ visibility: 'hidden' }}>
            <span>{names[u.id] ?? u.id}</span>
            <b>{u.hp}/{u.maxHp}</b>
          </div>
        ))}
    </div>
  );
}

/** Inside the Canvas (after the standees, so it runs after their walk step): puts each label above its standee, mutating DOM styles. */
export function UnitLabelProjector() {
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const gl = useThree((s) => s.gl);
  useFrame(() => {
    const rect = gl.domElement.getBoundingClientRect();
    const host = gl.domElement.closest('.match')?.getBoundingClientRect() ?? rect;
    const shown: { el: HTMLElement; box: LabelBox }[] = [];
    document.querySelectorAll<HTMLElement>('.unit-labels [data-unit]').forEach((el) => {
      const obj = scene.getObjectByName(`unit-${el.dataset.unit}`);
      if (!obj) {
        el.style.visibility = 'hidden';
        return;
      }
      obj.getWorldPosition(scratch);
      scratch.y += LABEL_HEIGHT;
      scratch.project(camera);
      if (scratch.z > 1) {
        el.style.visibility = 'hidden';
        return;
      }
      const x = rect.left - host.left + ((scratch.x + 1) / 2) * rect.width;
      const y = rect.top - host.top + ((1 - scratch.y) / 2) * rect.height;
      shown.push({ el, box: { x, y, width: el.offsetWidth, height: el.offsetHeight } });
    });
    // Side-by-side standees: their tags are lifted apart instead of covering each other.
    const ys = spreadLabels(shown.map((s) => s.box));
    shown.forEach(({ el, box }, i) => {
      el.style.transform = `translate(-50%, -100%) translate(${box.x.toFixed(1)}px, ${ys[i].toFixed(1)}px)`;
      el.style.visibility = 'visible';
    });
  });
  return null;
}
