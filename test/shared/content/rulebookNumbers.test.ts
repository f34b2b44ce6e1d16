import { describe, expect, it } from 'vitest';
import { CONTENT, BEGINNER_CHARACTERS } from '../../../shared/content';
import type { Effect } from '../../../shared/content/schema';
import { allEffects, skill } from './helpers';

const { eli, yunye, darien, noel } = CONTENT.characters;

describe('R-SETUP-7 (B) beginner characters', () => {
  it('are Eli, Yunye, Darien and Noel in seat order', () => {
    expect([...BEGINNER_CHARACTERS]).toEqual(['eli', 'yunye', 'darien', 'noel']);
    for (const id of BEGINNER_CHARACTERS) expect(CONTENT.characters[id]?.id).toBe(id);
  });
});

describe('R-CHAIN-8 Nia and Eli (speeds 69, 28, 29)', () => {
  it('Death Cut is speed 28 and a reaction-usable Dagger skill', () => {
    const k = skill(eli, 'deathCut');
    expect(k.speed).toBe(28);
    expect(k.usage).toBe('weapon');
    expect(eli.boards[0].sides.find((s) => s.id === 'dagger')!.skills.map((s) => s.id)).toContain('deathCut');
  });

  it('Fatal Throw is speed 29 and its teleport takes Eli 4+ cells from any attacker within 3', () => {
    const k = skill(eli, 'fatalThrow');
    expect(k.speed).toBe(29);
    expect(eli.boards[0].sides.find((s) => s.id === 'dagger')!.skills.map((s) => s.id)).toContain('fatalThrow');
    const tp = k.effects.find((e): e is Extract<Effect, { kind: 'teleport' }> => e.kind === 'teleport');
    expect(tp?.on).toBe('source');
    // From distance d (1..3) to Nia, a straight teleport of maxDistance cells reaches d + maxDistance >= 4.
    for (const d of [1, 2, 3]) expect(d + (tp?.maxDistance ?? 0)).toBeGreaterThanOrEqual(4);
  });
});

describe('R-YUNYE-1 Intercepting Fist', () => {
  const fist = skill(yunye, 'interceptingFist');
  it('is speed 18, an extra standard action also usable as a reaction (R-STD-5, R-REACT-8)', () => {
    expect(fist.speed).toBe(18);
    expect(fist.usage).toBe('extra');
    expect(fist.cost).toBe('standard');
    expect(fist.reaction).toBe(true);
  });
  it('attacks with one normal die (`111`) and deals 1, or 1 + `111` against Weakness', () => {
    expect(fist.effects).toHaveLength(1);
    const attack = fist.effects[0];
    expect(attack.kind).toBe('attack');
    if (attack.kind !== 'attack') return;
    expect(attack.dice).toEqual([{ kind: 'normal', count: 1 }]);
    expect(attack.onHit[0]).toEqual({
      kind: 'damage',
      amount: { fixed: 1 },
      bonusIfTargetHas: { status: 'weakness', amount: { fixed: 0, dice: [{ kind: 'normal', count: 1 }] } },
    });
    // Anything after the damage is the Ruin Stance refresh, which only runs against Weakness and deals nothing.
    for (const e of attack.onHit.slice(1)) expect(e).toMatchObject({ kind: 'hook', when: { targetHas: 'weakness' } });
  });
});

describe('R-INIT-3 and R-MOVE-7 Darien', () => {
  it('has initiative modifier +5 (R-INIT-3)', () => expect(darien.stats.initiative).toBe(5));
  it('has movement 3 (R-MOVE-7)', () => expect(darien.stats.movement).toBe(3));
});

describe('R-DARIEN-1..3 weapon forms', () => {
  it('has the twin-sword and greatsword forms', () => expect(darien.forms).toEqual(['twin', 'great']));
  it('every Darien skill except the switch has an effect for each form (R-DARIEN-3)', () => {
    const skills = [...darien.boards[0].sides.flatMap((s) => s.skills), darien.ultimate, darien.response];
    for (const k of skills) {
      expect(Object.keys(k.byForm ?? {}).sort(), k.id).toEqual(['great', 'twin']);
      expect(k.byForm!.twin, k.id).not.toEqual(k.byForm!.great);
    }
  });
  it('switches form as a bonus action or reaction, once per turn (R-DARIEN-2)', () => {
    const k = skill(darien, 'switchForm');
    expect([k.usage, k.cost, k.reaction, k.limit]).toEqual(['extra', 'bonus', true, 'turn']);
  });
});

describe('R-NOEL-1/2 teleport circles', () => {
  it('Draw Circle places at most 4 teleport circles', () => {
    const place = allEffects(skill(noel, 'drawCircle')).find((e) => e.kind === 'placeMarker');
    expect(place).toMatchObject({ marker: 'teleportCircle', max: 4 });
  });
  it('Circle Swap is a bonus action and a reaction (R-NOEL-2)', () => {
    const k = skill(noel, 'circleSwap');
    expect([k.cost, k.reaction]).toEqual(['bonus', true]);
  });
});

describe('R-SKILL-1 skill boards', () => {
  it('each character has two sides of two skills per board', () => {
    for (const c of Object.values(CONTENT.characters))
      for (const b of c.boards) {
        expect(b.sides, c.id).toHaveLength(2);
        for (const s of b.sides) expect(s.skills, `${c.id}.${s.id}`).toHaveLength(2);
      }
  });
});
