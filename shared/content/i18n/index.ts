/** Content strings in English and Simplified Chinese, keyed by the i18n keys of the definitions. */
import { parseEssenceOption } from '../characters/essences';
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

/** A mechanism choice prompt as the engine opens it (the `choice` pending of shared/rules, rules/mechanism.ts ChoiceRequest). */
export type ChoicePromptLike = { purpose: string; options: string[]; cells?: { q: number; r: number }[] };

/** Fills `{name}` placeholders of a content string. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** The question a mechanism choice asks (key `choice.<purpose>`), e.g. "Choose the cell your puppet moves to". */
export function choicePromptText(language: Language, purpose: string): string {
  return contentText(language, `choice.${purpose}`);
}

/**
 * The label of option `option` of a mechanism choice: a circle or cell by its coordinates (Noel's circles; Alicia's
 * puppet cells), an essence by its kind (`fire`), an essence exchange `fire>frost` as "Fire essence, replacing Frost
 * essence"; anything else as the option itself.
 */
export function choiceText(language: Language, prompt: ChoicePromptLike, option: number): string {
  const value = prompt.options[option] ?? '';
  const cell = prompt.cells?.[option];
  if (cell)
    return fill(
      contentText(language, prompt.purpose.startsWith('noel:') ? 'choice.option.circle' : 'choice.option.cell'),
      cell,
    );
  const essence = (k: string) => contentText(language, `essence.${k}`);
  const swap = parseEssenceOption(value);
  if (swap?.replace)
    return fill(contentText(language, 'choice.option.essenceSwap'), {
      gain: essence(swap.kind),
      replace: essence(swap.replace),
    });
  const key = `essence.${value}`;
  return CONTENT_STRINGS.en[key] ? essence(value) : value;
}
