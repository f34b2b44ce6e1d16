import { useEffect, useState } from 'react';
import { useRoom } from '../../net';
import { useT, type UiKey } from '../../i18n';
import { isFirstGame } from './firstGame';
import './learn.css';
import '../../i18n/learnStrings';

/** The moments a first game explains, once each: placement (and why it starts on round 5), the first reaction prompt, status, and Final Judgment. */
type TipId = 'placement' | 'reaction' | 'status' | 'finalJudgment';
type TipMemory = { seen: TipId[]; off: boolean };
const KEY = 'ifera:tips';

function loadMemory(): TipMemory {
  try {
    const m = JSON.parse(localStorage.getItem(KEY) ?? 'null') as TipMemory | null;
    if (m && Array.isArray(m.seen)) return { seen: m.seen, off: !!m.off };
  } catch {
    // no storage
  }
  return { seen: [], off: false };
}
function saveMemory(m: TipMemory): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(m));
  } catch {
    // no storage: tips come back next time
  }
}

/**
 * First-time tips in a first real game (a room started from the tutorial): one at a time, dismissible, off for good in
 * one click. Shown when my placement, a reaction prompt of my seat, a status or the Final Judgment first appears.
 */
export function FirstGameTips({ code }: { code: string }) {
  const t = useT();
  const prompt = useRoom((s) => s.snapshot?.prompt ?? null);
  const mySeats = useRoom((s) => s.mySeats);
  const events = useRoom((s) => s.events);
  const [memory, setMemory] = useState(loadMemory);
  const [fired, setFired] = useState<TipId[]>([]);
  useEffect(() => {
    const now: TipId[] = [];
    if (prompt?.kind === 'place' && prompt.seats.some((s) => mySeats.includes(s))) now.push('placement');
    if (prompt?.kind === 'reaction' && prompt.seats.some((s) => mySeats.includes(s))) now.push('reaction');
    if (events.some((e) => e.type === 'statusApplied')) now.push('status');
    if (events.some((e) => e.type === 'finalJudgment')) now.push('finalJudgment');
    setFired((f) => (now.every((id) => f.includes(id)) ? f : [...f, ...now.filter((id) => !f.includes(id))]));
  }, [prompt, mySeats, events]);
  if (!isFirstGame(code) || memory.off) return null;
  const tip = fired.find((id) => !memory.seen.includes(id));
  if (!tip) return null;
  const update = (m: TipMemory) => {
    saveMemory(m);
    setMemory(m);
  };
  return (
    <aside className="first-game-tip" role="status" data-testid="first-game-tip" data-tip={tip}>
      <b>{t('tips.title')}</b> {t(`tips.${tip}` as UiKey)}
      <div className="row">
        <button type="button" className="primary" onClick={() => update({ ...memory, seen: [...memory.seen, tip] })}>
          {t('tips.dismiss')}
        </button>
        <button type="button" className="ghost" data-testid="tips-off" onClick={() => update({ ...memory, off: true })}>
          {t('tips.off')}
        </button>
      </div>
    </aside>
  );
}
