// R-STATUS, R-TRACK, R-SAVE (docs/rules-decisions.md "Statuses", O-34..O-40), each driven by a scenario position.
import { describe, expect, it } from 'vitest';
import type { Effect, SkillDef, StatusId } from '../../../shared/content/schema';
import { applyCommand, trackerView, type GameState, type Seat } from '../../../shared/rules';
import { build, byId, ok, rejects, skill, unit } from './helpers';

const apply = (status: StatusId, save = false, extra: Effect[] = []): SkillDef =>
  skill(`apply-${status}`, {
    effects: [{ kind: 'applyStatus', status, ...(save ? { save: true, saveThreshold: 3 } : {}) }, ...extra],
  });
const hit = skill('hit');
const statuses = (s: GameState, id: string) => s.units[id].statuses.map((x) => x.id);
const endRound = (s: GameState, seats: Seat[]) => seats.reduce((acc, seat) => ok(acc, seat, { type: 'endTurn' }), s);

describe('R-SAVE saves', () => {
  it('R-SAVE-2 rulebook example: constitution 4, a roll of at least 3 saves against Bleeding', () => {
    const base = (rolls: number[]) =>
      build({
        map: { radius: 4 },
        skills: byId(apply('bleeding', true)),
        forcedRolls: rolls,
        units: [unit('a', 0, 0, 0, {}, [['apply-bleeding'], []]), unit('t', 2, 1, 0, { constitution: 4 })],
      });
    expect(
      statuses(ok(base([1, 1, 1, 0]), 0, { type: 'skill', skill: 'apply-bleeding', target: { unit: 't' } }), 't'),
    ).toEqual([]);
    expect(
      statuses(ok(base([1, 1, 0, 0]), 0, { type: 'skill', skill: 'apply-bleeding', target: { unit: 't' } }), 't'),
    ).toEqual(['bleeding']);
  });
});

describe('R-TRACK lifetimes', () => {
  const four = (over: Partial<Parameters<typeof unit>[4]> = {}) =>
    build({
      map: { radius: 4 },
      skills: byId(apply('root'), apply('sturdy'), { ...apply('sturdy'), id: 'self', targeting: { kind: 'self' } }),
      units: [
        unit('a', 0, 0, 0, over, [['apply-root', 'apply-sturdy', 'self'], []]),
        unit('t', 2, 1, 0),
        unit('c', 1, -3, 0),
        unit('d', 3, 0, 3),
      ],
    });
  it("R-TRACK-6 a persistent status applied in an enemy turn holds through the victim's next action phase", () => {
    let s = ok(four(), 0, { type: 'skill', skill: 'apply-root', target: { unit: 't' } });
    s = ok(s, 0, { type: 'endTurn' }); // initiative: a, t, c, d
    rejects(s, 2, { type: 'move', path: [{ q: 2, r: 0 }] }, 'move/rooted'); // t's first turn start after: still rooted
    s = endRound(s, [2, 1, 3, 0]);
    expect(statuses(s, 't')).toEqual([]); // removed right after the flip at t's second turn start
    ok(s, 2, { type: 'move', path: [{ q: 2, r: 0 }] });
  });
  it("R-TRACK-6 a persistent status applied in its owner's own turn lasts through the owner's next turn", () => {
    let s = ok(four(), 0, { type: 'skill', skill: 'self' });
    expect(statuses(s, 'a')).toEqual(['sturdy']);
    s = endRound(s, [0, 2, 1, 3]);
    expect(statuses(s, 'a')).toEqual(['sturdy']);
    s = endRound(s, [0, 2, 1, 3]);
    expect(statuses(s, 'a')).toEqual([]);
  });
  it('O-37 reapplying the same status restarts its lifetime instead of stacking', () => {
    let s = build({
      map: { radius: 4 },
      skills: byId(apply('sturdy')),
      units: [
        unit('a', 0, 0, 0, {}, [['apply-sturdy'], []]),
        unit('t', 2, 1, 0, { statuses: [{ id: 'sturdy', flips: 1 }] }),
      ],
    });
    s = ok(s, 0, { type: 'skill', skill: 'apply-sturdy', target: { unit: 't' } });
    expect(s.units.t.statuses.filter((x) => x.id === 'sturdy')).toHaveLength(1);
    expect(s.units.t.statuses[0].flips).toBe(0);
  });
  it('R-TRACK-1 the tracker view shows the pointer, zones and lifetimes', () => {
    let s = build({
      map: { radius: 4 },
      units: [unit('a', 0, 0, 0), unit('t', 2, 1, 0, { statuses: [{ id: 'burning' }, { id: 'root' }] })],
    });
    expect(trackerView(s.units.t)).toMatchObject({
      pointer: 'up',
      periodic: [{ id: 'burning', zone: 'attach', leavesIn: 2 }],
      persistent: [{ id: 'root', zone: 'active', end: 'near', leavesIn: 2 }],
    });
    s = ok(s, 0, { type: 'endTurn' });
    expect(trackerView(s.units.t)).toMatchObject({
      pointer: 'down',
      periodic: [{ id: 'burning', zone: 'active', leavesIn: 1 }],
      persistent: [{ id: 'root', end: 'far', leavesIn: 1 }],
    });
  });
  it('R-STATUS-13 Regeneration heals 1 at each of the next two turn starts', () => {
    let s = build({
      map: { radius: 4 },
      units: [unit('a', 0, 0, 0), unit('t', 2, 3, 0, { hp: 2, statuses: [{ id: 'regeneration' }] })],
    });
    s = ok(s, 0, { type: 'endTurn' });
    expect(s.units.t.hp).toBe(3);
    s = endRound(s, [2, 0]);
    expect(s.units.t.hp).toBe(4);
    expect(statuses(s, 't')).toEqual([]);
  });
  it('R-STATUS-6 / O-38 Stun: a successful save after the flip removes it', () => {
    const start = (rolls: number[]) =>
      build({
        map: { radius: 4 },
        forcedRolls: rolls,
        units: [unit('a', 0, 0, 0, { constitution: 3, statuses: [{ id: 'stun' }] }), unit('t', 2, 3, 0)],
        turn: { unit: 'a', phase: 'start' },
      });
    expect(statuses(start([1, 1, 1]), 'a')).toEqual([]);
    expect(statuses(start([1, 1, 0]), 'a')).toEqual(['stun']);
  });
});

