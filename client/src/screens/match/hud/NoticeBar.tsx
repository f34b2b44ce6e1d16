import { useEffect } from 'react';
import { useT } from '../../../i18n';
import { RuleLink } from '../../../ui/RuleLink';
import type { Notice } from '../control/matchUi';

const SHOW_MS = 6000;

/** A refusal in words over the board (a click that did nothing, a key that cannot act), with the rule it rests on. */
export function NoticeBar({ notice, dismiss }: { notice: Notice; dismiss: () => void }) {
  const t = useT();
  useEffect(() => {
    const id = setTimeout(dismiss, SHOW_MS);
    return () => clearTimeout(id);
  }, [notice.at, dismiss]);
  return (
    <div className="notice-bar" role="status" data-testid="notice">
      <strong>{t('refused.title')}:</strong> {notice.text}
      {notice.ruleId ? (
        <>
          {' '}
          <RuleLink id={notice.ruleId}>{t('card.rule', { id: notice.ruleId })}</RuleLink>
        </>
      ) : null}
      <button type="button" className="ghost" onClick={dismiss} aria-label={t('error.dismiss')}>
        ×
      </button>
    </div>
  );
}
