// R-STATUS, R-TRACK, R-SAVE (DESIGN "Statuses", O-34..O-40), each driven by a scenario position.
import { describe, expect, it } from 'vitest';
import type { Effect, SkillDef, StatusId } from '../../../shared/content/schema';
import { trackerView, type GameState, type Seat } from '../../../shared/rules';
import { build, byId, ok, rejects, skill, unit } from './helpers';

const apply = (status: StatusId, save = false, extra: Effect[] = []): SkillDef =>
  skill(`apply-${status}`, { effects: [{ kind: 'applyStatus', status, ...(save ? { save: true, saveThreshold: 3 } : {}) }, ...extra] });
const hit = skill('hit');
const statuses = (s: GameState, id: string) => s.units[id].statuses.map((x) => x.id);
const endRound = (s: GameState, seats: Seat[]) => seats.reduce((acc, seat) => ok(acc, seat, { type: 'endTurn' }), s);

describe('R-SAVE saves', () => {
  it('R-SAVE-2 rulebook example: constitution 4, a roll of at least 3 saves against Bleeding', () => {
    const base = (rolls: number[]) => build({ map: { radius: 4 }, skills: byId(apply('bleeding', true)), forcedRolls: rolls, units: [unit('a', 0, 0, 0, {}, [['apply-bleeding'], []]), unit('t', 2, 1, 0, { constitution: 4 })] });
    expect(statuses(ok(base([1, 1, 1, 0]), 0, { type: 'skill', skill: 'apply-bleeding', target: { unit: 't' } }), 't')).toEqual([]);
    expect(statuses(ok(base([1, 1, 0, 0]), 0, { type: 'skill', skill: 'apply-bleeding', target: { unit: 't' } }), 't')).toEqual(['bleeding']);
  });
});

describe('R-TRACK lifetimes', () => {
  const four = (over: Partial<Parameters<typeof unit>[4]> = {}) =>
    build({ map: { radius: 4 }, skills: byId(apply('root'), apply('sturdy'), { ...apply('sturdy'), id: 'self', targeting: { kind: 'self' } }), units: [unit('a', 0, 0, 0, over, [['apply-root', 'apply-sturdy', 'self'], []]), unit('t', 2, 1, 0), unit('c', 1, -3, 0), unit('d', 3, 0, 3)] });
  it('R-TRACK-6 a persistent status applied in an enemy turn holds through the victim\'s next action phase', () => {
    let s = ok(four(), 0, { type: 'skill', skill: 'apply-root', target: { unit: 't' } });
    s = ok(s, 0, { type: 'endTurn' }); // initiative: a, t, c, d
    rejects(s, 2, { type: 'move', path: [{ q: 2, r: 0 }] }, 'move/rooted'); // t's first turn start after: still rooted
    s = endRound(s, [2, 1, 3, 0]);
    expect(statuses(s, 't')).toEqual([]); // removed right after the flip at t's second turn start
    ok(s, 2, { type: 'move', path: [{ q: 2, r: 0 }] });
  });
  it('R-TRACK-6 a persistent status applied in its owner\'s own turn lasts through the owner\'s next turn', () => {
    let s = ok(four(), 0, { type: 'skill', skill: 'self' });
    expect(statuses(s, 'a')).toEqual(['sturdy']);
    s = endRound(s, [0, 2, 1, 3]);
    expect(statuses(s, 'a')).toEqual(['sturdy']);
    s = endRound(s, [0, 2, 1, 3]);
    expect(statuses(s, 'a')).toEqual([]);
  });
  it('O-37 reapplying the same status restarts its lifetime instead of stacking', () => {
    let s = build({ map: { radius: 4 }, skills: byId(apply('sturdy')), units: [unit('a', 0, 0, 0, {}, [['apply-sturdy'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'sturdy', flips: 1 }] })] });
    s = ok(s, 0, { type: 'skill', skill: 'apply-sturdy', target: { unit: 't' } });
    expect(s.units.t.statuses.filter((x) => x.id === 'sturdy')).toHaveLength(1);
    expect(s.units.t.statuses[0].flips).toBe(0);
  });
  it('R-TRACK-1 the tracker view shows the pointer, zones and lifetimes', () => {
    let s = build({ map: { radius: 4 }, units: [unit('a', 0, 0, 0), unit('t', 2, 1, 0, { statuses: [{ id: 'burning' }, { id: 'root' }] })] });
    expect(trackerView(s.units.t)).toMatchObject({ pointer: 'up', periodic: [{ id: 'burning', zone: 'attach', leavesIn: 2 }], persistent: [{ id: 'root', zone: 'active', end: 'near', leavesIn: 2 }] });
    s = ok(s, 0, { type: 'endTurn' });
    expect(trackerView(s.units.t)).toMatchObject({ pointer: 'down', periodic: [{ id: 'burning', zone: 'active', leavesIn: 1 }], persistent: [{ id: 'root', end: 'far', leavesIn: 1 }] });
  });
  it('R-STATUS-13 Regeneration heals 1 at each of the next two turn starts', () => {
    let s = build({ map: { radius: 4 }, units: [unit('a', 0, 0, 0), unit('t', 2, 3, 0, { hp: 2, statuses: [{ id: 'regeneration' }] })] });
    s = ok(s, 0, { type: 'endTurn' });
    expect(s.units.t.hp).toBe(3);
    s = endRound(s, [2, 0]);
    expect(s.units.t.hp).toBe(4);
    expect(statuses(s, 't')).toEqual([]);
  });
  it('R-STATUS-6 / O-38 Stun: a successful save after the flip removes it', () => {
    const start = (rolls: number[]) => build({ map: { radius: 4 }, forcedRolls: rolls, units: [unit('a', 0, 0, 0, { constitution: 3, statuses: [{ id: 'stun' }] }), unit('t', 2, 3, 0)], turn: { unit: 'a', phase: 'start' } });
    expect(statuses(start([1, 1, 1]), 'a')).toEqual([]);
    expect(statuses(start([1, 1, 0]), 'a')).toEqual(['stun']);
  });
});

