import { useT } from '../../../i18n';

/** The key help of the match (input/matchKeys.ts): camera, unit, actions, end turn. */
export function KeyHelp() {
  const t = useT();
  return (
    <ul className="keys-help" aria-label={t('keys.title')} data-testid="key-help">
      <li>{t('keys.camera')}</li>
      <li>{t('keys.unit')}</li>
      <li>{t('keys.actions')}</li>
      <li>{t('keys.endTurn')}</li>
    </ul>
  );
}
