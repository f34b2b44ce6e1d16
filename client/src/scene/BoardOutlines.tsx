import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import { OPEN_TOP } from '../board/worldLayout';
import { useBoard } from '../board/BoardStoreProvider';
import { PALETTE } from './palette';

/** Flat x,z segment coordinates lifted to [x, y, z] points at a height, two per segment. */
function toPoints(flat: number[], y: number): [number, number, number][] {
  const points: [number, number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) points.push([flat[i], y, flat[i + 1]]);
  return points;
}

/** Board outlines and blue sides, each merged into one line-segment geometry (one draw call each). */
export function BoardOutlines() {
  const view = useBoard((s) => s.view);
  const border = useMemo(() => toPoints(view.borderSegments, OPEN_TOP + 0.012), [view]);
  const blue = useMemo(() => toPoints(view.blueSegments, OPEN_TOP + 0.02), [view]);
  return (
    <group name="board-outlines">
      {border.length > 0 && <Line points={border} segments lineWidth={2.2} color={PALETTE.outline} />}
      {blue.length > 0 && <Line points={blue} segments lineWidth={5} color={PALETTE.blueSide} />}
    </group>
  );
}
