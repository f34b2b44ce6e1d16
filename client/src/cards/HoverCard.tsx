import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { CardModel } from './cardModels';
import { CardFace } from './CardFace';

type HoverCardProps = {
  card: CardModel | null;
  children: ReactNode;
  className?: string;
  /** Whether the anchor itself takes keyboard focus; false when it wraps a button (whose focus opens the card). */
  focusable?: boolean;
  testId?: string;
};

const LONG_PRESS_MS = 450;
const CLOSE_DELAY_MS = 160;
const CARD_WIDTH = 300;

/**
 * One card on hover, keyboard focus or a long press (touch), shown beside its anchor and above every panel (a portal,
 * so scrolling sidebars do not clip it). The card stays open while the pointer is over it, so its rule link can be clicked.
 * A tap is not a hover: on a touch screen a tap on the anchor does what the anchor does and opens no card (else a tapped
 * skill's card would stay over the board, issue 27); a tap on an open card closes it.
 */
export function HoverCard({ card, children, className = '', focusable = true, testId }: HoverCardProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const [at, setAt] = useState<{ left: number; top: number; above: boolean } | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The kind of the last pointer over or on the anchor: 'touch' taps emulate a hover and a focus that open nothing. */
  const pointer = useRef('mouse');
  /** The click a browser may still send when a long press ends: it must not also pick what the card belongs to. */
  const swallow = useRef(false);
  useEffect(
    () => () => {
      if (closing.current) clearTimeout(closing.current);
      if (press.current) clearTimeout(press.current);
    },
    [],
  );
  const open = () => {
    if (closing.current) clearTimeout(closing.current);
    if (pointer.current === 'touch') return;
    const r = anchor.current?.getBoundingClientRect();
    if (!r || !card) return;
    const above = r.top > window.innerHeight / 2;
    const left = Math.max(8, Math.min(window.innerWidth - CARD_WIDTH - 8, r.left + r.width / 2 - CARD_WIDTH / 2));
    setAt({ left, top: above ? r.top - 6 : r.bottom + 6, above });
  };
  const close = () => {
    // A card opened by a long press stays until a tap (on it or elsewhere): the finger lifting is no "pointer left".
    if (pointer.current === 'press') return;
    if (closing.current) clearTimeout(closing.current);
    closing.current = setTimeout(() => setAt(null), CLOSE_DELAY_MS);
  };
  const pressed = at !== null && pointer.current === 'press';
  useEffect(() => {
    if (!pressed) return;
    // A tap anywhere but on the card closes a long-pressed card (a tap on it closes it through its click).
    const away = (e: PointerEvent) => {
      swallow.current = false;
      if (e.target instanceof Node && document.getElementById(id)?.contains(e.target)) return;
      pointer.current = 'touch';
      setAt(null);
    };
    document.addEventListener('pointerdown', away, true);
    return () => document.removeEventListener('pointerdown', away, true);
  }, [pressed, id]);
  if (!card) return <>{children}</>;
  return (
    <span
      ref={anchor}
      className={`card-anchor ${className}`}
      tabIndex={focusable ? 0 : undefined}
      aria-describedby={at ? id : undefined}
      data-testid={testId}
      onPointerEnter={(e) => {
        pointer.current = e.pointerType;
      }}
      onPointerDown={(e) => {
        pointer.current = e.pointerType;
      }}
      onMouseEnter={open}
      onMouseLeave={close}
      onFocus={open}
      onBlur={close}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && at) {
          setAt(null);
          e.stopPropagation();
        }
      }}
      onTouchStart={() => {
        pointer.current = 'touch';
        press.current = setTimeout(() => {
          pointer.current = 'press';
          swallow.current = true;
          open();
        }, LONG_PRESS_MS);
      }}
      onTouchEnd={() => {
        if (press.current) clearTimeout(press.current);
      }}
      // A long press that opened the card is not a tap: the click the browser may still send after it (a press shorter
      // than its own long-press time) must not also pick the skill under the finger.
      onClickCapture={(e) => {
        if (!swallow.current) return;
        swallow.current = false;
        e.preventDefault();
        e.stopPropagation();
      }}
    >
      {children}
      {at
        ? createPortal(
            <div
              id={id}
              role="tooltip"
              className={`card-pop${at.above ? ' above' : ''}`}
              style={{ left: at.left, top: at.top, width: CARD_WIDTH }}
              onMouseEnter={() => closing.current && clearTimeout(closing.current)}
              onMouseLeave={close}
              onClick={() => {
                if (pointer.current === 'press') pointer.current = 'touch';
                setAt(null);
              }}
            >
              <CardFace card={card} />
            </div>,
            document.body,
          )
        : null}
    </span>
  );
}
