import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import type { GameState, TrackerEntry } from '../../../../../shared/rules';
import { trackerView } from '../../../../../shared/rules/tracker';
import { useLanguage, useT } from '../../../i18n';
import { statusName } from '../../../i18n/words';
import { statusIconModule, useLateModule } from '../../../scene/figures/lateModule';
import { unitPoses } from '../../../scene/figures/unitPoses';
import { spreadLabels, type LabelBox } from './spreadLabels';
import './table.css';

const scratch = new Vector3();

type UnitLabelLayerProps = { state: GameState; names: Record<string, string>; activeUnit: string | null };

/** One status on a unit's pinned tracker: its icon, and how many owner turn starts it has left (or "attaching"). */
function TrackerChip({ entry, periodic }: { entry: TrackerEntry; periodic: boolean }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const icons = useLateModule(statusIconModule);
  const left =
    periodic && entry.zone === 'attach' ? t('match.tracker.attach') : t('match.tracker.leaves', { n: entry.leavesIn });
  return (
    <span
      className={`tt-chip ${periodic ? 'periodic' : 'persistent'} ${entry.zone} ${entry.end}`}
      data-status={entry.id}
      title={`${statusName(entry.id, lang)} · ${left}`}
    >
      {icons ? (
        <img src={icons.statusIconUrl(entry.id)} alt={statusName(entry.id, lang)} width={16} height={16} />
      ) : (
        <i className="tt-dot" />
      )}
      <small>{periodic && entry.zone === 'attach' ? '+' : entry.leavesIn}</small>
    </span>
  );
}

/**
 * Name, HP and the status tracker over every unit, as plain DOM (readable in any script, CJK included), always shown:
 * the tracker as the engine draws it (trackerView, R-TRACK) — the pointer, the persistent column, then the periodic one,
 * statuses left to right in the order they came, each with its lifetime. UnitLabelProjector moves them in the frame
 * loop; they start hidden until placed.
 */
export function UnitLabelLayer({ state, names, activeUnit }: UnitLabelLayerProps) {
  const t = useT();
  return (
    <div className="unit-labels" aria-hidden="true">
      {Object.values(state.units)
        .filter((u) => u.alive && u.pos)
        .map((u) => {
          const tracker = trackerView(u);
          const any = tracker.persistent.length + tracker.periodic.length > 0;
          return (
            <div
              key={u.id}
              data-unit={u.id}
              className={`unit-label team-${u.team}${u.id === activeUnit ? ' active' : ''}${any ? ' has-tracker' : ''}`}
              style={{ visibility: 'hidden' }}
            >
              <div className="ul-name">
                <span>{names[u.id] ?? u.id}</span>
                <b>
                  {u.hp}/{u.maxHp}
                </b>
              </div>
              {any ? (
                <div className="unit-tracker" data-testid={`tracker-${u.id}`} title={t('match.statuses')}>
                  <span
                    className={`tt-pointer ${tracker.pointer}`}
                    title={t('match.tracker.pointer', { dir: tracker.pointer === 'up' ? '▲' : '▼' })}
                  >
                    {tracker.pointer === 'up' ? '▲' : '▼'}
                  </span>
                  <span className="tt-zone persistent" title={t('match.tracker.persistent')}>
                    {tracker.persistent.map((e) => (
                      <TrackerChip key={e.id} entry={e} periodic={false} />
                    ))}
                  </span>
                  <span className="tt-zone periodic" title={t('match.tracker.periodic')}>
                    {tracker.periodic.map((e) => (
                      <TrackerChip key={e.id} entry={e} periodic />
                    ))}
                  </span>
                </div>
              ) : null}
            </div>
          );
        })}
    </div>
  );
}

/** Inside the Canvas (after the miniatures, so it runs after their animation step): puts each label above its unit, mutating DOM styles. */
export function UnitLabelProjector() {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useFrame(() => {
    const rect = gl.domElement.getBoundingClientRect();
    const host = gl.domElement.closest('.match')?.getBoundingClientRect() ?? rect;
    const shown: { el: HTMLElement; box: LabelBox }[] = [];
    document.querySelectorAll<HTMLElement>('.unit-labels [data-unit]').forEach((el) => {
      const pose = unitPoses.get(el.dataset.unit ?? '');
      if (!pose?.visible) {
        el.style.visibility = 'hidden';
        return;
      }
      scratch.set(pose.x, pose.top + 0.15, pose.z).project(camera);
      if (scratch.z > 1) {
        el.style.visibility = 'hidden';
        return;
      }
      const x = rect.left - host.left + ((scratch.x + 1) / 2) * rect.width;
      const y = rect.top - host.top + ((1 - scratch.y) / 2) * rect.height;
      shown.push({ el, box: { x, y, width: el.offsetWidth, height: el.offsetHeight } });
    });
    // Side-by-side units: their tags are lifted apart instead of covering each other.
    const ys = spreadLabels(shown.map((s) => s.box));
    shown.forEach(({ el, box }, i) => {
      el.style.transform = `translate(-50%, -100%) translate(${box.x.toFixed(1)}px, ${ys[i].toFixed(1)}px)`;
      el.style.visibility = 'visible';
    });
  });
  return null;
}
