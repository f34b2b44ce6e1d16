// Issue 14 §3: the scenario format made strict (docs/scenarios.md). One test per refusal with its exact message, and
// the two new starts: before the initiative roll ("initiative": "roll") and at a turn's start phase.
import { describe, expect, it } from 'vitest';
import { parseScenario, parseScenarioText, runScenario, type Scenario } from '../../../shared/rules';
import { unit } from './helpers';

const two = (): Scenario => ({ map: { radius: 3 }, units: [unit('a', 0, 0, 0), unit('b', 2, 2, 0)] });
const errorsOf = (v: unknown) => {
  const p = parseScenario(v);
  return p.ok ? [] : p.errors;
};

describe('scenario format: refusals name the path', () => {
  it('an unknown top-level field is refused, with the nearest field when misspelt', () => {
    expect(errorsOf({ ...two(), intiative: ['a', 'b'] })).toEqual([
      { path: 'intiative', message: 'unknown field intiative (did you mean initiative?)' },
    ]);
    expect(errorsOf({ ...two(), colour: 'red' })).toEqual([{ path: 'colour', message: 'unknown field colour' }]);
  });
  it('an unknown field in a unit, its position, a status or the turn is refused by path', () => {
    const s = two();
    expect(errorsOf({ ...s, units: [{ ...s.units[0], fcing: 1 }, s.units[1]] })).toEqual([
      { path: 'units[0].fcing', message: 'unknown field fcing (did you mean facing?)' },
    ]);
    expect(errorsOf({ ...s, units: [{ ...s.units[0], pos: { q: 0, r: 0, s: 0 } }, s.units[1]] })).toEqual([
      { path: 'units[0].pos.s', message: 'unknown field s (did you mean q?)' },
    ]);
    expect(errorsOf({ ...s, units: [{ ...s.units[0], statuses: [{ id: 'burning', flip: 1 }] }, s.units[1]] })).toEqual([
      { path: 'units[0].statuses[0].flip', message: 'unknown field flip (did you mean flips?)' },
    ]);
    expect(errorsOf({ ...s, turn: { unit: 'a', phases: 'start' } })).toEqual([
      { path: 'turn.phases', message: 'unknown field phases (did you mean phase?)' },
    ]);
    expect(errorsOf({ ...s, map: { radius: 3, obstacle: [] } })).toEqual([
      { path: 'map.obstacle', message: 'unknown field obstacle (did you mean obstacles?)' },
    ]);
  });
  it('the free field notes is allowed on the scenario, a unit and a command, and must be text', () => {
    const s = two();
    expect(
      parseScenario({
        ...s,
        notes: 'why',
        units: [{ ...s.units[0], notes: ['x'] }, s.units[1]],
        commands: [{ seat: 0, command: { type: 'endTurn' }, notes: 'ends' }],
      }).ok,
    ).toBe(true);
    expect(errorsOf({ ...s, notes: 3 })).toEqual([
      { path: 'notes', message: 'expected a string or a list of strings' },
    ]);
    expect(errorsOf({ ...s, turn: { unit: 'a', notes: 'x' } })).toEqual([
      { path: 'turn.notes', message: 'unknown field notes' },
    ]);
  });
  it('R-ROUND-3: a partial initiative list is refused', () => {
    expect(errorsOf({ ...two(), initiative: ['a'] })).toEqual([
      { path: 'initiative', message: 'every living unit must act (R-ROUND-3): missing b' },
    ]);
  });
  it('R-ROUND-3: a unit listed twice in initiative is refused; a dead unit (hp 0) may be left out', () => {
    expect(errorsOf({ ...two(), initiative: ['a', 'b', 'a'] })).toEqual([
      { path: 'initiative[2]', message: 'a is listed twice' },
    ]);
    const s = two();
    expect(parseScenario({ ...s, units: [s.units[0], { ...s.units[1], hp: 0 }], initiative: ['a'] }).ok).toBe(true);
  });
  it('R-STATUS: a status listed twice on one unit is refused', () => {
    const s = two();
    expect(
      errorsOf({
        ...s,
        units: [{ ...s.units[0], statuses: [{ id: 'burning' }, { id: 'burning', flips: 1 }] }, s.units[1]],
      }),
    ).toEqual([{ path: 'units[0].statuses[1].id', message: 'burning is listed twice on this unit' }]);
  });
  it('R-TEAM: a seat whose units are on both teams is refused', () => {
    const s = two();
    expect(errorsOf({ ...s, units: [...s.units, unit('c', 0, -2, 0, { team: 'blue' })] })).toEqual([
      { path: 'units[2].team', message: 'seat 0 is already on team red: one seat cannot play on both teams' },
    ]);
  });
  it('R-TEAM: a scenario file whose units are all on one team is refused (code-built module positions may be one team)', () => {
    const oneTeam = { map: { radius: 3 }, units: [unit('a', 0, 0, 0), unit('b', 1, 2, 0)] };
    expect(parseScenarioText(JSON.stringify(oneTeam))).toEqual({
      ok: false,
      errors: [{ path: 'units', message: 'every unit is on team red: a scenario needs units on both teams' }],
    });
    expect(parseScenario(oneTeam, { bothTeams: true }).ok).toBe(false);
    expect(parseScenario(oneTeam).ok).toBe(true);
  });
  it('"initiative": "roll" takes no turn (the first rolled unit starts the round)', () => {
    expect(errorsOf({ ...two(), initiative: 'roll', turn: { unit: 'a' } })).toEqual([
      { path: 'turn', message: 'not allowed with "initiative": "roll" (the first rolled unit starts the round)' },
    ]);
    expect(errorsOf({ ...two(), initiative: 'first' })).toEqual([
      { path: 'initiative', message: 'expected an array' },
      { path: 'initiative', message: 'expected a list of unit ids or "roll"' },
    ]);
  });
  it('truncated JSON is reported in errors with its line and column', () => {
    expect(parseScenarioText('{"units": [{"character": "eli",\n  "seat": 0')).toEqual({
      ok: false,
      errors: [
        {
          path: '',
          message: "invalid JSON: Expected ',' or '}' after property value in JSON at position 43",
          line: 2,
          column: 12,
        },
      ],
    });
    expect(parseScenarioText(JSON.stringify(two())).ok).toBe(true);
  });
  it('a JSON error the parser gives no position for still gets its line and column', () => {
    const r = parseScenarioText('{"units": [\n  {"seat": tru}]}');
    expect(r.ok ? null : r.errors.map((e) => [e.path, e.line, e.column])).toEqual([['', 2, 12]]);
    const close = parseScenarioText('{"units": [}');
    expect(close.ok ? null : close.errors.map((e) => [e.line, e.column])).toEqual([[1, 12]]);
  });
  it('a cell taken says by whom', () => {
    const s = two();
    const p = parseScenario({ ...s, units: [s.units[0], { ...s.units[1], pos: { q: 0, r: 0 } }] });
    expect(p.ok && runScenario(p.scenario)).toEqual({ error: 'units[1].pos: cell taken by a' });
  });
  it('"not an open cell" says obstacle or void', () => {
    const s = two();
    const obstacle = parseScenario({ ...s, map: { radius: 3, obstacles: [{ q: 2, r: 0 }] } });
    expect(obstacle.ok && runScenario(obstacle.scenario)).toEqual({
      error: 'units[1].pos: not an open cell: (2,0) is an obstacle',
    });
    const voidCell = parseScenario({ ...s, map: { radius: 1 } });
    expect(voidCell.ok && runScenario(voidCell.scenario)).toEqual({
      error: 'units[1].pos: not an open cell: (2,0) is void (not on the map)',
    });
  });
});

