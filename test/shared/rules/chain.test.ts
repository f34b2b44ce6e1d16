// R-CHAIN worked examples and edge cases (docs/rules/en.md §14.2, docs/rules-decisions.md "Reactions and chains"), each a scenario.
import { describe, expect, it } from 'vitest';
import type { SkillDef } from '../../../shared/content/schema';
import type { Hex } from '../../../shared/hex';
import { applyCommand, legalCommands, type GameState, type Scenario } from '../../../shared/rules';
import { build, okRaw, rejects, unit } from './helpers';

const SPEEDS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 99];
/** A skill of a given speed: 1 damage to any unit within 5, no vision needed (so any unit can answer any other). */
const sk = (speed: number, over: Partial<SkillDef> = {}): SkillDef => ({
  id: `s${speed}`,
  nameKey: 's',
  textKey: 's',
  usage: 'weapon',
  speed,
  targeting: { kind: 'single', range: { max: 5 }, filter: 'any', vision: false },
  effects: [{ kind: 'damage', amount: { fixed: 1 } }],
  ...over,
});
const area60: SkillDef = {
  ...sk(60),
  id: 'area60',
  targeting: { kind: 'surround', range: { max: 1 }, filter: 'any', vision: false },
};
const SKILLS = Object.fromEntries([...SPEEDS.map((v) => [`s${v}`, sk(v)]), ['area60', area60]]);
const ALL = [...SPEEDS.map((v) => `s${v}`), 'area60'];

/** A, B, C, D around the origin: A at (0,0); B east, C south-east (both adjacent to A); D far away. */
function position(extra: Partial<Scenario> = {}): GameState {
  return build({
    map: { radius: 4 },
    skills: SKILLS,
    units: [
      unit('A', 0, 0, 0, { hp: 9, maxHp: 9 }, [ALL, []]),
      unit('B', 2, 1, 0, { hp: 9, maxHp: 9 }, [ALL, []]),
      unit('C', 1, 0, 1, { hp: 9, maxHp: 9 }, [ALL, []]),
      unit('D', 3, -3, 3, { hp: 9, maxHp: 9 }, [ALL, []]),
    ],
    ...extra,
  });
}

type Plan = Record<string, [number, string]>; // reactor → [speed, target]

/** A table case: A's first action, who answers how, the expected resolution order, and optionally the outcome. */
type Case = {
  name: string;
  first: { skill: string; target?: string };
  plan: Plan;
  order: string[];
  /** Skills replacing the default `s<speed>` ones; units moved (`[q, r]`) or given another relic. */
  skills?: Record<string, SkillDef>;
  units?: Record<string, [number, number] | 'vessel'>;
  choose?: (options: Hex[], s: GameState) => number;
  check?: (s: GameState) => void;
};
const KILL = (speed: number): SkillDef => sk(speed, { effects: [{ kind: 'damage', amount: { fixed: 9 } }] });
const HIDE = (speed: number): SkillDef =>
  sk(speed, { targeting: { kind: 'self' }, effects: [{ kind: 'applyStatus', status: 'stealth' }] });
const PULL = (speed: number): SkillDef => sk(speed, { effects: [{ kind: 'pull', distance: 1 }] });
const BLINK = (speed: number): SkillDef =>
  sk(speed, { targeting: { kind: 'self' }, effects: [{ kind: 'teleport', maxDistance: 3 }] });
const DAZE = (speed: number): SkillDef => sk(speed, { effects: [{ kind: 'applyStatus', status: 'stun' }] });
const dist = (c: Hex) => Math.max(Math.abs(c.q), Math.abs(c.r), Math.abs(c.q + c.r));
/** The standard position with a case's skill and unit changes. */
function casePosition(skills: Case['skills'] = {}, units: Case['units'] = {}): GameState {
  const base: [string, 0 | 1 | 2 | 3, number, number][] = [
    ['A', 0, 0, 0],
    ['B', 2, 1, 0],
    ['C', 1, 0, 1],
    ['D', 3, -3, 3],
  ];
  return build({
    map: { radius: 4 },
    skills: { ...SKILLS, ...Object.fromEntries(Object.entries(skills).map(([id, k]) => [id, { ...k, id }])) },
    units: base.map(([id, seat, q, r]) => {
      const o = units[id];
      const [uq, ur] = Array.isArray(o) ? o : [q, r];
      return unit(id, seat, uq, ur, { hp: 9, maxHp: 9, ...(o === 'vessel' ? { relic: 'vessel' as const } : {}) }, [
        ALL,
        [],
      ]);
    }),
  });
}

