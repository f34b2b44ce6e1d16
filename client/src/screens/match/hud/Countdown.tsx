import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { useRoom } from '../../../net';

/** m:ss of a number of milliseconds. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The clock of the open prompt (docs/online.md "Clocks"), as the room keeps it: per move, seconds left until the room
 * answers for the waiting seat; with a time bank, that seat's bank running down; with no clock (against bots by
 * default) nothing, since only the server's idle limit remains. `deadline` is prompt.deadline (epoch ms, 0 = none);
 * without it, the room's open prompt is shown (the chain panel).
 */
export function Countdown({ deadline: given }: { deadline?: number }) {
  const t = useT();
  const snapshot = useRoom((s) => s.snapshot);
  const deadline = given ?? snapshot?.prompt.deadline ?? 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [deadline]);
  const clock = snapshot?.phase === 'playing' ? snapshot.clock : '';
  if (!deadline || clock === 'none') return null;
  if (clock === 'bank') {
    const seat = snapshot!.prompt.seats[0];
    const s = seat === undefined ? undefined : snapshot!.seats[seat];
    if (s && s.bankSince > 0) {
      const left = s.bankMs - (now - s.bankSince);
      return (
        <span className={`countdown bank${left <= 10_000 ? ' urgent' : ''}`} role="timer" data-testid="countdown">
          {t('clock.bank', { time: clockText(left) })}
        </span>
      );
    }
  }
  const s = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span className={`countdown${s <= 10 ? ' urgent' : ''}`} role="timer" data-testid="countdown">
      {t('match.prompt.deadline', { s })}
    </span>
  );
}
