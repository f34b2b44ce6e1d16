// Reading rule ids: from the project's rules text (docs/rules/*.md) and from test titles. Shared by
// coverage.test.ts and rulesText.test.ts.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The project's own rules text: English (the ids' home) and Simplified Chinese, same sections, same ids. */
export const RULES_EN = join(ROOT, 'docs/rules/en.md');
export const RULES_ZH = join(ROOT, 'docs/rules/zh-Hans.md');

/** A rule id defined by the rules text, with the number of the `## N.` section it sits in. */
export type RuleDef = { id: string; section: number };

/**
 * The ids a rules text defines, in order: a rule is a bullet starting `- **R-…**` or a table row `| R-… |`; a decision
 * on an open question is a quote starting `> **O-nn**`. Mentions inside sentences ("see R-LOS-3") define nothing.
 */
export function definedIds(markdown: string): RuleDef[] {
  const out: RuleDef[] = [];
  let section = -1;
  for (const line of markdown.split('\n')) {
    const h = /^## (\d+)\./.exec(line);
    if (h) section = Number(h[1]);
    const m = /^\s*(?:-\s+\*\*|\|\s*)(R-[A-Z]+-\d+)\b/.exec(line) ?? /^>\s*\*\*(O-\d+)\*\*/.exec(line);
    if (m) out.push({ id: m[1], section });
  }
  return out;
}

/** Rule ids a title names, with the shorthands used in titles: "R-SETUP-11/12/14" and "R-TRACK-4..6". */
export function idsIn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/R-([A-Z]+)-(\d+)((?:\/\d+)*)(?:\.\.(\d+))?/g)) {
    const nums = [Number(m[2]), ...m[3].split('/').filter(Boolean).map(Number)];
    if (m[4]) for (let n = Number(m[2]) + 1; n <= Number(m[4]); n++) nums.push(n);
    for (const n of nums) out.push(`R-${m[1]}-${n}`);
  }
  return out;
}

/** Open-question ids a line names ("O-21", "O-27/O-28", "O-43..50" reads as O-43 to O-50). */
export function openIdsIn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/\bO-(\d{2})(?:\.\.(?:O-)?(\d{2}))?\b/g)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let n = from; n <= to; n++) out.push(`O-${String(n).padStart(2, '0')}`);
  }
  return out;
}

/** Every test file under a folder (recursive), except the ones named. */
export function testFiles(dir: string, except: string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return testFiles(p, except);
    return /\.test\.tsx?$/.test(name) && !except.includes(p) ? [p] : [];
  });
}

/** A line that holds a test title: `it(`, `describe(`, `test(`, `.each(` or a table row's `name:`. */
export const TITLE_LINE = /\b(it|describe|test)(\.each)?\(|\bname:\s*['"`]/;

/** The rules text of one language. */
export function readRules(lang: 'en' | 'zh'): string {
  return readFileSync(lang === 'en' ? RULES_EN : RULES_ZH, 'utf8');
}
