import '../labStrings';
import { useT } from '../../../i18n';
import { useViewer } from '../labViewer';

/** Vision, movement reach or exposure, and the movement budget (keys V, M, E, + and −). */
export function OverlayChoice() {
  const t = useT();
  const mode = useViewer((s) => s.overlay);
  const setOverlay = useViewer((s) => s.setOverlay);
  const movement = useViewer((s) => s.movement);
  const setMovement = useViewer((s) => s.setMovement);
  return (
    <div className="row" role="group" aria-label="Overlay">
      <button
        type="button"
        aria-pressed={mode === 'vision'}
        onClick={() => setOverlay('vision')}
        title={t('lab.overlay.vision.title')}
        data-testid="overlay-vision"
      >
        <span className="key">V</span> {t('lab.overlay.vision')}
      </button>
      <button
        type="button"
        aria-pressed={mode === 'reach'}
        onClick={() => setOverlay('reach')}
        title={t('lab.overlay.reach.title')}
        data-testid="overlay-reach"
      >
        <span className="key">M</span> {t('lab.overlay.reach')}
      </button>
      <button
        type="button"
        aria-pressed={mode === 'exposure'}
        onClick={() => setOverlay('exposure')}
        title={t('lab.overlay.exposure.title')}
        data-testid="overlay-exposure"
      >
        <span className="key">E</span> {t('lab.overlay.exposure')}
      </button>
      {mode === 'reach' && (
        <span className="stepper" aria-label={t('lab.overlay.movement')}>
          <button type="button" onClick={() => setMovement(movement - 1)} aria-label={t('lab.overlay.less')}>
            −
          </button>
          <output data-testid="movement" title={t('lab.overlay.movement')}>
            {movement}
          </output>
          <button type="button" onClick={() => setMovement(movement + 1)} aria-label={t('lab.overlay.more')}>
            +
          </button>
        </span>
      )}
    </div>
  );
}
