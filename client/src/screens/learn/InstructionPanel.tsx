import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { RuleError } from '../../../../shared/rules';
import { isStuck, stepWords, type OffStep, type TutorialRun } from '../../../../shared/tutorial';
import { KEY_LABELS } from '../../input/keyWords';
import { StatusTracker } from '../match/hud/CharacterSheet';
import type { ClickRefusal } from '../match/control/clickRefusal';
import { useLanguage, useT, type UiKey } from '../../i18n';
import { hasUiString } from '../../i18n/tables';
import { RuleLink } from '../../ui/RuleLink';
import '../../i18n/learnStrings';

/** A rule id as a link into the rules reference, explained on hover. */
function LessonRuleLink({ id }: { id: string }) {
  const t = useT();
  return <RuleLink className="rule-link" id={id} title={t('learn.why', { id })} />;
}

/**
 * A refused command in words (the error code's text, else the engine's message) with the rule it breaks; the tutorial's
 * own refusal of a legal command off the step says so and points back at the step's text.
 */
export function RefusalNote({ error }: { error: RuleError | OffStep }) {
  const t = useT();
  const key = `learn.err.${error.code}`;
  const words = hasUiString(key) ? t(key as UiKey) : error.message;
  const ruleId = 'ruleId' in error ? error.ruleId : undefined;
  return (
    <div className="learn-refusal" role="alert" data-testid="learn-refusal" data-code={error.code}>
      <b>{t(error.code === 'tutorial/off_step' ? 'learn.notThisStep' : 'learn.refused')}:</b> {words}
      {ruleId ? (
        <>
          {' '}
          · <LessonRuleLink id={ruleId} />
        </>
      ) : null}
    </div>
  );
}

type InstructionPanelProps = {
  run: TutorialRun;
  onContinue: () => void;
  onUndo: () => void;
  onRetry: () => void;
  onRestart: () => void;
  onSkip: () => void;
  onChapters: () => void;
  /** Why the last click on the board did nothing. */
  clickNote: ClickRefusal | null;
};

/**
 * The step's instructions (reopenable): the step counter, the text, the rules it cites, the last refusal, and the ways
 * out — Continue on a reading step, undo, retry the step, restart or skip the chapter (saying what it teaches).
 */
export function InstructionPanel({
  run,
  onContinue,
  onUndo,
  onRetry,
  onRestart,
  onSkip,
  onChapters,
  clickNote,
}: InstructionPanelProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const [open, setOpen] = useState(true);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const step = run.chapter.steps[run.step] ?? null;
  const index = run.chapter.steps.findIndex((s) => s === step);
  const reading = !!step && 'continue' in step.gate;
  const words = (w: { en: string; zh: string }) => (lang === 'zh' ? w.zh : w.en);
  // The step's facts (teams, leaders, HP, movement, keys) come from the live state and the key map (docs/tutorial.md).
  const stepText = step ? stepWords(words(step.text), lang, { state: run.state, log: run.log, keys: KEY_LABELS }) : '';
  const id = useId();
  const top = useRef<HTMLElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // A new step starts at the top of the column and of its words, not the previous step's scroll position.
  useLayoutEffect(() => {
    const column = top.current?.closest('.match-left');
    if (column) column.scrollTop = 0;
    if (body.current) body.current.scrollTop = 0;
  }, [run.chapter.id, run.step]);
  const learner = run.state.seats[run.chapter.learner];
  const trackerOf = step?.highlight.panel === 'tracker' && learner ? run.state.units[learner] : null;
  if (!open) {
    return (
      <button type="button" className="learn-reopen" data-testid="learn-show" onClick={() => setOpen(true)}>
        {t('learn.show')} · {t('learn.step', { n: index + 1, total: run.chapter.steps.length })}
      </button>
    );
  }
  return (
    <section ref={top} className="learn-panel card" data-testid="learn-panel">
      <header className="learn-panel-head">
        <span className="learn-chapter">{words(run.chapter.title)}</span>
        {step ? (
          <span className="learn-counter" id={`${id}step`} data-testid="learn-counter">
            {t('learn.step', { n: index + 1, total: run.chapter.steps.length })}
          </span>
        ) : null}
        <button
          type="button"
          className="ghost small"
          data-testid="learn-hide"
          onClick={() => setOpen(false)}
          title={t('learn.hide')}
        >
          ×
        </button>
      </header>
      {/* The step's words scroll inside themselves when they are long; its action and the tools below never leave the
          screen (a long Chinese step at 1280×800 pushed Continue and Retry under the action bar). Focusable, so a
          keyboard can scroll it too. */}
      {step ? (
        <div className="learn-body" ref={body} tabIndex={0} role="group" aria-labelledby={`${id}step`}>
          {/* The step's words are said when they change (the rule links and buttons around them are not). */}
          <p className="learn-text" data-testid="learn-text" aria-live="polite" aria-atomic="true">
            {stepText}
          </p>
          {trackerOf ? (
            <div className="learn-tracker" data-testid="learn-tracker">
              <StatusTracker unit={trackerOf} />
            </div>
          ) : null}
          {step.rules.length ? (
            <p className="learn-rules">
              {t('learn.rules')}{' '}
              {step.rules.map((id, i) => (
                <span key={id}>
                  {i ? ' ' : ''}
                  <LessonRuleLink id={id} />
                </span>
              ))}
            </p>
          ) : null}
          {run.lastError ? <RefusalNote error={run.lastError} /> : null}
          {clickNote && !run.lastError ? (
            <div className="learn-refusal" role="status" data-testid="learn-click-note">
              <b>{t('learn.click')}:</b> {t(clickNote.key, clickNote.params)}
              {clickNote.ruleId ? (
                <>
                  {' '}
                  · <LessonRuleLink id={clickNote.ruleId} />
                </>
              ) : null}
            </div>
          ) : null}
          {isStuck(run) ? (
            <p className="learn-stuck" role="status">
              {t('learn.stuck')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="learn-actions">
        {reading ? (
          <button type="button" className="primary" data-testid="learn-continue" autoFocus onClick={onContinue}>
            {t('learn.continue')}
          </button>
        ) : null}
        <div className="learn-tools">
          <button type="button" data-testid="learn-undo" disabled={run.history.length === 0} onClick={onUndo}>
            ↶ {t('learn.undo')}
          </button>
          <button type="button" data-testid="learn-retry" onClick={onRetry}>
            {t('learn.retry')}
          </button>
          <button type="button" data-testid="learn-restart" onClick={onRestart}>
            {t('learn.restart')}
          </button>
          <button type="button" data-testid="learn-skip" onClick={() => setConfirmSkip(true)}>
            {t('learn.skip')}
          </button>
          <button type="button" className="ghost" data-testid="learn-chapters" onClick={onChapters}>
            {t('learn.chapters')}
          </button>
        </div>
        {confirmSkip ? (
          <div className="learn-confirm" role="dialog" aria-label={t('learn.skip')}>
            <p>{t('learn.skipConfirm', { teaches: words(run.chapter.teaches) })}</p>
            <button
              type="button"
              className="primary"
              data-testid="learn-skip-yes"
              onClick={() => {
                setConfirmSkip(false);
                onSkip();
              }}
            >
              {t('learn.skipYes')}
            </button>
            <button type="button" onClick={() => setConfirmSkip(false)}>
              {t('learn.skipNo')}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
