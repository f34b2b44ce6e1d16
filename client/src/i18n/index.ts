/**
 * client/src/i18n — UI strings in English and Simplified Chinese, the chosen language (stored), and the words for
 * engine ids and events (names from shared/content's strings; docs/architecture.md "The engine contract": events carry ids and numbers, never English).
 */
import { create } from 'zustand';
import { contentText, type Language } from '../../../shared/content/i18n';
import type { UiKey } from './en';
import { uiString } from './tables';

export type { UiKey, Language };
export { eventText, unitName, unitNames, skillName, cardName } from './words';

const LANG_KEY = 'ifera:lang';

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    if (stored === 'en' || stored === 'zh') return stored;
  } catch {
    // no storage
  }
  return typeof navigator !== 'undefined' && navigator.language?.startsWith('zh') ? 'zh' : 'en';
}

/** The page's language attribute for a language (screen readers pick their voice by it). */
function markPage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'zh' ? 'zh-Hans' : 'en';
}

/** The chosen language, with a named action to change it. */
export const useLanguage = create<{ language: Language; setLanguage: (l: Language) => void }>()((set) => ({
  language: (() => {
    const language = initialLanguage();
    markPage(language);
    return language;
  })(),
  setLanguage: (language) => {
    try {
      localStorage.setItem(LANG_KEY, language);
    } catch {
      // no storage
    }
    markPage(language);
    set({ language });
  },
}));

export { format } from './format';
export { addKeyWords, addScreenStrings } from './tables';

/** A UI string in a language (falls back to English, then to the key). */
export function translate(language: Language, key: UiKey, params?: Record<string, string | number>): string {
  return uiString(language, key, params);
}

/** A content string (character, skill, card names) in a language. */
export function contentString(language: Language, key: string): string {
  return contentText(language, key);
}

/** The translate function for the current language (re-renders when it changes). */
export function useT(): (key: UiKey, params?: Record<string, string | number>) => string {
  const language = useLanguage((s) => s.language);
  return (key, params) => translate(language, key, params);
}
