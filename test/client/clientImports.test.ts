// Issue 29: client/src is organised by one rule (docs/client.md "Code map"): the entry and the router on top, then the
// screens, each owning its folder, then shared layers below them; a folder imports only from layers below its own.
// This reads the client's imports (inline `import('…')` types and lazy imports included) and fails on an import that
// runs up or sideways between layers, on a folder circle, and on a file circle.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenImports, circles, importGraph, ROOT, tsFiles } from '../support/importGraph';

const SRC = join(ROOT, 'client/src');

/**
 * The layers of client/src, top first. A folder may import from its own files and from folders in layers below its
 * own, never from its own layer or above. A folder's subfolders belong to it unless listed themselves.
 */
export const CLIENT_LAYERS: readonly (readonly string[])[] = [
  // The entry (mounts the app), then the router: which screen an address shows.
  ['main.tsx'],
  ['app'],
  // The screens, one folder each.
  ['screens/home', 'screens/lab', 'screens/learn', 'screens/replay', 'screens/rules', 'screens/table'],
  // The match screen: the online and local match; the lessons, the replay and the table preview show its parts.
  ['screens/match'],
  // The match's 3D scene and its DOM HUD, both driven by its controller logic.
  ['screens/match/scene', 'screens/match/hud'],
  ['screens/match/control'],
  // Shared layers: 3D primitives, card faces, DOM widgets, then settings, key maps, the room connection, the board model,
  // the page's bot workers.
  ['scene'],
  ['cards'],
  ['ui'],
  ['settings', 'input', 'net', 'board', 'bots'],
  // Words and addresses.
  ['i18n', 'nav'],
];

/** The layer entry a file of client/src belongs to (the longest listed folder that holds it), or null. */
export function unitOf(file: string, layers = CLIENT_LAYERS): string | null {
  const path = relative(SRC, join(ROOT, file));
  let best: string | null = null;
  for (const unit of layers.flat())
    if ((path === unit || path.startsWith(`${unit}/`)) && (best === null || unit.length > best.length)) best = unit;
  return best;
}

function rankOf(unit: string, layers = CLIENT_LAYERS): number {
  return layers.findIndex((layer) => layer.includes(unit));
}

/** The imports between two listed folders that do not run strictly downward, as "file → import". */
export function badImports(graph: Map<string, string[]>, layers = CLIENT_LAYERS): string[] {
  const out: string[] = [];
  for (const [file, deps] of graph) {
    const from = unitOf(file, layers);
    for (const dep of deps) {
      const to = unitOf(dep, layers);
      if (from === null || to === null || from === to) continue;
      if (rankOf(to, layers) <= rankOf(from, layers)) out.push(`${file} → ${dep}`);
    }
  }
  return out;
}

/** The graph of the listed folders: folder → the folders its files import. */
export function folderGraph(graph: Map<string, string[]>, layers = CLIENT_LAYERS): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [file, deps] of graph) {
    const from = unitOf(file, layers);
    if (from === null) continue;
    const set = folders.get(from) ?? new Set<string>();
    folders.set(from, set);
    for (const dep of deps) {
      const to = unitOf(dep, layers);
      if (to !== null && to !== from) set.add(to);
    }
  }
  return new Map([...folders].map(([k, v]) => [k, [...v]]));
}

describe('the import graph of client/src', () => {
  const graph = new Map([...importGraph(SRC)].filter(([file]) => file.startsWith('client/src/')));

  it('is read: every relative import resolves to a file', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(brokenImports(SRC)).toEqual([]);
  });

  it('places every file in a layer (a new folder is given its place in CLIENT_LAYERS)', () => {
    expect(
      tsFiles(SRC)
        .map((f) => relative(ROOT, f))
        .filter((f) => unitOf(f) === null),
    ).toEqual([]);
  });

  it('imports only downward: no folder imports from its own layer or above', () => {
    expect(badImports(graph)).toEqual([]);
  });

  it('has no folder circle and no file circle', () => {
    expect(circles(folderGraph(graph))).toEqual([]);
    expect(circles(graph)).toEqual([]);
  });

  it('finds an upward import, a sideways one and a folder circle when there are some (the check itself works)', () => {
    const layers = [['screens/a', 'screens/b'], ['ui'], ['i18n']];
    const g = new Map([
      ['client/src/ui/Button.tsx', ['client/src/screens/a/A.tsx', 'client/src/i18n/index.ts']],
      ['client/src/screens/a/A.tsx', ['client/src/screens/b/B.tsx', 'client/src/ui/Button.tsx']],
      ['client/src/screens/b/B.tsx', ['client/src/i18n/index.ts']],
      ['client/src/i18n/index.ts', []],
    ]);
    expect(badImports(g, layers)).toEqual([
      'client/src/ui/Button.tsx → client/src/screens/a/A.tsx',
      'client/src/screens/a/A.tsx → client/src/screens/b/B.tsx',
    ]);
    expect(circles(folderGraph(g, layers))).toEqual([['screens/a', 'ui']]);
  });
});
