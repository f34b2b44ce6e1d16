import type { ReactNode } from 'react';
import { HoverReadout } from './HoverReadout';
import { Legend } from './Legend';
import { MapPanel } from './MapPanel';
import { SelectionPanel } from './SelectionPanel';

/** The DOM overlay over the canvas: a left and a right column of panels (the lab adds its own), and the hover readout. */
export function Hud({ left, right }: { left?: ReactNode; right?: ReactNode } = {}) {
  return (
    <div className="hud">
      <div className="lab-column lab-left">
        <MapPanel />
        {left}
        <Legend />
      </div>
      <div className="lab-column lab-right">
        <SelectionPanel />
        {right}
      </div>
      <HoverReadout />
    </div>
  );
}