describe('scenario format: starts before the roll and at a turn start', () => {
  it('R-INIT-2: a d20 tie is re-rolled by the tied units only, and the re-roll orders them', () => {
    const s: Scenario = {
      map: { radius: 3 },
      units: [unit('a', 0, 0, 0), unit('b', 2, 2, 0), unit('c', 1, -2, 0)],
      initiative: 'roll',
      forcedRolls: [9, 9, 4, 15, 2],
    };
    const p = parseScenario(s);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const r = runScenario(p.scenario);
    if ('error' in r) throw new Error(r.error);
    const rolls = r.events
      .filter((e) => e.type === 'initiativeRolled')
      .map((e) => e.type === 'initiativeRolled' && [e.unit, e.roll]);
    expect(rolls).toEqual([
      ['a', 9],
      ['b', 9],
      ['c', 4],
      ['a', 15],
      ['b', 2],
    ]);
    expect(r.state.initiative).toEqual(['c', 'b', 'a']);
    expect(r.events.find((e) => e.type === 'initiativeOrder')).toMatchObject({ order: ['c', 'b', 'a'] });
    expect(r.events.map((e) => e.type)).toContain('roundStarted');
    expect(r.state.turn?.unit).toBe('c');
  });
  it('R-INIT-1: the initiative modifier is added to the d20', () => {
    const p = parseScenario({
      map: { radius: 3 },
      units: [unit('a', 0, 0, 0, { initiativeModifier: 5 }), unit('b', 2, 2, 0)],
      initiative: 'roll',
      forcedRolls: [3, 7],
    });
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    const r = runScenario(p.scenario);
    if ('error' in r) throw new Error(r.error);
    expect(r.events.filter((e) => e.type === 'initiativeRolled')).toMatchObject([
      { unit: 'a', roll: 3, total: 8 },
      { unit: 'b', roll: 7, total: 7 },
    ]);
    expect(r.state.initiative).toEqual(['b', 'a']);
  });
  it("R-START: a scenario starting at a turn's start phase reports that phase's events", () => {
    const p = parseScenario({ ...two(), turn: { unit: 'a', phase: 'start' } });
    if (!p.ok) throw new Error(JSON.stringify(p.errors));
    const r = runScenario(p.scenario);
    if ('error' in r) throw new Error(r.error);
    expect(r.events.find((e) => e.type === 'turnStarted')).toMatchObject({ unit: 'a' });
    const action = parseScenario(two());
    if (!action.ok) throw new Error('');
    const quiet = runScenario(action.scenario);
    expect('error' in quiet ? quiet : quiet.events).toEqual([]);
  });
  it('every scenario file still parses under the strict format', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    for (const dir of ['test/fixtures/scenarios/', 'test/shared/content/scenarios/'])
      for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')))
        expect([f, parseScenarioText(readFileSync(dir + f, 'utf8')).ok]).toEqual([f, true]);
  });
});

