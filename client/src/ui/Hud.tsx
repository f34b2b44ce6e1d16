import { HoverReadout } from './HoverReadout';
import { Legend } from './Legend';
import { MapPanel } from './MapPanel';
import { SelectionPanel } from './SelectionPanel';

/** The DOM overlay over the canvas. */
export function Hud() {
  return (
    <div className="hud">
      <MapPanel />
      <SelectionPanel />
      <Legend />
      <HoverReadout />
    </div>
  );
}
