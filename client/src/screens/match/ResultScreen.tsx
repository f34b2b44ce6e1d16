import { useEffect } from 'react';
import type { GameEvent, GameState, Seat } from '../../../../shared/rules';
import { gameEndReason } from '../../../../shared/rules/gameEnd';
import { headlineText, resultHeadline } from './control/resultHeadline';
import { unitName, useLanguage, useT } from '../../i18n';
import { useRoom, type RoomSnapshot } from '../../net';
import { loadHistory, saveHistoryEntry, type HistoryEntry } from '../../net/matchHistory';
import { navigate } from '../../nav/route';
import { lazyScreen } from '../../ui/lazyScreen';
import { useSecondsLeft } from './useSecondsLeft';
import '../../i18n/aroundMatchStrings';

// The coach's key moments (issue 32) load with the search only once a match ends: not in the match's first download.
const ResultKeyMoments = lazyScreen(() => import('./coach/KeyMomentsPanel').then((m) => m.ResultKeyMoments), {
  placeholder: null,
});

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

type ResultScreenProps = {
  snapshot: RoomSnapshot;
  view: GameState;
  events: GameEvent[];
  seated: boolean;
  mySeats?: Seat[];
};

/** The finished match as this browser's history keeps it (client/src/net/matchHistory.ts): all from the room and the engine's view. */
export function historyEntry(snapshot: RoomSnapshot, view: GameState, mySeats: Seat[]): HistoryEntry {
  const characters = view.seats.flatMap((id, seat) => {
    const u = id ? view.units[id] : undefined;
    return u
      ? [
          {
            seat,
            team: u.team,
            name: { en: unitName(view, u.id, 'en'), zh: unitName(view, u.id, 'zh') },
            mine: mySeats.includes(seat as Seat),
          },
        ]
      : [];
  });
  return {
    matchId: snapshot.matchId,
    code: snapshot.code,
    endedAt: Date.now(),
    winner: view.winner,
    reason: snapshot.endReason || gameEndReason(view) || '',
    team: characters.find((c) => c.mine)?.team ?? null,
    characters,
  };
}

/** A link to a match's replay (the in-app route). */
function ReplayLink({ matchId, label, testId }: { matchId: string; label: string; testId: string }) {
  return (
    <a
      className="button"
      href={`/replay/${matchId}`}
      data-testid={testId}
      onClick={(e) => {
        e.preventDefault();
        navigate(`/replay/${matchId}`);
      }}
    >
      {label}
    </a>
  );
}

/**
 * The rematch vote (docs/online.md "Rematch"): ask for one; once asked, accept or decline before the countdown ends
 * (the host may wait for everyone instead); then who answered what, and where the rematch is played.
 */
function RematchVote({ snapshot, mySeats, isHost }: { snapshot: RoomSnapshot; mySeats: Seat[]; isHost: boolean }) {
  const t = useT();
  const send = useRoom((s) => s.send);
  const vote = snapshot.rematchVote;
  const seconds = useSecondsLeft(snapshot.rematch ? 0 : vote.deadline);
  const mine = mySeats.map((s) => vote.answers[s]).find((a) => a) ?? '';
  if (snapshot.rematch) {
    return (
      <p className="hint" data-testid="rematch-started">
        {t(mine === 'no' ? 'rematch.startedWithout' : 'result.rematchWaiting', { code: snapshot.rematch })}
      </p>
    );
  }
  if (vote.answers.length === 0) {
    return (
      <button type="button" className="primary" data-testid="rematch" onClick={() => send('rematch', {})}>
        {t('result.rematch')}
      </button>
    );
  }
  const names = snapshot.seats.map((s) => s.name || t('room.seat', { n: s.seat + 1 }));
  return (
    <div className="rematch-vote" data-testid="rematch-vote">
      <p>
        {t(mine === 'asked' ? 'rematch.asked' : mine === 'no' ? 'rematch.youDeclined' : 'rematch.waiting')}
        {vote.deadline ? <span className="offer-seconds"> {t('offer.seconds', { s: seconds })}</span> : null}
      </p>
      <ul className="rematch-answers">
        {vote.answers.map((a, seat) =>
          a ? (
            <li key={seat} data-answer={a}>
              {names[seat]}: {t(`rematch.answer.${a}`)}
            </li>
          ) : null,
        )}
      </ul>
      <div className="row">
        {mine === 'asked' ? (
          <>
            <button type="button" className="primary" data-testid="rematch-accept" onClick={() => send('rematch', {})}>
              {t('offer.accept')}
            </button>
            <button type="button" data-testid="rematch-decline" onClick={() => send('rematch:decline', {})}>
              {t('offer.decline')}
            </button>
          </>
        ) : null}
        {isHost ? (
          <label className="check">
            <input
              type="checkbox"
              checked={vote.wait}
              data-testid="rematch-wait"
              onChange={(e) => send('rematch:wait', { wait: e.target.checked })}
            />
            {t('rematch.wait')}
          </label>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The end of a match (issue 16 §2): who won, who killed whose leader, the replay, and a rematch with the same seats in
 * one click (the room makes the new room; every client of this one follows it: client/src/net/teamTalk.ts).
 */
export function ResultScreen({ snapshot, view, events, seated, mySeats = [] }: ResultScreenProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const leave = useRoom((s) => s.leave);
  const sessionId = useRoom((s) => s.sessionId);
  // This browser's history keeps every match it played, once its record is written (the phase turns 'finished' then).
  const finished = snapshot.phase === 'finished' && !!snapshot.matchId && view.stage === 'over';
  useEffect(() => {
    if (finished && mySeats.length > 0) saveHistoryEntry(historyEntry(snapshot, view, mySeats));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished match
  }, [finished, snapshot.matchId]);
  // A rematch links back to the match it came from (this browser's history names its record).
  const earlier = snapshot.rematchOf ? loadHistory().find((e) => e.code === snapshot.rematchOf) : undefined;
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
            ? t('result.leaderKilled', {
                killer: name(k.killer),
                victim: name(k.victim),
                team: t(k.team === 'blue' ? 'team.blue' : 'team.red'),
              })
            : t('result.leaderDied', { victim: name(k.victim), team: t(k.team === 'blue' ? 'team.blue' : 'team.red') })}
        </p>
      ))}
      <ResultKeyMoments snapshot={snapshot} />
      {seated && snapshot.phase === 'finished' ? (
        <RematchVote snapshot={snapshot} mySeats={mySeats} isHost={snapshot.host === sessionId} />
      ) : null}
      {!seated && snapshot.rematch ? (
        <p className="hint">{t('result.rematchWaiting', { code: snapshot.rematch })}</p>
      ) : null}
      <div className="row">
        {snapshot.matchId ? (
          <ReplayLink matchId={snapshot.matchId} label={t('match.over.replay')} testId="replay-link" />
        ) : null}
        {earlier && earlier.matchId !== snapshot.matchId ? (
          <ReplayLink matchId={earlier.matchId} label={t('rematch.earlierReplay')} testId="earlier-replay-link" />
        ) : null}
        <button type="button" onClick={() => void leave().then(() => navigate('/'))}>
          {t('match.over.home')}
        </button>
      </div>
    </div>
  );
}
