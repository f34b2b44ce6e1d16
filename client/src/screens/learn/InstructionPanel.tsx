import { useState } from 'react';
import type { RuleError } from '../../../../shared/rules';
import { isStuck, type TutorialRun } from '../../../../shared/tutorial';
import { useLanguage, useT, type UiKey } from '../../i18n';
import { en } from '../../i18n/en';
import { RuleLink } from '../../ui/RuleLink';

/** A rule id as a link into the rules reference, explained on hover. */
function LessonRuleLink({ id }: { id: string }) {
  const t = useT();
  return <RuleLink className="rule-link" id={id} title={t('learn.why', { id })} />;
}

/** A refused command in words (the error code's text, else the engine's message) with the rule it breaks. */
export function RefusalNote({ error }: { error: RuleError }) {
  const t = useT();
  const key = `learn.err.${error.code}`;
  const words = key in en ? t(key as UiKey) : error.message;
  return (
    <div className="learn-refusal" role="alert" data-testid="learn-refusal" data-code={error.code}>
      <b>{t('learn.refused')}:</b> {words}
      {error.ruleId ? <> · <LessonRuleLink id={error.ruleId} /></> : null}
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
};

/**
 * The step's instructions (reopenable): the step counter, the text, the rules it cites, the last refusal, and the ways
 * out — Continue on a reading step, undo, retry the step, restart or skip the chapter (saying what it teaches).
 */
export function InstructionPanel({ run, onContinue, onUndo, onRetry, onRestart, onSkip, onChapters }: InstructionPanelProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const [open, setOpen] = useState(true);
  const [confirmSkip, setConfirmSkip] = useState(false);
  const step = run.chapter.steps[run.step] ?? null;
  const index = run.chapter.steps.findIndex((s) => s === step);
  const reading = !!step && 'continue' in step.gate;
  const words = (w: { en: string; zh: string }) => (lang === 'zh' ? w.zh : w.en);
  if (!open) {
    return (
      <button type="button" className="learn-reopen" data-testid="learn-show" onClick={() => setOpen(true)}>
        {t('learn.show')} · {t('learn.step', { n: index + 1, total: run.chapter.steps.length })}
      </button>
    );
  }
  return (
    <section className="learn-panel card" data-testid="learn-panel" aria-live="polite">
      <header className="learn-panel-head">
        <span className="learn-chapter">{words(run.chapter.title)}</span>
        <button type="button" className="ghost small" data-testid="learn-hide" onClick={() => setOpen(false)} title={t('learn.hide')}>×</button>
      </header>
      {step ? (
        <>
          <p className="learn-counter" data-testid="learn-counter">{t('learn.step', { n: index + 1, total: run.chapter.steps.length })}</p>
          <p className="learn-text" data-testid="learn-text">{words(step.text)}</p>
          {step.rules.length ? (
            <p className="learn-rules">{t('learn.rules')} {step.rules.map((id, i) => <span key={id}>{i ? ' ' : ''}<LessonRuleLink id={id} /></span>)}</p>
          ) : null}
          {run.lastError ? <RefusalNote error={run.lastError} /> : null}
          {isStuck(run) ? <p className="learn-stuck" role="status">{t('learn.stuck')}</p> : null}
          {reading ? <button type="button" className="primary" data-testid="learn-continue" autoFocus onClick={onContinue}>{t('learn.continue')}</button> : null}
        </>
      ) : null}
      <div className="learn-tools">
        <button type="button" data-testid="learn-undo" disabled={run.history.length === 0} onClick={onUndo}>↶ {t('learn.undo')}</button>
        <button type="button" data-testid="learn-retry" onClick={onRetry}>{t('learn.retry')}</button>
        <button type="button" data-testid="learn-restart" onClick={onRestart}>{t('learn.restart')}</button>
        <button type="button" data-testid="learn-skip" onClick={() => setConfirmSkip(true)}>{t('learn.skip')}</button>
        <button type="button" className="ghost" data-testid="learn-chapters" onClick={onChapters}>{t('learn.chapters')}</button>
      </div>
      {confirmSkip ? (
        <div className="learn-confirm" role="dialog" aria-label={t('learn.skip')}>
          <p>{t('learn.skipConfirm', { teaches: words(run.chapter.teaches) })}</p>
          <button type="button" className="primary" data-testid="learn-skip-yes" onClick={() => { setConfirmSkip(false); onSkip(); }}>{t('learn.skipYes')}</button>
          <button type="button" onClick={() => setConfirmSkip(false)}>{t('learn.skipNo')}</button>
        </div>
      ) : null}
    </section>
  );
}
