import { lazyScreen } from '../ui/lazyScreen';
import { useRoute } from '../nav/route';
import { Home } from '../screens/home/Home';
import './styles.css';
import '../screens/home/lobby.css';
import '../screens/match/match.css';

// Every screen that shows a board is its own chunk: the home page loads no three.js (docs/client.md "Delivery").
const LabScreen = lazyScreen(() => import('../screens/lab/LabScreen').then((m) => m.LabScreen));
const PlayScreen = lazyScreen(() => import('../screens/match/PlayScreen').then((m) => m.PlayScreen));
const ReplayScreen = lazyScreen(() => import('../screens/replay/ReplayScreen').then((m) => m.ReplayScreen));
const LocalMatch = lazyScreen(() => import('../screens/match/LocalMatch').then((m) => m.LocalMatch));
const TablePreviewScreen = lazyScreen(() =>
  import('../screens/table/TablePreviewScreen').then((m) => m.TablePreviewScreen),
);
const RulesScreen = lazyScreen(() => import('../screens/rules/RulesScreen').then((m) => m.RulesScreen));
const LearnScreen = lazyScreen(() => import('../screens/learn/LearnScreen').then((m) => m.LearnScreen));
const FirstGameTips = lazyScreen(() => import('../screens/learn/FirstGameTips').then((m) => m.FirstGameTips), {
  placeholder: null,
});

/** Routes: "/" the lobby, "/lab" the board viewer, "/play/:code" a battle room, "/replay/:matchId" a finished match. */
export function Root() {
  const route = useRoute();
  switch (route.name) {
    case 'lab':
      return <LabScreen />;
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
      return <LearnScreen chapter={route.chapter} />;
    default:
      return <Home />;
  }
}
