import '../labStrings';
import { useT } from '../../../i18n';
import { useEditor } from '../editorStore';
import { factsOf } from '../problemsOf';

/** What the map is like for each team: distances (walked and straight), sight from the camps, choke points, exposure. */
export function FactsPanel({ onShowChokes }: { onShowChokes: (show: boolean) => void }) {
  const t = useT();
  const layout = useEditor((s) => s.history.present.layout);
  const f = factsOf(layout);
  const m = f.metrics;
  const n = (v: number | null) => (v === null ? t('lab.facts.unreachable') : String(v));
  // "cut off steps walking" read badly: a walk that cannot be made has its own words.
  const walkHex = (walk: number | null, hex: number | null) =>
    walk === null ? t('lab.facts.walkCut', { hex: n(hex) }) : t('lab.facts.walkHex', { walk, hex: n(hex) });
  return (
    <details className="panel facts-panel" open data-testid="facts-panel">
      <summary>
        <strong>{t('lab.facts')}</strong>
      </summary>
      <p data-testid="facts-size">{t('lab.facts.size', { cells: m.cells, open: m.open, obstacles: m.obstacles })}</p>
      {layout.campfires === null ? (
        <p className="dim">{t('lab.facts.noCamps')}</p>
      ) : (
        <dl className="facts">
          <dt>{t('lab.facts.campToCamp')}</dt>
          <dd data-testid="facts-camp-to-camp">{walkHex(m.campToCamp, f.campToCampHex)}</dd>
          {layout.statue !== null && (
            <>
              <dt>{t('lab.facts.campToStatue')}</dt>
              <dd data-testid="facts-camp-to-statue">
                {t('lab.facts.redBlue', {
                  red: walkHex(m.campToStatue.red, f.campToStatueHex.red),
                  blue: walkHex(m.campToStatue.blue, f.campToStatueHex.blue),
                })}
              </dd>
            </>
          )}
          <dt>{t('lab.facts.seen')}</dt>
          <dd data-testid="facts-seen">
            {t('lab.facts.redBlue', { red: n(f.seenFromCamp.red), blue: n(f.seenFromCamp.blue) })}
          </dd>
          <dt>{t('lab.facts.enemySeen')}</dt>
          <dd>{t('lab.facts.redBlue', { red: n(f.enemyCampCellsSeen.red), blue: n(f.enemyCampCellsSeen.blue) })}</dd>
          <dt>{t('lab.facts.chokes')}</dt>
          <dd data-testid="facts-chokes">
            {f.chokePoints.length === 0 ? t('lab.facts.chokes.none') : f.chokePoints.length}{' '}
            {f.chokePoints.length > 0 && (
              <label className="inline">
                <input type="checkbox" onChange={(e) => onShowChokes(e.target.checked)} data-testid="show-chokes" />{' '}
                {t('lab.facts.chokes.show')}
              </label>
            )}
          </dd>
          {f.exposure && (
            <>
              <dt>{t('lab.facts.exposure')}</dt>
              <dd data-testid="facts-exposure">
                {t('lab.facts.exposureDiff', {
                  red: f.exposure.red,
                  blue: f.exposure.blue,
                  diff: f.exposure.difference,
                })}
              </dd>
            </>
          )}
        </dl>
      )}
    </details>
  );
}
