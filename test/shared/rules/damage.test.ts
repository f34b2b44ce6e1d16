import { describe, expect, it } from 'vitest';
import { DIE_FACES } from '../../../shared/rules';
import { rollDie } from '../../../shared/rules/dice';
import { build, ok, rejects, skill, unit } from './helpers';

const table = skill('table', {
  targeting: { kind: 'single', range: { max: 3 }, filter: 'enemy' },
  effects: [
    {
      kind: 'damage',
      byDistance: [
        { from: 1, amount: { fixed: 0, dice: [{ kind: 'advantage', count: 1 }] } },
        { from: 2, amount: { fixed: 1 } },
      ],
    },
  ],
});

describe('R-DMG damage', () => {
  it("R-DICE-1..3 / O-24 three D6 kinds; the advantage die's red faces count 2; blank faces count 0", () => {
    expect(DIE_FACES.normal).toEqual([0, 0, 1, 1, 1, 1]);
    expect(DIE_FACES.advantage).toEqual([0, 1, 1, 1, 2, 2]);
    expect(DIE_FACES.disadvantage).toEqual([0, 0, 0, 1, 1, 1]);
    // Rolls from the seeded generator land on those faces, each face about 1 time in 6 (R-DICE-2: red = 2 only on advantage).
    const s = build({ map: { radius: 2 }, seed: 99, units: [unit('a', 0, 0, 0), unit('b', 2, 1, 0)] });
    for (const kind of ['normal', 'advantage', 'disadvantage'] as const) {
      const counts = new Map<number, number>();
      for (let i = 0; i < 6000; i++) {
        const v = rollDie(s, kind);
        counts.set(v, (counts.get(v) ?? 0) + 1);
      }
      for (const [v, n] of counts)
        expect(Math.abs(n / 6000 - DIE_FACES[kind].filter((f) => f === v).length / 6)).toBeLessThan(0.03);
      expect([...counts.keys()].sort()).toEqual([...new Set(DIE_FACES[kind])].sort());
    }
  });
  // R-DMG-2 rulebook example: distance 1 → 1 advantage die; 2 → 1 fixed; 3 or more → no effect.
  it.each([
    { distance: 1, forced: [2], expected: 2 },
    { distance: 1, forced: [0], expected: 0 },
    { distance: 2, forced: [], expected: 1 },
    { distance: 3, forced: [], expected: 0 },
  ])('R-DMG-2 distance table: distance $distance deals $expected', ({ distance, forced, expected }) => {
    let s = build({
      map: { radius: 4 },
      skills: { table },
      forcedRolls: forced,
      units: [unit('a', 0, 0, 0, {}, [['table'], []]), unit('b', 2, distance, 0)],
    });
    s = ok(s, 0, { type: 'skill', skill: 'table', target: { unit: 'b' } });
    expect(s.units.b.hp).toBe(5 - expected);
  });
  it('R-DMG-1 an amount is fixed plus the dice total', () => {
    const k = skill('k', { effects: [{ kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 2 }] } }] });
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { k },
        forcedRolls: [1, 1],
        units: [unit('a', 0, 0, 0, {}, [['k'], []]), unit('b', 2, 1, 0)],
      }),
      0,
      { type: 'skill', skill: 'k', target: { unit: 'b' } },
    );
    expect(s.units.b.hp).toBe(2);
  });
  it('R-DMG-6 damage never goes below 0 and R-STATUS-10 / O-34 Sturdy reduces damage with a source', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { k: skill('k') },
        units: [unit('a', 0, 0, 0, {}, [['k'], []]), unit('b', 2, 1, 0, { statuses: [{ id: 'sturdy' }] })],
      }),
      0,
      { type: 'skill', skill: 'k', target: { unit: 'b' } },
    );
    expect(s.units.b.hp).toBe(5);
  });
  it('R-DMG-4 unresistable damage skips reductions', () => {
    const k = skill('k', { tags: ['unresistable'] });
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { k },
        units: [
          unit('a', 0, 0, 0, {}, [['k'], []]),
          unit('b', 2, 1, 0, { statuses: [{ id: 'sturdy' }, { id: 'iceShield' }] }),
        ],
      }),
      0,
      { type: 'skill', skill: 'k', target: { unit: 'b' } },
    );
    expect(s.units.b.hp).toBe(4);
  });
  it('O-39 Weakness adds 1 to damage taken', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { k: skill('k') },
        units: [unit('a', 0, 0, 0, {}, [['k'], []]), unit('b', 2, 1, 0, { statuses: [{ id: 'weakness' }] })],
      }),
      0,
      { type: 'skill', skill: 'k', target: { unit: 'b' } },
    );
    expect(s.units.b.hp).toBe(3);
  });
});

