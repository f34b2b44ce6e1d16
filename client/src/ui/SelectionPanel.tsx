import { useState, type FormEvent } from 'react';
import { DIRECTION_INDICES, parseHexKey, type Direction } from '../../../shared/hex';
import { useViewer } from '../store';
import { DIRECTION_ARROWS, DIRECTION_NAMES } from './directions';
import { OverlayChoice } from './OverlayChoice';

/** The selected position: choose a facing, read what it sees. */
export function SelectionPanel() {
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
  };
  return (
    <section className="panel selection-panel" aria-label="Selection">
      <form className="row" onSubmit={onGo}>
        <label>
          Cell <input value={cellText} onChange={(e) => setCellText(e.target.value)} size={7} placeholder="q,r" aria-label="Select cell q,r" />
        </label>
        <button type="submit">Select</button>
        {selected && <button type="button" onClick={() => select(null)}>Clear</button>}
      </form>
      {message && <p className="message" role="status">{message}</p>}
      <OverlayChoice />
      {overlay === 'exposure' && exposure && (
        <p data-testid="exposure">
          Exposure: each open cell by how many open cells see it, from <strong data-testid="exposure-min">{exposure.min}</strong> (blue) to <strong data-testid="exposure-max">{exposure.max}</strong> (red)
        </p>
      )}
      {selected ? (
        <>
          <p>
            Position <strong data-testid="selected">{selected}</strong>
            {facing !== null && <> facing <strong>{DIRECTION_NAMES[facing]}</strong></>}
          </p>
          <div className="facings" role="group" aria-label="Facing">
            {DIRECTION_INDICES.map((d: Direction) => (
              <button
                key={d}
                type="button"
                className="facing"
                aria-pressed={facing === d}
                title={`Face ${DIRECTION_NAMES[d]} (key ${d})`}
                data-testid={`facing-${d}`}
                onClick={() => setFacing(d)}
              >
                <span className="key">{d}</span> {DIRECTION_ARROWS[d]} {DIRECTION_NAMES[d]}
              </button>
            ))}
          </div>
          {vision ? (
            <>
              <p data-testid="vision">
                Front cone <strong data-testid="cone-count">{vision.cone.length}</strong> cells · sees{' '}
                <strong data-testid="visible-count">{vision.visible.length}</strong>
              </p>
              {reach && (
                <p data-testid="reach">
                  Reach <strong data-testid="reach-count">{Object.keys(reach.costs).length - 1}</strong> cells with movement {movement}
                </p>
              )}
            </>
          ) : (
            <p className="dim">Choose a facing: keys 0–5, or ← → to turn.</p>
          )}
        </>
      ) : (
        <p className="dim">Click an open cell to place a unit there.</p>
      )}
    </section>
  );
}
