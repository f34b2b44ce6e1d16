/**
 * Granted actions through the real engine (schema `grantAction`, shared/rules/grants.ts): Eli's Cursed Vigilance used as a
 * reaction negates the damage and then grants another weapon skill of either side of his board at speed 15
 * (R-STATUS-12, R-ELI-3, O-49 in docs/content.md), inside the chain, with its own reaction windows; passing declines it.
 */
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../../shared/rules/applyCommand';
import { legalCommands } from '../../../shared/rules/legalCommands';
import type { Scenario } from '../../../shared/rules/scenario';
import type { GameState, Seat } from '../../../shared/rules/state';
import { hasStatus } from '../../../shared/rules/statuses';
import { position } from './position';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({ character, seat, pos: { q, r }, ...extra });

/**
 * Darien (great form, Oathbreaker side) strikes Eli with Broken Oath (65); Eli (Shadow side, 1 curse, 5 HP) may react.
 * Noel stands in Eli's front, next to him: not in the chain yet, so he gets a window against a granted skill aimed at him.
 */
function duel(forcedRolls: number[]): GameState {
  return position({
    units: [
      at('darien', 2, 0, 0, { side: 1, form: 'great', facing: 0 }),
      at('eli', 0, 1, 0, { side: 1, facing: 3, curse: 1, hp: 5 }),
      at('noel', 3, 0, 1, { facing: 1 }),
    ],
    forcedRolls,
    turn: { unit: 'darien' },
  });
}

function apply(s: GameState, seat: Seat, cmd: Record<string, unknown>): GameState {
  const r = applyCommand(s, seat, cmd);
  if (!r.ok) throw new Error(`${JSON.stringify(cmd)}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Darien declares Broken Oath on Eli; Eli reacts with cursed Vigilance (20); returns the state at the granted prompt. */
function toGrant(forcedRolls: number[]): GameState {
  let s = apply(duel(forcedRolls), 2, { type: 'skill', skill: 'brokenOath', target: { unit: 'eli' } });
  expect(s.pending?.kind).toBe('reaction');
  s = apply(s, 0, { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'vigilance', curse: true });
  return s;
}

describe('R-STATUS-12 / O-49 Cursed Vigilance follow-up (granted action at speed 15)', () => {
  it('after negating the damage, Eli is offered every other unused weapon skill of either side at 15, never cursed', () => {
    const s = toGrant([1]);
    expect(s.units.eli.hp).toBe(5); // Broken Oath's 2+N negated
    expect(hasStatus(s.units.eli, 'cursedVigilance')).toBe(false);
    const p = s.pending!;
    expect(p.kind === 'reaction' && p.grant).toMatchObject({ unit: 'eli', speed: 15, by: 'vigilance' });
    const offered = legalCommands(s, 0).reactions;
    expect(offered.map((o) => [o.skill, o.speed, o.curse])).toEqual([
      ['shadowstep', 15, false], // Shadow side (current)
      ['deathCut', 15, false], // Dagger side
      ['fatalThrow', 15, false],
    ]);
    expect(offered.some((o) => o.skill === 'vigilance')).toBe(false);
  });

  it('Eli chains Death Cut at 15 on Noel: Noel gets his own reaction window; it resolves before Broken Oath goes on', () => {
    let s = toGrant([1, 1]);
    const noelHp = s.units.noel.hp;
    const r = applyCommand(s, 0, { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'deathCut', target: { unit: 'noel' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    const declared = r.events.find((e) => e.type === 'declared' && e.skill === 'deathCut');
    expect(declared).toMatchObject({ unit: 'eli', speed: 15, cursed: false, affected: ['noel'] });
    expect(s.units.eli.used).toContain('deathCut');
    expect(s.units.eli.curse).toBe(0); // only cursed Vigilance's token was spent
    // The granted action's own reaction window, for its target.
    expect(s.pending).toMatchObject({ kind: 'reaction', unit: 'noel' });
    expect((s.pending as { grant?: unknown }).grant).toBeUndefined();
    const passed = applyCommand(s, 3, { type: 'pass', prompt: s.pending!.id });
    expect(passed.ok).toBe(true);
    if (!passed.ok) return;
    s = passed.state;
    expect(s.pending).toBeNull();
    expect(s.chain).toBeNull();
    const order = passed.events.filter((e) => e.type === 'damaged').map((e) => [e.unit, e.source, e.amount]);
    // Death Cut (1+D, D forced 1) hits Noel first; then Broken Oath goes on: the greatsword's price hits Darien.
    expect(order).toEqual([['noel', 'eli', 2], ['darien', 'darien', 1]]);
    expect(s.units.noel.hp).toBe(noelHp - 2);
    expect(s.units.eli.hp).toBe(5);
  });

  it('against Darien, who is already in the chain (R-CHAIN-3), the granted Death Cut opens no window', () => {
    let s = toGrant([1, 1]);
    const hp = s.units.darien.hp;
    s = apply(s, 0, { type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'deathCut', target: { unit: 'darien' } });
    expect(s.pending).toBeNull();
    expect(s.units.darien.hp).toBe(hp - 1 - 1); // Death Cut 2 − 1 (Two Oaths, adjacent front) and the oath's price 1
  });

  it('declining the grant (pass) lets Broken Oath finish; nothing is marked used', () => {
    let s = toGrant([1]);
    const r = applyCommand(s, 0, { type: 'pass', prompt: s.pending!.id });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    s = r.state;
    expect(s.pending).toBeNull();
    expect(s.units.eli.used).toEqual(['vigilance']);
    expect(r.events.some((e) => e.type === 'declared')).toBe(false);
    expect(r.events.filter((e) => e.type === 'damaged').map((e) => e.unit)).toEqual(['darien']); // the oath's price only
  });

  it('refuses the granting skill itself, a curse version and other uses, leaving the state unchanged', () => {
    const s = toGrant([1]);
    const before = JSON.stringify(s);
    const id = s.pending!.id;
    const codes = [
      { type: 'react', prompt: id, use: 'skill', skill: 'vigilance' },
      { type: 'react', prompt: id, use: 'skill', skill: 'deathCut', target: { unit: 'darien' }, curse: true },
      { type: 'react', prompt: id, use: 'rune' },
      { type: 'react', prompt: id, use: 'skill', skill: 'shadeAssault', target: { unit: 'darien' } },
    ].map((c) => {
      const r = applyCommand(s, 0, c);
      return r.ok ? 'accepted' : r.error.code;
    });
    expect(codes).toEqual(['skill/not_reaction_time', 'curse/no_curse_version', 'skill/not_reaction_time', 'skill/not_reaction_time']);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("cursed Vigilance used in Eli's own action phase (not a reaction) carries no grant", () => {
    let s = position({
      units: [at('eli', 0, 1, 0, { side: 1, facing: 3, curse: 1 }), at('darien', 2, 0, 0, { side: 1, form: 'great', facing: 0 })],
      turn: { unit: 'eli' },
    });
    s = apply(s, 0, { type: 'skill', skill: 'vigilance', curse: true });
    while (s.pending?.kind === 'reaction') s = apply(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
    const held = s.units.eli.statuses.find((st) => st.id === 'cursedVigilance');
    expect(held).toBeDefined();
    expect(held!.grant).toBeUndefined();
  });
});
