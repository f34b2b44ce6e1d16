import { useEffect, useState } from 'react';
import { useT } from '../i18n';

/** Seconds left until the room answers for the waiting seat (prompt.deadline, epoch ms; 0 = no deadline). */
export function Countdown({ deadline }: { deadline: number }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [deadline]);
  if (!deadline) return null;
  const s = Math.max(0, Math.ceil((deadline - now) / 1000));
  return <span className={`countdown${s <= 10 ? ' urgent' : ''}`} role="timer">{t('match.prompt.deadline', { s })}</span>;
}
