// Reads a whole-number field of the lab (a seed, a games count) and says what is wrong with what was typed: a field
// that greys a button or does nothing tells a designer nothing (issue 31). Full-width digits (a Chinese keyboard's
// １２３) are read as digits; thousands separators are not accepted (1,000 is ambiguous across languages).
import type { UiKey } from '../../i18n';

export type WholeNumberProblem = 'empty' | 'notNumber' | 'negative' | 'fraction' | 'tooLarge';
export type WholeNumberRead = { ok: true; value: number } | { ok: false; problem: WholeNumberProblem; text: string };

/** Reads `text` as a whole number from min to max. */
export function readWholeNumber(text: string, min: number, max: number): WholeNumberRead {
  const t = text.normalize('NFKC').trim();
  if (t === '') return { ok: false, problem: 'empty', text: t };
  if (/^\d+$/.test(t)) {
    // Long digit strings are past any max here; Number() of them would round silently.
    if (t.replace(/^0+/, '').length > 15 || Number(t) > max) return { ok: false, problem: 'tooLarge', text: t };
    if (Number(t) < min) return { ok: false, problem: 'negative', text: t };
    return { ok: true, value: Number(t) };
  }
  if (/^[-−]\s*\d+(\.\d+)?$/.test(t)) return { ok: false, problem: 'negative', text: t };
  if (/^\d*[.,]\d+$/.test(t) || /^\d+(\.\d+)?e[+-]?\d+$/i.test(t)) return { ok: false, problem: 'fraction', text: t };
  return { ok: false, problem: 'notNumber', text: t };
}

/** The message key of a problem (its parameters: text, min, max). */
export const WHOLE_NUMBER_MESSAGE: Record<WholeNumberProblem, UiKey> = {
  empty: 'lab.number.empty',
  notNumber: 'lab.number.notNumber',
  negative: 'lab.number.negative',
  fraction: 'lab.number.fraction',
  tooLarge: 'lab.number.tooLarge',
};

/** The words for a failed read, in the reader's language (numbers grouped as 4,294,967,295). */
export function wholeNumberMessage(
  read: Extract<WholeNumberRead, { ok: false }>,
  min: number,
  max: number,
  t: (key: UiKey, params?: Record<string, string | number>) => string,
): string {
  return t(WHOLE_NUMBER_MESSAGE[read.problem], {
    text: read.text,
    min: min.toLocaleString('en'),
    max: max.toLocaleString('en'),
  });
}
