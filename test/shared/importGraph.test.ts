// Issue 12 "Proof": shared/ has no import circle, content is data (it imports neither the engine nor the plugins),
// mechanism plugins reach the engine only through its mechanism API, and the layers below the engine stay below it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = join(ROOT, 'shared');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The relative specifiers a file imports or re-exports (type-only ones too: they are part of the design's layering). */
function specifiers(source: string): string[] {
  const out: string[] = [];
  // `import x, { a, type b } from '…'`, `export * from '…'` (the names part only: words, braces, commas, `*`), `import '…'`.
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"]+)['"]/gm)) out.push(m[1]);
  return out.filter((s) => s.startsWith('.'));
}

/** A specifier resolved to a file, as TypeScript's bundler resolution finds it. */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** shared/ as a graph: file (relative to the repository) → the files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(SHARED)) {
    const deps = specifiers(readFileSync(file, 'utf8'))
      .map((s) => resolveImport(file, s))
      .filter((p): p is string => p !== null && p.endsWith('.ts'))
      .map((p) => relative(ROOT, p));
    graph.set(relative(ROOT, file), deps);
  }
  return graph;
}

/** Every import circle (strongly connected component of more than one file, or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return out;
}

/** The imports of files under `from` that land under `to`, as "file → import". */
function crossings(graph: Map<string, string[]>, from: string, to: string, allowed: string[] = []): string[] {
  const out: string[] = [];
  for (const [file, deps] of graph) if (file.startsWith(from)) for (const d of deps) if (d.startsWith(to) && !allowed.includes(d)) out.push(`${file} → ${d}`);
  return out;
}

describe('the import graph of shared/', () => {
  const graph = importGraph();

  it('is read: every relative import resolves to a file', () => {
    expect(graph.size).toBeGreaterThan(100);
    const broken: string[] = [];
    for (const file of tsFiles(SHARED))
      for (const s of specifiers(readFileSync(file, 'utf8'))) if (!resolveImport(file, s)) broken.push(`${relative(ROOT, file)}: ${s}`);
    expect(broken).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one (the check itself works)', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circles(g)).toEqual([['a', 'b', 'c']]);
  });

  it('keeps content as data: shared/content imports nothing from the engine or the plugins', () => {
    expect(crossings(graph, 'shared/content/', 'shared/rules/')).toEqual([]);
    expect(crossings(graph, 'shared/content/', 'shared/mechanisms/')).toEqual([]);
  });

  it('lets mechanism plugins reach the engine only through its mechanism API', () => {
    expect(crossings(graph, 'shared/mechanisms/', 'shared/rules/', ['shared/rules/mechanismApi.ts'])).toEqual([]);
  });

  it('keeps character knowledge out of the bot: shared/ai imports no mechanism plugin and no character file (their advice comes from the game definition)', () => {
    expect(crossings(graph, 'shared/ai/', 'shared/mechanisms/')).toEqual([]);
    expect(crossings(graph, 'shared/ai/', 'shared/content/characters/')).toEqual([]);
  });

  it('keeps hex, random, map and the wire encoding below the engine', () => {
    for (const layer of ['shared/hex/', 'shared/random/', 'shared/map/', 'shared/wire/'])
      for (const above of ['shared/rules/', 'shared/content/', 'shared/mechanisms/', 'shared/ai/']) expect(crossings(graph, layer, above)).toEqual([]);
  });
});
