import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import { parseHexKey } from '../../../../../shared/hex';
import { sightSegment } from '../../../board/vision';
import { hexToWorld, planeToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { useBoard } from '../../../board/BoardStoreProvider';
import { PALETTE } from '../../../scene/palette';

const LIFT = OPEN_TOP + 0.06;

/**
 * From the selected position to the hovered cell of its front cone: the first clear corner-to-corner segment when the
 * cell is in sight (R-LOS-3), or a dashed centre line when every segment is blocked.
 */
export function SightLine() {
  const view = useBoard((s) => s.view);
  const selected = useBoard((s) => s.selected);
  const hovered = useBoard((s) => s.hovered);
  const vision = useBoard((s) => (s.overlay === 'vision' ? s.vision : null));
  const line = useMemo(() => {
    if (!vision || !selected || !hovered || hovered === selected || !vision.cone.includes(hovered)) return null;
    const from = parseHexKey(selected)!;
    const to = parseHexKey(hovered)!;
    const segment = sightSegment(view, from, to);
    if (segment) {
      const a = planeToWorld(segment.a);
      const b = planeToWorld(segment.b);
      return {
        clear: true,
        points: [
          [a.x, LIFT, a.z],
          [b.x, LIFT, b.z],
        ] as [number, number, number][],
      };
    }
    const a = hexToWorld(from);
    const b = hexToWorld(to);
    return {
      clear: false,
      points: [
        [a.x, LIFT, a.z],
        [b.x, LIFT, b.z],
      ] as [number, number, number][],
    };
  }, [view, selected, hovered, vision]);
  if (!line) return null;
  return (
    <Line
      name="sight-line"
      points={line.points}
      lineWidth={line.clear ? 3.5 : 2.5}
      color={line.clear ? PALETTE.sightClear : PALETTE.sightBlocked}
      dashed={!line.clear}
      dashSize={0.25}
      gapSize={0.18}
      renderOrder={4}
      depthTest={false}
    />
  );
}
