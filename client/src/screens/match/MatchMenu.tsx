import { useEffect, useRef, useState } from 'react';
import type { GameState, Seat } from '../../../../shared/rules';
import { teamOf } from '../../../../shared/rules/view';
import { useT } from '../../i18n';
import { useRoom, type RoomSnapshot } from '../../net';
import './matchMenu.css';
import '../../i18n/aroundMatchStrings';

type MatchMenuProps = { snapshot: RoomSnapshot; view: GameState; mySeats: Seat[] };

/**
 * The match menu (docs/online.md "Concede and draw offers"): concede (after a confirmation saying whether the partner is
 * asked) and offer a draw. A small menu of buttons, opened by its own button, reachable by Tab and closed by Escape; the
 * room judges every request and answers a refusal as a toast.
 */
export function MatchMenu({ snapshot, view, mySeats }: MatchMenuProps) {
  const t = useT();
  const send = useRoom((s) => s.send);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const seat = mySeats[0];
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open, confirming]);
  if (seat === undefined || snapshot.phase !== 'playing') return null;
  const team = teamOf(view, seat);
  // Whether another player (not me, not a bot) holds a seat of my team: then they are asked to agree.
  const partnerAsked = snapshot.seats.some(
    (s) => s.holder && !mySeats.includes(s.seat) && team !== null && teamOf(view, s.seat) === team,
  );
  const close = () => {
    setOpen(false);
    setConfirming(false);
  };
  const busy = snapshot.offer.kind !== '';
  return (
    <div
      className="match-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      <button
        type="button"
        className="ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="match-menu"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('menu.match')} ▾
      </button>
      {open ? (
        <div className="match-menu-list" role="menu" aria-label={t('menu.match')}>
          {confirming ? (
            <>
              <p className="hint">{t(partnerAsked ? 'menu.concedeHintPartner' : 'menu.concedeHintAlone')}</p>
              <button
                ref={first}
                type="button"
                role="menuitem"
                className="danger"
                data-testid="concede-confirm"
                onClick={() => {
                  send('concede', { seat });
                  close();
                }}
              >
                {t('menu.concedeConfirm')}
              </button>
              <button type="button" role="menuitem" onClick={close}>
                {t('menu.cancel')}
              </button>
            </>
          ) : (
            <>
              <button
                ref={first}
                type="button"
                role="menuitem"
                disabled={busy}
                data-testid="concede"
                onClick={() => setConfirming(true)}
              >
                {t('menu.concede')}
              </button>
              <button
                type="button"
                role="menuitem"
                disabled={busy}
                title={t('menu.offerDrawHint')}
                data-testid="offer-draw"
                onClick={() => {
                  send('draw:offer', { seat });
                  close();
                }}
              >
                {t('menu.offerDraw')}
              </button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
