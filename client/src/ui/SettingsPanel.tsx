import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../i18n';
import '../input/helpKey';
import { CAMERA_SENSITIVITY, TEXT_SIZES, useSettings, type Settings } from '../settings/settings';
import '../settings/settings.css';
import './settingsPanel.css';

/**
 * The settings dialog: language, colour-blind-safe teams, reduce motion, camera sensitivity, contrast, text size, key
 * help (all stored in settings/). It sits above the key tables (input/), so its sentence on the help key names the key
 * the help's handler binds (`{key:help}`, input/helpKey.ts).
 */
export function SettingsPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const s = useSettings();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="settings-dialog"
      role="dialog"
      aria-modal="true"
      aria-label={t('settings.title')}
      data-testid="settings"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="settings-card">
        <h2>{t('settings.title')}</h2>
        <label>
          <span>{t('settings.language')}</span>
          <select value={language} onChange={(e) => setLanguage(e.target.value === 'zh' ? 'zh' : 'en')}>
            <option value="en">English</option>
            <option value="zh">简体中文</option>
          </select>
        </label>
        <SettingToggle setting="colorBlind" label={t('settings.colorBlind')} />
        <SettingToggle setting="reduceMotion" label={t('settings.reduceMotion')} />
        <label>
          <span>
            {t('settings.cameraSensitivity')} ({s.cameraSensitivity.toFixed(2)})
          </span>
          <input
            type="range"
            min={CAMERA_SENSITIVITY.min}
            max={CAMERA_SENSITIVITY.max}
            step={0.05}
            value={s.cameraSensitivity}
            onChange={(e) => s.set('cameraSensitivity', Number(e.target.value))}
          />
        </label>
        <SettingToggle setting="highContrast" label={t('settings.contrast')} />
        <label>
          <span>{t('settings.textSize')}</span>
          <select value={s.textSize} onChange={(e) => s.set('textSize', Number(e.target.value))}>
            {TEXT_SIZES.map((n) => (
              <option key={n} value={n}>
                {n} %
              </option>
            ))}
          </select>
        </label>
        <SettingToggle setting="keyHelp" label={t('settings.keyHelp')} />
        {s.keyHelp ? (
          <div>
            <strong>{t('settings.keys')}</strong>
            <p className="keys-list">{t('settings.keys.list')}</p>
          </div>
        ) : null}
        <div className="row">
          <button type="button" className="primary" onClick={onClose}>
            {t('settings.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The settings that are on or off. */
type OnOffSetting = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** One on/off setting: its words and a checkbox that stores it. */
function SettingToggle({ setting, label }: { setting: OnOffSetting; label: string }) {
  const s = useSettings();
  return (
    <label>
      <span>{label}</span>
      <input type="checkbox" checked={s[setting]} onChange={(e) => s.set(setting, e.target.checked)} />
    </label>
  );
}

/** A button that opens the settings (home page and match toolbar). */
export function SettingsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ghost"
        data-testid="open-settings"
        aria-label={t('settings.open')}
        title={t('settings.open')}
        onClick={() => setOpen(true)}
      >
        ⚙ <span className="button-words">{t('settings.open')}</span>
      </button>
      {open ? <SettingsPanel onClose={() => setOpen(false)} /> : null}
    </>
  );
}
