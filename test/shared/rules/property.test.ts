// Property test from random positions (issue #3/#4 proof): random maps, units, skills (every targeting kind and effect
// family), statuses and HP; then random legal commands (reactions, step choices included) mixed with junk input.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SkillDef, StatusId } from '../../../shared/content/schema';
import { STATUS_IDS } from '../../../shared/content/schema';
import { hexKey, spiral } from '../../../shared/hex';
import { applyCommand, awaiting, legalCommands, type GameState, type Scenario } from '../../../shared/rules';
import { build, unit } from './helpers';

const dmg = (n: number) => [
  { kind: 'damage' as const, amount: { fixed: n, dice: [{ kind: 'normal' as const, count: 1 }] } },
];
const POOL: SkillDef[] = [
  {
    id: 'jab',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 20,
    targeting: { kind: 'single', range: { max: 1 }, statue: true },
    effects: dmg(1),
  },
  {
    id: 'bolt',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 60,
    targeting: { kind: 'single', range: { max: 4 } },
    effects: dmg(0),
    curse: { effects: [{ kind: 'applyStatus', status: 'burning', save: true }] },
  },
  {
    id: 'shove',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 40,
    tags: ['regular-displacement'],
    targeting: { kind: 'single', range: { max: 2 } },
    effects: [{ kind: 'push', distance: 2 }, ...dmg(0)],
  },
  {
    id: 'hook',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 50,
    targeting: { kind: 'single', range: { max: 4 }, vision: false },
    effects: [{ kind: 'pull', distance: 3 }],
  },
  {
    id: 'sweep',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 70,
    targeting: { kind: 'surround', range: { max: 1 }, filter: 'any', vision: false },
    effects: dmg(1),
  },
  {
    id: 'cone',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 45,
    targeting: { kind: 'front', range: { max: 2 } },
    effects: [{ kind: 'applyStatus', status: 'root' }, ...dmg(0)],
  },
  {
    id: 'lance',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 55,
    targeting: { kind: 'line', range: { max: 3 }, length: 3 },
    effects: dmg(1),
  },
  {
    id: 'leap',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 30,
    targeting: { kind: 'cell', range: { max: 3 }, emptyCell: true },
    effects: [{ kind: 'dash' }],
  },
  {
    id: 'blink',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 25,
    targeting: { kind: 'single', range: { max: 3 } },
    effects: [...dmg(0), { kind: 'teleport', on: 'source', maxDistance: 2 }],
  },
  {
    id: 'charge',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 35,
    targeting: { kind: 'single', range: { max: 4 } },
    effects: [{ kind: 'dash', maxDistance: 3 }, ...dmg(1)],
  },
  {
    id: 'mend',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 80,
    targeting: { kind: 'single', range: { max: 3 }, filter: 'ally', vision: false },
    effects: [
      { kind: 'heal', amount: { fixed: 2 } },
      { kind: 'applyStatus', status: 'regeneration' },
    ],
  },
  {
    id: 'guard',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 15,
    targeting: { kind: 'self' },
    effects: [{ kind: 'applyStatus', status: 'vigilance' }],
  },
  {
    id: 'daze',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 65,
    targeting: { kind: 'single', range: { max: 2 } },
    effects: [{ kind: 'applyStatus', status: 'stun', save: true }],
  },
  {
    id: 'swapper',
    nameKey: 'k',
    textKey: 'k',
    usage: 'weapon',
    speed: 90,
    targeting: { kind: 'single', range: { max: 3 }, filter: 'any', vision: false },
    effects: [{ kind: 'swap' }],
  },
];
const SKILLS = Object.fromEntries(POOL.map((k) => [k.id, k]));

const positionArb = fc.record({
  radius: fc.integer({ min: 2, max: 4 }),
  obstacleSeeds: fc.array(fc.nat(), { maxLength: 6 }),
  cellSeeds: fc.uniqueArray(fc.nat({ max: 60 }), { minLength: 4, maxLength: 4 }),
  facings: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }),
  sides: fc.array(
    fc.tuple(
      fc.uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), { minLength: 1, maxLength: 3 }),
      fc.uniqueArray(fc.integer({ min: 0, max: POOL.length - 1 }), { maxLength: 3 }),
    ),
    { minLength: 4, maxLength: 4 },
  ),
  hp: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
  statuses: fc.array(fc.array(fc.constantFrom(...STATUS_IDS), { maxLength: 2 }), { minLength: 4, maxLength: 4 }),
  variant: fc.constantFrom('beginner' as const, 'standard' as const),
  seed: fc.nat(),
});

type Position = typeof positionArb extends fc.Arbitrary<infer T> ? T : never;