describe('R-STATUS effects', () => {
  it('R-STATUS-4 / O-34 Bleeding: 1 damage per cell walked', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        units: [unit('a', 0, 0, 0, { statuses: [{ id: 'bleeding' }] }), unit('t', 2, 3, 0)],
      }),
      0,
      {
        type: 'move',
        path: [
          { q: 0, r: 1 },
          { q: 0, r: 2 },
        ],
      },
    );
    expect(s.units.a.hp).toBe(3);
  });
  it('R-STATUS-5 / O-34 Poison: 1 damage per standard action taken', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { hit },
        units: [unit('a', 0, 0, 0, { statuses: [{ id: 'poison' }] }, [['hit'], []]), unit('t', 2, 1, 0)],
      }),
      0,
      { type: 'skill', skill: 'hit', target: { unit: 't' } },
    );
    expect(s.units.a.hp).toBe(4);
    expect(s.units.t.hp).toBe(4);
  });
  it('R-STATUS-7 / O-34 Frenzy: +1 damage dealt', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { hit },
        units: [unit('a', 0, 0, 0, { statuses: [{ id: 'frenzy' }] }, [['hit'], []]), unit('t', 2, 1, 0)],
      }),
      0,
      { type: 'skill', skill: 'hit', target: { unit: 't' } },
    );
    expect(s.units.t.hp).toBe(3);
  });
  it('R-STATUS-14 / O-34 Ice Shield: −1 on each hit', () => {
    const two = skill('two', {
      effects: [
        { kind: 'damage', amount: { fixed: 2 } },
        { kind: 'damage', amount: { fixed: 2 } },
      ],
    });
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { two },
        units: [unit('a', 0, 0, 0, {}, [['two'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'iceShield' }] })],
      }),
      0,
      { type: 'skill', skill: 'two', target: { unit: 't' } },
    );
    expect(s.units.t.hp).toBe(3);
  });
  it('R-STATUS-11 Weakness does not add to damage from negative statuses', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        units: [unit('a', 0, 0, 0, { statuses: [{ id: 'bleeding' }, { id: 'weakness' }] }), unit('t', 2, 3, 0)],
      }),
      0,
      { type: 'move', path: [{ q: 0, r: 1 }] },
    );
    expect(s.units.a.hp).toBe(4);
  });
  it("R-STATUS-9 Stealth ends after the user's weapon skill resolves; untargeted areas still hit a Stealthed unit (R-ELI-5)", () => {
    const ring = skill('ring', { targeting: { kind: 'surround', range: { max: 1 }, filter: 'enemy', vision: false } });
    let s = build({
      map: { radius: 4 },
      skills: { hit, ring },
      units: [
        unit('a', 0, 0, 0, { statuses: [{ id: 'stealth' }] }, [['hit', 'ring'], []]),
        unit('t', 2, 1, 0, { statuses: [{ id: 'stealth' }] }),
      ],
    });
    s = ok(s, 0, { type: 'skill', skill: 'ring' });
    expect(s.units.t.hp).toBe(4);
    expect(statuses(s, 'a')).toEqual([]);
  });
  it('R-STATUS-12 / R-ELI-2 Vigilance reduces by 2 disadvantage dice; both blank removes it', () => {
    const big = skill('big', { effects: [{ kind: 'damage', amount: { fixed: 3 } }] });
    const at = (rolls: number[]) =>
      ok(
        build({
          map: { radius: 4 },
          skills: { big },
          forcedRolls: rolls,
          units: [unit('a', 0, 0, 0, {}, [['big'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'vigilance' }] })],
        }),
        0,
        { type: 'skill', skill: 'big', target: { unit: 't' } },
      );
    const reduced = at([1, 1]);
    expect([reduced.units.t.hp, statuses(reduced, 't')]).toEqual([4, ['vigilance']]);
    const broken = at([0, 0]);
    expect([broken.units.t.hp, statuses(broken, 't')]).toEqual([2, []]);
  });
  it('R-STATUS-12 Cursed Vigilance negates the next damage and is removed', () => {
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { hit },
        units: [unit('a', 0, 0, 0, {}, [['hit'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'cursedVigilance' }] })],
      }),
      0,
      { type: 'skill', skill: 'hit', target: { unit: 't' } },
    );
    expect([s.units.t.hp, statuses(s, 't')]).toEqual([5, []]);
  });
  it('R-STATUS-17 unresistable damage ignores Vigilance', () => {
    const u = skill('u', { tags: ['unresistable'] });
    const s = ok(
      build({
        map: { radius: 4 },
        skills: { u },
        units: [unit('a', 0, 0, 0, {}, [['u'], []]), unit('t', 2, 1, 0, { statuses: [{ id: 'cursedVigilance' }] })],
      }),
      0,
      { type: 'skill', skill: 'u', target: { unit: 't' } },
    );
    expect(s.units.t.hp).toBe(4);
  });
});

