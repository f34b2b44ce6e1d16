/**
 * "Compare with…" (issue 31): the panel's study plan (games, seed 1, all characters, beginner rules) on this map (A)
 * and on another (B: a code, a lab link, or a map kept in this browser), in the study's web workers with progress and
 * cancel — shared/study runComparison, the same runner as `npm run study -- A --vs B` — then ComparisonView.
 */
import '../labStrings';
import { useState, type FormEvent } from 'react';
import { decodeLayout, describeLayoutCodeProblem, layoutCodeFromInput } from '../../../../../shared/map';
import { makeComparisonPlans } from '../../../../../shared/study';
import { useLanguage, useT } from '../../../i18n';
import { useMapDoc } from '../mapDocStore';
import { ComparisonView } from './ComparisonView';
import { mapProblemWords } from './mapProblemWords';
import { useComparisonRun } from './useComparisonRun';

/** The layout code the designer typed or picked, or what is wrong with it. */
function readOtherMap(text: string, language: 'en' | 'zh'): { code: string } | { problem: string } {
  const read = layoutCodeFromInput(text);
  if ('problem' in read) return { problem: describeLayoutCodeProblem(read.problem, language) };
  if (read.code === 'beginner' || read.code === 'random') return read;
  const decoded = decodeLayout(read.code);
  if (!decoded.ok && decoded.error.codeProblem)
    return { problem: describeLayoutCodeProblem(decoded.error.codeProblem, language) };
  return read;
}

export function ComparePanel({ layoutCode, games }: { layoutCode: string; games: number | null }) {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const gallery = useMapDoc((s) => s.gallery);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { state, start, cancel } = useComparisonRun();
  const running = state.phase === 'running';

  const onCompare = (e: FormEvent) => {
    e.preventDefault();
    if (running || games === null) return;
    if (!text.trim()) return setProblem(t('study.compare.empty'));
    const other = readOtherMap(text, language);
    if ('problem' in other) return setProblem(t('study.compare.bad', { why: other.problem }));
    const made = makeComparisonPlans({ layout: layoutCode, games, seed: 1 }, other.code);
    if (!made.ok) {
      const words = made.errors.map(
        (er) =>
          `${er.map}: ${er.option === 'layout' ? mapProblemWords(er.map === 'A' ? layoutCode : other.code, er.message, language) : er.message}`,
      );
      return setProblem(t('study.compare.cannot', { why: words.join(' ') }));
    }
    setProblem(null);
    start(...made.plans);
  };
  const progress = state.phase === 'running' ? state.progress : null;

  return (
    <div className="study-compare-form" data-testid="compare-panel">
      <h3>{t('study.compare')}</h3>
      <p className="dim small">{t('study.compare.hint')}</p>
      <form className="row" onSubmit={onCompare}>
        <input
          data-testid="compare-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('study.compare.placeholder')}
          aria-label={t('study.compare')}
          size={16}
          disabled={running}
        />
        <button type="submit" data-testid="compare-run" disabled={running || games === null}>
          {t('study.compare.run')}
        </button>
        {running && (
          <button type="button" data-testid="compare-cancel" onClick={cancel}>
            {t('study.cancel')}
          </button>
        )}
      </form>
      {gallery.length > 0 && (
        <label className="row">
          {t('study.compare.kept')}{' '}
          <select
            data-testid="compare-kept"
            value=""
            onChange={(e) => e.target.value && setText(e.target.value)}
            disabled={running}
          >
            <option value="">—</option>
            {gallery.map((m) => (
              <option key={m.id} value={m.layoutCode}>
                {m.name || t('lab.unnamed')}
              </option>
            ))}
          </select>
        </label>
      )}
      {problem && (
        <p className="message" role="alert" data-testid="compare-problem">
          {problem}
        </p>
      )}
      {running && (
        <div className="study-progress">
          <progress data-testid="compare-progress" value={progress?.games ?? 0} max={progress?.planned ?? games ?? 1} />
          <p className="dim" data-testid="compare-progress-text">
            {t(state.map === 'A' ? 'study.compare.runningA' : 'study.compare.runningB')}
            {progress && (
              <>
                {' '}
                ·{' '}
                {t('study.progress', {
                  done: progress.games,
                  planned: progress.planned,
                  rate: progress.gamesPerSecond.toFixed(1),
                })}
              </>
            )}
            {' · '}
            {t('study.workers', { n: state.workers })}
          </p>
        </div>
      )}
      {state.phase === 'cancelled' && (
        <p className="dim" data-testid="compare-cancelled">
          {t('study.compare.cancelled')}
        </p>
      )}
      {state.phase === 'failed' && <p role="alert">{t('study.failed', { message: state.message })}</p>}
      {state.phase === 'done' && (
        <ComparisonView
          a={state.a}
          b={state.b}
          comparison={state.comparison}
          stale={state.comparison.a !== layoutCode}
        />
      )}
    </div>
  );
}
