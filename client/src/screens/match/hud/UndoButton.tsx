import { useEffect } from 'react';
import { useT } from '../../../i18n';
import { useRoom } from '../../../net';

/**
 * Undo (issue 16 §2): asks the room to take back this player's last move or facing change. The engine decides whether
 * it may (shared/rules/undo.ts); a refusal comes back as an error toast naming why. Z does the same.
 */
export function UndoButton({ seat }: { seat: number | null }) {
  const t = useT();
  const send = useRoom((s) => s.send);
  useEffect(() => {
    if (seat === null) return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (
        el &&
        (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
      )
        return;
      if (e.key.toLowerCase() === 'z' && !e.altKey && !e.metaKey) send('undo', { seat });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [seat, send]);
  if (seat === null) return null;
  return (
    <button
      type="button"
      className="ghost"
      title={t('undo.title')}
      data-testid="undo"
      onClick={() => send('undo', { seat })}
    >
      ↶ {t('undo.button')}
    </button>
  );
}
