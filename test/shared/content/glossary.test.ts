// Issue 27 "One glossary": the game's terms come from the rulebook's own words, and no UI text (rules page, cards,
// lessons, log, lab, tips) calls a thing by another name. UI texts are the string literals of every source file under
// client/src, shared, server and scripts (read with the TypeScript parser, so comments and identifiers are not texts),
// the tutorial's step scripts and the rules page's markdown.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_TERMS, STATUS_TERMS, TERMS, type Term } from '../../../shared/content/glossary';
import { STATUS_IDS } from '../../../shared/content/schema';

const ROOT = join(__dirname, '../../..');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const RULES = { en: read('docs/rules/en.md'), zh: read('docs/rules/zh-Hans.md') };

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(join(ROOT, p)).isDirectory()) filesUnder(p, out);
    else out.push(p);
  }
  return out;
}

/** The user-visible strings of a TypeScript file: its string and template literals and JSX text. */
function literals(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    read(path),
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (n: ts.Node) => {
    if (
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      ts.isTemplateHead(n) ||
      ts.isTemplateMiddle(n) ||
      ts.isTemplateTail(n)
    )
      out.push(n.text);
    else if (ts.isJsxText(n)) out.push(n.text);
    ts.forEachChild(n, visit);
  };
  visit(source);
  return out;
}

function jsonStrings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => jsonStrings(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => jsonStrings(x, out));
  return out;
}

/** Every UI text source with its texts. The glossary itself (which lists the names to avoid) is left out. */
function uiTexts(): { file: string; texts: string[] }[] {
  const code = ['client/src', 'shared', 'server', 'scripts']
    .flatMap((d) => filesUnder(d))
    .filter((p) => /\.tsx?$/.test(p) && !p.endsWith('.d.ts') && !p.endsWith('content/glossary.ts'));
  const steps = filesUnder('shared/tutorial/chapters').filter((p) => p.endsWith('steps.json'));
  return [
    ...code.map((file) => ({ file, texts: literals(file) })),
    ...steps.map((file) => ({ file, texts: jsonStrings(JSON.parse(read(file))) })),
    { file: 'docs/rules/en.md', texts: [RULES.en] },
    { file: 'docs/rules/zh-Hans.md', texts: [RULES.zh] },
  ].map(({ file, texts }) => ({ file: relative(ROOT, join(ROOT, file)), texts }));
}

/** Each avoided name found in a UI text: "file: term (language) 'match' in '…context…'". */
function variantsIn(sources: { file: string; texts: string[] }[], terms: { id: string; term: Term }[]): string[] {
  const found: string[] = [];
  for (const { file, texts } of sources)
    for (const text of texts)
      for (const { id, term } of terms)
        for (const language of ['en', 'zh'] as const)
          for (const avoid of term.avoid?.[language] ?? []) {
            const re = new RegExp(avoid, 'g');
            for (let m = re.exec(text); m; m = re.exec(text))
              found.push(
                `${file}: ${id} is "${term[language]}", not "${m[0]}" (…${text.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12)}…)`,
              );
          }
  return found;
}

const RULE_IDS = new Set(RULES.en.match(/(?<=\*\*|\| )R-[A-Z]+-\d+(?=[ *|])/g));
const spaced = (s: string) => s.toLowerCase().replace(/-/g, ' ');

describe('the glossary (issue 27 "One glossary")', () => {
  it('takes every term from the rulebook: both words appear in the rules, and the rule it cites exists', () => {
    for (const { id, term } of ALL_TERMS) {
      expect(spaced(RULES.en), `${id}: "${term.en}" in docs/rules/en.md`).toContain(spaced(term.en));
      expect(RULES.zh, `${id}: "${term.zh}" in docs/rules/zh-Hans.md`).toContain(term.zh);
      expect(RULE_IDS.has(term.rule), `${id}: rule ${term.rule} in docs/rules/en.md`).toBe(true);
    }
  });

  it('names every status as the status table of the rules does (R-STATUS-2..14)', () => {
    expect(Object.keys(STATUS_TERMS).sort()).toEqual([...STATUS_IDS].sort());
    for (const [id, t] of Object.entries(STATUS_TERMS)) {
      const row = RULES.en.split('\n').find((l) => l.startsWith(`| ${t.rule} |`));
      expect(row, `${id}: a row for ${t.rule}`).toBeDefined();
      const zhRow = RULES.zh.split('\n').find((l) => l.startsWith(`| ${t.rule} |`));
      expect(row!.split('|')[2], id).toContain(t.en);
      expect(zhRow!.split('|')[2], id).toContain(t.zh);
    }
  });

  it("agrees with the rulebook's own glossary table where it lists the term (§20)", () => {
    const table = (text: string) =>
      text
        .slice(text.lastIndexOf('\n## 20.'))
        .split('\n')
        .filter((l) => l.startsWith('| ') && !l.startsWith('| English'))
        .map((l) => l.split('|').map((c) => c.trim()));
    const zhRows = new Map(table(RULES.zh).map((r) => [r[1], r[2]]));
    for (const [id, t] of Object.entries(TERMS)) {
      const row = table(RULES.en).find((r) =>
        r[1]
          .split(/ \/ |, /)
          .map((s) => s.toLowerCase())
          .includes(t.en.toLowerCase()),
      );
      if (!row) continue;
      const zhWords = zhRows.get(row[1])!.split(' / ');
      // "Final Judgment 最终审判回合" and "reaction 反应行动": the table gives the long name, the game the short one too.
      expect(
        zhWords.some((w) => w.startsWith(t.zh) || t.zh.startsWith(w) || w.endsWith(t.zh)),
        `${id}: ${t.zh} vs ${zhWords.join(' / ')}`,
      ).toBe(true);
    }
  });

  it('finds a known variant when one is planted (the check below can fail)', () => {
    const planted = [{ file: 'planted', texts: ['云野有“坚韧”', '圣遗物', 'behind the rocks', '营火板块'] }];
    expect(variantsIn(planted, ALL_TERMS).map((s) => s.split(' is ')[0])).toEqual([
      'planted: status.sturdy',
      'planted: holyRelic',
      'planted: obstacle',
      'planted: board',
      'planted: campfire',
    ]);
  });

  it('no UI text uses another name for a term of the glossary', () => {
    const sources = uiTexts();
    expect(sources.length).toBeGreaterThan(100);
    expect(variantsIn(sources, ALL_TERMS)).toEqual([]);
  });
});
