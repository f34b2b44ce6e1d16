// R-DASH-1 / R-FORCE-7: path damage on a dash aimed at a unit (approach steps stopping adjacent), like a dash to a cell.
import { describe, expect, it } from 'vitest';
import { legalCommands } from '../../../shared/rules';
import type { SkillDef } from '../../../shared/content/schema';
import { build, okRaw, rejects, skill, unit } from './helpers';

// A (0,0) charges T (4,0): the only nearer steps are (1,0), (2,0), (3,0), ending next to T. E at (1,−1) stands beside
// (1,0) and is cut; T stands beside (3,0) but is the unit approached, so it takes only the strike. E's poke has range 2:
// the charge's start is 1 away from E, its end 3 away.
const charge: SkillDef = skill('charge', {
  speed: 60,
  targeting: { kind: 'single', range: { max: 4 }, filter: 'enemy', vision: false },
  effects: [
    { kind: 'dash', maxDistance: 3, pathDamage: { fixed: 1 } },
    { kind: 'damage', amount: { fixed: 1 } },
  ],
});
const poke = (speed: number): SkillDef =>
  skill(`poke${speed}`, { speed, targeting: { kind: 'single', range: { max: 2 }, filter: 'enemy', vision: false } });

function start() {
  return build({
    map: { radius: 5 },
    skills: { charge, poke20: poke(20), poke80: poke(80) },
    units: [
      unit('A', 0, 0, 0, { relic: 'vessel' }, [['charge'], []]),
      unit('E', 2, 1, -1, {}, [['poke20', 'poke80'], []]),
      unit('T', 3, 4, 0),
    ],
  });
}

/** Declares the charge; T passes its window; the approach runs; E's path-hit window is open. */
function toPathHit() {
  let s = okRaw(start(), 0, { type: 'skill', skill: 'charge', target: { unit: 'T' } });
  expect(s.pending).toMatchObject({ kind: 'reaction', unit: 'T' });
  s = okRaw(s, 3, { type: 'pass', prompt: s.pending!.id });
  while (s.pending?.kind === 'step') s = okRaw(s, 0, { type: 'choose', prompt: s.pending.id, option: 0 });
  return s;
}

describe('R-DASH-1 / R-FORCE-7 path damage on a dash aimed at a unit', () => {
  it('the dasher stops next to the target; a unit beside the path is hit with its own window, the target only by the strike', () => {
    let s = toPathHit();
    expect(s.units.A.pos).toEqual({ q: 3, r: 0 });
    expect(s.pending).toMatchObject({ kind: 'reaction', unit: 'E' });
    expect(s.chain!.actions[String(s.pending!.kind === 'reaction' ? s.pending!.action : 0)].skill.id).toBe(
      'charge:path',
    );
    s = okRaw(s, 2, { type: 'pass', prompt: s.pending!.id });
    expect(s.pending).toBeNull();
    expect(s.units.E.hp).toBe(4); // the path cut
    expect(s.units.T.hp).toBe(4); // the strike only, no path cut
  });

  it('a faster reaction sees the dasher at its start (distance 1: in range)', () => {
    const s = toPathHit();
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
    expect(after.units.T.hp).toBe(4);
    expect(after.chain).toBeNull();
  });

  it('a slower reaction sees the dasher at its end (distance 3: out of range)', () => {
    const s = toPathHit();
    rejects(
      s,
      2,
      { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'poke80', target: { unit: 'A' } },
      'target/out_of_range',
    );
  });

  it('without pathDamage the approach cuts nobody', () => {
    const plain: SkillDef = {
      ...charge,
      effects: [
        { kind: 'dash', maxDistance: 3 },
        { kind: 'damage', amount: { fixed: 1 } },
      ],
    };
    let s = build({
      map: { radius: 5 },
      skills: { charge: plain },
      units: [unit('A', 0, 0, 0, { relic: 'vessel' }, [['charge'], []]), unit('E', 2, 1, -1), unit('T', 3, 4, 0)],
    });
    s = okRaw(s, 0, { type: 'skill', skill: 'charge', target: { unit: 'T' } });
    s = okRaw(s, 3, { type: 'pass', prompt: s.pending!.id });
    expect(s.pending).toBeNull();
    expect([s.units.A.pos, s.units.E.hp, s.units.T.hp]).toEqual([{ q: 3, r: 0 }, 5, 4]);
  });
});