function scenarioOf(p: Position): Scenario | null {
  const cells = spiral({ q: 0, r: 0 }, p.radius);
  const obstacles = p.obstacleSeeds.map((x) => cells[x % cells.length]).filter((c) => c.q !== 0 || c.r !== 0);
  const blocked = new Set(obstacles.map(hexKey));
  const open = cells.filter((c) => !blocked.has(hexKey(c)));
  const chosen = [...new Set(p.cellSeeds.map((x) => x % open.length))];
  if (chosen.length < 4) return null;
  const ids = ['a', 'b', 'c', 'd'];
  const seats = [0, 2, 1, 3] as const;
  return {
    variant: p.variant,
    seed: p.seed,
    map: { radius: p.radius, obstacles, statue: null },
    skills: SKILLS,
    units: ids.map((id, i) =>
      unit(
        id,
        seats[i],
        open[chosen[i]].q,
        open[chosen[i]].r,
        {
          facing: p.facings[i],
          hp: p.hp[i],
          rune: p.variant === 'standard',
          statuses: [...new Set(p.statuses[i])].map((s: StatusId) => ({ id: s })),
        },
        [
          p.sides[i][0].map((k) => POOL[k].id),
          p.sides[i][1].map((k) => POOL[k].id).filter((k) => !p.sides[i][0].map((x) => POOL[x].id).includes(k)),
        ],
      ),
    ),
  };
}

function invariants(s: GameState): void {
  const seen = new Set<string>();
  for (const u of Object.values(s.units)) {
    expect(u.hp).toBeLessThanOrEqual(u.maxHp);
    expect(u.hp).toBeGreaterThanOrEqual(0);
    if (!u.alive) {
      expect(u.pos).toBeNull();
      continue;
    }
    const k = hexKey(u.pos!);
    expect(seen.has(k)).toBe(false);
    seen.add(k);
    expect(s.map.cells[k]?.terrain).toBe('open');
  }
  if (s.turn) expect(s.turn.standardActions).toBeLessThanOrEqual(2);
  if (s.stage === 'over') expect(s.winner).not.toBeNull();
  if (s.pending) expect(awaiting(s)?.seats).toEqual([s.pending.seat]);
}

const junk = fc.oneof(
  fc.constant(null),
  fc.constant({ type: 'endTurn' }),
  fc.record({
    type: fc.constantFrom('pass', 'react', 'choose', 'place', 'flip', 'rune'),
    prompt: fc.nat({ max: 50 }),
    option: fc.nat({ max: 5 }),
    use: fc.constantFrom('skill', 'rune', 'flip', 'bogus'),
  }),
  fc.record({
    type: fc.constant('skill'),
    skill: fc.constantFrom(...POOL.map((k) => k.id)),
    target: fc.oneof(
      fc.record({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'zz') }),
      fc.record({ cell: fc.record({ q: fc.integer({ min: -5, max: 5 }), r: fc.integer({ min: -5, max: 5 }) }) }),
      fc.record({ direction: fc.integer({ min: -1, max: 6 }) }),
    ),
    curse: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('move'),
    path: fc.array(fc.record({ q: fc.integer({ min: -5, max: 5 }), r: fc.integer({ min: -5, max: 5 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
  }),
);

describe('property: random positions, random commands', () => {
  it('never throw, never mutate the input, keep invariants, accept every listed command, answer pending windows only from their seat, and reject without change', () => {
    let commands = 0;
    fc.assert(
      fc.property(
        positionArb,
        fc.array(fc.nat(), { minLength: 5, maxLength: 50 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), junk), { maxLength: 12 }),
        (pos, choices, noise) => {
          const sc = scenarioOf(pos);
          if (!sc) return;
          let s = build(sc);
          invariants(s);
          let n = 0;
          for (const c of choices) {
            if (s.stage === 'over') break;
            const a = awaiting(s)!;
            const cmds = legalCommands(s, a.seats[0]).commands;
            expect(cmds.length).toBeGreaterThan(0);
            const cmd = c % 5 === 0 ? cmds[cmds.length - 1] : cmds[c % cmds.length];
            const input = JSON.stringify(s);
            const r = applyCommand(s, a.seats[0], cmd);
            if (!r.ok)
              throw new Error(`listed command refused: ${JSON.stringify(cmd)} → ${r.error.code} ${r.error.message}`);
            expect(JSON.stringify(s)).toBe(input); // an accepted command never mutates its input either
            s = r.state;
            commands++;
            invariants(s);
            // Interleave junk from random seats.
            const [seat, j] = noise[n++ % Math.max(1, noise.length)] ?? [0, null];
            const before = JSON.stringify(s);
            const rj = applyCommand(s, seat as 0, j);
            if (rj.ok) {
              s = rj.state;
              invariants(s);
            } else {
              expect(rj.error.code).not.toBe('engine/internal');
              expect(JSON.stringify(s)).toBe(before);
            }
            // Only the pending seat may answer a pending decision.
            if (s.pending)
              for (const other of [0, 1, 2, 3] as const)
                if (other !== s.pending.seat) expect(legalCommands(s, other).commands).toEqual([]);
          }
        },
      ),
      { numRuns: 1000 },
    );
    expect(commands).toBeGreaterThan(5_000);
  }, 600_000); // generous: about 16 s here, several times that on a loaded 2-core CI machine
});
