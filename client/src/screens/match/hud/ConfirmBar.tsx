import { useT } from '../../../i18n';
import type { Armed } from '../control/matchUi';

/**
 * A command waiting for a yes: an armed key (end turn, flip, rune) or a command the engine's preview says would harm the
 * player (its own leader would die). Enter or the button confirms, Esc or the other button cancels.
 */
export function ConfirmBar({ armed, confirm, cancel }: { armed: Armed; confirm: () => void; cancel: () => void }) {
  const t = useT();
  return (
    <div className={`confirm-bar${armed.warning ? ' danger' : ''}`} role="alertdialog" aria-label={armed.label} data-testid="confirm-bar">
      <span>{armed.warning ?? armed.label}</span>
      <button type="button" className="primary" data-testid="confirm-yes" onClick={confirm}>
        {t('preview.confirmYes')} <kbd>Enter</kbd>
      </button>
      <button type="button" className="ghost" onClick={cancel}>
        {t('preview.confirmNo')} <kbd>Esc</kbd>
      </button>
    </div>
  );
}
