import { loadHistory, type HistoryEntry } from '../../net/matchHistory';
import { useLanguage, useT, type UiKey } from '../../i18n';
import { navigate } from '../../nav/route';
import '../../i18n/aroundMatchStrings';

/** Won, lost, draw (or watched) from this browser's team and the engine's winner. */
function outcomeKey(e: HistoryEntry): UiKey {
  if (e.winner === 'draw' || e.winner === null) return 'history.draw';
  if (!e.team) return 'history.watched';
  return e.winner === e.team ? 'history.won' : 'history.lost';
}

const REASONS = ['concede', 'agreed', 'quiet', 'idle'] as const;

/**
 * This browser's finished matches (issue 28 "Match history"; client/src/net/matchHistory.ts): the outcome and why, the
 * date, the characters (this browser's first), and a link to each replay. No account: the list is this browser's.
 */
export function MatchHistory() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const list = loadHistory();
  const date = new Intl.DateTimeFormat(language === 'zh' ? 'zh-Hans' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="card history" data-testid="match-history">
      <h2>{t('history.title')}</h2>
      {list.length === 0 ? <p className="hint">{t('history.empty')}</p> : null}
      <ul className="room-list">
        {list.map((e) => {
          const reason = (REASONS as readonly string[]).includes(e.reason)
            ? t(`history.reason.${e.reason}` as UiKey)
            : '';
          const characters = [...e.characters]
            .sort((a, b) => Number(b.mine) - Number(a.mine))
            .map((c) => c.name[language] ?? c.name.en);
          return (
            <li key={e.matchId} data-testid="history-entry" data-match={e.matchId}>
              <a
                className="room-row"
                href={`/replay/${e.matchId}`}
                onClick={(ev) => {
                  ev.preventDefault();
                  navigate(`/replay/${e.matchId}`);
                }}
              >
                <span className="room-name">
                  {t(outcomeKey(e))}
                  {reason ? ` · ${reason}` : ''}
                </span>
                <span className="room-meta">{characters.join(' · ')}</span>
                <span className="room-meta">
                  {date.format(e.endedAt)} · {t('history.replay')}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
