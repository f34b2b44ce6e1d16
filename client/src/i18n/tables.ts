/**
 * The UI string tables as loaded so far. The home and match screens' strings are in en.ts / zh.ts and load with the
 * page; a lazily loaded screen adds its own (the map lab's and the balance study's: 400 keys) when its chunk loads, so
 * neither the home page nor a match downloads them (docs/client.md "Delivery").
 */
import type { Language } from '../../../shared/content/i18n';
import { en, type UiKey } from './en';
import { zh } from './zh';
import { format } from './format';

type Table = Partial<Record<UiKey, string>>;

const TABLES: Record<Language, Table> = { en: { ...en }, zh: { ...zh } };

/** Adds a lazily loaded screen's strings in both languages (called once by the screen's module as it loads). */
export function addScreenStrings(strings: Record<Language, Table>): void {
  Object.assign(TABLES.en, strings.en);
  Object.assign(TABLES.zh, strings.zh);
}

/** Whether a key has an English string loaded (a server code with words of its own, for instance). */
export const hasUiString = (key: string): boolean => key in TABLES.en;

/** A UI string in a language with its `{x}` slots filled (falls back to English, then to the key). */
export function uiString(language: Language, key: UiKey, params?: Record<string, string | number>): string {
  return format(TABLES[language][key] ?? TABLES.en[key] ?? key, params);
}
