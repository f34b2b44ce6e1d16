import { useLanguage, useT } from '../i18n';

type LanguageSwitchProps = { testId?: string; className?: string };

/** One click to the other language (English ⇄ 简体中文), stored like the settings dialog's choice; on every screen. */
export function LanguageSwitch({ testId = 'language-switch', className = 'ghost' }: LanguageSwitchProps) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const other = language === 'en' ? 'zh' : 'en';
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      lang={other === 'zh' ? 'zh-Hans' : 'en'}
      onClick={() => setLanguage(other)}
    >
      {t('lang.switch')}
    </button>
  );
}
