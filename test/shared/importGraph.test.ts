// Issue 12 "Proof": shared/ has no import circle, content is data (it imports neither the engine nor the plugins),
// mechanism plugins reach the engine only through its mechanism API, and the layers below the engine stay below it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenImports, circles, crossings, importGraph, ROOT, specifiers } from '../support/importGraph';

const SHARED = join(ROOT, 'shared');

describe('the import graph of shared/', () => {
  const graph = importGraph(SHARED);

  it('is read: every relative import resolves to a file', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(brokenImports(SHARED)).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('sees inline import types and lazy imports as imports', () => {
    expect(
      specifiers("type A = import('./a').A;\nconst b = () => import('../b');\nimport type { C } from './c';"),
    ).toEqual(['./c', './a', '../b']);
  });

  it('finds a circle when there is one (the check itself works)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
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

  it('keeps the text model on top: nothing else in shared/ imports shared/describe', () => {
    for (const layer of [
      'shared/hex/',
      'shared/random/',
      'shared/map/',
      'shared/wire/',
      'shared/content/',
      'shared/rules/',
      'shared/mechanisms/',
      'shared/ai/',
    ])
      expect(crossings(graph, layer, 'shared/describe/')).toEqual([]);
  });

  it('keeps hex, random, map and the wire encoding below the engine', () => {
    for (const layer of ['shared/hex/', 'shared/random/', 'shared/map/', 'shared/wire/'])
      for (const above of ['shared/rules/', 'shared/content/', 'shared/mechanisms/', 'shared/ai/'])
        expect(crossings(graph, layer, above)).toEqual([]);
  });
});