/** Declares A's action, answers every window by the plan (else pass), and returns the resolution order. */
function runChain(
  first: { skill: string; target?: string },
  plan: Plan,
  state = position(),
  choose: (options: Hex[], s: GameState) => number = () => 0,
): { order: string[]; state: GameState } {
  const labels: Record<number, string> = {};
  const order: string[] = [];
  const used = new Set<string>();
  const record = (
    events: {
      type: string;
      action?: number;
      unit?: string;
      skill?: string;
      speed?: number;
      affected?: string[];
      target?: string | null;
    }[],
  ) => {
    for (const e of events) {
      if (e.type === 'declared') labels[e.action!] = `${e.unit}${e.speed}`;
      if (e.type === 'resolved') order.push(`${labels[e.action!]}→${e.target}`);
      if (e.type === 'fizzled') order.push(`${labels[e.action!]}✗${e.target}`);
    }
  };
  let r = applyCommand(state, 0, {
    type: 'skill',
    skill: first.skill,
    ...(first.target ? { target: { unit: first.target } } : {}),
  });
  if (!r.ok) throw new Error(r.error.code);
  record(r.events);
  let s = r.state;
  while (s.pending?.kind === 'reaction' || s.pending?.kind === 'step') {
    const p = s.pending;
    if (p.kind === 'step') {
      r = applyCommand(s, p.seat, { type: 'choose', prompt: p.id, option: choose(p.options, s) });
      if (!r.ok) throw new Error(`step: ${r.error.code} ${r.error.message}`);
      record(r.events);
      s = r.state;
      continue;
    }
    const mine = plan[p.unit];
    const cmd =
      mine && !used.has(p.unit)
        ? { type: 'react', prompt: p.id, use: 'skill', skill: `s${mine[0]}`, target: { unit: mine[1] } }
        : { type: 'pass', prompt: p.id };
    if (mine) used.add(p.unit);
    r = applyCommand(s, p.seat, cmd);
    if (!r.ok) throw new Error(`${p.unit}: ${r.error.code} ${r.error.message}`);
    record(r.events);
    s = r.state;
  }
  return { order, state: s };
}