/**
 * Status lifetimes across the turns of several characters (issue #4 "Proof"; R-TRACK-4..6, docs/rules-decisions.md "Statuses").
 * Initiative a (red), t (blue), c (red). The status lands on t: from a in a's turn (an enemy turn, before t's next
 * start), from t itself in its own turn, or from a and then again from c after t's first start (re-apply, O-37).
 * Each row gives, for t's next three action phases, the round, whether t has the status, and what it did:
 * HP change since the previous action phase (Burning/Regeneration) or the probe's result (Root: a step refused,
 * Bleeding: HP lost by one step, Poison: HP lost by a standard action, Ice Shield: damage taken from a 2-damage hit).
 */
describe("R-TRACK-4..6 status lifetimes over several characters' turns", () => {
  type When = 'enemy' | 'own' | 'reapply';
  const give = (status: StatusId): SkillDef =>
    skill(`give-${status}`, {
      targeting: { kind: 'single', range: { max: 6 }, filter: 'any', vision: false },
      effects: [{ kind: 'applyStatus', status }],
    });
  const self = (status: StatusId): SkillDef =>
    skill(`self-${status}`, { targeting: { kind: 'self' }, effects: [{ kind: 'applyStatus', status }] });
  const poke = skill('poke', {
    targeting: { kind: 'single', range: { max: 6 }, filter: 'any', vision: false },
    effects: [],
  });
  const ouch = skill('ouch', { targeting: { kind: 'self' }, effects: [{ kind: 'damage', amount: { fixed: 2 } }] });
  function probe(s: GameState, status: StatusId): number | boolean {
    const t = s.units.t;
    const r = (cmd: unknown) => applyCommand(s, 2, cmd);
    const hpAfter = (cmd: unknown) => {
      const x = r(cmd);
      return x.ok ? x.state.units.t.hp : NaN;
    };
    const step = { type: 'move', path: [{ q: t.pos!.q, r: t.pos!.r + 1 }] };
    switch (status) {
      case 'root': {
        const x = r(step);
        return !x.ok && x.error.code === 'move/rooted';
      }
      case 'bleeding':
        return t.hp - hpAfter(step);
      case 'poison':
        return t.hp - hpAfter({ type: 'skill', skill: 'poke', target: { unit: 'c' } });
      case 'iceShield':
        return t.hp - hpAfter({ type: 'skill', skill: 'ouch' });
      default:
        return 0;
    }
  }
  function timeline(status: StatusId, when: When): { round: number; has: boolean; effect: number | boolean }[] {
    let s = build({
      map: { radius: 5 },
      round: 2, // far from the Final Judgment (R-ROUND-5 would set HP to 1)
      skills: byId(give(status), self(status), poke, ouch),
      units: [
        unit('a', 0, 0, 0, { relic: 'vessel' }, [[`give-${status}`], []]),
        unit('t', 2, 2, -2, { hp: 4, maxHp: 9 }, [[`self-${status}`, 'poke', 'ouch'], []]),
        unit('c', 1, -2, 2, { relic: 'holy' }, [[`give-${status}`], []]),
      ],
    });
    if (when !== 'own') s = ok(s, 0, { type: 'skill', skill: `give-${status}`, target: { unit: 't' } });
    s = ok(s, 0, { type: 'endTurn' }); // t's turn, round 1
    if (when === 'own') {
      s = ok(s, 2, { type: 'skill', skill: `self-${status}` });
      s = ok(ok(ok(s, 2, { type: 'endTurn' }), 1, { type: 'endTurn' }), 0, { type: 'endTurn' }); // t's turn, round 2
    }
    const out: { round: number; has: boolean; effect: number | boolean }[] = [];
    let hp = 4; // t's HP when the status was applied
    for (let k = 0; k < 3; k++) {
      const now = s.units.t;
      const periodic = status === 'burning' || status === 'regeneration';
      out.push({
        round: s.round,
        has: now.statuses.some((x) => x.id === status),
        effect: periodic ? now.hp - hp : probe(s, status),
      });
      hp = now.hp;
      s = ok(s, 2, { type: 'endTurn' });
      if (when === 'reapply' && k === 0)
        s = ok(s, 1, { type: 'skill', skill: `give-${status}`, target: { unit: 't' } });
      s = ok(ok(s, 1, { type: 'endTurn' }), 0, { type: 'endTurn' });
    }
    return out;
  }
  // Rounds from 2; t's next three action phases after the application.
  const E = (r0: number, has: boolean[], effect: (number | boolean)[]) =>
    has.map((h, i) => ({ round: r0 + i, has: h, effect: effect[i] }));
  it.each([
    // Periodic (R-TRACK-5): attach zone at first, 1 at each of the next two starts, gone after the second.
    { status: 'burning', when: 'enemy', expected: E(2, [true, false, false], [-1, -1, 0]) },
    { status: 'burning', when: 'own', expected: E(3, [true, false, false], [-1, -1, 0]) },
    { status: 'burning', when: 'reapply', expected: E(2, [true, true, false], [-1, -1, -1]) },
    { status: 'regeneration', when: 'enemy', expected: E(2, [true, false, false], [1, 1, 0]) },
    { status: 'regeneration', when: 'own', expected: E(3, [true, false, false], [1, 1, 0]) },
    { status: 'regeneration', when: 'reapply', expected: E(2, [true, true, false], [1, 1, 1]) },
    // Persistent (R-TRACK-6): active at once, through the owner's next turn, removed right after the flip at the second.
    { status: 'root', when: 'enemy', expected: E(2, [true, false, false], [true, false, false]) },
    { status: 'root', when: 'own', expected: E(3, [true, false, false], [true, false, false]) },
    { status: 'root', when: 'reapply', expected: E(2, [true, true, false], [true, true, false]) },
    { status: 'iceShield', when: 'enemy', expected: E(2, [true, false, false], [1, 2, 2]) },
    { status: 'iceShield', when: 'own', expected: E(3, [true, false, false], [1, 2, 2]) },
    { status: 'iceShield', when: 'reapply', expected: E(2, [true, true, false], [1, 1, 2]) },
    { status: 'poison', when: 'enemy', expected: E(2, [true, false, false], [1, 0, 0]) },
    { status: 'poison', when: 'own', expected: E(3, [true, false, false], [1, 0, 0]) },
    { status: 'poison', when: 'reapply', expected: E(2, [true, true, false], [1, 1, 0]) },
    { status: 'bleeding', when: 'enemy', expected: E(2, [true, false, false], [1, 0, 0]) },
    { status: 'bleeding', when: 'own', expected: E(3, [true, false, false], [1, 0, 0]) },
    { status: 'bleeding', when: 'reapply', expected: E(2, [true, true, false], [1, 1, 0]) },
  ] as { status: StatusId; when: When; expected: ReturnType<typeof E> }[])(
    'R-TRACK-4..6 $status applied in $when turn',
    ({ status, when, expected }) => {
      expect(timeline(status, when)).toEqual(expected);
    },
  );
});

