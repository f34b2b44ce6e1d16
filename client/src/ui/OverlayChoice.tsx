import { useViewer } from '../store';

/** Vision, movement reach or exposure, and the movement budget (keys V, M, E, + and −). */
export function OverlayChoice() {
  const mode = useViewer((s) => s.overlay);
  const setOverlay = useViewer((s) => s.setOverlay);
  const movement = useViewer((s) => s.movement);
  const setMovement = useViewer((s) => s.setMovement);
  return (
    <div className="row" role="group" aria-label="Overlay">
      <button type="button" aria-pressed={mode === 'vision'} onClick={() => setOverlay('vision')} title="Vision (key V)" data-testid="overlay-vision">
        <span className="key">V</span> Vision
      </button>
      <button type="button" aria-pressed={mode === 'reach'} onClick={() => setOverlay('reach')} title="Movement reach (key M)" data-testid="overlay-reach">
        <span className="key">M</span> Reach
      </button>
      <button type="button" aria-pressed={mode === 'exposure'} onClick={() => setOverlay('exposure')} title="From how many cells each cell is seen (key E)" data-testid="overlay-exposure">
        <span className="key">E</span> Exposure
      </button>
      {mode === 'reach' && (
        <span className="stepper" aria-label="Movement">
          <button type="button" onClick={() => setMovement(movement - 1)} aria-label="Less movement (key −)">−</button>
          <output data-testid="movement" title="Movement budget">{movement}</output>
          <button type="button" onClick={() => setMovement(movement + 1)} aria-label="More movement (key +)">+</button>
        </span>
      )}
    </div>
  );
}
