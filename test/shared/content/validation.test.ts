import { describe, expect, it } from 'vitest';
import { CONTENT, RAW_CONTENT } from '../../../shared/content';
import { CONTENT_STRINGS } from '../../../shared/content/i18n';
import { validateContent } from '../../../shared/content/validate';
import { everySkill, i18nKeys, skillsOf } from './helpers';

describe('content validation (docs/content.md "The content model")', () => {
  it('every definition validates', () => {
    const result = validateContent(RAW_CONTENT);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('the loaded registry is the validated raw content', () => {
    expect(CONTENT).toBe(RAW_CONTENT);
  });

  it('names the bad field when a definition is broken', () => {
    const broken = structuredClone(RAW_CONTENT);
    (broken.characters.eli.boards[0].sides[0].skills[0] as { speed: unknown }).speed = -1;
    const result = validateContent(broken);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map((e) => e.path)).toContain('characters.eli.boards[0].sides[0].skills[0].speed');
  });

  it('every skill id is unique within its character (R-SKILL-3 marks used skills by id)', () => {
    for (const c of Object.values(CONTENT.characters)) {
      const ids = skillsOf(c).map((k) => k.id);
      expect(new Set(ids).size, c.id).toBe(ids.length);
    }
  });

  it('every weapon skill and every ultimate has a curse version (R-SKILL-5), and speeds are 1..99', () => {
    for (const { where, skill } of everySkill(CONTENT)) {
      expect(skill.speed, where).toBeGreaterThanOrEqual(1);
      expect(skill.speed, where).toBeLessThanOrEqual(99);
      if (skill.usage === 'weapon') expect(skill.curse, where).toBeDefined();
    }
  });

  it('every response skill is a reaction (R-SHEET-10) and every ultimate is not (R-SHEET-9)', () => {
    for (const c of Object.values(CONTENT.characters)) {
      expect(c.response.reaction, c.id).toBe(true);
      expect(c.ultimate.reaction ?? false, c.id).toBe(false);
    }
  });
});

describe('content strings (English and Chinese)', () => {
  it.each(['en', 'zh'] as const)('every i18n key used by the content has a %s string', (lang) => {
    const missing = i18nKeys(CONTENT).filter((k) => !CONTENT_STRINGS[lang][k]);
    expect(missing).toEqual([]);
  });

  it('every Chinese string is written in Chinese (no English left behind)', () => {
    const untranslated = Object.entries(CONTENT_STRINGS.zh)
      .filter(([, v]) => !/[\u4e00-\u9fff]/.test(v))
      .map(([k]) => k);
    expect(untranslated).toEqual([]);
  });

  it('English and Chinese tables have the same keys', () => {
    expect(Object.keys(CONTENT_STRINGS.zh).sort()).toEqual(Object.keys(CONTENT_STRINGS.en).sort());
  });
});