describe('R-CHAIN-10 test table (pairwise reading, R-CHAIN-4; R-RES-4 the lower speed resolves first)', () => {
  it.each([
    {
      name: 'R-CHAIN-5 A60→B; B40→A',
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'A'] },
      order: ['B40→A', 'A60→B'],
    },
    {
      name: 'R-CHAIN-6 case 1: A60→B; B40→C; C no reaction',
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'C'] },
      order: ['B40→C', 'A60→B'],
    },
    {
      name: 'R-CHAIN-6 case 2: A60→B; B80→C; C no reaction',
      first: { skill: 's60', target: 'B' },
      plan: { B: [80, 'C'] },
      order: ['A60→B', 'B80→C'],
    },
    {
      name: 'R-CHAIN-7 area A60 (B then C), no reactions',
      first: { skill: 'area60' },
      plan: {},
      order: ['A60→B', 'A60→C'],
    },
    {
      name: 'R-CHAIN-9 closed loop: A60→B; B40→C; C20→A (A cannot react)',
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'C'], C: [20, 'A'] },
      order: ['C20→A', 'B40→C', 'A60→B'],
    },
    {
      name: 'O-27 A60→B; B80→C; C50→A gives A60, C50, B80',
      first: { skill: 's60', target: 'B' },
      plan: { B: [80, 'C'], C: [50, 'A'] },
      order: ['A60→B', 'C50→A', 'B80→C'],
    },
    {
      name: 'O-27 A60→B; B40→C; C90→B gives B40, C90, A60',
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'C'], C: [90, 'B'] },
      order: ['B40→C', 'C90→B', 'A60→B'],
    },
    {
      name: 'O-26 equal speeds: the answered action first',
      first: { skill: 's60', target: 'B' },
      plan: { B: [60, 'A'] },
      order: ['A60→B', 'B60→A'],
    },
    {
      name: 'R-CHAIN-7 area with a faster reaction from the first target',
      first: { skill: 'area60' },
      plan: { B: [40, 'A'] },
      order: ['B40→A', 'A60→B', 'A60→C'],
    },
    {
      name: "R-CHAIN-7 area with a slower reaction: B's block before C's turn",
      first: { skill: 'area60' },
      plan: { B: [80, 'D'] },
      order: ['A60→B', 'B80→D', 'A60→C'],
    },
    {
      name: 'R-CHAIN-7 / R-RES-5 each area target reacts in turn',
      first: { skill: 'area60' },
      plan: { B: [40, 'A'], C: [20, 'A'] },
      order: ['B40→A', 'A60→B', 'C20→A', 'A60→C'],
    },
    {
      name: 'R-CHAIN-1/2 a reaction brings in D, who gets its own window and answers faster',
      first: { skill: 's60', target: 'B' },
      plan: { B: [80, 'D'], D: [20, 'B'] },
      order: ['A60→B', 'D20→B', 'B80→D'],
    },
    {
      name: 'four-unit chain A60→B; B50→C; C40→D; D20→A',
      first: { skill: 's60', target: 'B' },
      plan: { B: [50, 'C'], C: [40, 'D'], D: [20, 'A'] },
      order: ['D20→A', 'C40→D', 'B50→C', 'A60→B'],
    },
    {
      name: 'R-CHAIN-3 a unit already a source cannot react again (B targeted twice)',
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'C'], C: [20, 'B'] },
      order: ['C20→B', 'B40→C', 'A60→B'],
    },
    // Own edge cases (pairwise reading), speeds and participants varied.
    {
      name: 'single: faster by one (B59→A) resolves first',
      first: { skill: 's60', target: 'B' },
      plan: { B: [50, 'A'] },
      order: ['B50→A', 'A60→B'],
    },
    {
      name: 'single: rune-speed reaction (99) resolves last',
      first: { skill: 's60', target: 'B' },
      plan: { B: [99, 'A'] },
      order: ['A60→B', 'B99→A'],
    },
    {
      name: 'single: slower by ten resolves after',
      first: { skill: 's60', target: 'B' },
      plan: { B: [70, 'A'] },
      order: ['A60→B', 'B70→A'],
    },
    {
      name: 'the first action at 10 beats a 20 reaction',
      first: { skill: 's10', target: 'B' },
      plan: { B: [20, 'A'] },
      order: ['A10→B', 'B20→A'],
    },
    {
      name: '99 against 99: the answered action first',
      first: { skill: 's99', target: 'B' },
      plan: { B: [99, 'A'] },
      order: ['A99→B', 'B99→A'],
    },
    {
      name: 'A60→C; C40→B; B20→C (C is a source: no window)',
      first: { skill: 's60', target: 'C' },
      plan: { C: [40, 'B'], B: [20, 'C'] },
      order: ['B20→C', 'C40→B', 'A60→C'],
    },
    {
      name: "A60→B; B40→C; C50→D: C slower inside B's block",
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'C'], C: [50, 'D'] },
      order: ['B40→C', 'C50→D', 'A60→B'],
    },
    {
      name: 'A60→B; B80→C; C90→D: everything in declaration order',
      first: { skill: 's60', target: 'B' },
      plan: { B: [80, 'C'], C: [90, 'D'] },
      order: ['A60→B', 'B80→C', 'C90→D'],
    },
    {
      name: 'A60→B; B80→C; C70→D: C before B inside the late block',
      first: { skill: 's60', target: 'B' },
      plan: { B: [80, 'C'], C: [70, 'D'] },
      order: ['A60→B', 'C70→D', 'B80→C'],
    },
    {
      name: 'tie inside a block: B40→C; C40→D → B first',
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'C'], C: [40, 'D'] },
      order: ['B40→C', 'C40→D', 'A60→B'],
    },
    {
      name: 'all ties at 60: declaration order',
      first: { skill: 's60', target: 'B' },
      plan: { B: [60, 'C'], C: [60, 'D'] },
      order: ['A60→B', 'B60→C', 'C60→D'],
    },
    {
      name: 'A60→B; B20→C; C90→A (A cannot react)',
      first: { skill: 's60', target: 'B' },
      plan: { B: [20, 'C'], C: [90, 'A'] },
      order: ['B20→C', 'C90→A', 'A60→B'],
    },
    {
      name: 'A60→D; D20→C; C10→D',
      first: { skill: 's60', target: 'D' },
      plan: { D: [20, 'C'], C: [10, 'D'] },
      order: ['C10→D', 'D20→C', 'A60→D'],
    },
    {
      name: 'A60→B; B30→C; C70→B (B is a source)',
      first: { skill: 's60', target: 'B' },
      plan: { B: [30, 'C'], C: [70, 'B'] },
      order: ['B30→C', 'C70→B', 'A60→B'],
    },
    {
      name: 'nested blocks: A60→B; B50→C; C40→D; D30→B',
      first: { skill: 's60', target: 'B' },
      plan: { B: [50, 'C'], C: [40, 'D'], D: [30, 'B'] },
      order: ['D30→B', 'C40→D', 'B50→C', 'A60→B'],
    },
    {
      name: 'mixed: A60→B; B50→C; C70→D; D10→A',
      first: { skill: 's60', target: 'B' },
      plan: { B: [50, 'C'], C: [70, 'D'], D: [10, 'A'] },
      order: ['B50→C', 'D10→A', 'C70→D', 'A60→B'],
    },
    { name: 'A40→B; B60→C', first: { skill: 's40', target: 'B' }, plan: { B: [60, 'C'] }, order: ['A40→B', 'B60→C'] },
    {
      name: 'A80→B; B90→C; C10→D',
      first: { skill: 's80', target: 'B' },
      plan: { B: [90, 'C'], C: [10, 'D'] },
      order: ['A80→B', 'C10→D', 'B90→C'],
    },
    {
      name: "area: B40→C, C answers it at 20 and is then a source for A's turn on C",
      first: { skill: 'area60' },
      plan: { B: [40, 'C'], C: [20, 'A'] },
      order: ['C20→A', 'B40→C', 'A60→B', 'A60→C'],
    },
    {
      name: 'area: B80→C (C passes), then C may still react on its own turn (passes)',
      first: { skill: 'area60' },
      plan: { B: [80, 'C'] },
      order: ['A60→B', 'B80→C', 'A60→C'],
    },
    {
      name: 'area: the second target reacts at 20 on the first (who may react again)',
      first: { skill: 'area60' },
      plan: { C: [20, 'B'] },
      order: ['A60→B', 'C20→B', 'A60→C'],
    },
    {
      name: 'area: B90→A (A is the source: no window)',
      first: { skill: 'area60' },
      plan: { B: [90, 'A'] },
      order: ['A60→B', 'B90→A', 'A60→C'],
    },
    { name: 'area: tie B60→A', first: { skill: 'area60' }, plan: { B: [60, 'A'] }, order: ['A60→B', 'B60→A', 'A60→C'] },
    {
      name: 'area: B brings in D, D answers at 10',
      first: { skill: 'area60' },
      plan: { B: [40, 'D'], D: [10, 'B'] },
      order: ['D10→B', 'B40→D', 'A60→B', 'A60→C'],
    },
    // Edge cases with outcomes (issue #4): ties, deaths mid-chain, stealth, areas with pulls, teleports, stun.
    {
      name: "tie with a death: A60 kills B; B's 60 answer comes second and fizzles (its source is dead)",
      first: { skill: 's60', target: 'B' },
      plan: { B: [60, 'A'] },
      skills: { s60: KILL(60) },
      order: ['A60→B', 'B60✗A'],
      check: (s: GameState) => expect([s.units.B.alive, s.units.A.hp, s.winner]).toEqual([false, 9, 'red']),
    },
    {
      name: "death mid-chain: C70 kills B inside B's late block, so B80 on C fizzles",
      first: { skill: 's60', target: 'B' },
      plan: { B: [80, 'C'], C: [70, 'B'] },
      skills: { s70: KILL(70) },
      units: { B: 'vessel' },
      order: ['A60→B', 'C70→B', 'B80✗C'],
      check: (s: GameState) => expect([s.units.B.alive, s.units.C.hp, s.winner]).toEqual([false, 9, null]),
    },
    {
      name: 'stealth target: B40 Stealths itself first; A60 on B fizzles (untargetable, R-STATUS-9)',
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'B'] },
      skills: { s40: HIDE(40) },
      order: ['B40→B', 'A60✗B'],
      check: (s: GameState) => expect([s.units.B.hp, s.units.B.statuses.map((x) => x.id)]).toEqual([9, ['stealth']]),
    },
    {
      name: "stealth does not stop an untargeted area: B40 Stealths itself, A's area still hits B",
      first: { skill: 'area60' },
      plan: { B: [40, 'B'] },
      skills: { s40: HIDE(40) },
      order: ['B40→B', 'A60→B', 'A60→C'],
      check: (s: GameState) => expect([s.units.B.hp, s.units.C.hp]).toEqual([8, 8]),
    },
    {
      name: 'area + pull: B40 pulls D next to A; D was no area target at declaration and is not hit',
      first: { skill: 'area60' },
      plan: { B: [40, 'D'] },
      skills: { s40: PULL(40) },
      units: { D: [2, -2] },
      choose: (o: Hex[]) => o.findIndex((c) => c.q === 1 && c.r === -1),
      order: ['B40→D', 'A60→B', 'A60→C'],
      check: (s: GameState) => expect([s.units.D.pos, s.units.D.hp, s.units.B.hp]).toEqual([{ q: 1, r: -1 }, 9, 8]),
    },
    {
      name: 'area + pull: the second target C pulls D next to A at 30 before A60 reaches C; D is still not hit',
      first: { skill: 'area60' },
      plan: { C: [30, 'D'] },
      skills: { s30: PULL(30) },
      units: { D: [2, -2] },
      choose: (o: Hex[]) => o.findIndex((c) => c.q === 1 && c.r === -1),
      order: ['A60→B', 'C30→D', 'A60→C'],
      check: (s: GameState) => expect([s.units.D.pos, s.units.D.hp, s.units.C.hp]).toEqual([{ q: 1, r: -1 }, 9, 8]),
    },
    {
      name: 'teleport out of range: B40 teleports 3 away; A60 (range 1) fizzles on B',
      first: { skill: 's60', target: 'B' },
      plan: { B: [40, 'B'] },
      skills: {
        s60: { ...sk(60), targeting: { kind: 'single', range: { max: 1 }, filter: 'any', vision: false } },
        s40: BLINK(40),
      },
      choose: (o: Hex[]) => o.reduce((best, c, i) => (dist(c) > dist(o[best]) ? i : best), 0),
      order: ['B40→B', 'A60✗B'],
      check: (s: GameState) => {
        expect(s.units.B.hp).toBe(9);
        expect(dist(s.units.B.pos!)).toBeGreaterThan(1);
      },
    },
    {
      name: "a reaction kills the source of an area: C20 kills A on C's turn; A60 on C fizzles, B stays hit",
      first: { skill: 'area60' },
      plan: { C: [20, 'A'] },
      skills: { s20: KILL(20) },
      units: { A: 'vessel' },
      order: ['A60→B', 'C20→A', 'A60✗C'],
      check: (s: GameState) =>
        expect([s.units.A.alive, s.units.B.hp, s.units.C.hp, s.winner]).toEqual([false, 8, 9, null]),
    },
    {
      name: 'stun during a chain: B40 (unrespondable) stuns C; on its area turn C (no rune) gets no window (O-40)',
      first: { skill: 'area60' },
      plan: { B: [40, 'C'], C: [20, 'A'] },
      skills: { s40: { ...DAZE(40), tags: ['unrespondable'] } },
      order: ['B40→C', 'A60→B', 'A60→C'],
      check: (s: GameState) =>
        expect([s.units.C.statuses.map((x) => x.id), s.units.A.hp, s.units.C.hp]).toEqual([['stun'], 9, 8]),
    },
    {
      name: 'area tie: C60→B on its own turn resolves after A60 on C (the answered action first, O-26)',
      first: { skill: 'area60' },
      plan: { C: [60, 'B'] },
      order: ['A60→B', 'A60→C', 'C60→B'],
      check: (s: GameState) => expect([s.units.B.hp, s.units.C.hp]).toEqual([7, 8]),
    },
  ] as Case[])('$name', ({ first, plan, order, skills, units, choose, check }) => {
    const r = runChain(first, plan, casePosition(skills, units), choose);
    expect(r.order).toEqual(order);
    check?.(r.state);
  });
});

