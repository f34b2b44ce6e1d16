/**
 * The lab's balance-study panel (issue 15 §2): "Study this map" runs bot games of the given layout in web workers with
 * a progress bar, time left and cancel, then shows the report — win rates with 95 % intervals, the verdict, game length
 * — a heatmap choice handed to the lab to draw (onHeatmap), and JSON / CSV downloads. The numbers are shared/study's;
 * this component only shows them (docs/studies.md; its props below).
 */
import '../labStrings';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { CONTENT } from '../../../../../shared/content';
import {
  DEFAULT_STUDY_GAMES,
  heatmapRows,
  makeStudyPlan,
  MAX_STUDY_GAMES,
  reportCsv,
  reportJson,
  type Heatmap,
  type HeatmapKind,
  type Share,
  type StudyReport,
} from '../../../../../shared/study';
import { readWholeNumber, wholeNumberMessage } from '../wholeNumber';
import { contentString, useLanguage, useT } from '../../../i18n';
import { useStudyRun } from './useStudyRun';
import { mapProblemWords } from './mapProblemWords';
import { ComparePanel } from './ComparePanel';
import { HeatmapKindSelect } from './HeatmapKindSelect';
import { download } from '../download';
import './study.css';

/** Heatmap data for the lab to draw: counts per "q,r" cell, both teams and per team, and the largest count. */
export type StudyHeatmap = Heatmap & { kind: HeatmapKind };

export type StudyPanelProps = {
  /** The layout code to study (the lab's current map). */
  layoutCode: string;
  /** Called with the chosen heatmap of the latest report, or null for none. */
  onHeatmap?: (heatmap: StudyHeatmap | null) => void;
  /** Called once with each finished report (completed, settled or cancelled): the lab keeps it with the map file. */
  onReport?: (report: StudyReport) => void;
  /** The most games the input starts with (10,000: the study stops as soon as it is settled). */
  initialGames?: number;
};

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

function duration(ms: number, zh: boolean): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return zh ? `${s} 秒` : `${s} s`;
  return zh ? `${Math.floor(s / 60)} 分 ${s % 60} 秒` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

function ShareRow({ name, share, testId }: { name: string; share: Share; testId?: string }) {
  return (
    <tr data-testid={testId}>
      <th scope="row">{name}</th>
      <td>{pct(share.rate)}</td>
      <td>
        <span className="study-ci" aria-hidden="true">
          <span
            className="study-ci-bar"
            style={{ left: `${100 * share.low}%`, width: `${100 * (share.high - share.low)}%` }}
          />
          <span className="study-ci-mid" />
        </span>
        {pct(share.low)} – {pct(share.high)}
      </td>
      <td>
        {share.wins} / {share.games}
      </td>
    </tr>
  );
}

function topCells(h: Heatmap): string {
  const rows = heatmapRows(h).slice(0, 3);
  return rows.length ? rows.map((r) => `(${r.at}) ×${r.count}`).join(', ') : '—';
}

