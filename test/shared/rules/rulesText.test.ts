// The project's rules text (docs/rules/en.md and docs/rules/zh-Hans.md, issue #14 part 2): both languages define the
// same rule ids in the same order and sections; every id a test title, a test or the game's source names is defined
// there; the character attributes it prints equal the data in shared/content; its links stay inside the repository.
// (Titles here name no rule id on purpose: coverage.test.ts counts ids in titles as tests of those rules.)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../shared/content/characters';
import { contentText, type Language } from '../../../shared/content/i18n';
import { definedIds, idsIn, openIdsIn, readRules, ROOT, RULES_EN, RULES_ZH, testFiles, TITLE_LINE } from './ruleIds';

const en = readRules('en');
const zh = readRules('zh');
const enIds = definedIds(en);
const zhIds = definedIds(zh);
const defined = new Set(enIds.map((r) => r.id));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(p).isDirectory()) return sourceFiles(p);
    // JSON: the tutorial's step scripts name the rules each step teaches (links to /rules#id).
    return /\.(ts|tsx|mjs|json)$/.test(name) ? [p] : [];
  });
}

/** Ids named anywhere in some files, each with the first file that names it. */
function idsNamedIn(files: string[], lines: (line: string) => boolean = () => true): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!lines(line)) continue;
      for (const id of [...idsIn(line), ...openIdsIn(line)]) if (!out.has(id)) out.set(id, relative(ROOT, file));
    }
  }
  return out;
}

const undefinedOf = (named: Map<string, string>) =>
  [...named].filter(([id]) => !defined.has(id)).map(([id, file]) => `${id} (${file})`);

describe('the rules text (docs/rules)', () => {
  it('defines every id once, rules and decisions alike', () => {
    expect(enIds.filter((r) => r.id.startsWith('R-')).length).toBe(251);
    expect(enIds.filter((r) => r.id.startsWith('O-')).length).toBe(55);
    const seen = new Set<string>();
    expect(enIds.filter((r) => (seen.has(r.id) ? true : (seen.add(r.id), false))).map((r) => r.id)).toEqual([]);
  });

  it('English and Chinese define exactly the same ids, in the same order and the same sections', () => {
    expect(zhIds.map((r) => r.id)).toEqual(enIds.map((r) => r.id));
    expect(zhIds).toEqual(enIds);
  });

  it('English and Chinese have the same numbered sections and the same table rows', () => {
    const sections = (md: string) => [...md.matchAll(/^## (\d+)\./gm)].map((m) => Number(m[1]));
    expect(sections(zh)).toEqual(sections(en));
    expect(sections(en)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    const rows = (md: string) => md.split('\n').filter((l) => l.startsWith('|')).length;
    expect(rows(zh)).toBe(rows(en));
  });

  it('every id cited in a test title under test/ is defined', () => {
    expect(undefinedOf(idsNamedIn(testFiles(join(ROOT, 'test')), (l) => TITLE_LINE.test(l)))).toEqual([]);
  });

  it('every id named anywhere in the tests is defined', () => {
    // The Markdown reader's own tests feed it made-up ids on purpose.
    const files = testFiles(join(ROOT, 'test'), [join(ROOT, 'test/client/screens/rules/rules.test.ts')]);
    expect(undefinedOf(idsNamedIn(files))).toEqual([]);
  });

  it('every id the game names (engine errors, layouts, tutorial steps, comments in shared, server and client) is defined', () => {
    const named = idsNamedIn(['shared', 'server', 'client/src'].flatMap((d) => sourceFiles(join(ROOT, d))));
    expect(named.size).toBeGreaterThan(100);
    expect(undefinedOf(named)).toEqual([]);
  });

  it('the character attributes it prints equal shared/content (both languages)', () => {
    for (const [md, lang] of [
      [en, 'en'],
      [zh, 'zh'],
    ] as [string, Language][]) {
      const part = md.slice(md.indexOf('\n## 16.'), md.indexOf('\n## 17.'));
      const rows = part
        .split('\n')
        .filter((l) => /^\| [^-|]/.test(l))
        .slice(1); // skip the header row
      expect(rows.length, lang).toBe(Object.keys(CHARACTERS).length);
      for (const row of rows) {
        const [name, hp, con, move, init] = row
          .split('|')
          .slice(1, 6)
          .map((c) => c.trim());
        const id = Object.keys(CHARACTERS).find((c) => name.startsWith(contentText(lang, `character.${c}.name`)));
        expect(id, `${lang}: ${name}`).toBeDefined();
        const num = (s: string) => Number(s.replace('−', '-').replace('+', ''));
        expect([num(hp), num(con), num(move), num(init)], `${lang}: ${name}`).toEqual([
          CHARACTERS[id!].stats.hp,
          CHARACTERS[id!].stats.constitution,
          CHARACTERS[id!].stats.movement,
          CHARACTERS[id!].stats.initiative,
        ]);
      }
    }
  });

  it('links only to files inside the repository that exist', () => {
    for (const file of [RULES_EN, RULES_ZH]) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(m[1])) continue;
        const target = join(dirname(file), m[1]);
        expect(relative(ROOT, target).startsWith('..'), `${m[1]} in ${relative(ROOT, file)}`).toBe(false);
        expect(existsSync(target), `${m[1]} in ${relative(ROOT, file)}`).toBe(true);
      }
    }
  });
});

// The game calls each status what the rules text and the skill texts call it: the Chinese UI once said 定身, 潜行, 虚弱,
// 警觉, 再生 on the tracker while the skill cards said 【禁锢】, 【隐匿】, 【弱点】, 【警戒】, 【复苏】.
describe('status names in Chinese', () => {
  it('the status table of the Chinese rules text and the game interface use the same names', async () => {
    const { zh: ui } = await import('../../../client/src/i18n/zh');
    const uiNames = new Set(
      Object.entries(ui)
        .filter(([k]) => k.startsWith('status.'))
        .map(([, v]) => v),
    );
    const tableNames = zh
      .split('\n')
      .filter((l) => /^\| R-STATUS-\d+ \|/.test(l))
      .flatMap((l) =>
        l
          .split('|')[2]
          .split(' / ')
          .map((n) => n.trim()),
      );
    expect(tableNames.length).toBeGreaterThan(10);
    for (const name of tableNames) expect(uiNames, name).toContain(name);
  });
});
