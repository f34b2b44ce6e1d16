import { useEffect, useState } from 'react';
import type { GameEvent, GameState } from '../../../../../shared/rules';
import { contentString, useLanguage, useT } from '../../../i18n';
import { useFreshEvents } from '../control/useFreshEvents';
import './table.css';

type Card = { key: number; round: number; kind: 'day' | 'night' | 'final'; event: string | null };

const SHOWN_MS = 4500;

/**
 * The world turn as a card over the table (R-ROUND-2, R-EVENT): "Night falls · Round 3" with the night's event card when
 * one is revealed, "Day breaks", or the Final Judgment. It shows when the world turn happens (fresh events only), for a
 * few seconds or until clicked.
 */
export function WorldTurnCard({ events, state }: { events: GameEvent[]; state: GameState }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const [card, setCard] = useState<Card | null>(null);
  useFreshEvents(events, (fresh) => {
    const turn = [...fresh].reverse().find((e) => e.type === 'worldTurn');
    if (!turn || turn.type !== 'worldTurn') return;
    // A day reveals the coming night's event card, a night resolves it (R-EVENT): either is shown on the card.
    const ev = fresh.find((e) => e.n > turn.n && (e.type === 'eventRevealed' || e.type === 'eventResolved'));
    const event = ev && (ev.type === 'eventRevealed' || ev.type === 'eventResolved') ? ev.card : null;
    setCard({ key: turn.n, round: turn.round, kind: turn.finalJudgment ? 'final' : turn.day ? 'day' : 'night', event });
  });
  useEffect(() => {
    if (!card) return;
    const id = setTimeout(() => setCard(null), SHOWN_MS);
    return () => clearTimeout(id);
  }, [card]);
  if (!card) return null;
  const def = card.event ? state.content.events[card.event] : undefined;
  const title =
    card.kind === 'final'
      ? t('table.world.final')
      : card.kind === 'night'
        ? t('table.world.night')
        : t('table.world.day');
  return (
    <div
      className={`world-card ${card.kind === 'day' ? 'day' : 'night'}`}
      role="status"
      data-testid="world-card"
      data-round={card.round}
      onClick={() => setCard(null)}
    >
      <h3>{t('table.world.round', { n: card.round })}</h3>
      <strong>
        {card.kind === 'night' ? '☾ ' : card.kind === 'day' ? '☀ ' : '⚖ '}
        {title}
      </strong>
      {def ? (
        <>
          <p>
            <b>
              {t('table.world.event')}: {contentString(lang, def.nameKey)}
            </b>
          </p>
          <p>{contentString(lang, def.textKey)}</p>
        </>
      ) : null}
      <small>{t('table.world.close')}</small>
    </div>
  );
}