describe('R-STATUS effects', () => {
  it('R-STATUS-4 / O-34 Bleeding: 1 damage per cell walked', () => {
    const s = ok(build({ map: { radius: 4 }, units: [unit('a', 0, 0, 0, { statuses: [{ id: 'bleeding' }] }), unit('t', 2, 3, 0)] }), 0, { type: 'move', path: [{ q: 0, r: 1 }, { q: 0, r: 2 }] });
    expect(s.units.a.hp).toBe(3);
  });
  it('R-STATUS-5 / O-34 Poison: 1 damage per standard action taken', () => {
    const s = ok(build({ map: { radius: 4 }, skills: { hit }, units: [unit('a', 0, 0, 0, { statuses: [{ id: 'poison' }] }, [['hit'], []]), unit('t', 2, 1, 0)] }), 0, { type: 'skill', skill: 'hit', target: { unit: 't' } });
    expect(s.units.a.hp).toBe(4);
    expect(s.units.t.hp).toBe(4);
  });
  it('R-STATUS-7 / O-34 Frenzy: +1 damage dealt', () => {
    const s = ok(build({ map: { radius: 4 }, skills: { hit }, units: [unit('a', 0, 0, 0, { statuses: [{ id: 'frenzy' }] }, [['hit'], []]), unit('t', 2, 1, 0)] }), 0, { type: 'skill', skill: 'hit', target: { unit: 't' } });
    expect(s.units.t.hp).toBe(3);
  });
  it('R-STATUS-14 / O-34 Ice Shield: −1 on each hit', () => {
    const two = skill('two', { effects: [{ kind: 'damage', amount: { fixed: 2 } }, { kind: 'damage', amount: { fixed: 2 } }] });
    const s = ok(build({ map: { radius: 4 }, skills: { two }, units: [unit('a', 0, 0, 0, {}, [['two'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'iceShield' }] })] }), 0, { type: 'skill', skill: 'two', target: { unit: 't' } });
    expect(s.units.t.hp).toBe(3);
  });
  it('R-STATUS-11 Weakness does not add to damage from negative statuses', () => {
    const s = ok(build({ map: { radius: 4 }, units: [unit('a', 0, 0, 0, { statuses: [{ id: 'bleeding' }, { id: 'weakness' }] }), unit('t', 2, 3, 0)] }), 0, { type: 'move', path: [{ q: 0, r: 1 }] });
    expect(s.units.a.hp).toBe(4);
  });
  it('R-STATUS-9 Stealth ends after the user\'s weapon skill resolves; untargeted areas still hit a Stealthed unit (R-ELI-5)', () => {
    const ring = skill('ring', { targeting: { kind: 'surround', range: { max: 1 }, filter: 'enemy', vision: false } });
    let s = build({ map: { radius: 4 }, skills: { hit, ring }, units: [unit('a', 0, 0, 0, { statuses: [{ id: 'stealth' }] }, [['hit', 'ring'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'stealth' }] })] });
    s = ok(s, 0, { type: 'skill', skill: 'ring' });
    expect(s.units.t.hp).toBe(4);
    expect(statuses(s, 'a')).toEqual([]);
  });
  it('R-STATUS-12 / R-ELI-2 Vigilance reduces by 2 disadvantage dice; both blank removes it', () => {
    const big = skill('big', { effects: [{ kind: 'damage', amount: { fixed: 3 } }] });
    const at = (rolls: number[]) => ok(build({ map: { radius: 4 }, skills: { big }, forcedRolls: rolls, units: [unit('a', 0, 0, 0, {}, [['big'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'vigilance' }] })] }), 0, { type: 'skill', skill: 'big', target: { unit: 't' } });
    const reduced = at([1, 1]);
    expect([reduced.units.t.hp, statuses(reduced, 't')]).toEqual([4, ['vigilance']]);
    const broken = at([0, 0]);
    expect([broken.units.t.hp, statuses(broken, 't')]).toEqual([2, []]);
  });
  it('R-STATUS-12 Cursed Vigilance negates the next damage and is removed', () => {
    const s = ok(build({ map: { radius: 4 }, skills: { hit }, units: [unit('a', 0, 0, 0, {}, [['hit'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'cursedVigilance' }] })] }), 0, { type: 'skill', skill: 'hit', target: { unit: 't' } });
    expect([s.units.t.hp, statuses(s, 't')]).toEqual([5, []]);
  });
  it('R-STATUS-17 unresistable damage ignores Vigilance', () => {
    const u = skill('u', { tags: ['unresistable'] });
    const s = ok(build({ map: { radius: 4 }, skills: { u }, units: [unit('a', 0, 0, 0, {}, [['u'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'cursedVigilance' }] })] }), 0, { type: 'skill', skill: 'u', target: { unit: 't' } });
    expect(s.units.t.hp).toBe(4);
  });
});
