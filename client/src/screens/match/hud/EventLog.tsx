import { useEffect, useMemo, useRef } from 'react';
import type { GameEvent, GameState } from '../../../../../shared/rules';
import { eventText, useLanguage, useT } from '../../../i18n';

/** The match's events in words, newest at the bottom (i18n; names from shared/content's strings). */
export function EventLog({ events, state }: { events: GameEvent[]; state: GameState }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const list = useRef<HTMLOListElement>(null);
  const lines = useMemo(() => {
    const actions: Record<number, string> = {};
    for (const e of events) if (e.type === 'declared') actions[e.action] = e.skill;
    // Keyed by the event's number (and how often it came), not by its place in the last 120: a shifting window would
    // draw every line anew.
    const seen: Record<number, number> = {};
    return events.slice(-120).flatMap((e) => {
      const text = eventText(e, state, lang, actions);
      seen[e.n] = (seen[e.n] ?? 0) + 1;
      return text ? [{ key: `${e.n}-${seen[e.n]}`, type: e.type, text }] : [];
    });
  }, [events, state, lang]);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);
  return (
    <section className="event-log" aria-label={t('match.log')}>
      <h3>{t('match.log')}</h3>
      {/* Not a live region: the Announcer says each event once (hud/Announcer.tsx). */}
      <ol ref={list} data-testid="event-log">
        {lines.map((l) => (
          <li key={l.key} className={`ev ev-${l.type}`}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
