import { useEffect, useMemo, useState } from 'react';
import { serverEndpoint } from '../../net';
import { useT, type UiKey } from '../../i18n';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { navigate } from '../../nav/route';
import { MatchScreen } from '../match/MatchScreen';
import { rebuildReplay, type Replay, type ReplayRecord } from './rebuildReplay';
import { jump, replayMarks } from './replayJumps';
import { REPLAY_BINDINGS, REPLAY_KEYS, replayKeyIntent } from './replayKeys';
import { keyChords } from '../../input/keyMap';
import { useReplaySight } from '../match/control/replaySight';
import type { Seat } from '../../../../shared/rules';
import { KeyMomentList } from '../match/coach/KeyMomentList';
import { ReviewProgress } from '../match/coach/ReviewProgress';
import { MomentCard } from './MomentCard';
import { useReplayMoments } from './useReplayMoments';
import '../match/coach/coach.css';

/** The server's refusals of a record (server/records/matchesRoutes.ts) in the reader's words. */
const RECORD_ERRORS: Readonly<Record<string, UiKey>> = {
  'records/not_found': 'replay.error.notFound',
  'records/unfinished': 'replay.error.unfinished',
  'records/bad_id': 'replay.error.badId',
  'records/corrupt': 'replay.error.corrupt',
};

/** Fetching or reading the record failed: a known refusal by its code, anything else in its own words. */
type ReplayError = { key: UiKey } | { message: string };

