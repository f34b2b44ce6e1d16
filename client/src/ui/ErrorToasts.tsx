import { useEffect } from 'react';
import { useRoom } from '../net';
import { useLanguage, useT } from '../i18n';
import { toastText } from '../i18n/toastWords';
import { RuleLink } from './RuleLink';

/** The server's refusals in words (the player's language; the code only as a data attribute), each dismissable; they fade after a few seconds. */
export function ErrorToasts() {
  const errors = useRoom((s) => s.errors);
  const dismiss = useRoom((s) => s.dismissError);
  const t = useT();
  const lang = useLanguage((s) => s.language);
  useEffect(() => {
    if (errors.length === 0) return;
    const timer = setTimeout(() => dismiss(errors[0].at), 7000);
    return () => clearTimeout(timer);
  }, [errors, dismiss]);
  if (errors.length === 0) return null;
  return (
    <div className="toasts" role="alert" aria-live="assertive">
      {errors.map((e) => (
        <div key={e.at} className="toast" data-code={e.code}>
          <div>
            <strong>{toastText(e.code, e.message, lang)}</strong>
            {e.ruleId ? (
              <small>
                <RuleLink id={e.ruleId} style={{ color: 'inherit' }}>
                  {t('error.rule', { id: e.ruleId })}
                </RuleLink>
              </small>
            ) : null}
          </div>
          <button type="button" className="ghost" onClick={() => dismiss(e.at)} aria-label={t('error.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
