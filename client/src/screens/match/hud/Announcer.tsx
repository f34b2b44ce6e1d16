import { useEffect, useRef, useState } from 'react';
import type { GameEvent, GameState, LegalCommands, Seat } from '../../../../../shared/rules';
import { eventText, skillName, useLanguage, useT } from '../../../i18n';
import { useRoom } from '../../../net';

/** Lines kept in the polite region (older ones have been read; the log keeps them all). */
const KEPT = 30;
/** Seconds before the deadline when the clock is announced to the awaited player. */
const WARN_S = 10;

type AnnouncerProps = {
  state: GameState;
  events: GameEvent[];
  /** My seat the open prompt awaits, or null. */
  acting: Seat | null;
  legal: LegalCommands | null;
  promptId: string;
  deadline: number;
  /** The banner's words for my prompt ("Your turn: Eli", "Place Eli"). */
  banner: string;
  names: Record<string, string>;
};

/**
 * Live announcements for a screen reader (issue 30), hidden from sight: politely, each event of the log in words as it
 * arrives (so a chain is heard in the order it resolves, and whose turn it is); assertively, my own prompt when it opens
 * (a reaction offered to me with the action it answers) with its deadline, and the clock's last seconds.
 */
export function Announcer({ state, events, acting, legal, promptId, deadline, banner, names }: AnnouncerProps) {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const clock = useRoom((s) => (s.snapshot?.phase === 'playing' ? s.snapshot.clock : ''));
  const [polite, setPolite] = useState<{ id: number; text: string }[]>([]);
  // Each urgent line is a new node: the same words twice running ("Your turn — Eli" on two turns of mine in a row)
  // would otherwise change nothing in the region, and nothing would be said.
  const [urgent, setUrgentLine] = useState({ n: 0, text: '' });
  const setUrgent = (text: string) => setUrgentLine((u) => ({ n: u.n + 1, text }));
  const lastEvent = useRef<number | null>(null);
  const actions = useRef<Record<number, string>>({});
  // Each line said gets its own key: keyed by its place among the last lines kept, every line would be drawn (and read
  // out) again once the oldest is dropped.
  const said = useRef(0);
  // The words of an announcement come from the state as it is when its moment comes (a new event, a new prompt); the
  // effects below run on those moments only, and read the rest from here.
  const now = useRef({ state, language, names, banner, legal, deadline, t });
  now.current = { state, language, names, banner, legal, deadline, t };

  // Each new event, once: the first render only notes where the log is (a joining player is not read the whole match).
  useEffect(() => {
    const { state, language } = now.current;
    for (const e of events) if (e.type === 'declared') actions.current[e.action] = e.skill;
    const last = lastEvent.current;
    const seen = new Set<number>();
    const fresh = last === null ? [] : events.filter((e) => e.n > last && !seen.has(e.n) && seen.add(e.n));
    lastEvent.current = Math.max(last ?? -Infinity, ...events.map((e) => e.n));
    const lines = fresh.flatMap((e) => {
      const text = eventText(e, state, language, actions.current);
      return text ? [{ id: ++said.current, text }] : [];
    });
    if (lines.length) setPolite((p) => [...p, ...lines].slice(-KEPT));
  }, [events]);

  // My prompt, when it opens: what is asked, the incoming action of a reaction window, and the time to answer.
  const timed = deadline > 0 && (clock === 'move' || clock === 'bank');
  const answered = legal !== null;
  const promptShown = legal?.prompt?.id;
  useEffect(() => {
    const { state, language, names, banner, legal, deadline, t } = now.current;
    // Not before the engine answers: the banner would name no unit ("Your turn — ").
    if (acting === null || !promptId || !legal) return;
    const parts = [banner];
    const p = legal?.prompt;
    if (p?.kind === 'reaction') {
      parts.push(
        t('access.announce.reaction', {
          source: names[p.source] ?? p.source,
          skill: skillName(state, p.skill, language),
          target: names[p.unit] ?? p.unit,
        }),
      );
    }
    if (timed)
      parts.push(t('access.announce.deadline', { s: Math.max(0, Math.round((deadline - Date.now()) / 1000)) }));
    setUrgent(parts.join(' '));
  }, [promptId, acting, answered, promptShown, timed]);

  // The clock's last seconds, said once per prompt (and again after an extension moves the deadline).
  useEffect(() => {
    if (acting === null || !timed) return;
    const ms = deadline - Date.now() - WARN_S * 1000;
    if (ms <= 0) return;
    const id = setTimeout(() => setUrgent(now.current.t('access.announce.secondsLeft', { s: WARN_S })), ms);
    return () => clearTimeout(id);
  }, [promptId, deadline, acting, timed]);

  return (
    <div className="sr-only">
      <div role="log" aria-live="polite" data-testid="announce-polite">
        {polite.map((l) => (
          <p key={l.id}>{l.text}</p>
        ))}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="announce-assertive">
        <span key={urgent.n}>{urgent.text}</span>
      </div>
    </div>
  );
}