/** "/replay/:matchId": a finished match rebuilt with the engine, stepped forward and back on the match screen. */
export function ReplayScreen({ matchId }: { matchId: string }) {
  const t = useT();
  const [record, setRecord] = useState<ReplayRecord | null>(null);
  const [error, setError] = useState<ReplayError | null>(null);
  // The address may open the replay at a step (a key moment of the result dialog: `?step=N`).
  const [step, setStep] = useState(() => Math.max(0, Number(new URLSearchParams(location.search).get('step')) || 0));
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    fetch(`${serverEndpoint()}/api/matches/${encodeURIComponent(matchId)}`)
      .then(async (res) => {
        const body = await res.json().catch(() => null);
        if (cancelled) return;
        if (res.ok) return setRecord(body as ReplayRecord);
        const key = typeof body?.code === 'string' ? RECORD_ERRORS[body.code] : undefined;
        setError(key ? { key } : { message: body?.message ?? `HTTP ${res.status}` });
      })
      // No answer from the server at all.
      .catch(() => !cancelled && setError({ key: 'replay.error.network' }));
    return () => {
      cancelled = true;
    };
  }, [matchId]);

  const replay: Replay | null = useMemo(() => {
    if (!record) return null;
    try {
      return rebuildReplay(record);
    } catch (e) {
      setError({ message: e instanceof Error ? e.message : String(e) });
      return null;
    }
  }, [record]);
  const last = replay ? replay.states.length - 1 : 0;
  // A step the address asked for past the record's end shows the end (and the controls move on from there).
  useEffect(() => {
    if (replay && step > last) setStep(last);
  }, [replay, step, last]);
  const coach = useReplayMoments(matchId, record, replay, step);
  // A review started from the result dialog (`?seat=`) goes on here; else one click starts it.
  useEffect(() => {
    if (record && new URLSearchParams(location.search).has('seat')) coach.start();
  }, [record]); // eslint-disable-line react-hooks/exhaustive-deps -- once the record is in
  const marks = useMemo(() => (replay ? replayMarks(replay.states) : { rounds: [], turns: [] }), [replay]);
  const roundSteps = marks.rounds.map((r) => r.step);
  const sight = useReplaySight();
  useEffect(() => () => useReplaySight.setState({ on: false }), []);
  const clamp = (i: number) => Math.max(0, Math.min(last, i));

  useEffect(() => {
    if (!playing) return;
    const id = setInterval(() => setStep((s) => (s >= last ? s : s + 1)), 600);
    return () => clearInterval(id);
  }, [playing, last]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A focused control keeps its own keys: the slider and the round list their arrows, Home and End; a button or
      // checkbox its Space (one key press must not both step the slider and step the replay).
      const el = e.target as HTMLElement | null;
      if (
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        (el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA'))
      )
        return;
      if (e.key === ' ' && el?.tagName === 'BUTTON') return;
      const intent = replayKeyIntent(e.key, e.shiftKey);
      if (!intent) return;
      e.preventDefault();
      if (intent.kind === 'step') setStep((s) => clamp(s + intent.by));
      else if (intent.kind === 'turn') setStep((s) => jump(marks.turns, s, intent.by));
      else if (intent.kind === 'round') setStep((s) => jump(roundSteps, s, intent.by));
      else if (intent.kind === 'end') setStep(intent.to === 'first' ? 0 : last);
      else setPlaying((p) => !p);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }); // re-bound each render: clamp and last change with the replay

  if (error && !replay) {
    return (
      <main className="home center">
        <p data-testid="replay-error">
          {'key' in error ? t(error.key) : t('replay.error', { message: error.message })}
        </p>
        <button type="button" onClick={() => navigate('/')}>
          {t('match.over.home')}
        </button>
      </main>
    );
  }
  if (!replay || !record)
    return (
      <main className="home center">
        <p className="screen-loading">{t('replay.loading')}</p>
      </main>
    );
  const events = replay.events.slice(1, Math.min(step, last) + 1).flat();
  const toolbar = (
    <>
      <span className="dim">{t('replay.title', { id: record.roomName ?? matchId })}</span>
      <LanguageSwitch />
      <button type="button" className="ghost" onClick={() => navigate('/')}>
        {t('match.over.home')}
      </button>
    </>
  );
  const controls = (
    <div className="action-panel replay-controls" data-testid="replay-controls">
      <button type="button" onClick={() => setStep(0)} aria-label={t('replay.first')}>
        |◀
      </button>
      <button type="button" onClick={() => setStep(clamp(step - 1))} aria-label={t('replay.prev')}>
        ◀
      </button>
      <button type="button" onClick={() => setPlaying(!playing)}>
        {playing ? t('replay.pause') : t('replay.play')}
      </button>
      <button type="button" onClick={() => setStep(clamp(step + 1))} aria-label={t('replay.next')}>
        ▶
      </button>
      <button type="button" onClick={() => setStep(last)} aria-label={t('replay.last')}>
        ▶|
      </button>
      <button
        type="button"
        onClick={() => setStep(jump(roundSteps, step, -1))}
        aria-label={t('replay.prevRound')}
        title={t('replay.prevRound')}
        data-testid="replay-prev-round"
      >
        « {t('replay.round')}
      </button>
      <button
        type="button"
        onClick={() => setStep(jump(marks.turns, step, -1))}
        aria-label={t('replay.prevTurn')}
        title={t('replay.prevTurn')}
      >
        ‹ {t('replay.turn')}
      </button>
      <button
        type="button"
        onClick={() => setStep(jump(marks.turns, step, 1))}
        aria-label={t('replay.nextTurn')}
        title={t('replay.nextTurn')}
        data-testid="replay-next-turn"
      >
        {t('replay.turn')} ›
      </button>
      <button
        type="button"
        onClick={() => setStep(jump(roundSteps, step, 1))}
        aria-label={t('replay.nextRound')}
        title={t('replay.nextRound')}
        data-testid="replay-next-round"
      >
        {t('replay.round')} »
      </button>
      <select
        aria-label={t('replay.round')}
        value={[...marks.rounds].reverse().find((r) => r.step <= step)?.step ?? ''}
        onChange={(e) => setStep(Number(e.target.value))}
        data-testid="replay-round"
      >
        <option value="" disabled>
          {t('replay.round')}
        </option>
        {marks.rounds.map((r) => (
          <option key={r.step} value={r.step}>
            {t('replay.roundN', { n: r.round })}
          </option>
        ))}
      </select>
      <label className="check">
        <input type="checkbox" checked={sight.on} onChange={sight.toggle} data-testid="replay-sight" />{' '}
        {t('replay.sight')}
      </label>
      <span className="replay-timeline">
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => setStep(Number(e.target.value))}
          aria-label={t('replay.step', { i: step, n: last })}
        />
        {/* The key moments on the timeline, where their command is (issue 32). */}
        {coach.moments.length ? (
          <span className="moment-marks" data-testid="moment-marks">
            {coach.moments.map((m) => (
              <button
                key={m.ply}
                type="button"
                className={m.ply === step ? 'on' : ''}
                style={{ left: `${(100 * m.ply) / Math.max(1, last)}%` }}
                onClick={() => setStep(m.ply)}
                aria-label={`${t('coach.title')}: ${t('coach.command', { n: m.ply + 1 })}`}
                title={t('coach.command', { n: m.ply + 1 })}
                data-testid="moment-mark"
                data-ply={m.ply}
              />
            ))}
          </span>
        ) : null}
      </span>
      <span className="dim">{t('replay.step', { i: step, n: last })}</span>
      {replay.error ? (
        <span className="tag warn" title={replay.error}>
          ⚠ {replay.failedAt}
        </span>
      ) : null}
      <span className="dim keys">{keyChords(REPLAY_BINDINGS)}</span>
      <div className="replay-coach">
        <label>
          {t('coach.reviewSeat')}{' '}
          <select
            value={coach.seat}
            onChange={(e) => coach.setSeat(Number(e.target.value) as Seat)}
            data-testid="review-seat"
          >
            {record.seats.map((s, i) => (
              <option key={i} value={i}>
                {s.name || `#${i + 1}`}
              </option>
            ))}
          </select>
        </label>
        {!coach.review || coach.review.status === 'failed' ? (
          <button type="button" onClick={coach.start} data-testid="review-start">
            {t('coach.review')}
          </button>
        ) : null}
        {coach.review ? <ReviewProgress state={coach.review} /> : null}
        {coach.review?.status === 'done' && coach.moments.length === 0 ? (
          <span className="hint" data-testid="coach-none">
            {t('coach.none', { decisions: coach.review.review.decisions })}
          </span>
        ) : null}
      </div>
      {coach.moments.length ? (
        <KeyMomentList
          moments={coach.moments}
          states={replay.states}
          onPick={(m) => setStep(m.ply)}
          selected={coach.shown?.moment.ply}
        />
      ) : null}
    </div>
  );
  return (
    <MatchScreen
      state={replay.states[Math.min(step, last)]}
      mySeats={[]}
      prompt={null}
      events={events}
      seatNames={record.seats.map((s) => s.name)}
      version={step}
      onCommand={null}
      toolbar={toolbar}
      bottom={controls}
      marked={coach.shown?.drawing}
      overlay={coach.shown ? <MomentCard {...coach.shown} /> : undefined}
      keys={REPLAY_KEYS}
    />
  );
}
