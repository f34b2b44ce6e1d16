// Issue 30, "words come from the truth": a text that names a key names it from the key table its handler reads. The UI
// strings write `{key:name}` (filled from input/keyWords.ts and screens/lab/labKeys.ts), and the match's `<kbd>`
// badges print the same words; a key typed by hand beside the tables ("(O)", "Esc to cancel", "? or the Keys button")
// fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../client/src/i18n/en';
import { zh } from '../../../client/src/i18n/zh';
import { labEn, labZh } from '../../../client/src/i18n/lab';
import { studyEn, studyZh } from '../../../client/src/i18n/study';
import { coachEn, coachZh } from '../../../client/src/i18n/coach';
import { chatEn, chatZh } from '../../../client/src/i18n/chat';
import { aroundMatchEn, aroundMatchZh } from '../../../client/src/i18n/aroundMatch';
import { keyHelpEn, keyHelpZh } from '../../../client/src/i18n/keyHelp';
import { learnEn, learnZh } from '../../../client/src/i18n/learn';
import '../../../client/src/i18n/learnStrings';
import { uiString } from '../../../client/src/i18n/tables';
import type { UiKey } from '../../../client/src/i18n';
import { KEY_MAP, keyChord, type KeyEntry } from '../../../client/src/input/keyMap';
import { MATCH_KEY_WORDS, skillKey } from '../../../client/src/input/keyWords';
import { HELP_KEY } from '../../../client/src/input/helpKey';
import { matchKeyIntent } from '../../../client/src/input/matchKeys';
import { LAB_BINDINGS, LAB_KEY_WORDS, labFaceKey } from '../../../client/src/screens/lab/labKeys';
import '../../../client/src/screens/lab/labStrings';
import { ROOT } from '../../support/importGraph';

const TABLES: Record<'en' | 'zh', Record<string, string>> = {
  en: { ...en, ...labEn, ...studyEn, ...coachEn, ...chatEn, ...aroundMatchEn, ...keyHelpEn, ...learnEn },
  zh: { ...zh, ...labZh, ...studyZh, ...coachZh, ...chatZh, ...aroundMatchZh, ...keyHelpZh, ...learnZh },
};

/**
 * Ways a text types a key by hand: a key letter or digit in brackets ("(O)", "（U）"), "key V" / "V 键", "按 C", a
 * named key (Esc, Enter, 回车, Delete, Tab), a chord (Shift+, Ctrl+), an arrow, a digit range (0–5) or the help's "?".
 */
