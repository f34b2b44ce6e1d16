import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import { useFrame, useThree } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import type { GameState } from '../../../../../shared/rules';
import { hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { useTalk } from '../../../net/teamTalk';
import { teamColours, TEAM_SHAPE, useSettings } from '../../../settings/settings';
import { publishPingTag } from '../control/matchTestHook';

/** How long a ping stays on the table. */
export const PING_MS = 6000;

const ring = new THREE.RingGeometry(0.42, 0.6, 6, 1, Math.PI / 6).rotateX(-Math.PI / 2);
const beam = new THREE.CylinderGeometry(0.05, 0.05, 1.6, 6).translate(0, 0.8, 0);

/**
 * The team's pings on the table (issue 16 §2), drawn only for this client's team (only its clients receive them): a
 * hexagonal ring and a beam on the cell or under the unit, in the team colour, with who pinged; it pulses for a few
 * seconds, or stands still with reduce motion.
 */
export function PingMarkers({ state }: { state: GameState }) {
  const pings = useTalk((s) => s.pings);
  const colorBlind = useSettings((s) => s.colorBlind);
  const reduceMotion = useSettings((s) => s.reduceMotion);
  const invalidate = useThree((s) => s.invalidate);
  const rings = useRef<(THREE.Mesh | null)[]>([]);
  const now = Date.now();
  const live = pings.filter((p) => now - p.received < PING_MS);
  const tagOf = (p: (typeof pings)[number]) =>
    `${TEAM_SHAPE[p.team === 'blue' ? 'blue' : 'red']} ${p.name || `#${p.seat + 1}`}`;
  // For tests: each tag once, when first drawn (a tag lives PING_MS; a slow page must not have to race it).
  const published = useRef(new Set<number>());
  useEffect(() => {
    for (const p of live) {
      if (published.current.has(p.id) || !('unit' in p ? state.units[p.unit]?.pos : p.cell)) continue;
      published.current.add(p.id);
      publishPingTag(tagOf(p));
    }
  });
  // The canvas draws on demand: while a ping pulses, every frame asks for the next; a ping gone is dropped from the
  // store, which redraws the table without it.
  useFrame(() => {
    const t = Date.now();
    let expired = false;
    live.forEach((p, i) => {
      const age = t - p.received;
      const mesh = rings.current[i];
      if (age >= PING_MS) expired = true;
      if (!mesh) return;
      mesh.visible = age < PING_MS;
      const s = reduceMotion ? 1 : 1 + 0.25 * Math.sin(age / 140);
      mesh.scale.set(s, 1, s);
    });
    if (expired) useTalk.setState((s) => ({ pings: s.pings.filter((p) => t - p.received < PING_MS) }));
    else if (live.length && !reduceMotion) invalidate();
  });
  // With reduce motion nothing moves, so no frame is drawn until the first ping on the table is due to go (a frame
  // on a CPU rasteriser costs about half a second of CPU: six seconds of frames for a still ring would be waste).
  useEffect(() => {
    if (!reduceMotion || !live.length) return;
    const due = Math.min(...live.map((p) => p.received + PING_MS)) - Date.now();
    const timer = setTimeout(invalidate, Math.max(0, due) + 1);
    return () => clearTimeout(timer);
  });
  return (
    <group name="pings">
      {live.map((p, i) => {
        const at = 'unit' in p ? state.units[p.unit]?.pos : p.cell;
        if (!at) return null;
        const w = hexToWorld(at);
        const colour = teamColours(colorBlind)[p.team === 'blue' ? 'blue' : 'red'];
        return (
          <group key={p.id} position={[w.x, OPEN_TOP + 0.05, w.z]}>
            <mesh
              geometry={ring}
              ref={(m) => {
                rings.current[i] = m;
              }}
            >
              <meshBasicMaterial color={colour} transparent opacity={0.95} depthWrite={false} />
            </mesh>
            <mesh geometry={beam}>
              <meshBasicMaterial color={colour} transparent opacity={0.55} depthWrite={false} />
            </mesh>
            <Html position={[0, 1.75, 0]} center zIndexRange={[20, 0]} style={{ pointerEvents: 'none' }}>
              <span className="ping-tag" data-testid="ping-tag" style={{ borderColor: colour }}>
                {tagOf(p)}
              </span>
            </Html>
          </group>
        );
      })}
    </group>
  );
}
