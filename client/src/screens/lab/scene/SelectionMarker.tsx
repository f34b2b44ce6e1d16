import { lazy, Suspense } from 'react';
import * as THREE from 'three';
import { parseHexKey } from '../../../../../shared/hex';
import { hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { useBoard } from '../../../board/BoardStoreProvider';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { flatHexGeometry, hexRingGeometry } from '../../../scene/hexGeometry';
import { PALETTE } from '../../../scene/palette';
import { boardMaterial } from '../../../scene/boardMaterial';

// The labels use drei's Text (troika, ~100 kB): loaded in a chunk of its own after the board is on screen.
const FacingLabels = lazy(() => import('./FacingLabels'));

const ringGeometry = hexRingGeometry(0.8, 0.95);
const selectedMaterial = new THREE.MeshBasicMaterial({ color: PALETTE.selected, depthWrite: false });
const tokenGeometry = new THREE.CylinderGeometry(0.5, 0.56, 0.2, 32).translate(0, 0.1, 0);
const tokenMaterial = boardMaterial({ color: '#f4f1ea', roughness: 0.4 });
// An arrow on the token pointing +x (east); rotated about y to the facing.
const arrowGeometry = new THREE.ConeGeometry(0.26, 0.62, 3).rotateZ(-Math.PI / 2).translate(0.62, 0.14, 0);
const arrowMaterial = boardMaterial({ color: PALETTE.facing, roughness: 0.5 });
const dotGeometry = flatHexGeometry(0.22);

/** The selected position: a token, its facing arrow and the direction keys around it. */
export function SelectionMarker() {
  const selected = useBoard((s) => s.selected);
  const facing = useBoard((s) => s.facing);
  const hex = selected ? parseHexKey(selected) : null;
  if (!hex) return null;
  const p = hexToWorld(hex);
  // Direction d points at −60°·d from east on screen (y south), which is a rotation of +60°·d about world +y.
  const angle = facing === null ? 0 : (Math.PI / 3) * facing;
  return (
    <group name="selection" position={[p.x, OPEN_TOP, p.z]}>
      <mesh
        geometry={ringGeometry}
        material={selectedMaterial}
        position={[0, 0.03, 0]}
        raycast={() => null}
        renderOrder={3}
      />
      <mesh geometry={tokenGeometry} material={tokenMaterial} raycast={() => null} />
      {facing === null ? (
        <mesh geometry={dotGeometry} material={arrowMaterial} position={[0, 0.21, 0]} raycast={() => null} />
      ) : (
        <mesh geometry={arrowGeometry} material={arrowMaterial} rotation={[0, angle, 0]} raycast={() => null} />
      )}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <FacingLabels facing={facing} origin={hex} />
        </Suspense>
      </ErrorBoundary>
    </group>
  );
}
