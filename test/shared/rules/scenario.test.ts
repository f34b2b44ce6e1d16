// Scenario files (docs/scenarios.md): the fixtures run as documented; bad files name the path of the bad field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario, runScenario, type ScenarioResult } from '../../../shared/rules';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/scenarios/${name}`, import.meta.url), 'utf8'));
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

/** Resolution order with fizzles, as "A60→B" and "B80✗C". */
function outcomeOrder(r: ScenarioResult): string[] {
  const label: Record<number, string> = {};
  const order: string[] = [];
  for (const e of r.events) {
    if (e.type === 'declared') label[e.action] = `${e.unit}${e.speed}`;
    if (e.type === 'resolved') order.push(`${label[e.action]}→${e.target}`);
    if (e.type === 'fizzled') order.push(`${label[e.action]}✗${e.target}`);
  }
  return order;
}

describe('R-CHAIN worked examples as scenario files (test/fixtures/scenarios/chain-*.json)', () => {
  it.each([
    { name: 'R-CHAIN-5 / R-CHAIN-10 row 1: A60→B; B40→A', file: 'chain-R-CHAIN-5.json', order: ['B40→A', 'A60→B'] },
    {
      name: 'R-CHAIN-6 case 1 / R-CHAIN-10 row 2: B40→C joins and resolves first',
      file: 'chain-R-CHAIN-6-case-1.json',
      order: ['B40→C', 'A60→B'],
    },
    {
      name: 'R-CHAIN-6 case 2 / R-CHAIN-10 row 3: A60 first, then B80→C',
      file: 'chain-R-CHAIN-6-case-2.json',
      order: ['A60→B', 'B80→C'],
    },
    {
      name: 'R-CHAIN-6 (derived): A60 kills B, so B80→C never takes effect',
      file: 'chain-R-CHAIN-6-kill.json',
      order: ['A60→B', 'B80✗C'],
    },
    {
      name: 'R-CHAIN-7 / R-CHAIN-10 row 4: the area resolves on B, then on C',
      file: 'chain-R-CHAIN-7.json',
      order: ['A60→B', 'A60→C'],
    },
    {
      name: 'R-CHAIN-8 variation: Death Cut (28) kills Nia, Flame Soulburn (69) never takes effect',
      file: 'chain-R-CHAIN-8-kill.json',
      order: ['eli28→nia', 'nia69✗eli'],
    },
    {
      name: 'R-CHAIN-9 / R-CHAIN-10 row 5: closed loop, A cannot react',
      file: 'chain-closed-loop.json',
      order: ['C20→A', 'B40→C', 'A60→B'],
    },
    {
      name: 'O-27 pairwise a: A60→B; B80→C; C50→A gives A60, C50, B80',
      file: 'chain-O-27-pairwise-a.json',
      order: ['A60→B', 'C50→A', 'B80→C'],
    },
    {
      name: 'O-27 pairwise b: A60→B; B40→C; C90→B gives B40, C90, A60',
      file: 'chain-O-27-pairwise-b.json',
      order: ['B40→C', 'C90→B', 'A60→B'],
    },
  ])('$name ($file)', ({ file, order }) => {
    const r = run(file);
    expect(r.errors).toEqual([]);
    expect(outcomeOrder(r)).toEqual(order);
  });
  // R-CHAIN-8's two printed variations with the real Eli (Death Cut first; Fatal Throw out of range) and R-CHAIN-10 rows
  // 6 and 7 are scenario files of the content helper: test/shared/content/scenarios/chain8-*.json (scenarioFiles.test.ts).
});

describe('scenario validation names the bad field', () => {
  it.each([
    [{ units: [] }, 'units'],
    [{ units: [{ seat: 0, pos: { q: 0, r: 0 } }] }, 'units[0]'],
    [{ units: [{ character: 'eli', seat: 5, pos: { q: 0, r: 0 } }] }, 'units[0].seat'],
    [{ units: [{ character: 'eli', seat: 0, pos: { q: 'x', r: 0 } }] }, 'units[0].pos.q'],
    [{ map: { radius: 99 }, units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 } }] }, 'map.radius'],
    [
      {
        skills: {
          k: {
            id: 'k',
            nameKey: 'k',
            textKey: 'k',
            usage: 'weapon',
            speed: 'fast',
            targeting: { kind: 'self' },
            effects: [],
          },
        },
        units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 } }],
      },
      'skills.k.speed',
    ],
    [
      { units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 }, statuses: [{ id: 'sleepy' }] }] },
      'units[0].statuses[0].id',
    ],
    [
      { units: [{ character: 'eli', seat: 0, pos: { q: 0, r: 0 } }], commands: [{ seat: 0, command: 3 }] },
      'commands[0].command',
    ],
  ])('%j → %s', (input, path) => {
    const p = parseScenario(input);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.errors.map((e) => e.path)).toContain(path);
  });
  it('a unit on an obstacle is refused by the builder', () => {
    const p = parseScenario({
      map: { radius: 2, obstacles: [{ q: 1, r: 0 }] },
      units: [{ character: 'eli', seat: 0, pos: { q: 1, r: 0 } }],
    });
    expect(p.ok).toBe(true);
    if (p.ok)
      expect(runScenario(p.scenario)).toEqual({ error: 'units[0].pos: not an open cell: (1,0) is an obstacle' });
  });
});
