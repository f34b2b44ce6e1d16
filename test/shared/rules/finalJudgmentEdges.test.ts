/**
 * Edge cases of the Final Judgment (R-ROUND-5, R-WORLD-4, O-09): what becomes 1/1 and what does not, that world turns
 * still run with the marker on 8, and how the rules that read max HP behave at 1/1 (R-END-1, the rune, Regeneration,
 * Sturdy against a 1-damage hit).
 */
import { describe, expect, it } from 'vitest';
import { applyCommand, type GameState, type Seat } from '../../../shared/rules';
import { FINAL_JUDGMENT } from '../../../shared/rules/state';
import { summon } from '../../../shared/rules/mechanismApi';
import { hookContext, position } from '../content/position';
import { build, byId, endTurns, ok, skill, unit } from './helpers';

/** Ends turns (summons' phases included) until the round's world turn has run. */
const endRound = (s: GameState) => endTurns(s, 20, (events) => events.some((e) => e.type === 'worldTurn'));

describe('R-ROUND-5 / O-09 arriving at the Final Judgment', () => {
  it('O-09: every living character becomes 1/1 whatever its HP; a skeleton keeps its HP; the dead stay dead', () => {
    const s0 = position({
      round: 7,
      units: [
        { character: 'silas', seat: 0, pos: { q: 0, r: 0 }, hp: 2 },
        { character: 'eli', seat: 1, pos: { q: -3, r: 0 } },
        { character: 'darien', seat: 2, pos: { q: 3, r: 0 }, hp: 1, maxHp: 4 },
        { character: 'noel', seat: 3, pos: { q: 0, r: 3 }, hp: 0 },
      ],
      initiative: ['silas', 'eli', 'darien'],
    });
    const sk = summon(hookContext(s0), s0.units.silas, 'skeleton', { q: 1, r: -1 })!;
    const skHp = [sk.hp, sk.maxHp];
    const { state } = endRound(s0);
    expect(state.round).toBe(FINAL_JUDGMENT);
    for (const id of ['silas', 'eli', 'darien'])
      expect([id, state.units[id].hp, state.units[id].maxHp]).toEqual([id, 1, 1]);
    expect([state.units[sk.id].hp, state.units[sk.id].maxHp]).toEqual(skHp);
    expect([state.units.noel.alive, state.units.noel.hp]).toEqual([false, 0]);
  });

  it('O-09 / R-WORLD-5: world turns still run on the Final Judgment: the marker stays on 8 and a Stubborn Die swaps', () => {
    const s0 = build({
      variant: 'standard',
      round: FINAL_JUDGMENT,
      map: { radius: 4 },
      units: [unit('a', 0, 0, 0, { hp: 1, maxHp: 1 }), unit('b', 2, -3, 0, { hp: 1, maxHp: 1 })],
      stubbornDice: ['b'],
    });
    const { state, events } = endRound(s0);
    expect(state.round).toBe(FINAL_JUDGMENT);
    expect(events.filter((e) => e.type === 'worldTurn')).toEqual([
      expect.objectContaining({ round: FINAL_JUDGMENT, finalJudgment: true }),
    ]);
    expect(events.filter((e) => e.type === 'finalJudgment')).toEqual([]); // applied once, on arrival
    expect(state.initiative).toEqual(['b', 'a']);
  });
});

describe('R-ROUND-5 rules that read max HP, at 1/1', () => {
  it('R-END-1: at 1/1 nothing decays at the end phase (HP is not below max)', () => {
    const s0 = build({
      round: FINAL_JUDGMENT,
      map: { radius: 4 },
      units: [unit('a', 0, 0, 0, { hp: 1, maxHp: 1 }), unit('b', 2, 3, 0, { hp: 1, maxHp: 1 })],
    });
    const r = applyCommand(s0, 0, { type: 'endTurn' });
    expect(r.ok && r.events.some((e) => e.type === 'maxHpDecreased')).toBe(false);
    expect(r.ok && [r.state.units.a.hp, r.state.units.a.maxHp, r.state.units.a.alive]).toEqual([1, 1, true]);
  });

  it('R-REACT-4: the rune at 1/1 heals ⌊1/2⌋ = 0 but still removes every negative status', () => {
    const s0 = build({
      variant: 'standard',
      round: FINAL_JUDGMENT,
      map: { radius: 4 },
      units: [
        unit('a', 0, 0, 0, { hp: 1, maxHp: 1, rune: true, statuses: [{ id: 'burning' }, { id: 'weakness' }] }),
        unit('b', 2, 3, 0, { hp: 1, maxHp: 1 }),
      ],
    });
    const r = applyCommand(s0, 0, { type: 'rune' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.events.find((e) => e.type === 'runeUsed')).toMatchObject({ unit: 'a', healed: 0 });
    expect([r.state.units.a.hp, r.state.units.a.statuses]).toEqual([1, []]);
  });

  it('R-STATUS-15: Sturdy turns a 1-damage hit into 0 at 1/1: not every hit kills in the Final Judgment', () => {
    const jab = skill('jab', {
      targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy' },
      tags: ['unrespondable'],
    });
    const s0 = build({
      round: FINAL_JUDGMENT,
      map: { radius: 4 },
      skills: byId(jab),
      units: [
        unit('a', 0, 0, 0, { hp: 1, maxHp: 1 }, [['jab'], []]),
        unit('b', 2, 1, 0, { hp: 1, maxHp: 1, statuses: [{ id: 'sturdy' }] }),
      ],
    });
    const s = ok(s0, 0 as Seat, { type: 'skill', skill: 'jab', target: { unit: 'b' } });
    expect([s.units.b.alive, s.units.b.hp, s.stage]).toEqual([true, 1, 'play']);
  });
});
