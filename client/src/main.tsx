import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { useRoute } from './lobby/route';
import { Home } from './lobby/Home';
import '@fontsource/noto-sans-sc/400.css';
import './styles.css';
import './lobby/lobby.css';
import './match/match.css';

// Every screen that shows a board is its own chunk: the home page loads no three.js (docs/client.md "Delivery").
const App = lazy(() => import('./App').then((m) => ({ default: m.App })));
const PlayScreen = lazy(() => import('./match/PlayScreen').then((m) => ({ default: m.PlayScreen })));
const ReplayScreen = lazy(() => import('./replay/ReplayScreen').then((m) => ({ default: m.ReplayScreen })));
const RulesScreen = lazy(() => import('./rules/RulesScreen').then((m) => ({ default: m.RulesScreen })));

/** Routes: "/" the lobby, "/lab" the board viewer, "/play/:code" a battle room, "/replay/:matchId" a finished match. */
function Root() {
  const route = useRoute();
  switch (route.name) {
    case 'lab':
      return (
        <Suspense fallback={<p className="screen-loading">…</p>}>
          <App />
        </Suspense>
      );
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
    case 'rules':
      return (
        <Suspense fallback={<p className="screen-loading">…</p>}>
          <RulesScreen />
        </Suspense>
      );
    default:
      return <Home />;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
