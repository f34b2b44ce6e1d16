import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../i18n';
import '../input/helpKey';
import { CAMERA_SENSITIVITY, TEXT_SIZES, useSettings } from '../settings/settings';
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
        <label>
          <span>{t('settings.colorBlind')}</span>
          <input type="checkbox" checked={s.colorBlind} onChange={(e) => s.set('colorBlind', e.target.checked)} />
        </label>
        <label>
          <span>{t('settings.reduceMotion')}</span>
          <input type="checkbox" checked={s.reduceMotion} onChange={(e) => s.set('reduceMotion', e.target.checked)} />
        </label>
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
        <label>
          <span>{t('settings.contrast')}</span>
          <input type="checkbox" checked={s.highContrast} onChange={(e) => s.set('highContrast', e.target.checked)} />
        </label>
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
        <label>
          <span>{t('settings.keyHelp')}</span>
          <input type="checkbox" checked={s.keyHelp} onChange={(e) => s.set('keyHelp', e.target.checked)} />
        </label>
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