describe('scenario format: each broken field once, nothing that follows from it (docs/scenarios.md)', () => {
  const stab = {
    id: 'stab',
    nameKey: 'stab',
    textKey: 'stab',
    usage: 'weapon',
    speed: 50,
    targeting: { kind: 'single', range: { max: 2 }, filter: 'enemy' },
    effects: [{ kind: 'damage', amount: { fixed: 1 } }],
  };
  const armed = (): Scenario => {
    const s = two();
    return {
      ...s,
      skills: { stab } as Scenario['skills'],
      units: [
        { ...s.units[0], custom: { ...s.units[0].custom!, sides: [['stab'], []], ultimate: 'stab', extras: ['stab'] } },
        s.units[1],
      ],
    };
  };
  it('a misspelt top-level field is the only error: the skills the units name are still defined', () => {
    expect(errorsOf(armed())).toEqual([]);
    expect(errorsOf({ ...armed(), intiative: ['a', 'b'] })).toEqual([
      { path: 'intiative', message: 'unknown field intiative (did you mean initiative?)' },
    ]);
  });
  it('a skill with a broken field is reported there, not again at every unit that names it', () => {
    const s = armed();
    const errors = errorsOf({ ...s, skills: { stab: { ...stab, speed: 'fast' } } });
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.path.startsWith('skills.stab'))).toBe(true);
  });
  it('a misspelt "skills" is the only error: the skills it holds are not reported missing', () => {
    const { skills, ...s } = armed();
    expect(errorsOf({ ...s, skils: skills })).toEqual([
      { path: 'skils', message: 'unknown field skils (did you mean skills?)' },
    ]);
  });
  it('without any skills, a unit naming one is still refused', () => {
    const { skills: _none, ...s } = armed();
    expect(errorsOf(s).map((e) => e.message)).toEqual([
      'no skill stab in skills',
      'no skill stab in skills',
      'no skill stab in skills',
    ]);
  });
  it('a broken team or id is reported once: no seat or initiative error follows from it', () => {
    const s = two();
    expect(errorsOf({ ...s, units: [{ ...s.units[0], team: 'green' }, s.units[1]] })).toEqual([
      { path: 'units[0].team', message: 'expected one of red, blue' },
    ]);
    expect(
      errorsOf({ ...s, units: [{ ...s.units[0], id: 7 }, s.units[1]], initiative: ['a', 'b'] }).map((e) => e.path),
    ).toEqual(['units[0].id']);
    expect(errorsOf({ ...s, units: [{ ...s.units[0], hp: 150, maxHp: 5 }, s.units[1]] }).map((e) => e.path)).toEqual([
      'units[0].hp',
    ]);
    // A file's units on one team is its own error, but not when the other unit's seat is broken (its team is unknown).
    const file = parseScenarioText(
      JSON.stringify({
        ...s,
        units: [
          { ...s.units[0], seat: 9 },
          { ...s.units[1], seat: 0 },
        ],
      }),
    );
    expect(file.ok ? [] : file.errors).toEqual([{ path: 'units[0].seat', message: 'expected an integer from 0 to 3' }]);
  });
});