describe('R-RES reactions: windows, deaths, re-checks', () => {
  it('R-RES-3 the target gets a window; only its seat may answer', () => {
    const s = okRaw(position(), 0, { type: 'skill', skill: 's60', target: { unit: 'B' } });
    expect(s.pending).toMatchObject({ kind: 'reaction', unit: 'B', seat: 2, speed: 60 });
    rejects(s, 0, { type: 'pass', prompt: s.pending!.id }, 'prompt/not_yours');
    rejects(s, 0, { type: 'endTurn' }, 'turn/pending_decision');
    rejects(s, 2, { type: 'pass', prompt: s.pending!.id + 5 }, 'prompt/stale');
    rejects(
      s,
      2,
      { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'nope', target: { unit: 'A' } },
      'skill/unknown',
    );
  });
  it('R-RES-6 / R-CHAIN-6 if the faster reaction kills the source, its action never takes effect', () => {
    const kill = { ...sk(40), effects: [{ kind: 'damage' as const, amount: { fixed: 9 } }] };
    const s0 = position({ skills: { ...SKILLS, s40: kill } });
    const { order, state } = runChain({ skill: 's60', target: 'B' }, { B: [40, 'A'] }, s0);
    expect(order).toEqual(['B40→A']);
    expect(state.units.A.alive).toBe(false);
    expect(state.winner).toBe('blue'); // A holds the red Holy Relic
  });
  it('R-RES-6 a slower reaction of a unit killed first does not take effect', () => {
    const kill = { ...sk(60), effects: [{ kind: 'damage' as const, amount: { fixed: 9 } }] };
    const s0 = position({ skills: { ...SKILLS, s60: kill } });
    const { order } = runChain({ skill: 's60', target: 'C' }, { C: [80, 'A'] }, s0);
    expect(order).toEqual(['A60→C', 'C80✗A']);
  });
  it('O-30 a source killed by a reaction fizzles its remaining area targets', () => {
    const kill = { ...sk(20), effects: [{ kind: 'damage' as const, amount: { fixed: 9 } }] };
    const s0 = position({
      skills: { ...SKILLS, s20: kill },
      units: [
        unit('A', 0, 0, 0, { hp: 9, maxHp: 9, relic: 'vessel' }, [ALL, []]),
        unit('B', 2, 1, 0, { hp: 9, maxHp: 9 }, [ALL, []]),
        unit('C', 1, 0, 1, { hp: 9, maxHp: 9 }, [ALL, []]),
      ],
    });
    const { order } = runChain({ skill: 'area60' }, { B: [20, 'A'] }, s0);
    expect(order).toEqual(['B20→A', 'A60✗B', 'A60✗C']);
  });
  it('R-DMG-5 an unrespondable action opens no window', () => {
    const s0 = position({ skills: { ...SKILLS, s60: sk(60, { tags: ['unrespondable'] }) } });
    const s = okRaw(s0, 0, { type: 'skill', skill: 's60', target: { unit: 'B' } });
    expect(s.pending).toBeNull();
    expect(s.units.B.hp).toBe(8);
  });
  it('R-STATUS-6 / O-40 a stunned target may react only with its rune', () => {
    const s0 = position({
      variant: 'standard',
      units: [
        unit('A', 0, 0, 0, { hp: 9, maxHp: 9 }, [ALL, []]),
        unit('B', 2, 1, 0, { hp: 3, maxHp: 9, rune: true, statuses: [{ id: 'stun' }] }, [ALL, []]),
      ],
    });
    const s = okRaw(s0, 0, { type: 'skill', skill: 's60', target: { unit: 'B' } });
    const legal = legalCommands(s, 2);
    expect(legal.reactions.map((o) => o.use)).toEqual(['rune']);
    rejects(
      s,
      2,
      { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 's20', target: { unit: 'A' } },
      'action/stunned',
    );
    const after = okRaw(s, 2, { type: 'react', prompt: s.pending!.id, use: 'rune' });
    // R-REACT-4: the rune resolves at 99, after A60: 3 − 1 = 2, then +4 (half of 9) → 6, stun removed.
    expect(after.units.B.hp).toBe(6);
    expect(after.units.B.statuses).toEqual([]);
  });
  it('R-REACT-7 a reaction flip resolves at 99 and does not use the once-per-turn flip', () => {
    const s = okRaw(position(), 0, { type: 'skill', skill: 's60', target: { unit: 'B' } });
    const after = okRaw(s, 2, { type: 'react', prompt: s.pending!.id, use: 'flip' });
    expect(after.units.B.side).toBe(1);
    expect(after.units.B.hp).toBe(8);
  });
  it('stun during a chain: an action already declared still resolves (costs paid, R-RES-7)', () => {
    const daze = { ...sk(40), effects: [{ kind: 'applyStatus' as const, status: 'stun' as const }] };
    const { order, state } = runChain(
      { skill: 's60', target: 'B' },
      { B: [40, 'A'] },
      position({ skills: { ...SKILLS, s40: daze } }),
    );
    expect(order).toEqual(['B40→A', 'A60→B']);
    expect(state.units.A.statuses.map((x) => x.id)).toEqual(['stun']);
    expect(state.units.B.hp).toBe(8);
  });
  it('R-CHAIN-7 / R-RES-6 a reaction that pushes a later area target out of the area makes A fizzle on it', () => {
    const shove = {
      ...sk(40),
      targeting: { kind: 'single' as const, range: { max: 5 }, filter: 'any' as const, vision: false },
      effects: [{ kind: 'push' as const, distance: 2 }],
    };
    let s = okRaw(position({ skills: { ...SKILLS, s40: shove } }), 0, { type: 'skill', skill: 'area60' });
    s = okRaw(s, 2, { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 's40', target: { unit: 'C' } });
    while (s.pending)
      s = okRaw(
        s,
        s.pending.seat,
        s.pending.kind === 'reaction'
          ? { type: 'pass', prompt: s.pending.id }
          : { type: 'choose', prompt: s.pending.id, option: 0 },
      );
    expect(s.units.C.hp).toBe(9);
    expect(s.units.B.hp).toBe(8);
  });
  it('chain events: window opened, passed, declared with the answered action', () => {
    const r = applyCommand(position(), 0, { type: 'skill', skill: 's60', target: { unit: 'B' } });
    expect(r.ok && r.events.map((e) => e.type)).toEqual(['declared', 'windowOpened']);
    if (!r.ok) return;
    const r2 = applyCommand(r.state, 2, {
      type: 'react',
      prompt: r.state.pending!.id,
      use: 'skill',
      skill: 's40',
      target: { unit: 'C' },
    });
    expect(r2.ok && r2.events.find((e) => e.type === 'declared')).toMatchObject({ answers: 1, speed: 40 });
    if (!r2.ok) return;
    const r3 = applyCommand(r2.state, 1, { type: 'pass', prompt: r2.state.pending!.id });
    expect(r3.ok && r3.events.map((e) => e.type).slice(0, 1)).toEqual(['passed']);
  });
  it('R-REACT-2 a weapon skill used as a reaction is marked used', () => {
    const { state } = runChain({ skill: 's60', target: 'B' }, { B: [40, 'A'] });
    expect(state.units.B.used).toContain('s40');
  });
  it('R-SHEET-9 the ultimate is not a reaction', () => {
    const ult = { ...sk(10), id: 'ult', usage: 'ultimate' as const };
    const s0 = build({
      map: { radius: 4 },
      skills: { ...SKILLS, ult },
      units: [
        unit('A', 0, 0, 0, {}, [ALL, []]),
        {
          ...unit('B', 2, 1, 0),
          custom: {
            stats: { hp: 5, constitution: 2, movement: 3, initiative: 0 },
            sides: [['s40'], []],
            ultimate: 'ult',
          },
        },
      ],
    });
    const s = okRaw(s0, 0, { type: 'skill', skill: 's60', target: { unit: 'B' } });
    rejects(
      s,
      2,
      { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'ult', target: { unit: 'A' } },
      'skill/not_reaction_time',
    );
  });
});