describe('R-TRACK-1..3 the tracker as players see it', () => {
  const multi = skill('multi', {
    targeting: { kind: 'single', range: { max: 6 }, filter: 'any', vision: false },
    effects: (['burning', 'root', 'regeneration', 'iceShield'] as StatusId[]).map((status) => ({
      kind: 'applyStatus' as const,
      status,
    })),
  });
  const late = skill('late', {
    targeting: { kind: 'single', range: { max: 6 }, filter: 'any', vision: false },
    effects: (['poison', 'burning', 'regeneration'] as StatusId[]).map((status) => ({
      kind: 'applyStatus' as const,
      status,
    })),
  });
  const start = () =>
    build({
      map: { radius: 5 },
      skills: byId(multi, late),
      units: [
        unit('a', 0, 0, 0, { relic: 'vessel' }, [['multi'], []]),
        unit('t', 2, 2, -2, { hp: 5, maxHp: 9 }),
        unit('c', 1, -2, 2, {}, [['late'], []]),
      ],
    });
  it("R-TRACK-2 / R-TRACK-3 new statuses go to their colour's attach zone, left to right in application order; persistent ones are active at either end", () => {
    const s = ok(start(), 0, { type: 'skill', skill: 'multi', target: { unit: 't' } });
    const v = trackerView(s.units.t);
    expect(v.pointer).toBe('up');
    expect(v.periodic.map((e) => [e.id, e.zone, e.end])).toEqual([
      ['burning', 'attach', 'near'],
      ['regeneration', 'attach', 'near'],
    ]);
    expect(v.persistent.map((e) => [e.id, e.zone, e.end])).toEqual([
      ['root', 'active', 'near'],
      ['iceShield', 'active', 'near'],
    ]);
  });
  it("R-TRACK-1 / R-TRACK-4 after the owner's flip the pointer turns, periodic statuses are active, persistent ones sit at the far end", () => {
    let s = ok(ok(start(), 0, { type: 'skill', skill: 'multi', target: { unit: 't' } }), 0, { type: 'endTurn' });
    const v = trackerView(s.units.t);
    expect(v.pointer).toBe('down');
    expect(v.periodic.map((e) => [e.id, e.zone, e.leavesIn])).toEqual([
      ['burning', 'active', 1],
      ['regeneration', 'active', 1],
    ]);
    expect(v.persistent.map((e) => [e.id, e.zone, e.end, e.leavesIn])).toEqual([
      ['root', 'active', 'far', 1],
      ['iceShield', 'active', 'far', 1],
    ]);
    // c applies Poison, Burning again and Regeneration again: re-applied ones restart (O-37) and move right of the others.
    s = ok(ok(s, 2, { type: 'endTurn' }), 1, { type: 'skill', skill: 'late', target: { unit: 't' } });
    const w = trackerView(s.units.t);
    expect(w.periodic.map((e) => [e.id, e.zone])).toEqual([
      ['burning', 'attach'],
      ['regeneration', 'attach'],
    ]);
    expect(w.persistent.map((e) => [e.id, e.end])).toEqual([
      ['root', 'far'],
      ['iceShield', 'far'],
      ['poison', 'near'],
    ]);
    // t's next start: root and Ice Shield leave (second flip); Poison stays; the pointer is up again.
    s = ok(ok(s, 1, { type: 'endTurn' }), 0, { type: 'endTurn' });
    const x = trackerView(s.units.t);
    expect(x.pointer).toBe('up');
    expect(x.persistent.map((e) => [e.id, e.end])).toEqual([['poison', 'far']]);
    expect(x.periodic.map((e) => [e.id, e.zone])).toEqual([
      ['burning', 'active'],
      ['regeneration', 'active'],
    ]);
  });
  it('R-TRACK-7 statuses end early by their own text (Stealth after a weapon skill), a successful Stun save, or the rune', () => {
    const hitIt = skill('hitIt');
    let s = build({
      variant: 'standard',
      map: { radius: 4 },
      skills: byId(hitIt),
      forcedRolls: [1, 1, 1],
      units: [
        unit('a', 0, 0, 0, { rune: true, statuses: [{ id: 'stealth' }, { id: 'poison' }] }, [['hitIt'], []]),
        unit('b', 2, 1, 0, { constitution: 3, statuses: [{ id: 'stun' }] }),
      ],
    });
    s = ok(s, 0, { type: 'rune' });
    expect(statuses(s, 'a')).toEqual(['stealth']);
    s = ok(s, 0, { type: 'skill', skill: 'hitIt', target: { unit: 'b' } });
    expect(statuses(s, 'a')).toEqual([]);
    s = ok(s, 0, { type: 'endTurn' }); // b's start: the Stun save (3 normal dice, all 1) succeeds
    expect(statuses(s, 'b')).toEqual([]);
  });
});
