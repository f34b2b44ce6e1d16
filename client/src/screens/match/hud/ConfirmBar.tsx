import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import type { Armed } from '../control/matchUi';
import { MATCH_KEY_WORDS as KEYS } from '../../../input/keyWords';

/**
 * A command waiting for a yes: an armed key (end turn, flip, rune) or a command the engine's preview says would harm the
 * player (its own leader would die). Enter or the button confirms, Esc or the other button cancels.
 */
export function ConfirmBar({ armed, confirm, cancel }: { armed: Armed; confirm: () => void; cancel: () => void }) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  // The question takes the focus (a keyboard player who chose the command on the text board is asked here, and Enter
  // answers it); the bar itself, not its yes button, so the key press that armed it cannot also confirm it. When it
  // goes, the focus goes back to where it was.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    bar.current?.focus();
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && before?.isConnected) before.focus();
    };
  }, []);
  return (
    <div
      ref={bar}
      tabIndex={-1}
      className={`confirm-bar${armed.warning ? ' danger' : ''}`}
      role="alertdialog"
      aria-label={armed.label}
      aria-describedby="confirm-bar-words"
      data-testid="confirm-bar"
    >
      <span id="confirm-bar-words">{armed.warning ?? armed.label}</span>
      <button type="button" className="primary" data-testid="confirm-yes" onClick={confirm}>
        {t('preview.confirmYes')} <kbd>{KEYS.confirm}</kbd>
      </button>
      <button type="button" className="ghost" onClick={cancel}>
        {t('preview.confirmNo')} <kbd>{KEYS.cancel}</kbd>
      </button>
    </div>
  );
}