describe('R-CHAIN-8 Nia and Eli (real Eli content)', () => {
  const soulburn: SkillDef = {
    ...sk(69),
    id: 'flameSoulburn',
    targeting: { kind: 'single', range: { max: 3 }, filter: 'enemy' },
    effects: [{ kind: 'damage', amount: { fixed: 2 } }],
  };
  const start = (): GameState =>
    build({
      map: { radius: 5 },
      skills: { flameSoulburn: soulburn },
      units: [
        unit('nia', 2, 0, 0, { facing: 0 }, [['flameSoulburn'], []]),
        { character: 'eli', seat: 0, pos: { q: 1, r: 0 }, facing: 3 },
      ],
      initiative: ['nia', 'eli'],
    });
  it('Eli28→Nia resolves before Nia69→Eli (Death Cut counterattack)', () => {
    const s = okRaw(start(), 2, { type: 'skill', skill: 'flameSoulburn', target: { unit: 'eli' } });
    expect(s.pending).toMatchObject({ kind: 'reaction', unit: 'eli' });
    const r = applyCommand(s, 0, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'deathCut',
      target: { unit: 'nia' },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const resolved = r.events
      .filter((e) => e.type === 'resolved' || e.type === 'damaged')
      .map((e) => ('unit' in e ? `${e.type}:${e.unit}` : e.type));
    expect(resolved.indexOf('damaged:nia')).toBeLessThan(resolved.indexOf('damaged:eli'));
  });
  it('Eli29 teleports 4+ away: Flame Soulburn is used but has no effect', () => {
    let s = okRaw(start(), 2, { type: 'skill', skill: 'flameSoulburn', target: { unit: 'eli' } });
    s = okRaw(s, 0, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'fatalThrow',
      target: { unit: 'nia' },
    });
    // Fatal Throw's teleport (up to 3 from Eli) is a cell choice for Eli's seat.
    expect(s.pending).toMatchObject({ kind: 'step', purpose: 'teleport', seat: 0 });
    const p = s.pending as Extract<GameState['pending'], { kind: 'step' }>;
    const far = p.options.findIndex((c) => Math.max(Math.abs(c.q), Math.abs(c.r), Math.abs(c.q + c.r)) >= 4);
    expect(far).toBeGreaterThanOrEqual(0);
    const r = applyCommand(s, 0, { type: 'choose', prompt: p.id, option: far });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.some((e) => e.type === 'fizzled' && e.reason === 'out_of_range')).toBe(true);
    expect(r.state.units.eli.hp).toBe(5);
    expect(r.state.units.nia.used).toContain('flameSoulburn'); // R-RES-7: costs stay paid
  });
});

