/**
 * A finished comparison (shared/study compareReports): both verdicts, one table of differences B − A with 95 %
 * intervals (the CLI's cells, comparisonCells), and the two maps' heatmaps side by side, aligned on one box and one
 * colour scale.
 */
import '../labStrings';
import { useMemo, useState } from 'react';
import { CONTENT } from '../../../../../shared/content';
import { comparisonCells, type HeatmapKind, type StudyComparison, type StudyReport } from '../../../../../shared/study';
import { contentString, useLanguage, useT } from '../../../i18n';
import { commonBox, HeatmapMiniMap, layoutOfCode } from './HeatmapMiniMap';
import { HeatmapKindSelect } from './HeatmapKindSelect';

export function ComparisonView({
  a,
  b,
  comparison,
  stale,
}: {
  a: StudyReport;
  b: StudyReport;
  comparison: StudyComparison;
  stale: boolean;
}) {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const zh = language === 'zh';
  const [kind, setKind] = useState<HeatmapKind>('stood');
  const layouts = useMemo(() => [layoutOfCode(comparison.a), layoutOfCode(comparison.b)], [comparison]);
  const box = useMemo(() => commonBox(layouts.filter((l) => l !== null)), [layouts]);
  const max = Math.max(a.heatmaps[kind].max, b.heatmaps[kind].max);
  const figure = (id: string, text: string) => {
    const character = id.startsWith('character ') ? CONTENT.characters[id.slice(10)] : undefined;
    return character ? contentString(language, character.nameKey) : text;
  };
  return (
    <div className="study-compare" data-testid="compare-result" data-stale={stale}>
      <h3>{t('study.compare.title')}</h3>
      {stale && (
        <p className="message" role="status" data-testid="compare-stale">
          {t('study.compare.stale')}
        </p>
      )}
      {!comparison.samePlan && <p className="message">{t('study.compare.samePlanNo')}</p>}
      <p data-testid="compare-verdict-a">
        <strong>{t('study.compare.mapA')}</strong> · {zh ? a.verdict.zh : a.verdict.en}
      </p>
      <p data-testid="compare-verdict-b">
        <strong>{t('study.compare.mapB')}</strong> · {zh ? b.verdict.zh : b.verdict.en}
      </p>
      <p className="dim small">{t('study.compare.games', { a: a.games, b: b.games })}</p>
      <table className="study-table compare-table" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col">{t('study.compare.figure')}</th>
            <th scope="col">A</th>
            <th scope="col">B</th>
            <th scope="col">
              {t('study.compare.diff')}
              <br />
              <span className="dim">{t('study.compare.interval')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.rows.map((row) => {
            const [text, av, bv, diff, interval, differs] = comparisonCells(row, language);
            return (
              <tr
                key={row.id}
                data-testid="compare-row"
                data-id={row.id}
                data-differs={row.differs}
                className={row.differs ? 'differs' : undefined}
              >
                <th scope="row">{figure(row.id, text)}</th>
                <td>{av}</td>
                <td>{bv}</td>
                <td>
                  <span className="nowrap">{diff}</span>
                  {differs && (
                    <>
                      {' '}
                      <strong className="compare-differs">{differs}</strong>
                    </>
                  )}
                  {interval && (
                    <>
                      <br />
                      <span className="dim nowrap">{interval}</span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="dim small">{t('study.compare.readRow')}</p>
      <HeatmapKindSelect value={kind} onChange={setKind} testId="compare-heatmap" withNone={false} />
      <p className="dim small">
        {t('study.compare.heatmaps', { kind: t(`study.heatmap.${kind}`) })} {t('study.compare.scale', { max })}
      </p>
      <div className="study-minimaps">
        {layouts[0] && (
          <HeatmapMiniMap
            layout={layouts[0]}
            heatmap={a.heatmaps[kind]}
            max={max}
            box={box}
            label={t('study.compare.mapA')}
            testId="compare-heatmap-a"
          />
        )}
        {layouts[1] && (
          <HeatmapMiniMap
            layout={layouts[1]}
            heatmap={b.heatmaps[kind]}
            max={max}
            box={box}
            label={t('study.compare.mapB')}
            testId="compare-heatmap-b"
          />
        )}
      </div>
    </div>
  );
}
