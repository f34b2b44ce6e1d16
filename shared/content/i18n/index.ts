/** Content strings in English and Simplified Chinese, keyed by the i18n keys of the definitions. */
import { en } from './en';
import { zh } from './zh';

/** Supported languages. */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every content string by language. */
export const CONTENT_STRINGS: Record<Language, Record<string, string>> = { en, zh };

/** The string for a key, falling back to English and then to the key itself (so a missing string is visible, not blank). */
export function contentText(language: Language, key: string): string {
  return CONTENT_STRINGS[language][key] ?? en[key] ?? key;
}
