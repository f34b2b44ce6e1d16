import { useT } from '../../../i18n';
import type { ReviewState } from './reviewStore';
import './coachStrings';

/** A running review's progress bar, or why it failed. */
export function ReviewProgress({ state }: { state: ReviewState }) {
  const t = useT();
  if (state.status === 'failed')
    return (
      <p className="warn" data-testid="review-failed">
        {t('coach.failed', { message: state.message })}
      </p>
    );
  if (state.status !== 'running') return null;
  return (
    <p className="review-progress" role="status">
      <progress data-testid="review-progress" value={state.done} max={Math.max(1, state.total)} />{' '}
      {t('coach.progress', { done: state.done, total: state.total })}
    </p>
  );
}