/** The report: verdict, tables with intervals, game length, first blood and leader deaths, the method. */
function StudyReportView({ report, running, stale }: { report: StudyReport; running: boolean; stale: boolean }) {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const zh = language === 'zh';
  const header = (
    <thead>
      <tr>
        <th scope="col">{t('study.who')}</th>
        <th scope="col">{t('study.winRate')}</th>
        <th scope="col">{t('study.ci')}</th>
        <th scope="col">{t('study.record')}</th>
      </tr>
    </thead>
  );
  return (
    <div
      className={stale ? 'study-report stale' : 'study-report'}
      data-testid="study-report"
      data-stale={stale}
      aria-live="polite"
    >
      {stale && (
        <p className="message" role="status" data-testid="study-stale">
          {t('study.stale')}
        </p>
      )}
      <p className="study-verdict" data-testid="study-verdict">
        <strong>{zh ? report.verdict.zh : report.verdict.en}</strong>
      </p>
      <ul className="study-verdict-details" data-testid="study-verdict-details">
        {(zh ? report.verdict.details.zh : report.verdict.details.en).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {!running && (
        <p className="dim" data-testid="study-end">
          {t(`study.end.${report.end}`, { games: report.games, planned: report.gamesPlanned })}
        </p>
      )}
      <table className="study-table" aria-label={t('study.teams')}>
        <caption>{t('study.teams')}</caption>
        {header}
        <tbody>
          <ShareRow name={t('study.red')} share={report.teams.red} testId="study-red" />
          <ShareRow name={t('study.blue')} share={report.teams.blue} testId="study-blue" />
          <ShareRow name={t('study.draws')} share={report.draws} />
          {/* The range the verdict quotes: the stop rule's interval when it is on (wider than a plain 95 % one). */}
          <ShareRow name={t('study.decision')} share={report.decision} testId="study-decision" />
          {report.firstMover && (
            <ShareRow name={t('study.firstMover')} share={report.firstMover} testId="study-first-mover" />
          )}
        </tbody>
      </table>
      {report.unfinished > 0 && (
        <p className="dim">
          {t('study.unfinished')}: {report.unfinished}
        </p>
      )}
      <table className="study-table" aria-label={t('study.seats')}>
        <caption>{t('study.seats')}</caption>
        {header}
        <tbody>
          {report.seats.map((s, i) => (
            <ShareRow key={i} name={t('study.seat', { n: i })} share={s} />
          ))}
        </tbody>
      </table>
      <table className="study-table" aria-label={t('study.characters')}>
        <caption>{t('study.characters')}</caption>
        {header}
        <tbody>
          {Object.entries(report.characterShares).map(([id, s]) => (
            <ShareRow
              key={id}
              name={CONTENT.characters[id] ? contentString(language, CONTENT.characters[id].nameKey) : id}
              share={s}
            />
          ))}
        </tbody>
      </table>
      <p data-testid="study-length">
        {t('study.length', {
          rounds: report.length.rounds.mean.toFixed(1),
          roundsMin: report.length.rounds.min,
          roundsMax: report.length.rounds.max,
          commands: report.length.commands.mean.toFixed(0),
        })}
      </p>
      <p>{t('study.firstBlood', { cells: topCells(report.firstBlood) })}</p>
      <p>{t('study.leaderDeath', { cells: topCells(report.leaderDeath) })}</p>
      <p className="dim">{t('study.bot', { bot: report.bot, rules: report.rules, seed: report.seed })}</p>
      {report.stopRule && (
        <p className="dim">
          {t('study.method', {
            every: report.stopRule.lookEvery,
            min: report.stopRule.minGames,
            margin: (100 * report.stopRule.margin).toFixed(0),
          })}
        </p>
      )}
    </div>
  );
}

/** "Study this map": games count, run, progress and time left, cancel, report, heatmap choice, downloads. */
export function StudyPanel({ layoutCode, onHeatmap, onReport, initialGames = DEFAULT_STUDY_GAMES }: StudyPanelProps) {
  const t = useT();
  const zh = useLanguage((s) => s.language) === 'zh';
  const [gamesText, setGamesText] = useState(String(initialGames));
  const [heatKind, setHeatKind] = useState<HeatmapKind | 'none'>('none');
  const { state, start, cancel } = useStudyRun();
  const gamesRead = readWholeNumber(gamesText, 1, MAX_STUDY_GAMES);
  const games = gamesRead.ok ? gamesRead.value : 1;
  const made = useMemo(() => makeStudyPlan({ layout: layoutCode, games, seed: 1 }), [layoutCode, games]);
  const gamesOk = gamesRead.ok;
  const running = state.phase === 'running';
  const report = state.phase === 'done' ? state.report : state.phase === 'running' ? state.report : null;
  // A report belongs to the layout it measured: after any edit (Empty, Beginner, a deal, a code) it is out of date —
  // marked so, and its heatmap is no longer drawn over a map it did not measure.
  const stale = report !== null && report.layoutCode !== layoutCode;

  // The latest callback in a ref: a lab passing a new arrow each render must not re-send the same heatmap.
  const heatmapListener = useRef(onHeatmap);
  heatmapListener.current = onHeatmap;
  useEffect(() => {
    heatmapListener.current?.(
      report && !stale && heatKind !== 'none' ? { kind: heatKind, ...report.heatmaps[heatKind] } : null,
    );
  }, [report, heatKind, stale]);

  const reportListener = useRef(onReport);
  reportListener.current = onReport;
  const finished = state.phase === 'done' ? state.report : null;
  useEffect(() => {
    if (finished) reportListener.current?.(finished);
  }, [finished]);

  const onRun = (e: FormEvent) => {
    e.preventDefault();
    if (made.ok && gamesOk && !running) start(made.plan);
  };
  const layoutError = made.ok ? undefined : made.errors.find((er) => er.option === 'layout')?.message;
  const mapError = layoutError === undefined ? null : mapProblemWords(layoutCode, layoutError, zh ? 'zh' : 'en');
  const progress = state.phase === 'running' ? state.progress : null;
  // Files carry the map they measured (the start of its code) and the seed, so studies of different maps do not collide.
  const fileBase =
    state.phase === 'done'
      ? `ifera-study-${state.report.layoutCode.slice(0, 12)}-seed${state.report.seed}`
      : 'ifera-study';

  return (
    <section className="panel study-panel" data-testid="study-panel" aria-label={t('study.title')}>
      <h2>{t('study.title')}</h2>
      <p className="dim">{t('study.hint')}</p>
      {mapError && (
        <p role="alert" data-testid="study-bad-map">
          {t('study.badMap', { message: mapError })}
        </p>
      )}
      {made.ok && made.plan.warning && (
        <p className="dim" data-testid="study-warning">
          {t('study.warning', { message: mapProblemWords(layoutCode, made.plan.warning, zh ? 'zh' : 'en') })}
        </p>
      )}
      <form className="row" onSubmit={onRun}>
        <label>
          {t('study.games.max')}{' '}
          <input
            data-testid="study-games"
            inputMode="numeric"
            value={gamesText}
            onChange={(e) => setGamesText(e.target.value)}
            disabled={running}
            size={7}
            aria-invalid={!gamesOk}
            aria-describedby="study-games-hint"
          />
        </label>
        <button type="submit" data-testid="study-run" disabled={!made.ok || !gamesOk || running}>
          {t('study.run')}
        </button>
        {running && (
          <button type="button" data-testid="study-cancel" onClick={cancel}>
            {t('study.cancel')}
          </button>
        )}
      </form>
      <p
        id="study-games-hint"
        className={gamesOk ? 'dim small' : 'message'}
        role={gamesOk ? undefined : 'alert'}
        data-testid="study-games-hint"
      >
        {gamesRead.ok ? t('study.games.hint') : wholeNumberMessage(gamesRead, 1, MAX_STUDY_GAMES, t)}
      </p>
      {running && (
        <div className="study-progress">
          <progress data-testid="study-progress" value={progress?.games ?? 0} max={progress?.planned ?? games} />
          <p className="dim" data-testid="study-progress-text">
            {progress
              ? t('study.progress', {
                  done: progress.games,
                  planned: progress.planned,
                  rate: progress.gamesPerSecond.toFixed(1),
                })
              : t('study.running')}
            {' · '}
            {progress?.leftMs != null
              ? t('study.left', { time: duration(progress.leftMs, zh) })
              : t('study.leftUnknown')}
            {' · '}
            {t('study.workers', { n: state.workers })}
          </p>
        </div>
      )}
      {state.phase === 'failed' && <p role="alert">{t('study.failed', { message: state.message })}</p>}
      {report && <StudyReportView report={report} running={running} stale={stale} />}
      {report && !stale && (
        <div className="row">
          <HeatmapKindSelect value={heatKind} onChange={setHeatKind} testId="study-heatmap" withNone />
          {heatKind !== 'none' && (
            <span className="dim">{t('study.heatmap.top', { cells: topCells(report.heatmaps[heatKind]) })}</span>
          )}
        </div>
      )}
      {state.phase === 'done' && (
        <div className="row">
          <button
            type="button"
            data-testid="study-json"
            onClick={() => download(`${fileBase}.json`, reportJson(state.report, state.games), 'application/json')}
          >
            {t('study.json')}
          </button>
          <button
            type="button"
            data-testid="study-csv"
            onClick={() => download(`${fileBase}.csv`, reportCsv(state.report), 'text/csv')}
          >
            {t('study.csv')}
          </button>
        </div>
      )}
      <ComparePanel layoutCode={layoutCode} games={gamesOk ? games : null} />
    </section>
  );
}
