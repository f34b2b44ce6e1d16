import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { lazyScreen } from './lazyScreen';
import { useRoute } from './lobby/route';
import { Home } from './lobby/Home';
import '@fontsource/noto-sans-sc/400.css';
import './styles.css';
import './lobby/lobby.css';
import './match/match.css';

// Every screen that shows a board is its own chunk: the home page loads no three.js (docs/client.md "Delivery").
const App = lazyScreen(() => import('./App').then((m) => m.App));
const PlayScreen = lazyScreen(() => import('./match/PlayScreen').then((m) => m.PlayScreen));
const ReplayScreen = lazyScreen(() => import('./replay/ReplayScreen').then((m) => m.ReplayScreen));
const LocalMatch = lazyScreen(() => import('./match/LocalMatch').then((m) => m.LocalMatch));
const TablePreviewScreen = lazyScreen(() => import('./table/TablePreviewScreen').then((m) => m.TablePreviewScreen));
const RulesScreen = lazyScreen(() => import('./rules/RulesScreen').then((m) => m.RulesScreen));
const LearnScreen = lazyScreen(() => import('./learn/LearnScreen').then((m) => m.LearnScreen));
const FirstGameTips = lazyScreen(() => import('./learn/FirstGameTips').then((m) => m.FirstGameTips), { placeholder: null });

/** Routes: "/" the lobby, "/lab" the board viewer, "/play/:code" a battle room, "/replay/:matchId" a finished match. */
function Root() {
  const route = useRoute();
  switch (route.name) {
    case 'lab':
      return <App />;
    case 'play':
      return (
        <>
          <PlayScreen code={route.code} />
          <FirstGameTips code={route.code} />
        </>
      );
    case 'replay':
      return <ReplayScreen matchId={route.matchId} />;
    case 'rules':
      return <RulesScreen />;
    case 'local':
      return <LocalMatch />;
    case 'table':
      return <TablePreviewScreen name={route.preview} />;
    case 'learn':
      return <LearnScreen />;
    default:
      return <Home />;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
