import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import type { Hex } from '../../../shared/hex';
import type { BoardView } from '../board/boardView';
import { sightSegment } from '../board/vision';
import { hexToWorld, OPEN_TOP, planeToWorld } from '../board/worldLayout';
import { PALETTE } from './palette';

const LIFT = OPEN_TOP + 0.08;

/**
 * A line of sight as the lab draws it: the clear corner-to-corner segment, or a dashed centre line where sight is
 * blocked. `blocked` is the engine's word when the caller has it (a unit can block what the terrain alone would not);
 * without it the terrain decides (board/vision.ts sightSegment). Used by the tutorial's marks and by the match's aim.
 */
export function SightMark({
  view,
  from,
  to,
  name,
  blocked,
}: {
  view: BoardView;
  from: Hex;
  to: Hex;
  name: string;
  blocked?: boolean;
}) {
  const line = useMemo(() => {
    const seg = blocked ? null : sightSegment(view, from, to);
    const a = seg ? planeToWorld(seg.a) : hexToWorld(from);
    const b = seg ? planeToWorld(seg.b) : hexToWorld(to);
    return {
      clear: blocked === undefined ? !!seg : !blocked,
      points: [
        [a.x, LIFT, a.z],
        [b.x, LIFT, b.z],
      ] as [number, number, number][],
    };
  }, [view, from, to, blocked]);
  return (
    <Line
      name={name}
      userData={{ clear: line.clear }}
      points={line.points}
      lineWidth={line.clear ? 4 : 3.5}
      color={line.clear ? PALETTE.sightClear : PALETTE.sightBlocked}
      dashed={!line.clear}
      dashSize={0.25}
      gapSize={0.18}
      renderOrder={5}
      depthTest={false}
    />
  );
}
