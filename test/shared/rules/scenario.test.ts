// Scenario files (docs/scenarios.md): the fixtures run as documented; bad files name the path of the bad field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario, type ScenarioResult } from '../../../shared/rules';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/scenarios/${name}`, import.meta.url), 'utf8'));
function run(name: string): ScenarioResult {
  const p = parseScenario(fixture(name));
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  const r = runScenario(p.scenario);
  if ('error' in r) throw new Error(r.error);
  return r;
}

describe('scenario fixtures', () => {
  it('distance-table.json: R-DMG-2 at distances 1 and 2; a reused skill is rejected with its code', () => {
    const r = run('distance-table.json');
    expect([r.state.units.b.hp, r.state.units.c.hp]).toEqual([3, 4]);
    expect(r.errors.map((e) => [e.index, e.error.code])).toEqual([[4, 'skill/used']]);
  });
  it('chain-closed-loop.json: R-CHAIN-9 resolution order', () => {
    const r = run('chain-closed-loop.json');
    const label: Record<number, string> = {};
    const order: string[] = [];
    for (const e of r.events) {
      if (e.type === 'declared') label[e.action] = `${e.unit}${e.speed}`;
      if (e.type === 'resolved') order.push(`${label[e.action]}→${e.target}`);
    }
    expect(order).toEqual(['C20→A', 'B40→C', 'A60→B']);
    expect(r.errors).toEqual([]);
  });
});

/** The order in which declared actions resolved, as "A60→B". */
function resolutionOrder(r: ScenarioResult): string[] {
  const label: Record<number, string> = {};
  const order: string[] = [];
  for (const e of r.events) {
    if (e.type === 'declared') label[e.action] = `${e.unit}${e.speed}`;
    if (e.type === 'resolved') order.push(`${label[e.action]}→${e.target}`);
  }
  return order;
}

describe('R-CHAIN worked examples as scenario files (test/fixtures/scenarios/chain-*.json)', () => {
  it.each([
    ['chain-R-CHAIN-5.json', ['B40→A', 'A60→B']],
    ['chain-R-CHAIN-6-case-1.json', ['B40→C', 'A60→B']],
    ['chain-R-CHAIN-6-case-2.json', ['A60→B', 'B80→C']],
    ['chain-R-CHAIN-7.json', ['A60→B', 'A60→C']],
    ['chain-closed-loop.json', ['C20→A', 'B40→C', 'A60→B']],
    ['chain-O-27-pairwise-a.json', ['A60→B', 'C50→A', 'B80→C']],
    ['chain-O-27-pairwise-b.json', ['B40→C', 'C90→B', 'A60→B']],
  ])('%s resolves %j', (file, order) => {
    const r = run(file);
    expect(r.errors).toEqual([]);
    expect(resolutionOrder(r)).toEqual(order);
  });
});

describe('scenario validation names the bad field', () => {
  it.each([
    [{ units: [] }, 'units'],
    [{ units: [{ seat: 0, pos: { q: 0, r: 0 } }] }, 'units[0]'],
    [{ units: [{ character: 'eli', seat: 5, pos: { q: 0, r: 0 } }] }, 'units[0].seat'],
    [{ units: [{ character: 'eli', seat: 0, pos: { q: 'x', r: 0 } }] }, 'units[0].pos.q'],
    [{ map: { radius: 99 }, units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 } }] }, 'map.radius'],
    [{ skills: { k: { id: 'k', nameKey: 'k', textKey: 'k', usage: 'weapon', speed: 'fast', targeting: { kind: 'self' }, effects: [] } }, units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 } }] }, 'skills.k.speed'],
    [{ units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 }, statuses: [{ id: 'sleepy' }] }] }, 'units[0].statuses[0].id'],
    [{ units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 } }], commands: [{ seat: 0, command: 3 }] }, 'commands[0].command'],
  ])('%j → %s', (input, path) => {
    const p = parseScenario(input);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.errors.map((e) => e.path)).toContain(path);
  });
  it('a unit on an obstacle is refused by the builder', () => {
    const p = parseScenario({ map: { radius: 2, obstacles: [{ q: 1, r: 0 }] }, units: [{ character: 'eli', seat: 0, pos: { q: 1, r: 0 } }] });
    expect(p.ok).toBe(true);
    if (p.ok) expect(runScenario(p.scenario)).toEqual({ error: 'units[0].pos: not an open cell' });
  });
});
