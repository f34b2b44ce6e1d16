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

/**
 * The printed keys a string may name, by name: a string never types a key ("Esc", "(O)"), it writes `{key:cancel}`,
 * filled from the key table the handler uses (input/keyWords.ts adds the match's, screens/lab/labKeys.ts the lab's).
 */
const KEY_WORDS: Record<string, string> = {};
const KEY_SLOT = /\{key:(\w+)\}/g;

/** Adds key words (once per name: a name given two different keys is a mistake in a table, refused by name). */
export function addKeyWords(words: Readonly<Record<string, string>>): void {
  for (const [name, chord] of Object.entries(words)) {
    if (name in KEY_WORDS && KEY_WORDS[name] !== chord)
      throw new Error(`{key:${name}}: ${KEY_WORDS[name]} or ${chord}`);
    KEY_WORDS[name] = chord;
  }
}

/** A UI string in a language with its `{x}` and `{key:name}` slots filled (falls back to English, then to the key). */
export function uiString(language: Language, key: UiKey, params?: Record<string, string | number>): string {
  const text = format(TABLES[language][key] ?? TABLES.en[key] ?? key, params);
  return text.replace(KEY_SLOT, (slot, name: string) => KEY_WORDS[name] ?? slot);
}
