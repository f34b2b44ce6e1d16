/**
 * Granted actions through the real engine (schema `grantAction`, shared/rules/grants.ts): Eli's Cursed Vigilance used as a
 * reaction negates the damage and then grants another weapon skill of either side of his board at speed 15
 * (R-STATUS-12, R-ELI-3, O-49 in docs/content.md), inside the chain, with its own reaction windows; passing declines it.
 */
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import { applyCommand } from '../../../shared/rules';
import { legalCommands } from '../../../shared/rules';
import type { Scenario } from '../../../shared/rules';
import type { GameState, Seat } from '../../../shared/rules/state';
import { hasStatus } from '../../../shared/rules/statuses';
import { position } from './position';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({
  character,
  seat,
  pos: { q, r },
  ...extra,
});

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
    const r = applyCommand(s, 0, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'deathCut',
      target: { unit: 'noel' },
    });
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
    expect(order).toEqual([
      ['noel', 'eli', 2],
      ['darien', 'darien', 1],
    ]);
    expect(s.units.noel.hp).toBe(noelHp - 2);
    expect(s.units.eli.hp).toBe(5);
  });

  it('against Darien, who is already in the chain (R-CHAIN-3), the granted Death Cut opens no window', () => {
    let s = toGrant([1, 1]);
    const hp = s.units.darien.hp;
    s = apply(s, 0, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'deathCut',
      target: { unit: 'darien' },
    });
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
    expect(codes).toEqual([
      'skill/not_reaction_time',
      'curse/no_curse_version',
      'skill/not_reaction_time',
      'skill/not_reaction_time',
    ]);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("cursed Vigilance used in Eli's own action phase (not a reaction) carries no grant", () => {
    let s = position({
      units: [
        at('eli', 0, 1, 0, { side: 1, facing: 3, curse: 1 }),
        at('darien', 2, 0, 0, { side: 1, form: 'great', facing: 0 }),
      ],
      turn: { unit: 'eli' },
    });
    s = apply(s, 0, { type: 'skill', skill: 'vigilance', curse: true });
    while (s.pending?.kind === 'reaction') s = apply(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
    const held = s.units.eli.statuses.find((st) => st.id === 'cursedVigilance');
    expect(held).toBeDefined();
    expect(held!.grant).toBeUndefined();
  });
});

describe("R-STATUS-12 / O-49 the follow-up also comes outside a chain (damage at a turn's start)", () => {
  /**
   * Eli holds Cursed Vigilance carrying its grant (as resolve.ts `grantAction afterNegating` parks it when the status was
   * gained as a reaction) and Burning, which resolves at the start of his turn (attach zone → active, R-TRACK-4).
   * Darien, next to Eli's front, ends his turn; Eli's start phase follows.
   */
  function burningEli(extra: Partial<U> = {}): GameState {
    const s = position({
      units: [
        at('darien', 2, 0, 0, { side: 1, form: 'great', facing: 0 }),
        at('eli', 0, 1, 0, {
          side: 1,
          facing: 3,
          hp: 5,
          statuses: [{ id: 'burning' }, { id: 'cursedVigilance' }],
          ...extra,
        }),
      ],
      initiative: ['darien', 'eli'],
      turn: { unit: 'darien' },
    });
    const cv = s.units.eli.statuses.find((st) => st.id === 'cursedVigilance')!;
    cv.grant = {
      unit: 'eli',
      speed: 15,
      skills: ['shadowstep', 'deathCut', 'fatalThrow'],
      by: 'vigilance',
      answers: 1,
    };
    return apply(s, 2, { type: 'endTurn' });
  }

  it("Burning is negated and the granted prompt opens at once in Eli's start phase, with the skills of both sides", () => {
    const s = burningEli();
    expect(s.turn).toMatchObject({ unit: 'eli', phase: 'action' });
    expect(s.units.eli.hp).toBe(5);
    expect(hasStatus(s.units.eli, 'cursedVigilance')).toBe(false);
    expect(s.chain).toBeNull();
    expect(s.pending).toMatchObject({ kind: 'reaction', seat: 0, unit: 'eli', speed: 15, grant: { by: 'vigilance' } });
    expect(legalCommands(s, 0).reactions.map((o) => [o.skill, o.speed, o.curse])).toEqual([
      ['shadowstep', 15, false],
      ['deathCut', 15, false],
      ['fatalThrow', 15, false],
    ]);
  });

  it('Eli uses Death Cut on Darien at 15: it is declared as its own chain and resolves; then his turn goes on', () => {
    let s = burningEli();
    const hp = s.units.darien.hp;
    s = apply(s, 0, {
      type: 'react',
      prompt: s.pending!.id,
      use: 'skill',
      skill: 'deathCut',
      target: { unit: 'darien' },
    });
    while (s.pending?.kind === 'reaction') s = apply(s, s.pending.seat, { type: 'pass', prompt: s.pending.id });
    expect(s.units.darien.hp).toBeLessThan(hp);
    expect(s.units.eli.used).toContain('deathCut');
    expect([s.chain, s.pending]).toEqual([null, null]);
    expect(s.turn).toMatchObject({ unit: 'eli', phase: 'action', standardActions: 0 }); // the grant cost no standard action
  });

  it('passing declines it; a bad answer is refused, the state unchanged', () => {
    const s = burningEli();
    const id = s.pending!.id;
    const before = JSON.stringify(s);
    const bad = [
      { type: 'react', prompt: id, use: 'skill', skill: 'vigilance' },
      { type: 'react', prompt: id, use: 'skill', skill: 'deathCut', target: { unit: 'darien' }, curse: true },
      { type: 'endTurn' },
    ].map((c) => {
      const r = applyCommand(s, 0, c);
      return r.ok ? 'accepted' : r.error.code;
    });
    expect(bad).toEqual(['skill/not_reaction_time', 'curse/no_curse_version', 'turn/pending_decision']);
    expect(JSON.stringify(s)).toBe(before);
    const passed = apply(s, 0, { type: 'pass', prompt: id });
    expect([passed.pending, passed.chain, passed.units.eli.used]).toEqual([null, null, []]);
  });

  it('with every granted skill used, nothing opens (the grant has nothing to offer)', () => {
    const s = burningEli({ used: ['shadowstep', 'deathCut', 'fatalThrow'] });
    expect(s.units.eli.hp).toBe(5);
    expect(s.pending).toBeNull();
  });

  it('the bot uses the grant on the adjacent enemy', () => {
    const s = burningEli();
    const c = chooseBotCommand({ legalCommands: (st, se) => legalCommands(st as GameState, se) }, s, 0, 0) as {
      type: string;
      skill?: string;
    };
    expect(c.type).toBe('react');
    expect(c.skill).toBeDefined();
  });
});
