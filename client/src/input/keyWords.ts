/**
 * The keys that texts name, read from the key tables the handlers use (issue 30: "words come from the truth"). A UI
 * string writes `{key:cancel}`, never "Esc"; the lessons' `{key:…}` placeholders and the `<kbd>` badges of the match
 * read the same words. A name whose key left its table fails when this module loads, so no text can name a key that
 * does nothing (test/client/input/keyWords.test.ts also reads every string of the tables for keys typed by hand).
 */
import { addKeyWords } from '../i18n';
import type { KeyLabels } from '../../../shared/tutorial';
import { KEY_MAP, keyChord, type KeyEntry } from './keyMap';

/** The entry of `entries` with this help line (and binding `key` when given); throws when the table has none. */
function entryOf(entries: readonly KeyEntry[], help: string, key?: string): KeyEntry {
  const entry = entries.find((e) => e.help === help && (key === undefined || e.keys.includes(key)));
  if (!entry) throw new Error(`no key entry ${help} ${key ?? ''}`);
  return entry;
}

/** The printed chord of `key` (or the entry's first key) in the entry with this help line: "Shift+←", "Esc". */
export function chordOf(entries: readonly KeyEntry[], help: string, key?: string): string {
  const entry = entryOf(entries, help, key);
  return keyChord(entry, key ?? entry.keys[0]);
}

/** An entry's keys as a range when they are consecutive digits ("0–5"), else one after another. */
export function rangeOf(entries: readonly KeyEntry[], help: string): string {
  const entry = entryOf(entries, help);
  const digits = entry.keys.map(Number);
  const run = digits.every((d, i) => Number.isInteger(d) && (i === 0 || d === digits[i - 1] + 1));
  return run && digits.length > 2
    ? `${keyChord(entry, entry.keys[0])}–${keyChord(entry, entry.keys[entry.keys.length - 1])}`
    : entry.keys.map((k) => keyChord(entry, k)).join(' ');
}

const confirm = chordOf(KEY_MAP, 'access.key.confirm');

/** The match's named keys (the lessons' too). */
export const MATCH_KEY_WORDS = {
  turnLeft: chordOf(KEY_MAP, 'access.key.turn', 'ArrowLeft'),
  turnRight: chordOf(KEY_MAP, 'access.key.turn', 'ArrowRight'),
  stepForward: chordOf(KEY_MAP, 'access.key.step', 'ArrowUp'),
  flip: chordOf(KEY_MAP, 'access.key.flip'),
  rune: chordOf(KEY_MAP, 'access.key.rune'),
  pass: chordOf(KEY_MAP, 'access.key.pass'),
  confirm,
  cancel: chordOf(KEY_MAP, 'access.key.cancel'),
  resetCamera: chordOf(KEY_MAP, 'access.key.resetCamera'),
  nextCell: chordOf(KEY_MAP, 'access.key.placeNextCell'),
  placeFace: rangeOf(KEY_MAP, 'access.key.placeFace'),
  // With nothing armed, the first Enter arms End turn and the second confirms it (screens/match/control/useMatchKeys.ts).
  endTurn: `${confirm} ×2`,
  help: chordOf(KEY_MAP, 'access.key.help'),
} as const;

/** The key of the action bar's place `index` (0-based: "1" … "9"), or null past the listed keys. */
export function skillKey(index: number): string | null {
  const entry = entryOf(KEY_MAP, 'access.key.skill');
  return index < entry.keys.length ? keyChord(entry, entry.keys[index]) : null;
}

/** The controls a lesson step may name, as its `{key:…}` placeholders are filled (shared/tutorial's KEY_ACTIONS). */
export const KEY_LABELS: KeyLabels = MATCH_KEY_WORDS;

addKeyWords(MATCH_KEY_WORDS);
