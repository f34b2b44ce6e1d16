import { useViewerKeys } from './input/useViewerKeys';
import { BoardCanvas } from './scene/BoardCanvas';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Hud } from './ui/Hud';
import { useChoiceInAddress } from './urlState';

/** The board viewer: the 3D map with its DOM HUD on top. */
export function App() {
  useViewerKeys();
  useChoiceInAddress();
  return (
    <main className="app">
      <ErrorBoundary fallback={<p className="fatal">The 3D view could not start (WebGL unavailable?).</p>}>
        <BoardCanvas />
      </ErrorBoundary>
      <Hud />
    </main>
  );
}