describe("R-DASH-1 path damage and the dasher's position", () => {
  // A dashes from (0,0) to (4,0); E at (2,−1) stands beside the path and is hit. E's poke has range 2:
  // the dash's start is 2 away from E, its end 3 away.
  const rush: SkillDef = {
    ...sk(60),
    id: 'rush',
    targeting: { kind: 'cell', range: { max: 4 }, vision: false, emptyCell: true },
    effects: [{ kind: 'dash', pathDamage: { fixed: 1 } }],
  };
  const poke = (speed: number): SkillDef => ({
    ...sk(speed),
    id: `poke${speed}`,
    targeting: { kind: 'single', range: { max: 2 }, filter: 'enemy', vision: false },
  });
  const start = () =>
    build({
      map: { radius: 5 },
      skills: { rush, poke20: poke(20), poke80: poke(80) },
      units: [
        unit('A', 0, 0, 0, { relic: 'vessel' }, [['rush'], []]),
        unit('E', 2, 2, -1, {}, [['poke20', 'poke80'], []]),
      ],
    });
  const dashToEnd = () => {
    let s = okRaw(start(), 0, { type: 'skill', skill: 'rush', target: { cell: { q: 4, r: 0 } } });
    while (s.pending?.kind === 'step') s = okRaw(s, 0, { type: 'choose', prompt: s.pending.id, option: 0 });
    return s;
  };
  it('a unit beside the path is hit and gets a window', () => {
    const s = dashToEnd();
    expect(s.units.A.pos).toEqual({ q: 4, r: 0 });
    expect(s.pending).toMatchObject({ kind: 'reaction', unit: 'E' });
    const after = okRaw(s, 2, { type: 'pass', prompt: s.pending!.id });
    expect(after.units.E.hp).toBe(4);
  });
  it('a faster reaction sees the dasher at the start (distance 2: in range)', () => {
    const s = dashToEnd();
    expect(
      legalCommands(s, 2)
        .reactions.filter((o) => o.skill?.startsWith('poke'))
        .map((o) => o.skill),
    ).toEqual(['poke20']);
    const after = okRaw(s, 2, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'poke20',
      target: { unit: 'A' },
    });
    expect(after.units.A.hp).toBe(4);
    expect(after.units.E.hp).toBe(4);
    expect(after.chain).toBeNull();
  });
  it('a slower reaction sees the dasher at the end (distance 3: out of range)', () => {
    rejects(
      dashToEnd(),
      2,
      { type: 'react', prompt: dashToEnd().pending!.id, use: 'skill', skill: 'poke80', target: { unit: 'A' } },
      'target/out_of_range',
    );
  });
});

