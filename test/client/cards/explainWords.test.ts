// Issue 13 "Words": every UI key has Chinese, every id a screen names has words in both languages, toasts and the log
// say things in words (no raw codes or ids), seats counted from 1, dice notation drawn as dice.
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../shared/content';
import { DIE_KINDS } from '../../../shared/content/schema';
import { CONTENT_STRINGS } from '../../../shared/content/i18n';
import type { GameEvent, GameState } from '../../../shared/rules';
import { ERROR_CODES, STATUS_DEFS, createMatch } from '../../../shared/rules';
import { en as coreEn, type UiKey } from '../../../client/src/i18n/en';
import { zh as coreZh } from '../../../client/src/i18n/zh';
import { labEn, labZh } from '../../../client/src/i18n/lab';
import { studyEn, studyZh } from '../../../client/src/i18n/study';
import { coachEn, coachZh } from '../../../client/src/i18n/coach';
import { aroundMatchEn, aroundMatchZh } from '../../../client/src/i18n/aroundMatch';
import '../../../client/src/i18n/aroundMatchStrings';
import { chatEn, chatZh } from '../../../client/src/i18n/chat';
import { learnEn, learnZh } from '../../../client/src/i18n/learn';
import { keyHelpEn, keyHelpZh } from '../../../client/src/i18n/keyHelp';
import { eventText, formName } from '../../../client/src/i18n/words';
import { seatsInMessage, toastText } from '../../../client/src/i18n/toastWords';
import { splitDice } from '../../../client/src/cards/RuleText';
import { characterCard, eventCard, itemCard, skillCard, statusCard } from '../../../client/src/cards/cardModels';

/** Keys whose Chinese is the same text on purpose (names, numbers, symbols). */
const SAME_IN_BOTH: string[] = ['app.title', 'ev.step.dice'];
// Every table a screen uses: the page's own and those the lab, the coach and the match around the game add when they
// load (client/src/i18n/tables.ts).
const en: Record<UiKey, string> = {
  ...coreEn,
  ...labEn,
  ...studyEn,
  ...coachEn,
  ...aroundMatchEn,
  ...chatEn,
  ...learnEn,
  ...keyHelpEn,
};
const zh: Partial<Record<UiKey, string>> = {
  ...coreZh,
  ...labZh,
  ...studyZh,
  ...coachZh,
  ...aroundMatchZh,
  ...chatZh,
  ...learnZh,
  ...keyHelpZh,
};
const HAN = /[\u4e00-\u9fff]/;

