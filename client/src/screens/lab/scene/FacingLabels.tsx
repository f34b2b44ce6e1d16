import { Text } from '@react-three/drei';
import { DIRECTION_INDICES, hexKey, neighbor, type Direction, type Hex } from '../../../../../shared/hex';
import { directionToWorld, OBSTACLE_TOP, OPEN_TOP } from '../../../board/worldLayout';
import { useBoard } from '../../../board/BoardStoreProvider';
import { PALETTE } from '../../../scene/palette';

/** The shipped font: drei's Text would otherwise fetch one from a CDN (no CDN, ever). */
export const LABEL_FONT = '/fonts/inter-latin-600-normal.woff';

type FacingLabelsProps = { facing: Direction | null; origin: Hex };

/** Digits 0–5 around the selected cell: the key that turns the unit to face that way. */
export default function FacingLabels({ facing, origin }: FacingLabelsProps) {
  const cells = useBoard((s) => s.view.cellsByKey);
  return (
    <group>
      {DIRECTION_INDICES.map((d) => {
        const v = directionToWorld(d);
        // A label over an obstacle neighbour sits on the obstacle's top, not inside it.
        const next = cells[hexKey(neighbor(origin, d))];
        const y = (next?.terrain === 'obstacle' ? OBSTACLE_TOP - OPEN_TOP : 0) + 0.05;
        return (
          <Text
            key={d}
            font={LABEL_FONT}
            fontSize={0.44}
            position={[v.x * 1.22, y, v.z * 1.22]}
            rotation={[-Math.PI / 2, 0, 0]}
            color={d === facing ? PALETTE.facing : '#10141a'}
            outlineWidth={0.04}
            outlineColor="#ffffff"
            anchorX="center"
            anchorY="middle"
            raycast={() => null}
          >
            {String(d)}
          </Text>
        );
      })}
    </group>
  );
}
