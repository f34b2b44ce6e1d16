import { useT } from '../../../i18n';
import { useRoom } from '../../../net';

/**
 * More time (issue 30, WCAG 2.2.1; docs/online.md "Clocks"): the awaited player asks the room once per prompt for the
 * prompt's time again, up to the host's bound; every client's log says so. Shown only in a timed match, for my prompt.
 */
export function ExtendClockButton({ seat }: { seat: number | null }) {
  const t = useT();
  const send = useRoom((s) => s.send);
  const prompt = useRoom((s) => s.snapshot?.prompt);
  const clock = useRoom((s) => (s.snapshot?.phase === 'playing' ? s.snapshot.clock : ''));
  const limit = useRoom((s) => s.snapshot?.options.extensionMaxS ?? 0);
  if (
    seat === null ||
    !prompt?.id ||
    !prompt.seats.includes(seat as never) ||
    (clock !== 'move' && clock !== 'bank') ||
    limit <= 0
  )
    return null;
  return (
    <button
      type="button"
      className="ghost"
      title={t('access.clock.extendHint')}
      data-testid="extend-clock"
      disabled={prompt.extended}
      onClick={() => send('clock:extend', { seat, prompt: prompt.id })}
    >
      ⏱ {prompt.extended ? t('access.clock.extended') : t('access.clock.extend')}
    </button>
  );
}
