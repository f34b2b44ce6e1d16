// Issue 29 "Docs that stand alone": the repository cites only what it holds. A comment, test or doc may point at the
// repo's own files and docs/ sections, never at notes or design files kept outside it; every path it names exists,
// every relative Markdown link in the docs leads to a file, and every `docs/x.md "Section"` names a heading there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'build', 'data', 'coverage']);
const SELF = relative(ROOT, fileURLToPath(import.meta.url));

/** The repository's text files (code, tests, docs, config), relative to its root. */
function textFiles(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return /\.(tsx?|mjs|cjs|js|md|css|html|json)$/.test(name) && name !== 'package-lock.json'
      ? [relative(ROOT, path)]
      : [];
  });
}

/** Names of files that live outside the repository (spelled in parts so this file does not match itself). */
const OUTSIDE = new RegExp(
  [
    'DESIGN\\.md',
    'DESIGN \\"',
    '\\bDESIGN\\b',
    'RULES\\.md',
    'RULES §',
    'TEAM\\.md',
    'STYLE\\.md',
    'ANCHORS\\.md',
    'shared\\/notes\\/',
    '_notes/',
    '/work/',
  ].join('|'),
);

/** Mentions of a file outside the repository, as "file:line: text". */
export function outsideCitations(files: { path: string; text: string }[]): string[] {
  const out: string[] = [];
  for (const { path, text } of files)
    text.split('\n').forEach((line, i) => {
      if (OUTSIDE.test(line)) out.push(`${path}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  return out;
}

/** Repository paths a text names (`shared/rules/state.ts`, `docs/online.md`), with no glob, placeholder or `…`. */
const PATH =
  /(?<![\w./-])((?:client|shared|server|test|scripts|docs|assets)\/[\w./-]*[\w-]\.(?:tsx?|mjs|md|json|css))(?![\w*/-])/g;

/** The prose of a line: all of it in Markdown, the comment part in code (string literals may name test fixtures). */
function proseOf(path: string, line: string): string {
  if (path.endsWith('.md')) return line;
  if (/^\s*(\/\/|\/?\*)/.test(line)) return line;
  const at = line.indexOf('// ');
  return at >= 0 ? line.slice(at) : '';
}

/** Paths named in prose that do not exist, as "file:line: path" (build outputs, under client/dist/, are not kept). */
export function missingPaths(files: { path: string; text: string }[], exists: (p: string) => boolean): string[] {
  const out: string[] = [];
  for (const { path, text } of files)
    text.split('\n').forEach((line, i) => {
      for (const m of proseOf(path, line).matchAll(PATH))
        if (!m[1].startsWith('client/dist/') && !exists(m[1])) out.push(`${path}:${i + 1}: ${m[1]}`);
    });
  return out;
}

/** What a Markdown page's sections are called: its headings (without the #s) and the first cells of its table rows. */
function headings(text: string): string[] {
  return [...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm), ...text.matchAll(/^\|\s*([^|\n]+?)\s*\|/gm)].map((m) => m[1]);
}

/** `docs/x.md "Section"` citations whose section is not a heading or table row of that page (one starting with it counts). */
export function missingSections(files: { path: string; text: string }[], read: (p: string) => string | null): string[] {
  const out: string[] = [];
  for (const { path, text } of files)
    for (const m of text.matchAll(/(docs\/[\w/-]+\.md)[`*]? \(?"([^"\n]+)"/g)) {
      const page = read(m[1]);
      if (page === null) continue; // missingPaths reports it
      const wanted = m[2].toLowerCase();
      if (!headings(page).some((h) => h.toLowerCase().replace(/`/g, '').startsWith(wanted.replace(/`/g, ''))))
        out.push(`${path}: ${m[1]} "${m[2]}"`);
    }
  return out;
}

/** Relative Markdown links (`[text](target)`) in a Markdown file that lead to no file, as "file: target". */
export function brokenLinks(files: { path: string; text: string }[], exists: (p: string) => boolean): string[] {
  const out: string[] = [];
  for (const { path, text } of files) {
    if (!path.endsWith('.md')) continue;
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1].split('#')[0];
      if (target === '' || /^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
      if (!exists(relative(ROOT, resolve(ROOT, dirname(path), decodeURIComponent(target)))))
        out.push(`${path}: ${m[1]}`);
    }
  }
  return out;
}

describe('the repository cites only what it holds', () => {
  const files = textFiles()
    .filter((p) => p !== SELF)
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
  const exists = (p: string) => existsSync(join(ROOT, p));
  const read = (p: string) => (exists(p) ? readFileSync(join(ROOT, p), 'utf8') : null);

  it('reads the code and the docs', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.some((f) => f.path === 'docs/architecture.md')).toBe(true);
  });

  it('cites no design, rules, team or notes file kept outside the repository', () => {
    expect(outsideCitations(files)).toEqual([]);
  });

  it('names only paths that exist', () => {
    expect(missingPaths(files, exists)).toEqual([]);
  });

  it('cites only sections that exist (docs/x.md "Section")', () => {
    expect(missingSections(files, read)).toEqual([]);
  });

  it('links in the docs lead to files that exist', () => {
    expect(brokenLinks(files, exists)).toEqual([]);
  });

  it('finds each kind of bad citation when there is one (the checks themselves work)', () => {
    const bad = [
      { path: 'a.ts', text: `// see ${'DESIGN'}.md\n// fine\n// R-TEAM-4 is a rule id, not a file` },
      { path: 'b.ts', text: `// (${'DESIGN'} O-19)` },
      { path: 'c.md', text: `[gone](nowhere.md) [ok](https://x.org) [here](#top) docs/gone.md shared/rules/*.ts` },
      { path: 'd.md', text: 'docs/e.md "Missing" and docs/e.md "Present part"' },
    ];
    expect(outsideCitations(bad)).toEqual([`a.ts:1: // see ${'DESIGN'}.md`, `b.ts:1: // (${'DESIGN'} O-19)`]);
    expect(missingPaths(bad, () => false)).toEqual(['c.md:1: docs/gone.md', 'd.md:1: docs/e.md', 'd.md:1: docs/e.md']);
    expect(brokenLinks(bad, () => false)).toEqual(['c.md: nowhere.md']);
    expect(missingSections(bad, () => '# E\n## Present part of it\n')).toEqual(['d.md: docs/e.md "Missing"']);
  });
});
