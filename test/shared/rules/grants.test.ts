// Granted actions (schema `grantAction`, shared/rules/grants.ts): a general mechanism, here with custom skills (R-STATUS-12).
import { describe, expect, it } from 'vitest';
import { applyCommand, legalCommands } from '../../../shared/rules';
import { build, byId, okRaw, skill, unit } from './helpers';

const hit = skill('hit', { speed: 50 });
const jab = skill('jab', { speed: 40, targeting: { kind: 'single', range: { max: 3 }, filter: 'enemy' } });
/** Grants the user one of hit/jab at speed 10, at once. */
const rally = skill('rally', {
  speed: 30,
  targeting: { kind: 'self' },
  effects: [{ kind: 'grantAction', speed: 10, skills: ['hit', 'jab'] }],
});

function start() {
  return build({
    map: { radius: 4 },
    skills: byId(hit, jab, rally),
    units: [unit('a', 0, 0, 0, {}, [['rally', 'hit'], ['jab']]), unit('t', 2, 1, 0)],
  });
}

describe('R-STATUS-12 granted action (general grantAction effect)', () => {
  it('opens a react-like prompt for the granted skills of either side at the granted speed, declared inside the chain', () => {
    let s = okRaw(start(), 0, { type: 'skill', skill: 'rally' });
    expect(s.pending).toMatchObject({
      kind: 'reaction',
      unit: 'a',
      speed: 10,
      grant: { skills: ['hit', 'jab'], by: 'rally' },
    });
    expect(legalCommands(s, 0).reactions.map((o) => [o.skill, o.speed])).toEqual([
      ['hit', 10],
      ['jab', 10],
    ]);
    const r = applyCommand(s, 0, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'jab',
      target: { unit: 't' },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    expect(r.events.find((e) => e.type === 'declared' && e.skill === 'jab')).toMatchObject({ speed: 10, answers: 1 });
    expect(s.pending).toMatchObject({ kind: 'reaction', unit: 't' }); // the granted action's own window
    s = okRaw(s, 2, { type: 'pass', prompt: s.pending!.id });
    expect(s.units.t.hp).toBe(4);
    expect(s.units.a.used).toEqual(['rally', 'jab']);
    expect(s.turn!.standardActions).toBe(1); // only rally cost the standard action
  });

  it('passing declines it: nothing declared, nothing marked used', () => {
    let s = okRaw(start(), 0, { type: 'skill', skill: 'rally' });
    s = okRaw(s, 0, { type: 'pass', prompt: s.pending!.id });
    expect(s.pending).toBeNull();
    expect(s.chain).toBeNull();
    expect(s.units.a.used).toEqual(['rally']);
    expect(s.units.t.hp).toBe(5);
  });

  it("asReaction: a grant for reactions only lapses when the granting skill was the chain's root action", () => {
    const own = skill('own', {
      speed: 30,
      targeting: { kind: 'self' },
      effects: [{ kind: 'grantAction', speed: 10, skills: ['hit'], asReaction: true }],
    });
    const s0 = build({
      map: { radius: 4 },
      skills: byId(hit, own),
      units: [unit('a', 0, 0, 0, {}, [['own', 'hit'], []]), unit('t', 2, 1, 0)],
    });
    const s = okRaw(s0, 0, { type: 'skill', skill: 'own' });
    expect(s.pending).toBeNull();
  });
});
