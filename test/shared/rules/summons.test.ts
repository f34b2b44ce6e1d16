// Summoned units (R-SILAS-2/3/6, R-ALICIA-3, O-44): their own action phase in the owner's turn, status immunity.
import { describe, expect, it } from 'vitest';
import type { UnitDef } from '../../../shared/content/schema';
import { awaiting, legalCommands } from '../../../shared/rules';
import { build, byId, ok, rejects, skill, unit } from './helpers';

const raise = skill('raise', {
  targeting: { kind: 'cell', range: { max: 2 }, vision: false, emptyCell: true },
  effects: [{ kind: 'summon', unit: 'minion', max: 2 }],
});
const rend = skill('rend', {
  usage: 'extra',
  cost: 'standard',
  reaction: true,
  limit: 'turn',
  speed: 68,
  targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy' },
});
/** A skeleton-like minion (R-SILAS-2/3/6): its own action phase after its owner's, immune to statuses, max HP fixed. */
const minion: UnitDef = {
  id: 'minion',
  nameKey: 'minion',
  stats: { hp: 3, constitution: 0, movement: 3, initiative: 0 },
  skills: [rend],
  immuneToStatuses: true,
  maxHpDecays: false,
  actsAfterOwner: true,
  actions: 1,
};
const stun = skill('stunIt', {
  targeting: { kind: 'single', range: { max: 3 }, filter: 'enemy', vision: false },
  effects: [{ kind: 'applyStatus', status: 'stun' }],
});

const start = () =>
  build({
    map: { radius: 4 },
    skills: byId(raise, stun),
    unitDefs: { minion },
    units: [unit('silas', 0, 0, 0, {}, [['raise'], []]), unit('foe', 2, 3, 0, {}, [['stunIt'], []])],
  });

describe("R-SILAS-2 a summon takes its own action phase after its owner's", () => {
  it("after the owner ends its actions the skeleton moves and Rends, then the owner's end phase runs", () => {
    let s = ok(start(), 0, { type: 'skill', skill: 'raise', target: { cell: { q: 2, r: 0 } } });
    const sk = Object.values(s.units).find((u) => u.kind === 'summon')!;
    expect(sk.def).toBe('minion');
    s = ok(s, 0, { type: 'endTurn' });
    expect(awaiting(s)).toMatchObject({ kind: 'turn', seats: [0], unit: sk.id });
    expect(s.turn!.movementLeft).toBe(3);
    const legal = legalCommands(s, 0);
    expect(legal.skills.map((k) => k.skill)).toContain('rend');
    rejects(s, 0, { type: 'flip' }, 'flip/one_sided'); // a summon has no skill board
    s = ok(s, 0, { type: 'skill', skill: 'rend', target: { unit: 'foe' } });
    rejects(s, 0, { type: 'skill', skill: 'rend', target: { unit: 'foe' } }, 'skill/limit');
    s = ok(s, 0, { type: 'endTurn' });
    expect(s.turn!.unit).toBe('foe');
  });
  it('R-SILAS-3 skeletons are immune to statuses', () => {
    let s = ok(start(), 0, { type: 'skill', skill: 'raise', target: { cell: { q: 2, r: 0 } } });
    const id = Object.values(s.units).find((u) => u.kind === 'summon')!.id;
    s = ok(s, 0, { type: 'endTurn' });
    s = ok(s, 0, { type: 'endTurn' });
    s = ok(s, 2, { type: 'turn', facing: 3 });
    s = ok(s, 2, { type: 'skill', skill: 'stunIt', target: { unit: id } });
    expect(s.units[id].statuses).toEqual([]);
  });
  it("R-SILAS-6 a skeleton's max HP never goes down", () => {
    let s = ok(start(), 0, { type: 'skill', skill: 'raise', target: { cell: { q: 2, r: 0 } } });
    const id = Object.values(s.units).find((u) => u.kind === 'summon')!.id;
    s = { ...s, units: { ...s.units, [id]: { ...s.units[id], hp: 1 } } };
    s = ok(ok(s, 0, { type: 'endTurn' }), 0, { type: 'endTurn' });
    expect(s.units[id].maxHp).toBe(3);
  });
});

describe('R-MAP-4 / R-FORCE-9 / R-ALICIA-3 pass-through, no-stop units', () => {
  const doll: UnitDef = {
    id: 'doll',
    nameKey: 'doll',
    stats: { hp: 1, constitution: 0, movement: 0, initiative: 0 },
    skills: [],
    immuneToStatuses: true,
    untargetable: true,
    passThrough: true,
  };
  const place = skill('place', {
    targeting: { kind: 'cell', range: { max: 2 }, vision: false, emptyCell: true },
    effects: [{ kind: 'summon', unit: 'doll' }],
  });
  const hit = skill('hit', { targeting: { kind: 'single', range: { max: 3 }, filter: 'any', vision: false } });
  const start = () =>
    ok(
      build({
        map: { radius: 4 },
        skills: byId(place, hit),
        unitDefs: { doll },
        units: [unit('a', 0, 0, 0, {}, [['place'], []]), unit('foe', 2, 3, 0, {}, [['hit'], []])],
      }),
      0,
      { type: 'skill', skill: 'place', target: { cell: { q: 1, r: 0 } } },
    );
  it('any unit may pass through it but none may stop on it', () => {
    const s = start();
    expect(Object.values(s.units).some((u) => u.def === 'doll' && u.pos?.q === 1 && u.pos.r === 0)).toBe(true);
    rejects(s, 0, { type: 'move', path: [{ q: 1, r: 0 }] }, 'move/occupied');
    ok(s, 0, {
      type: 'move',
      path: [
        { q: 1, r: 0 },
        { q: 2, r: 0 },
      ],
    });
  });
  it('it cannot be chosen as a target', () => {
    const s = ok(start(), 0, { type: 'endTurn' });
    const id = Object.values(s.units).find((u) => u.def === 'doll')!.id;
    rejects(s, 2, { type: 'skill', skill: 'hit', target: { unit: id } }, 'target/untargetable');
  });
});
