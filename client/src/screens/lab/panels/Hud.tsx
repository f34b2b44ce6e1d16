import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { HoverReadout } from './HoverReadout';
import { Legend } from './Legend';
import { MapPanel } from './MapPanel';
import { SelectionPanel } from './SelectionPanel';

/**
 * The DOM overlay over the canvas: a left and a right column of panels (the lab adds its own), and the hover readout.
 * On a narrow screen the columns stack in a sheet over the lower half, below the map, and the sheet folds away to give
 * the map the whole screen (lab.css).
 */
export function Hud({ left, right }: { left?: ReactNode; right?: ReactNode } = {}) {
  const t = useT();
  const [folded, setFolded] = useState(false);
  return (
    <div className={folded ? 'hud sheet-folded' : 'hud'}>
      <button
        type="button"
        className="sheet-toggle"
        data-testid="lab-sheet-toggle"
        aria-expanded={!folded}
        onClick={() => setFolded(!folded)}
      >
        {folded ? t('lab.sheet.show') : t('lab.sheet.hide')}
      </button>
      <div className="lab-sheet">
        <div className="lab-column lab-left">
          <MapPanel />
          {left}
          <Legend />
        </div>
        <div className="lab-column lab-right">
          <SelectionPanel />
          {right}
        </div>
      </div>
      <HoverReadout />
    </div>
  );
}
