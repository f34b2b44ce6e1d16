import '../labStrings';
import { useState, type FormEvent } from 'react';
import { DIRECTION_INDICES, parseHexKey, type Direction } from '../../../../../shared/hex';
import { useT } from '../../../i18n';
import { labFaceKey } from '../labKeys';
import { useViewer } from '../labViewer';
import { DIRECTION_ARROWS } from './directions';
import { OverlayChoice } from './OverlayChoice';

/** The selected position: choose a facing, read what it sees. */
export function SelectionPanel() {
  const t = useT();
  const selected = useViewer((s) => s.selected);
  const facing = useViewer((s) => s.facing);
  const vision = useViewer((s) => s.vision);
  const setFacing = useViewer((s) => s.setFacing);
  const select = useViewer((s) => s.select);
  const message = useViewer((s) => s.message);
  const reach = useViewer((s) => s.reach);
  const movement = useViewer((s) => s.movement);
  const overlay = useViewer((s) => s.overlay);
  const exposure = useViewer((s) => s.exposure);
  const [cellText, setCellText] = useState('');
  const onGo = (e: FormEvent) => {
    e.preventDefault();
    const h = parseHexKey(cellText.replace(/\s+/g, ''));
    if (h) select(`${h.q},${h.r}`);
    // The facing keys (0–5, arrows) act on the selected cell next: they must not type into this field.
    if (h) (document.activeElement as HTMLElement | null)?.blur();
  };
  return (
    <section className="panel selection-panel" aria-label="Selection">
      <form className="row" onSubmit={onGo}>
        <label>
          {t('lab.sel.cell')}{' '}
          <input
            value={cellText}
            onChange={(e) => setCellText(e.target.value)}
            size={7}
            placeholder="q,r"
            aria-label={t('lab.sel.cellLabel')}
            data-testid="cell-input"
          />
        </label>
        <button type="submit">{t('lab.sel.select')}</button>
        {selected && (
          <button type="button" onClick={() => select(null)}>
            {t('lab.sel.clear')}
          </button>
        )}
      </form>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      <OverlayChoice />
      {overlay === 'exposure' && exposure && (
        <p data-testid="exposure">
          <span data-testid="exposure-min" hidden>
            {exposure.min}
          </span>
          <span data-testid="exposure-max" hidden>
            {exposure.max}
          </span>
          {t('lab.sel.exposure', { min: exposure.min, max: exposure.max })}
        </p>
      )}
      {selected ? (
        <>
          <p>
            {t('lab.sel.position')} <strong data-testid="selected">{selected}</strong>
            {facing !== null && (
              <>
                {' '}
                {t('lab.sel.facing')} <strong>{t(`lab.dir.${facing}`)}</strong>
              </>
            )}
          </p>
          <div className="facings" role="group" aria-label={t('lab.sel.facing')}>
            {DIRECTION_INDICES.map((d: Direction) => (
              <button
                key={d}
                type="button"
                className="facing"
                aria-pressed={facing === d}
                title={t('lab.sel.face', { dir: t(`lab.dir.${d}`), key: labFaceKey(d) })}
                data-testid={`facing-${d}`}
                onClick={() => setFacing(d)}
              >
                <span className="key">{d}</span> {DIRECTION_ARROWS[d]} {t(`lab.dir.${d}`)}
              </button>
            ))}
          </div>
          {vision ? (
            <>
              <p data-testid="vision">
                <span data-testid="cone-count" hidden>
                  {vision.cone.length}
                </span>
                <span data-testid="visible-count" hidden>
                  {vision.visible.length}
                </span>
                {t('lab.sel.cone', { cone: vision.cone.length, visible: vision.visible.length })}
              </p>
              {reach && (
                <p data-testid="reach">
                  <span data-testid="reach-count" hidden>
                    {Object.keys(reach.costs).length - 1}
                  </span>
                  {t('lab.sel.reach', { n: Object.keys(reach.costs).length - 1, movement })}
                </p>
              )}
            </>
          ) : (
            <p className="dim">{t('lab.sel.chooseFacing')}</p>
          )}
        </>
      ) : (
        <p className="dim">{t('lab.sel.clickCell')}</p>
      )}
    </section>
  );
}