describe('R-STATUE statue of Yer', () => {
  const hit = skill('hit', { targeting: { kind: 'single', range: { max: 2 }, filter: 'enemy', statue: true } });
  const ring = skill('ring', { targeting: { kind: 'surround', range: { max: 2 }, filter: 'any', vision: false } });
  const at = (extra = {}) =>
    build({
      map: { radius: 4, statue: { q: 1, r: 0 } },
      skills: { hit, ring },
      units: [
        unit('a', 0, 0, 0, {}, [['hit', 'ring'], []]),
        unit('b', 2, 3, 0),
        unit('c', 1, -3, 0),
        unit('d', 3, 0, 3),
      ],
      ...extra,
    });
  it('R-STATUE-1/3 targeted damage destroys it and every character gains 2 curse tokens', () => {
    const s = ok(at(), 0, { type: 'skill', skill: 'hit', target: { statue: true } });
    expect(s.statue!.intact).toBe(false);
    expect(Object.values(s.units).map((u) => u.curse)).toEqual([4, 4, 4, 4]);
  });
  it('R-STATUE-2 non-targeted damage never damages it', () => {
    const s = ok(at(), 0, { type: 'skill', skill: 'ring' });
    expect(s.statue!.intact).toBe(true);
  });
  it('O-13 the statue cell cannot be entered', () => {
    rejects(at(), 0, { type: 'move', path: [{ q: 1, r: 0 }] }, 'move/blocked');
  });
  it('R-STATUE-1 a skill that cannot target the statue is refused', () => {
    const s = at({
      skills: { hit, ring, cut: skill('cut') },
      units: [unit('a', 0, 0, 0, {}, [['cut'], []]), unit('b', 2, 3, 0)],
    });
    rejects(s, 0, { type: 'skill', skill: 'cut', target: { statue: true } }, 'target/not_allowed');
  });
});

describe('O-01/O-02 winning', () => {
  const kill = skill('kill', { effects: [{ kind: 'damage', amount: { fixed: 9 } }] });
  const area = skill('area', {
    targeting: { kind: 'surround', range: { max: 1 }, filter: 'any', vision: false },
    effects: [{ kind: 'damage', amount: { fixed: 9 } }],
  });
  it('killing the enemy Holy Relic holder wins', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { kill },
        units: [unit('a', 0, 0, 0, {}, [['kill'], []]), unit('b', 2, 1, 0)],
      }),
      0,
      { type: 'skill', skill: 'kill', target: { unit: 'b' } },
    );
    expect(s.stage).toBe('over');
    expect(s.winner).toBe('red');
    expect(s.units.b.relicRevealed).toBe(true);
    rejects(s, 0, { type: 'endTurn' }, 'game/over');
  });
  it('killing a Ritual Vessel holder does not win; the dead unit leaves the map', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { kill },
        units: [unit('a', 0, 0, 0, {}, [['kill'], []]), unit('v', 3, 1, 0), unit('b', 2, -3, 0)],
      }),
      0,
      { type: 'skill', skill: 'kill', target: { unit: 'v' } },
    );
    expect(s.stage).toBe('play');
    expect(s.units.v.alive).toBe(false);
    expect(s.units.v.pos).toBeNull();
  });
  it('both leaders dying in the same resolution is a draw', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { area },
        units: [unit('v', 1, 0, 0, {}, [['area'], []]), unit('a', 0, 1, 0), unit('b', 2, -1, 0)],
        turn: { unit: 'v' },
      }),
      1,
      { type: 'skill', skill: 'area' },
    );
    expect(s.winner).toBe('draw');
  });
});
