// The import graph of a source folder, read from the files' own text: the guard tests of shared/ and client/src use it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The relative specifiers a file imports or re-exports: `import x, { a, type b } from '…'`, `export * from '…'` (the
 * names part only: words, braces, commas, `*`), `import '…'`, and `import('…')` — a lazy import or an inline type such
 * as `import('./x').T`, which ties the files together as much as an import line does. Type-only ones count too: they
 * are part of the design's layering.
 */
export function specifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"]+)['"]/gm))
    out.push(m[1]);
  for (const m of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]);
  return out.filter((s) => s.startsWith('.'));
}

/** A specifier resolved to a file, as TypeScript's bundler resolution finds it (a `?raw` or `?url` query dropped). */
export function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.split('?')[0]);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** A folder's TypeScript as a graph: file (relative to the repository) → the TypeScript files it imports. */
export function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of tsFiles(dir)) {
    const deps = specifiers(readFileSync(file, 'utf8'))
      .map((s) => resolveImport(file, s))
      .filter((p): p is string => p !== null && /\.tsx?$/.test(p))
      .map((p) => relative(ROOT, p));
    graph.set(relative(ROOT, file), [...new Set(deps)]);
  }
  return graph;
}

/** The relative imports of a folder's files that resolve to no file, as "file: specifier". */
export function brokenImports(dir: string): string[] {
  const broken: string[] = [];
  for (const file of tsFiles(dir))
    for (const s of specifiers(readFileSync(file, 'utf8')))
      if (!resolveImport(file, s)) broken.push(`${relative(ROOT, file)}: ${s}`);
  return broken;
}

/** Every circle of a graph (strongly connected component of more than one node, or a node pointing at itself). */
export function circles(graph: Map<string, string[]>): string[][] {
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
export function crossings(graph: Map<string, string[]>, from: string, to: string, allowed: string[] = []): string[] {
  const out: string[] = [];
  for (const [file, deps] of graph)
    if (file.startsWith(from))
      for (const d of deps) if (d.startsWith(to) && !allowed.includes(d)) out.push(`${file} → ${d}`);
  return out;
}