const TYPED_KEY: readonly RegExp[] = [
  /[(（][A-Z0-9?][)）]/,
  /\bkeys? [A-Z0-9?+−-](?![a-z])/,
  /(?:^|[^A-Za-z{])[A-Z0-9?+−-] ?键/,
  /按 ?[A-Za-z0-9?]/,
  /\b(?:Esc|Escape|Enter|Backspace|Tab|PgUp|PgDn)\b/,
  /[(（](?:Delete|Space)[)）]/,
  /回车/,
  /(?:Shift|Ctrl|Alt)\+/,
  /[←→↑↓]/,
  /[(（]\d–\d|\d–\d ?键/,
  /[(（]\?|\? (?:or|或)/,
];

/** Strings whose letters or arrows are not keys, and why. */
const NOT_KEYS: Record<string, string> = {
  'study.compare.title': 'A and B name the two maps compared',
  'study.compare.stale': 'A names this map',
  'lab.legend.exposure': 'an arrow from low to high',
  'coach.chances': 'an arrow from one chance to the other',
};

const SLOT = /\{key:(\w*)\}/g;

describe('texts name keys from the key tables (issue 30: words come from the truth)', () => {
  it('types no key by hand in any string of the en and zh tables (the lab’s, the study’s and the coach’s included)', () => {
    const typed: string[] = [];
    for (const lang of ['en', 'zh'] as const)
      for (const [key, text] of Object.entries(TABLES[lang])) {
        if (key in NOT_KEYS) continue;
        const bare = text.replace(SLOT, '');
        const hit = TYPED_KEY.find((re) => re.test(bare));
        if (hit) typed.push(`${lang} ${key}: ${text}`);
      }
    expect(typed).toEqual([]);
  });

  it('fills every {key:…} slot with a key a table binds, the same slots in both languages', () => {
    // A slot no table's words fill stays visible as `{key:name}` (i18n/tables.ts), so none may be left in any string.
    for (const [key, text] of Object.entries(TABLES.en)) {
      const slots = [...text.matchAll(SLOT)].map((m) => m[1]);
      const zhSlots = [...(TABLES.zh[key] ?? '').matchAll(SLOT)].map((m) => m[1]);
      expect(zhSlots.sort(), key).toEqual(slots.sort());
      for (const lang of ['en', 'zh'] as const) expect(uiString(lang, key as UiKey), key).not.toMatch(SLOT);
    }
  });

  it('words each match key as the key its handler answers (the word pressed gives the intent)', () => {
    const press = (help: string) => KEY_MAP.find((b) => b.help === help)!;
    const chords = (entry: KeyEntry) => entry.keys.map((k) => keyChord(entry, k));
    expect(chords(press('access.key.cancel'))).toContain(MATCH_KEY_WORDS.cancel);
    expect(matchKeyIntent('Escape', false, 'turn')).toEqual({ kind: 'cancel' });
    expect(MATCH_KEY_WORDS.cancel).toBe('Esc');
    expect(chords(press('access.key.placeNextCell'))).toEqual([MATCH_KEY_WORDS.nextCell]);
    expect(MATCH_KEY_WORDS.placeFace).toBe('0–5');
    for (let i = 0; i < 6; i++) expect(matchKeyIntent(String(i), false, 'place')).toMatchObject({ facing: i });
    expect(MATCH_KEY_WORDS.help).toBe('?');
    expect(KEY_MAP.find((b) => b.intent === 'help')!.keys).toEqual([HELP_KEY]);
    expect(uiString('en', 'access.keys.open')).toBe('Keys (?)');
    expect(uiString('zh', 'settings.keys.list')).toContain('按 ? 或');
    expect(uiString('en', 'match.targetHint', { skill: 'Strike' })).toBe('Choose a target for Strike (Esc to cancel)');
    // The action bar's places: 1 to 9, the keys the skill entry binds.
    expect([0, 8, 9].map(skillKey)).toEqual(['1', '9', null]);
    expect(matchKeyIntent(skillKey(8)!, false, 'turn')).toEqual({ kind: 'skill', slot: 8 });
  });

  it('words the lab’s tool, overlay and board keys as the lab’s handlers bind them', () => {
    const bound = (intent: object) =>
      LAB_BINDINGS.filter((b) =>
        JSON.stringify({ ...b.editor, ...b.viewer }).includes(JSON.stringify(intent).slice(1, -1)),
      );
    for (const [tool, word] of [
      ['select', LAB_KEY_WORDS.labSelect],
      ['obstacle', LAB_KEY_WORDS.labObstacle],
      ['island', LAB_KEY_WORDS.labIsland],
      ['unit', LAB_KEY_WORDS.labUnit],
    ] as const) {
      const [b] = bound({ tool });
      expect(keyChord(b, b.keys[0]), tool).toBe(word);
      expect(uiString('en', `lab.tool.${tool}.title`)).toMatch(new RegExp(`\\(${word}\\)$`));
    }
    expect(uiString('en', 'lab.overlay.reach.title')).toBe('Movement reach (key M)');
    expect(uiString('en', 'lab.redo.title')).toBe('Redo (Ctrl+Shift+Z)');
    expect(uiString('zh', 'lab.cursor.enter', { what: 'x' })).toBe('Enter：x');
    expect([0, 5].map(labFaceKey)).toEqual(['0', '5']);
  });

  it('prints no key by hand in a component’s <kbd> (the badges read input/keyWords.ts)', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.tsx')) files.push(path);
      }
    };
    walk(join(ROOT, 'client/src'));
    const typed = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/<kbd>([^<{][^<]*)<\/kbd>/g)].map((m) => `${relative(ROOT, f)}: ${m[0]}`),
    );
    expect(typed).toEqual([]);
  });
});
