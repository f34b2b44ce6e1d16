/**
 * The result dialog's "Key moments" (issue 32): once the match's record is written, the coach reviews the player's
 * seat in a web worker (reviewStore), a progress bar meanwhile; each moment opens the replay at that command with the
 * better command drawn. Open at once in a game against gentle bots (a learner's first games), else one click away.
 */
import { useEffect, useMemo, useState } from 'react';
import { replayStates } from '../../../../../shared/ai/coach';
import * as rules from '../../../../../shared/rules';
import type { MatchSetup, Seat } from '../../../../../shared/rules';
import { serverEndpoint, useRoom, type RoomSnapshot } from '../../../net';
import { navigate } from '../../../nav/route';
import { useT } from '../../../i18n';
import { KeyMomentList } from './KeyMomentList';
import { ReviewProgress } from './ReviewProgress';
import { reviewKey, useReviews, type ReviewedRecord } from './reviewStore';
import './coach.css';
import './coachStrings';

/** How often, and how many times, the panel asks again for a record the server has not finished writing. */
const RECORD_RETRY = { ms: 1000, times: 20 };

/** The address of the replay at a moment, reviewed for a seat. */
export const momentHref = (matchId: string, seat: Seat, ply: number) => `/replay/${matchId}?seat=${seat}&step=${ply}`;

export function KeyMomentsPanel({ matchId, seat, open }: { matchId: string; seat: Seat; open: boolean }) {
  const t = useT();
  const [record, setRecord] = useState<ReviewedRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const review = useReviews((s) => s.reviews[reviewKey(matchId, seat)]);
  const start = useReviews((s) => s.start);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (left: number) =>
      fetch(`${serverEndpoint()}/api/matches/${encodeURIComponent(matchId)}`)
        .then(async (res) => {
          const body = await res.json().catch(() => null);
          if (cancelled) return;
          if (res.ok) return setRecord({ matchId, setup: body.setup, commands: body.commands });
          // The end line is written as the match ends: ask again a moment later.
          if (body?.code === 'records/unfinished' && left > 0)
            timer = setTimeout(() => void load(left - 1), RECORD_RETRY.ms);
          else setError(body?.message ?? `HTTP ${res.status}`);
        })
        .catch(() => !cancelled && setError(t('replay.error.network')));
    void load(RECORD_RETRY.times);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [matchId]); // eslint-disable-line react-hooks/exhaustive-deps -- t only words an error
  useEffect(() => {
    if (record) start(record, seat);
  }, [record, seat, start]);
  const states = useMemo(
    () => (record ? replayStates(rules, record.setup as MatchSetup, record.commands).states : []),
    [record],
  );

  return (
    <details className="coach-panel" open={open} data-testid="coach-panel">
      <summary>{t('coach.title')}</summary>
      {error ? <p className="warn">{t('coach.failed', { message: error })}</p> : null}
      {!review && !error ? <p className="dim">{t('replay.loading')}</p> : null}
      {review ? <ReviewProgress state={review} /> : null}
      {review?.status === 'done' ? (
        review.review.moments.length ? (
          <>
            <p className="hint">{t('coach.hint')}</p>
            <KeyMomentList
              moments={review.review.moments}
              states={states}
              onPick={(m) => navigate(momentHref(matchId, seat, m.ply))}
            />
          </>
        ) : (
          <p className="hint" data-testid="coach-none">
            {t('coach.none', { decisions: review.review.decisions })}
          </p>
        )
      ) : null}
    </details>
  );
}

/** The panel as the result dialog shows it: the player's first seat reviewed, once the match has a record. */
export function ResultKeyMoments({ snapshot }: { snapshot: RoomSnapshot }) {
  const mySeats = useRoom((s) => s.mySeats);
  if (!snapshot.matchId || mySeats.length === 0) return null;
  return <KeyMomentsPanel matchId={snapshot.matchId} seat={mySeats[0]} open={snapshot.options.botLevel === 'gentle'} />;
}
