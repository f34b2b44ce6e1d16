import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installTestHook } from './testHook';
import { useRoute } from './lobby/route';
import { Home } from './lobby/Home';
import '@fontsource/noto-sans-sc/400.css';
import './styles.css';
import './lobby/lobby.css';
import './match/match.css';

const PlayScreen = lazy(() => import('./match/PlayScreen').then((m) => ({ default: m.PlayScreen })));
const ReplayScreen = lazy(() => import('./replay/ReplayScreen').then((m) => ({ default: m.ReplayScreen })));

/** Routes: "/" the lobby, "/lab" the board viewer, "/play/:code" a battle room, "/replay/:matchId" a finished match. */
function Root() {
  const route = useRoute();
  switch (route.name) {
    case 'lab':
      return <App />;
    case 'play':
      return (
        <Suspense fallback={<p className="screen-loading">…</p>}>
          <PlayScreen code={route.code} />
        </Suspense>
      );
    case 'replay':
      return (
        <Suspense fallback={<p className="screen-loading">…</p>}>
          <ReplayScreen matchId={route.matchId} />
        </Suspense>
      );
    default:
      return <Home />;
  }
}

installTestHook();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
