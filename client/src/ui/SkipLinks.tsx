import { useT } from '../i18n';

/** Where the skip links lead: the board cursor of the board in words, and the bar of actions (or replay controls). */
export const SKIP_BOARD_ID = 'board-cursor';
export const SKIP_ACTIONS_ID = 'board-actions';

/** The first control in `el` that takes the focus, or `el` itself. */
function firstFocusable(el: HTMLElement): HTMLElement {
  return (
    el.querySelector<HTMLElement>(
      'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"], a[href]',
    ) ?? el
  );
}

/**
 * "Skip to the board" and "Skip to the actions" (issue 30; WCAG 2.4.1 Bypass Blocks): the first Tab stops of a screen
 * with a board, shown only while focused, so the focus need not cross the tracks, the toolbar and the sheet (about
 * 60 Tabs) to reach the board cursor. `reveal` opens what hides the target on a narrow screen (the sheet drawer);
 * the focus moves once it shows.
 */
export function SkipLinks({ reveal }: { reveal?: (target: 'board' | 'actions') => void }) {
  const t = useT();
  const go = (e: React.MouseEvent, target: 'board' | 'actions') => {
    e.preventDefault();
    const focus = () => {
      const el = document.getElementById(target === 'board' ? SKIP_BOARD_ID : SKIP_ACTIONS_ID);
      if (!el) return false;
      firstFocusable(el).focus();
      return el.contains(document.activeElement);
    };
    if (focus()) return;
    reveal?.(target);
    requestAnimationFrame(() => void focus());
  };
  return (
    <nav className="skip-links" aria-label={t('access.skip.nav')}>
      <a href={`#${SKIP_BOARD_ID}`} onClick={(e) => go(e, 'board')}>
        {t('access.skip.board')}
      </a>
      <a href={`#${SKIP_ACTIONS_ID}`} onClick={(e) => go(e, 'actions')}>
        {t('access.skip.actions')}
      </a>
    </nav>
  );
}