describe('O-29 area and line re-checks', () => {
  it('a front-area target that leaves the cone before its turn is not hit', () => {
    // A faces E; its front area (range 2) holds B (1,0) then C (0,1). B's faster reaction swaps B with D, behind A.
    const cone: SkillDef = {
      ...sk(60),
      id: 'cone60',
      targeting: { kind: 'front', range: { max: 2 }, filter: 'any', vision: false },
    };
    const pullBehind: SkillDef = {
      ...sk(20),
      id: 'tp20',
      targeting: { kind: 'single', range: { max: 5 }, filter: 'any', vision: false },
      effects: [{ kind: 'swap' }],
    };
    const s0 = build({
      map: { radius: 4 },
      skills: { cone60: cone, tp20: pullBehind },
      units: [
        unit('A', 0, 0, 0, { hp: 9, maxHp: 9, relic: 'vessel' }, [['cone60'], []]),
        unit('B', 2, 1, 0, { hp: 9, maxHp: 9 }, [['tp20'], []]),
        unit('C', 1, 0, 1, { hp: 9, maxHp: 9 }),
        unit('D', 3, -2, 0, { hp: 9, maxHp: 9 }),
      ],
    });
    let s = okRaw(s0, 0, { type: 'skill', skill: 'cone60' });
    expect(s.chain!.actions['1'].affected).toEqual(['B', 'C']);
    // B swaps with D (behind A): B now stands at (−2,0), outside the front cone, before A60 resolves on B.
    s = okRaw(s, 2, { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'tp20', target: { unit: 'D' } });
    while (s.pending) s = okRaw(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
    expect(s.units.B.pos).toEqual({ q: -2, r: 0 });
    expect(s.units.B.hp).toBe(9);
    expect(s.units.C.hp).toBe(8);
  });
});

describe('R-MULTI multi-target order with windows', () => {
  const order = (kind: 'front' | 'surround') => {
    const area: SkillDef = {
      ...sk(60),
      id: 'area',
      targeting: { kind, range: { max: 2 }, filter: 'any', vision: false },
    };
    // A at the origin facing E; units on ring 1 and ring 2.
    let s = okRaw(
      build({
        map: { radius: 4 },
        skills: { area },
        units: [
          unit('A', 0, 0, 0, { hp: 9, maxHp: 9 }, [['area'], []]),
          unit('FR', 2, 0, 1, { hp: 9, maxHp: 9 }),
          unit('F', 1, 1, 0, { hp: 9, maxHp: 9 }),
          unit('FL', 3, 1, -1, { hp: 9, maxHp: 9 }),
          unit('F2', 2, 2, 0, { hp: 9, maxHp: 9 }),
          unit('B', 3, -1, 0, { hp: 9, maxHp: 9 }),
        ],
      }),
      0,
      { type: 'skill', skill: 'area' },
    );
    const windows: string[] = [];
    while (s.pending?.kind === 'reaction') {
      windows.push(s.pending.unit);
      s = okRaw(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
    }
    return windows;
  };
  it('R-MULTI-2 front: ring by ring, front-left clockwise to front-right', () =>
    expect(order('front')).toEqual(['FL', 'F', 'FR', 'F2']));
  it('R-MULTI-3 surround: ring by ring from front-left clockwise all round', () =>
    expect(order('surround')).toEqual(['FL', 'F', 'FR', 'B', 'F2']));
});
