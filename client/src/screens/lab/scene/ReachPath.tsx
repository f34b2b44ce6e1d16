import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import { hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { useBoard } from '../../../board/BoardStoreProvider';
import { PALETTE } from '../../../scene/palette';

const LIFT = OPEN_TOP + 0.07;

/** In reach mode, one cheapest path (shared/hex reachableCells) from the selected position to the hovered cell. */
export function ReachPath() {
  const mode = useBoard((s) => s.overlay);
  const reach = useBoard((s) => s.reach);
  const hovered = useBoard((s) => s.hovered);
  const points = useMemo(() => {
    const path = mode === 'reach' && hovered ? reach?.paths[hovered] : undefined;
    if (!path || path.length < 2) return null;
    return path.map((h) => {
      const p = hexToWorld(h);
      return [p.x, LIFT, p.z] as [number, number, number];
    });
  }, [mode, reach, hovered]);
  if (!points) return null;
  return (
    <Line name="reach-path" points={points} lineWidth={4} color={PALETTE.path} renderOrder={4} depthTest={false} />
  );
}
