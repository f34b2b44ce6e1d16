import { useViewer } from '../labViewer';
import { useFrameMap, type PanelSides } from '../../../scene/useFrameMap';

/** The viewer's HUD columns (map panel and legend on the left, selection panel on the right) cover the board's sides. */
const VIEWER_PANELS: PanelSides = {
  left: { selector: '.map-panel', gap: 12 },
  right: { selector: '.selection-panel', gap: 12 },
};

/** Frames the whole map at the start, whenever a new map is dealt, on request (F), and when the window changes shape. */
export function CameraRig() {
  const view = useViewer((s) => s.view);
  const mapVersion = useViewer((s) => s.mapVersion);
  const viewVersion = useViewer((s) => s.viewVersion);
  useFrameMap(view, VIEWER_PANELS, `${mapVersion}:${viewVersion}`);
  return null;
}
