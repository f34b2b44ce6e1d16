import { useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Line } from '@react-three/drei';
import * as THREE from 'three';
import type { GameEvent, GameState } from '../../../../../shared/rules';
import { hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { useFreshEvents } from '../control/useFreshEvents';

type Arc = { key: string; from: THREE.Vector3; to: THREE.Vector3; colour: string };

const LIFETIME_S = 1.1;
const sparkGeometry = new THREE.SphereGeometry(0.13, 12, 8);

function worldOf(state: GameState, id: string): THREE.Vector3 | null {
  const pos = id === 'statue' ? state.statue?.cell : state.units[id]?.pos;
  if (!pos) return null;
  const p = hexToWorld(pos);
  return new THREE.Vector3(p.x, OPEN_TOP + 0.9, p.z);
}

/** One declared action's arc: a curve from the source to a target with a spark running along it (frame loop). */
function ArcView({ arc, onDone }: { arc: Arc; onDone: (key: string) => void }) {
  const spark = useRef<THREE.Mesh>(null);
  const age = useRef(0);
  const invalidate = useThree((s) => s.invalidate);
  const curve = useMemo(() => {
    const mid = arc.from.clone().lerp(arc.to, 0.5);
    mid.y += 0.6 + arc.from.distanceTo(arc.to) * 0.18;
    return new THREE.QuadraticBezierCurve3(arc.from, mid, arc.to);
  }, [arc]);
  const points = useMemo(() => curve.getPoints(24), [curve]);
  useFrame((_, delta) => {
    // On-demand rendering: the first delta can span seconds of idle time.
    age.current += Math.min(delta, 0.05);
    const t = Math.min(1, age.current / (LIFETIME_S * 0.6));
    if (spark.current) curve.getPoint(t, spark.current.position);
    if (age.current >= LIFETIME_S) onDone(arc.key);
    else invalidate();
  });
  return (
    <group>
      <Line points={points} color={arc.colour} lineWidth={3} transparent opacity={0.8} />
      <mesh ref={spark} geometry={sparkGeometry}>
        <meshBasicMaterial color="#fff3c4" />
      </mesh>
    </group>
  );
}

/** Arcs from the acting unit to its targets when an action is declared (skills, reactions), for a moment. */
export function ActionArcs({ events, state }: { events: GameEvent[]; state: GameState }) {
  const [arcs, setArcs] = useState<Arc[]>([]);
  useFreshEvents(events, (fresh) => {
    const added: Arc[] = [];
    for (const e of fresh) {
      if (e.type !== 'declared') continue;
      const from = worldOf(state, e.unit);
      const team = state.units[e.unit]?.team;
      for (const target of e.affected) {
        if (target === e.unit) continue;
        const to = worldOf(state, target);
        if (from && to)
          added.push({ key: `${e.n}-${target}`, from, to, colour: team === 'blue' ? '#7fb2ff' : '#ff8a6b' });
      }
    }
    if (added.length) setArcs((a) => [...a, ...added]);
  });
  const done = (key: string) => setArcs((a) => a.filter((x) => x.key !== key));
  return (
    <group name="action-arcs">
      {arcs.map((a) => (
        <ArcView key={a.key} arc={a} onDone={done} />
      ))}
    </group>
  );
}
