import type { GameEvent, GameState } from '../../../../shared/rules';
import { headlineText, resultHeadline } from './control/resultHeadline';
import { unitName, useLanguage, useT } from '../../i18n';
import { useRoom, type RoomSnapshot } from '../../net';
import { navigate } from '../../nav/route';
import { lazyScreen } from '../../ui/lazyScreen';

// The coach's key moments (issue 32) load with the search only once a match ends: not in the match's first download.
const ResultKeyMoments = lazyScreen(() => import('./coach/KeyMomentsPanel').then((m) => m.ResultKeyMoments), { placeholder: null });

/** Who killed whose leader: the Holy Relic holder's death (R-OVR-3) and the last unit that damaged it, from the log. */
export function leaderKills(events: GameEvent[]): { victim: string; team: string; killer: string | null }[] {
  const out: { victim: string; team: string; killer: string | null }[] = [];
  events.forEach((e, i) => {
    if (e.type !== 'died' || e.relic !== 'holy') return;
    let killer: string | null = null;
    for (let k = i - 1; k >= 0; k--) {
      const d = events[k];
      if (d.type === 'damaged' && d.unit === e.unit) {
        killer = d.source;
        break;
      }
    }
    out.push({ victim: e.unit, team: e.team, killer: killer && killer !== e.unit ? killer : null });
  });
  return out;
}

type ResultScreenProps = { snapshot: RoomSnapshot; view: GameState; events: GameEvent[]; seated: boolean };

/**
 * The end of a match (issue 16 §2): who won, who killed whose leader, the replay, and a rematch with the same seats in
 * one click (the room makes the new room; every client of this one follows it: client/src/net/teamTalk.ts).
 */
export function ResultScreen({ snapshot, view, events, seated }: ResultScreenProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const send = useRoom((s) => s.send);
  const leave = useRoom((s) => s.leave);
  const name = (id: string) => unitName(view, id, lang);
  const kills = leaderKills(events);
  const headline = resultHeadline(snapshot.endReason, view);
  const title = headlineText(t, headline);
  return (
    <div className="game-over" role="dialog" aria-label={title} data-testid="game-over">
      <h2>{title}</h2>
      {kills.map((k) => (
        <p key={k.victim} data-testid="leader-kill">
          {k.killer
            ? t('result.leaderKilled', { killer: name(k.killer), victim: name(k.victim), team: t(k.team === 'blue' ? 'team.blue' : 'team.red') })
            : t('result.leaderDied', { victim: name(k.victim), team: t(k.team === 'blue' ? 'team.blue' : 'team.red') })}
        </p>
      ))}
      <ResultKeyMoments snapshot={snapshot} />
      {snapshot.rematch ? <p className="hint">{t('result.rematchWaiting', { code: snapshot.rematch })}</p> : null}
      <div className="row">
        {seated && snapshot.phase === 'finished' ? (
          <button type="button" className="primary" data-testid="rematch" onClick={() => send('rematch', {})}>{t('result.rematch')}</button>
        ) : null}
        {snapshot.matchId ? (
          <a className="button" href={`/replay/${snapshot.matchId}`} data-testid="replay-link" onClick={(e) => { e.preventDefault(); navigate(`/replay/${snapshot.matchId}`); }}>{t('match.over.replay')}</a>
        ) : null}
        <button type="button" onClick={() => void leave().then(() => navigate('/'))}>{t('match.over.home')}</button>
      </div>
    </div>
  );
}
