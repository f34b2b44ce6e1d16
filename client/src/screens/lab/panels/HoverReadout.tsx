import '../labStrings';
import { hexDistance, parseHexKey } from '../../../../../shared/hex';
import { translate, useLanguage, type UiKey } from '../../../i18n';
import { useViewer } from '../labViewer';
import { cellWords } from './cellWords';

type Translate = (key: UiKey, params?: Record<string, string | number>) => string;
const english: Translate = (key, params) => translate('en', key, params);

/** What the selected position makes of the hovered cell: distance, and whether it is in sight (R-LOS). */
export function sightNote(
  cellKey: string,
  selected: string | null,
  vision: { cone: string[]; visible: string[] } | null,
  reachCost: number | null | undefined,
  t: Translate = english,
): string | null {
  if (!selected || selected === cellKey) return null;
  const a = parseHexKey(selected)!;
  const b = parseHexKey(cellKey)!;
  const distance = t('lab.hover.distance', { n: hexDistance(a, b) });
  if (reachCost !== undefined)
    return `${distance} · ${reachCost === null ? t('lab.hover.outOfReach') : t('lab.hover.movement', { n: reachCost })}`;
  if (!vision) return distance;
  if (vision.visible.includes(cellKey)) return `${distance} · ${t('lab.hover.inSight')}`;
  if (vision.cone.includes(cellKey)) return `${distance} · ${t('lab.hover.hidden')}`;
  return `${distance} · ${t('lab.hover.outside')}`;
}

/**
 * The cell under the pointer. Not a live region: a screen reader hears cells from the map cursor (MapCursor), which
 * moves the same hover mark; each cell is said once.
 */
export function HoverReadout() {
  const language = useLanguage((s) => s.language);
  const t: Translate = (key, params) => translate(language, key, params);
  const cell = useViewer((s) => (s.hovered ? s.view.cellsByKey[s.hovered] : undefined));
  const statue = useViewer((s) => s.view.statue);
  const selected = useViewer((s) => s.selected);
  const vision = useViewer((s) => s.vision);
  const reachCost = useViewer((s) =>
    s.overlay === 'reach' && s.reach && s.hovered ? (s.reach.costs[s.hovered] ?? null) : undefined,
  );
  const seenBy = useViewer((s) =>
    s.overlay === 'exposure' && s.exposure && s.hovered ? s.exposure.counts[s.hovered] : undefined,
  );
  const note = cell ? sightNote(cell.key, selected, vision, reachCost, t) : null;
  return (
    <div className="hover-readout" data-testid="hover">
      {cell ? (
        <>
          <strong>{cell.key}</strong> · {cellWords(t, language, cell, statue).join(' · ')}
          {note && <span className="dim"> · {note}</span>}
          {seenBy !== undefined && <span className="dim"> · {t('lab.hover.seenFrom', { n: seenBy })}</span>}
        </>
      ) : (
        <span className="dim">{t('lab.hover.none')}</span>
      )}
    </div>
  );
}