describe('UI words (en, zh-Hans)', () => {
  it('every UiKey has a Chinese translation', () => {
    const missing = (Object.keys(en) as UiKey[]).filter((k) => typeof zh[k] !== 'string' || zh[k]!.trim() === '');
    expect(missing).toEqual([]);
  });

  it('a Chinese string that reads like sentences or names is written in Chinese (no English left over)', () => {
    const untranslated = (Object.keys(en) as UiKey[]).filter(
      (k) => !SAME_IN_BOTH.includes(k) && /[a-z]{3,}/i.test(en[k].replace(/\{\w+\}/g, '')) && zh[k] === en[k],
    );
    expect(untranslated).toEqual([]);
  });

  it('every slot a string fills ({x}) is the same in both languages', () => {
    const slots = (s: string) =>
      [...s.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    const differ = (Object.keys(en) as UiKey[]).filter((k) => zh[k] !== undefined && slots(en[k]) !== slots(zh[k]!));
    expect(differ).toEqual([]);
  });

  it('R-STATUS-1 every status has a name and a card text in both languages', () => {
    for (const id of Object.keys(STATUS_DEFS)) {
      for (const key of [`status.${id}`, `statusText.${id}`]) {
        expect(en[key as UiKey], key).toBeTruthy();
        expect(zh[key as UiKey], key).toMatch(HAN);
      }
      expect(statusCard(id as keyof typeof STATUS_DEFS, 'zh').text).toMatch(HAN);
    }
  });

  it("O-34: a status's number in its card text comes from the engine's status table, never typed beside it", () => {
    for (const [id, def] of Object.entries(STATUS_DEFS)) {
      if (def.value === 0) continue;
      for (const table of [en, zh]) expect(table[`statusText.${id}` as UiKey], id).toContain('{x}');
      expect(statusCard(id as keyof typeof STATUS_DEFS, 'en').text, id).toContain(String(def.value));
    }
  });

  it('every engine error code and room code has words', () => {
    for (const code of ERROR_CODES) expect(zh[`err.${code}` as UiKey], code).toMatch(HAN);
    const room = [
      'seat/taken',
      'seat/not_yours',
      'seat/none',
      'room/not_host',
      'room/started',
      'room/not_started',
      'room/finished',
      'room/not_ready',
      'room/seats_empty',
      'room/bad_option',
      'room/internal',
      'net/unknown_type',
      'net/bad_payload',
      'net/too_large',
      'net/rate_limited',
      'net/overloaded',
      'net/cooling_down',
      'net/too_many_rooms',
    ];
    for (const code of room) expect(zh[`toast.${code}` as UiKey], code).toMatch(HAN);
  });

  it('every character, skill, card and event of the standard game has a name and text in both languages, and its card shows them', () => {
    const state = { content: CONTENT } as Pick<GameState, 'content'>;
    const keys: string[] = [];
    for (const ch of Object.values(CONTENT.characters)) {
      keys.push(ch.nameKey, ch.titleKey, ch.passive.nameKey, ch.passive.textKey);
      const card = characterCard(state, ch.id, 'zh')!;
      expect(card.sections!.length).toBeGreaterThanOrEqual(5); // two board sides, ultimate, response, mechanism
      for (const b of ch.boards)
        for (const side of b.sides) {
          keys.push(side.nameKey);
          for (const s of side.skills) keys.push(s.nameKey, s.textKey);
        }
      for (const s of [ch.ultimate, ch.response]) keys.push(s.nameKey, s.textKey);
    }
    for (const c of Object.values(CONTENT.cards)) {
      keys.push(c.nameKey, c.textKey);
      expect(itemCard(state, c.id, 'zh')!.title).toMatch(HAN);
    }
    for (const e of Object.values(CONTENT.events)) {
      keys.push(e.nameKey, e.textKey);
      expect(eventCard(state, e.id, 'zh').title).toMatch(HAN);
    }
    const missing = keys.filter(
      (k) => !CONTENT_STRINGS.en[k] || !CONTENT_STRINGS.zh[k] || !HAN.test(CONTENT_STRINGS.zh[k]),
    );
    expect(missing).toEqual([]);
  });

  it('R-DARIEN-1 every form of a character is named in both languages (the sheet, the placement and the log say "Twin Swords", never "twin")', () => {
    const forms = Object.values(CONTENT.characters).flatMap((ch) =>
      (ch.forms ?? []).map((form) => ({ ch: ch.id, form })),
    );
    expect(forms.length).toBeGreaterThan(0);
    for (const { ch, form } of forms) {
      expect(formName(ch, form, 'en')).not.toBe(form);
      expect(formName(ch, form, 'zh')).toMatch(HAN);
    }
    const match = createMatch({ variant: 'standard', seed: 4 });
    const unit = { ...Object.values(match.units)[0], id: 'd1', def: 'darien' };
    const state = { ...match, units: { ...match.units, d1: unit } };
    const e = { n: 1, type: 'formChanged', unit: 'd1', form: 'great' } as GameEvent;
    expect(eventText(e, state, 'en', {})).toContain('Greatsword');
    expect(eventText(e, state, 'zh', {})).toContain('大剑');
  });

  it('O-24 the dice notation of every skill text is drawn as dice (no "111" / "211" left in the words)', () => {
    const state = { content: CONTENT } as Pick<GameState, 'content'>;
    const skillIds = Object.values(CONTENT.characters).flatMap((ch) =>
      [...ch.boards.flatMap((b) => b.sides.flatMap((s) => s.skills)), ch.ultimate, ch.response].map((s) => s.id),
    );
    for (const lang of ['en', 'zh'] as const)
      for (const id of skillIds) {
        const text = skillCard(state, id, lang)!.text;
        const words = splitDice(text)
          .filter((p): p is string => typeof p === 'string')
          .join('');
        expect(words, `${lang} ${id}`).not.toMatch(/(?<!\d)[12]11(?!\d)/);
      }
    expect(splitDice('攻击111三次，造成1+211伤害')).toEqual([
      '攻击',
      { die: 'normal' },
      '三次，造成1+',
      { die: 'advantage' },
      '伤害',
    ]);
  });
});

describe('room toasts in words (issue 13)', () => {
  it('shows words, never the raw code, and counts seats from 1', () => {
    expect(seatsInMessage('seats 0, 2 are not ready')).toEqual([0, 2]);
    expect(toastText('room/not_ready', 'seats 0, 2 are not ready', 'en')).toBe('Not ready: Seat 1, Seat 3.');
    // A code whose words load with their screen (the match around the game), not with the page's entry.
    expect(toastText('offer/once_per_round', 'your team already offered a draw in round 1', 'en')).toBe(
      'Your team already offered a draw this round.',
    );
    expect(toastText('offer/once_per_round', 'x', 'zh')).toBe(zh['toast.offer/once_per_round']);
    const zhText = toastText('room/seats_empty', 'seats 1, 3 are empty (seat bots or set botsForEmpty)', 'zh');
    expect(zhText).toMatch(HAN);
    expect(zhText).not.toMatch(/botsForEmpty|room\//);
    expect(zhText).toContain('2');
    expect(toastText('move/blocked', 'blocked', 'zh')).toBe(zh['err.move/blocked']);
    expect(toastText('something/new', 'x', 'en')).toBe(en['toast.other']);
  });

  it('names a room code that opens nothing: no such room, or a full one (Colyseus refuses both with 4212)', () => {
    expect(toastText('net/4212', 'room "ZZZZZZ" not found', 'en')).toBe(en['toast.room/not_found']);
    expect(toastText('net/4212', 'room "ZZZZZZ" has been disposed.', 'zh')).toBe(zh['toast.room/not_found']);
    expect(toastText('net/4212', 'room "K7QMZP" is locked', 'zh')).toBe(zh['toast.room/full']);
    expect(toastText('net/4212', 'room "K7QMZP" is locked', 'zh')).toMatch(HAN);
  });
});

describe('log lines in words (issue 13)', () => {
  const state = createMatch({ variant: 'standard', seed: 4 });
  const anyUnit = Object.keys(state.units)[0] ?? 'x';

  it('R-EVENT-3 a revealed event is named and its effect said, in both languages (no raw id)', () => {
    const e = { n: 1, type: 'eventRevealed', round: 3, card: 'endlessRain' } as GameEvent;
    expect(eventText(e, state, 'en', {})).toContain('Endless Rain');
    const z = eventText(e, state, 'zh', {})!;
    expect(z).not.toContain('endlessRain');
    expect(z).toMatch(HAN);
  });

  it('R-DICE-1 every die kind is named in a damage line, in both languages (a disadvantage die showed "die.disadvantage")', () => {
    for (const die of DIE_KINDS) {
      const e = {
        n: 3,
        type: 'damaged',
        unit: anyUnit,
        source: null,
        amount: 1,
        hp: 4,
        steps: [
          { kind: 'fixed', amount: 1 },
          { kind: 'dice', die, faces: [0], amount: 0 },
        ],
      } as unknown as GameEvent;
      for (const lang of ['en', 'zh'] as const) {
        const line = eventText(e, state, lang, {})!;
        expect(line).not.toMatch(/die\./);
        expect(line).toContain(
          lang === 'en' ? `${die} die` : { normal: '普通骰', advantage: '优势骰', disadvantage: '劣势骰' }[die],
        );
      }
    }
  });

  it('R-DMG-3 a damage line shows its breakdown: base, dice, each reduction with its source', () => {
    const e = {
      n: 2,
      type: 'damaged',
      unit: anyUnit,
      source: null,
      amount: 1,
      base: 2,
      hp: 5,
      steps: [
        { kind: 'fixed', amount: 1 },
        { kind: 'dice', die: 'normal', faces: [1], amount: 1 },
        { kind: 'status', status: 'sturdy', of: 'target', amount: -1 },
      ],
    } as GameEvent;
    const line = eventText(e, state, 'en', {})!;
    expect(line).toContain('1 fixed');
    expect(line).toContain('normal die [1] = 1');
    expect(line).toContain('Sturdy −1');
    expect(eventText(e, state, 'zh', {})).toContain('坚固');
  });

  it('R-SAVE-2 a failed save names its roll and threshold; a fizzle names its reason in words', () => {
    const applied = {
      n: 3,
      type: 'statusApplied',
      unit: anyUnit,
      status: 'stun',
      source: null,
      save: { roll: 1, threshold: 3 },
    } as GameEvent;
    expect(eventText(applied, state, 'en', {})).toMatch(/rolled 1, needed 3/);
    const fizzled = { n: 4, type: 'fizzled', action: 1, target: null, reason: 'out_of_range' } as GameEvent;
    expect(eventText(fizzled, state, 'en', {})).toContain('out of range');
    expect(eventText(fizzled, state, 'zh', {})).not.toContain('out_of_range');
  });
});
