// Issue 29 "Server": server/ has no import circle, and its lower folders never reach up into the rooms: the records,
// the guards, the bots, the hand-offs to new rooms (server/handoff) and the library patches (server/patches) are
// imported by the rooms, never the other way round (no lower module writes a room-level map).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenImports, circles, crossings, importGraph, ROOT } from '../support/importGraph';

const SERVER = join(ROOT, 'server');

describe('the import graph of server/', () => {
  const graph = importGraph(SERVER);

  it('is read: every relative import resolves to a file', () => {
    expect(graph.size).toBeGreaterThan(60);
    expect(brokenImports(SERVER)).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('keeps records, guards, bots, transport, hand-offs and patches below the rooms', () => {
    for (const lower of [
      'server/records/',
      'server/guard/',
      'server/bots/',
      'server/transport/',
      'server/handoff/',
      'server/patches/',
    ])
      expect(crossings(graph, lower, 'server/rooms/')).toEqual([]);
  });

  it('keeps the library patches self-contained: they import no other server folder', () => {
    const others = ['server/rooms/', 'server/records/', 'server/guard/', 'server/bots/', 'server/handoff/'];
    for (const other of others) expect(crossings(graph, 'server/patches/', other)).toEqual([]);
  });
});
