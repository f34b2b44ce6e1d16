import '../labStrings';
import { HEATMAP_KINDS, type HeatmapKind } from '../../../../../shared/study';
import { useT } from '../../../i18n';

/** "Heatmap: …" — which of a study's heatmaps to show (the report's and the comparison's), with "None" when offered. */
export function HeatmapKindSelect<K extends HeatmapKind | 'none'>({
  value,
  onChange,
  testId,
  withNone,
}: {
  value: K;
  onChange: (kind: K) => void;
  testId: string;
  withNone: boolean;
}) {
  const t = useT();
  return (
    <label>
      {t('study.heatmap')}{' '}
      <select data-testid={testId} value={value} onChange={(e) => onChange(e.target.value as K)}>
        {withNone && <option value="none">{t('study.heatmap.none')}</option>}
        {HEATMAP_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`study.heatmap.${k}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
