// One rules-page diagram drawn as SVG from shared/hex's computed data (ruleDiagrams): the renderer only maps hex-plane
// points to the picture and picks colours; every cell, line, number and caption comes from the engine's geometry.
import { hexCorners, hexToPoint, type DiagramCell, type DiagramPanel, type RuleDiagram } from '../../../../shared/hex';
import type { Language } from '../../i18n';

const FILL: Record<NonNullable<DiagramCell['mark']> | 'open' | 'obstacle', string> = {
  open: '#f3efe4',
  obstacle: '#3b3f4a',
  viewer: '#f2c14e',
  seen: '#9fd89a',
  unseen: '#e9a3a3',
  cone: '#f7e2a1',
  source: '#8fb8e8',
  unit: '#f2c14e',
  choice: '#9fd89a',
  passed: '#e7dcc2',
  target: '#f7e2a1',
};
const STROKE = { clear: '#1d7a32', blocked: '#c0392b', path: '#2c5aa0', facing: '#6b4b00' } as const;

/** The drawing box of a panel (hex-plane units, a little margin). */
function box(panel: DiagramPanel): { x: number; y: number; w: number; h: number } {
  const corners = panel.cells.flatMap((c) => hexCorners(c.hex));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const x = Math.min(...xs) - 0.2;
  const y = Math.min(...ys) - 0.2;
  return { x, y, w: Math.max(...xs) + 0.2 - x, h: Math.max(...ys) + 0.2 - y };
}

function PanelView({ panel, language, n }: { panel: DiagramPanel; language: Language; n: string }) {
  const b = box(panel);
  return (
    <figure className="rule-diagram-panel" data-testid="rule-diagram-panel">
      <svg
        viewBox={`${b.x} ${b.y} ${b.w} ${b.h}`}
        width={Math.round(b.w * 22)}
        height={Math.round(b.h * 22)}
        role="img"
        aria-label={panel.caption[language]}
      >
        <defs>
          <marker
            id={`arrow-${n}`}
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" fill={STROKE.path} />
          </marker>
        </defs>
        {panel.cells.map((c) => (
          <polygon
            key={`${c.hex.q},${c.hex.r}`}
            points={hexCorners(c.hex)
              .map((p) => `${p.x},${p.y}`)
              .join(' ')}
            fill={c.obstacle ? FILL.obstacle : FILL[c.mark ?? 'open']}
            stroke="#8a8170"
            strokeWidth={0.04}
            data-mark={c.obstacle ? 'obstacle' : (c.mark ?? 'open')}
          />
        ))}
        {panel.segments.map((s, i) => (
          <line
            key={i}
            x1={s.from.x}
            y1={s.from.y}
            x2={s.to.x}
            y2={s.to.y}
            stroke={STROKE[s.kind]}
            strokeWidth={s.kind === 'facing' ? 0.16 : 0.09}
            strokeDasharray={s.kind === 'blocked' ? '0.25 0.15' : undefined}
            strokeLinecap="round"
            markerEnd={s.kind === 'path' || s.kind === 'facing' ? `url(#arrow-${n})` : undefined}
            data-kind={s.kind}
          />
        ))}
        {panel.cells
          .filter((c) => c.label)
          .map((c) => {
            const p = hexToPoint(c.hex);
            return (
              <text
                key={`t${c.hex.q},${c.hex.r}`}
                x={p.x}
                y={p.y + 0.25}
                textAnchor="middle"
                fontSize={0.7}
                fontWeight={600}
                fill="#222"
              >
                {c.label}
              </text>
            );
          })}
      </svg>
      <figcaption>{panel.caption[language]}</figcaption>
    </figure>
  );
}

/** A diagram: its title and panels side by side (wrapping on a narrow page). */
export function RuleDiagramView({ diagram, language }: { diagram: RuleDiagram; language: Language }) {
  return (
    <div className="rule-diagram" data-testid={`rule-diagram-${diagram.id}`} data-rules={diagram.ruleIds.join(' ')}>
      <p className="rule-diagram-title">{diagram.title[language]}</p>
      <div className="rule-diagram-panels">
        {diagram.panels.map((p, i) => (
          <PanelView key={i} panel={p} language={language} n={`${diagram.id}-${i}`} />
        ))}
      </div>
    </div>
  );
}
