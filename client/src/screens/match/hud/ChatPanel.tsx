import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { GameState, Seat } from '../../../../../shared/rules';
import { CHAT_MAX_CHARS, QUICK_MESSAGES, type TeamChat } from '../../../../../shared/wire/teamTalk';
import { unitName, useLanguage, useT, type UiKey } from '../../../i18n';
import { useRoom } from '../../../net';
import { useTalk } from '../../../net/teamTalk';
import { useMatchUi } from '../control/matchUi';
import './chat.css';
import '../../../i18n/chatStrings';

/** The team of a seat as its own view shows it (its character, else its dealt relic card). */
export function seatTeam(state: GameState, seat: Seat): string | null {
  const id = state.seats[seat];
  return (id ? state.units[id]?.team : null) ?? state.dealtRelics?.[seat]?.team ?? null;
}

/** What a ping points at, from the hovered cell: the unit standing there, else the cell. */
function pingTarget(
  state: GameState,
  hovered: string | null,
): { unit: string } | { cell: { q: number; r: number } } | null {
  if (!hovered) return null;
  const [q, r] = hovered.split(',').map(Number);
  if (!Number.isInteger(q) || !Number.isInteger(r)) return null;
  const unit = Object.values(state.units).find((u) => u.alive && u.pos && u.pos.q === q && u.pos.r === r);
  return unit ? { unit: unit.id } : { cell: { q, r } };
}

type ChatPanelProps = { state: GameState; mySeats: Seat[] };

/**
 * Team chat (issue 16 §2): the team's lines and pings, a text field (limits as the server's), quick messages that
 * every teammate reads in their own language, and mute per player. G pings the cell or unit under the cursor.
 * Only the team's clients ever receive any of it (docs/online.md "Team chat and pings").
 */
export function ChatPanel({ state, mySeats }: ChatPanelProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const send = useRoom((s) => s.send);
  const snapshot = useRoom((s) => s.snapshot);
  const { chats, pings, muted, toggleMute } = useTalk();
  const [text, setText] = useState('');
  // Open by default only where a person can read it: against bots alone it starts as a button.
  const [chosen, setOpen] = useState<boolean | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // Folding or opening the panel removes the button that was pressed: the focus follows to the other one (or the field),
  // never to the top of the page.
  const refocus = useRef<'toggle' | 'input' | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const to = refocus.current === 'toggle' ? toggle.current : refocus.current === 'input' ? input.current : null;
    refocus.current = null;
    to?.focus();
  }, [chosen]);
  const myTeam = mySeats.map((s) => seatTeam(state, s)).find(Boolean) ?? null;
  const mates = useMemo(
    () =>
      (snapshot?.seats ?? []).filter(
        (s) => !mySeats.includes(s.seat) && !s.bot && myTeam && seatTeam(state, s.seat) === myTeam,
      ),
    [snapshot, mySeats, myTeam, state],
  );

  // One list in time order: chat lines and pings.
  const lines = useMemo(() => {
    const all: ({ kind: 'chat'; m: TeamChat } | { kind: 'ping'; m: (typeof pings)[number] })[] = [
      ...chats.map((m) => ({ kind: 'chat' as const, m })),
      ...pings.map((m) => ({ kind: 'ping' as const, m })),
    ];
    return all.sort((a, b) => a.m.at - b.m.at || a.m.id - b.m.id).slice(-60);
  }, [chats, pings]);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  // G: ping what is under the cursor.
  useEffect(() => {
    if (!myTeam) return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (
        el &&
        (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
      )
        return;
      if (e.key.toLowerCase() !== 'g' || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = pingTarget(state, useMatchUi.getState().hovered);
      if (target) send('team:ping', target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [myTeam, state, send]);

  if (!myTeam && !snapshot?.options.spectatorsHearTeams) return null;
  const open = chosen ?? mates.length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = text.trim();
    if (!clean) return;
    send('team:chat', { text: clean });
    setText('');
  };
  const seatName = (seat: number, fallback: string) => fallback || t('room.seat', { n: seat + 1 });

  if (!open) {
    return (
      <button
        ref={toggle}
        type="button"
        className="chat-toggle"
        onClick={() => {
          refocus.current = 'input';
          setOpen(true);
        }}
        data-testid="chat-open"
      >
        {t('chat.show')}
        {lines.length ? ` (${lines.length})` : ''}
      </button>
    );
  }
  return (
    <section className="chat-panel" aria-label={t('chat.title')} data-testid="chat-panel">
      <header>
        <h3>{t('chat.title')}</h3>
        <button
          type="button"
          className="ghost"
          onClick={() => {
            refocus.current = 'toggle';
            setOpen(false);
          }}
          aria-label={t('chat.hide')}
        >
          ✕
        </button>
      </header>
      {mates.length ? (
        <div className="chat-mutes">
          {mates.map((s) => {
            const isMuted = muted.includes(s.seat);
            const name = seatName(s.seat, s.name);
            return (
              <button
                key={s.seat}
                type="button"
                className={`ghost${isMuted ? ' on' : ''}`}
                aria-pressed={isMuted}
                onClick={() => toggleMute(s.seat)}
              >
                {isMuted ? t('chat.unmute', { name }) : t('chat.mute', { name })}
              </button>
            );
          })}
        </div>
      ) : null}
      <ol ref={list} className="chat-lines" aria-live="polite" data-testid="chat-lines">
        {lines.length === 0 ? <li className="dim">{myTeam ? t('chat.empty') : t('chat.emptySpectator')}</li> : null}
        {lines.map(({ kind, m }) => (
          <li key={`${kind}-${m.id}`} className={`chat-line team-${m.team}${kind === 'ping' ? ' ping' : ''}`}>
            <span className="chat-name">{seatName(m.seat, m.name)}</span>{' '}
            {kind === 'chat' ? (
              'quick' in m ? (
                <em>{t(`chat.quick.${m.quick}` as UiKey)}</em>
              ) : (
                <span>{m.text}</span>
              )
            ) : (
              <span>
                <span className="ping-mark" aria-hidden>
                  ◎
                </span>{' '}
                {t('chat.pinged', {
                  name: '',
                  target:
                    'unit' in m
                      ? state.units[m.unit]
                        ? unitName(state, m.unit, lang)
                        : m.unit
                      : t('chat.pingCell', { cell: `${m.cell.q},${m.cell.r}` }),
                }).trim()}
              </span>
            )}
          </li>
        ))}
      </ol>
      {myTeam ? (
        <>
          <div className="chat-quick" role="group" aria-label={t('chat.quick')}>
            {QUICK_MESSAGES.map((q) => (
              <button key={q} type="button" className="ghost" onClick={() => send('team:chat', { quick: q })}>
                {t(`chat.quick.${q}` as UiKey)}
              </button>
            ))}
          </div>
          <form className="chat-form" onSubmit={submit}>
            <input
              ref={input}
              value={text}
              maxLength={CHAT_MAX_CHARS}
              placeholder={t('chat.placeholder')}
              aria-label={t('chat.placeholder')}
              onChange={(e) => setText(e.target.value)}
              data-testid="chat-input"
            />
            <button type="submit" disabled={!text.trim()}>
              {t('chat.send')}
            </button>
          </form>
          <p className="keys-hint">{t('chat.pingHint')}</p>
        </>
      ) : null}
    </section>
  );
}
