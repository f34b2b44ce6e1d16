/**
 * Thorned Mail (card text: "When an adjacent unit damages you with a skill, it takes 1 unrespondable damage"; R-OVR-5,
 * O-51 in docs/rules/en.md): only a skill's damage, only damage actually dealt (after every reduction, Vigilance last),
 * only from an adjacent unit, and the thorn answers after the hit it answers.
 */
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../shared/rules';
import type { GameEvent } from '../../../shared/rules/events';
import type { Seat } from '../../../shared/rules/state';
import { CONTENT } from '../../../shared/content';
import { play } from './driver';
import { position } from './position';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({
  character,
  seat,
  pos: { q, r },
  ...extra,
});
const mail = { equipment: { card: 'thornedMail' } };
const ELI_HP = CONTENT.characters.eli.stats.hp;
const damaged = (events: GameEvent[]) =>
  events.flatMap((e) => (e.type === 'damaged' ? [[e.unit, e.amount] as const] : []));

describe('O-51 Thorned Mail follows its card text (R-OVR-5)', () => {
  it('O-51: a skill from an adjacent unit: the attacker takes 1, after the hit it answers', () => {
    const s0 = position({
      variant: 'standard',
      units: [at('eli', 0, 0, 0), at('darien', 2, 1, 0, { facing: 3, ...mail })],
      forcedRolls: [1],
    });
    const { state, events } = play(s0, 0, { type: 'skill', skill: 'deathCut', target: { unit: 'darien' } });
    expect(state.units.eli.hp).toBe(ELI_HP - 1);
    expect(damaged(events)).toEqual([
      ['darien', 2],
      ['eli', 1],
    ]);
  });

  it('O-51: an item is no skill: a Throwing Knife from an adjacent unit draws no thorn', () => {
    const s0 = position({
      variant: 'standard',
      units: [at('eli', 0, 0, 0, { items: ['throwingKnife'] }), at('darien', 2, 1, 0, { facing: 3, ...mail })],
    });
    const { state, events } = play(s0, 0, { type: 'item', slot: 0, target: { unit: 'darien' } });
    expect(damaged(events)).toEqual([['darien', 1]]);
    expect(state.units.eli.hp).toBe(ELI_HP);
  });

  it('O-51 / R-ELI-4: a hit Vigilance reduces to 0 damages nobody, so no thorn', () => {
    // Death Cut 1+N with N = 0; the wearer's Vigilance rolls 1 and 0: 1 − 1 = 0.
    const s0 = position({
      variant: 'standard',
      units: [at('eli', 0, 0, 0), at('darien', 2, 1, 0, { facing: 3, ...mail, statuses: [{ id: 'vigilance' }] })],
      forcedRolls: [0, 1, 0],
    });
    const { state, events } = play(s0, 0, { type: 'skill', skill: 'deathCut', target: { unit: 'darien' } });
    expect(damaged(events)).toEqual([['darien', 0]]);
    expect(state.units.eli.hp).toBe(ELI_HP);
  });

  it('O-51: a skill from 2 cells away draws no thorn', () => {
    const s0 = position({
      variant: 'standard',
      units: [at('eli', 0, 0, 0), at('darien', 2, 2, 0, { facing: 3, ...mail })],
    });
    const { state } = play(
      s0,
      0,
      { type: 'skill', skill: 'fatalThrow', target: { unit: 'darien' } },
      { cells: [{ q: -3, r: 0 }] },
    );
    expect(state.units.darien.hp).toBe(CONTENT.characters.darien.stats.hp - 1);
    expect(state.units.eli.hp).toBe(ELI_HP);
  });

  it('O-51: the hit that kills the wearer still draws the thorn (the damage was dealt from the next cell)', () => {
    const s0 = position({
      variant: 'standard',
      units: [at('eli', 0, 0, 0), at('darien', 2, 1, 0, { facing: 3, hp: 1, ...mail }), at('noel', 3, 4, -2)],
      forcedRolls: [1],
    });
    const { state, events } = play(s0, 0, { type: 'skill', skill: 'deathCut', target: { unit: 'darien' } });
    expect(state.units.darien.alive).toBe(false);
    expect(damaged(events)).toEqual([
      ['darien', 2],
      ['eli', 1],
    ]);
    const order = events.map((e) => e.type).filter((t) => t === 'damaged' || t === 'died');
    expect(order).toEqual(['damaged', 'died', 'damaged']);
  });
});
