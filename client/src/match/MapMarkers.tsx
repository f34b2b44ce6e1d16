import * as THREE from 'three';
import { Html } from '@react-three/drei';
import type { GameState } from '../../../shared/rules';
import { hexToWorld, OPEN_TOP } from '../layout';
import { MATCH_COLOURS } from './colors';

const ringGeometry = new THREE.RingGeometry(0.5, 0.66, 6, 1, Math.PI / 6).rotateX(-Math.PI / 2);
const GLYPH: Record<string, string> = { teleportCircle: '◎', detonator: '✹' };

/** Markers on the map (teleport circles, detonators, …): a hexagonal ring in the owner's team colour and a glyph. */
export function MapMarkers({ state }: { state: GameState }) {
  return (
    <group name="markers">
      {state.markers.map((m) => {
        const p = hexToWorld(m.cell);
        const team = m.owner ? state.units[m.owner]?.team : undefined;
        const colour = team ? MATCH_COLOURS.team[team] : '#d9d2ff';
        return (
          <group key={m.id} position={[p.x, OPEN_TOP + 0.03, p.z]}>
            <mesh geometry={ringGeometry}>
              <meshBasicMaterial color={colour} transparent opacity={0.9} />
            </mesh>
            <Html position={[0.42, 0.35, 0.42]} center zIndexRange={[19, 0]} style={{ pointerEvents: 'none' }}>
              <span className="marker-glyph" title={m.kind} style={{ color: colour }}>{GLYPH[m.kind] ?? '◆'}</span>
            </Html>
          </group>
        );
      })}
    </group>
  );
}
