// A study heatmap drawn flat over the layout it measured (SVG from shared/map's assembled cells and shared/hex's
// geometry), for the comparison's side-by-side pair: both pictures take the same box and the same colour scale, so a
// cell sits at the same place in both and the same count has the same colour.
import { hexCorners, hexKey, hexToPoint, type Hex } from '../../../../../shared/hex';
import { assembleMap, decodeLayout, statueCell, type Layout } from '../../../../../shared/map';
import type { Heatmap } from '../../../../../shared/study';

/** A drawing box in hex-plane units. */
export type PlaneBox = { x: number; y: number; w: number; h: number };

const OPEN = '#d9d2bf';
const OBSTACLE = '#3b3f4a';
const TEAM = { red: '#c0392b', blue: '#2c5aa0' } as const;
const LOW = [0xff, 0xe9, 0xa8];
const HIGH = [0xc4, 0x00, 0x00];

/** The layout of a code, or null. */
export function layoutOfCode(code: string): Layout | null {
  const d = decodeLayout(code);
  return d.ok ? d.layout : null;
}

/** The box holding every cell of all the layouts (so pictures of different maps line up). */
export function commonBox(layouts: Layout[]): PlaneBox {
  const corners = layouts.flatMap((l) => Object.values(assembleMap(l).cells).flatMap((c) => hexCorners(c)));
  if (corners.length === 0) return { x: -1, y: -1, w: 2, h: 2 };
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs) - 0.3;
  const y = Math.min(...ys) - 0.3;
  return { x, y, w: Math.max(...xs) + 0.3 - x, h: Math.max(...ys) + 0.3 - y };
}

/** The colour of a count on a 1..max scale (the lab's 3D heatmap colours). */
export function heatColour(count: number, max: number): string {
  if (count <= 0 || max <= 0) return OPEN;
  const t = max === 1 ? 1 : (count - 1) / (max - 1);
  const c = LOW.map((l, i) => Math.round(l + t * (HIGH[i] - l)));
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}

const points = (h: Hex) =>
  hexCorners(h)
    .map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`)
    .join(' ');

export function HeatmapMiniMap({
  layout,
  heatmap,
  max,
  box,
  label,
  testId,
}: {
  layout: Layout;
  heatmap: Heatmap;
  max: number;
  box: PlaneBox;
  label: string;
  testId: string;
}) {
  const cells = Object.values(assembleMap(layout).cells);
  const campOf = new Map<string, 'red' | 'blue'>(
    layout.campfires
      ? [
          [layout.campfires.red, 'red'],
          [layout.campfires.blue, 'blue'],
        ]
      : [],
  );
  const statue = statueCell(layout);
  return (
    <figure className="study-minimap" data-testid={testId}>
      <svg viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`} role="img" aria-label={label}>
        {cells.map((c) => {
          const key = hexKey(c);
          const count = heatmap.cells[key] ?? 0;
          const team = campOf.get(c.board);
          return (
            <polygon
              key={key}
              points={points(c)}
              fill={c.terrain === 'obstacle' ? OBSTACLE : heatColour(count, max)}
              stroke={team ? TEAM[team] : '#8a8576'}
              strokeWidth={team ? 0.12 : 0.04}
              data-count={count}
            >
              <title>{`${key}: ${count}`}</title>
            </polygon>
          );
        })}
        {statue && <circle cx={hexToPoint(statue).x} cy={hexToPoint(statue).y} r={0.35} fill="#3f8f7f" />}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
