// previewCommand (issue 13): what a command would do, from the engine's own handlers, named after the rules it shows.
import { describe, expect, it } from 'vitest';
import { applyCommand, previewCommand, type CommandPreview, type GameState, type Seat } from '../../../shared/rules';
import { build, skill, unit } from './helpers';
import { position } from '../content/position';

const preview = (state: GameState, seat: Seat, command: unknown): CommandPreview => {
  const r = previewCommand(state, seat, command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.preview;
};
const of = (p: CommandPreview, id: string) => p.units.find((u) => u.unit === id)!;

describe('previewCommand', () => {
  it('R-DMG-1 a skill of 1 + one normal die previews 1..2 damage to its target, and nothing changes', () => {
    const state = build({
      skills: { cut: skill('cut', { effects: [{ kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 1 }] } }] }) },
      units: [unit('a', 0, 0, 0, {}, [['cut'], []]), unit('b', 2, 1, 0, { facing: 3 })],
    });
    const before = JSON.stringify(state);
    const p = preview(state, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } });
    expect(JSON.stringify(state)).toBe(before);
    expect(of(p, 'b').damage).toEqual({ min: 1, max: 2 });
    expect(of(p, 'b').hp).toEqual({ min: 3, max: 4 });
    expect(of(p, 'b').dies).toBe('never');
    expect(p.exact).toBe(true);
    expect(p.reactions.map((w) => w.unit)).toEqual(['b']);
  });

  it('R-OVR-3 a blow that may kill the enemy leader says the game may end with the actor winning', () => {
    const state = build({
      skills: { cut: skill('cut', { effects: [{ kind: 'damage', amount: { fixed: 1, dice: [{ kind: 'normal', count: 1 }] } }] }) },
      units: [unit('a', 0, 0, 0, { relic: 'holy' }, [['cut'], []]), unit('b', 2, 1, 0, { facing: 3, hp: 2, relic: 'holy' })],
    });
    const p = preview(state, 0, { type: 'skill', skill: 'cut', target: { unit: 'b' } });
    expect(of(p, 'b').dies).toBe('maybe');
    expect(p.gameOver).toEqual([{ winner: p.units.find((u) => u.unit === 'a')?.team ?? state.units.a.team, likelihood: 'maybe' }]);
    expect(p.actorTeamLoses).toBe('never');
  });

  it('R-STATUS-4 a Bleeding walk reports the HP it costs, and at 1 HP as the leader that it loses the game (O-02)', () => {
    const bleeding = (hp: number) => build({ units: [unit('a', 0, 0, 0, { hp, relic: 'holy', statuses: [{ id: 'bleeding' }] }), unit('b', 2, 3, 0, { relic: 'holy' })] });
    const walk = { type: 'move', path: [{ q: 0, r: 1 }, { q: 0, r: 2 }] };
    const p = preview(bleeding(5), 0, walk);
    expect(p.actorHpLoss).toEqual({ min: 2, max: 2 });
    expect(p.actorTeamLoses).toBe('never');
    const fatal = preview(bleeding(1), 0, walk);
    expect(fatal.actorHpLoss).toEqual({ min: 1, max: 1 });
    expect(of(fatal, 'a').dies).toBe('always');
    expect(fatal.actorTeamLoses).toBe('always');
    // and applyCommand does what the preview said
    const r = applyCommand(bleeding(1), 0, walk);
    expect(r.ok && r.state.stage === 'over' && r.state.winner !== r.state.units.a.team).toBe(true);
  });

  it('R-RES-4 a refused command previews as the same typed error', () => {
    const state = build({ units: [unit('a', 0, 0, 0, { statuses: [{ id: 'root' }] }), unit('b', 2, 3, 0)] });
    const p = previewCommand(state, 0, { type: 'move', path: [{ q: 0, r: 1 }] });
    const a = applyCommand(state, 0, { type: 'move', path: [{ q: 0, r: 1 }] });
    expect(p.ok).toBe(false);
    expect(!p.ok && !a.ok && p.error).toEqual(!a.ok && a.error);
  });
});

describe('previewCommand of a reaction (R-REACT, R-RES-4, R-RES-6)', () => {
  // Darien (seat 2) beside Eli (seat 0); Eli holds the response Smoke Veil (speed 10): Stealth, targeted actions fizzle.
  const windowAgainst = (command: Record<string, unknown>, side: 0 | 1 = 0): GameState => {
    const state = position({ units: [{ character: 'darien', seat: 2, pos: { q: 0, r: 0 }, form: 'twin', side }, { character: 'eli', seat: 0, pos: { q: 1, r: 0 }, facing: 3 }], turn: { unit: 'darien' } });
    const r = applyCommand(state, 2, command);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pending?.kind).toBe('reaction');
    return r.state;
  };
  const smokeVeil = (s: GameState) => ({ type: 'react', prompt: s.pending!.id, use: 'skill', skill: 'smokeVeil' });

  it('R-RES-6 Smoke Veil against an area skill (Oathbreaker\'s Verdict) cannot help: the damage lands all the same', () => {
    const s = windowAgainst({ type: 'skill', skill: 'verdict' });
    const p = preview(s, 0, smokeVeil(s));
    expect(p.reaction?.incoming).toMatchObject({ unit: 'darien', skill: 'verdict', targeting: 'surround' });
    expect(p.reaction?.speed).toBe(10);
    expect(p.reaction?.order).toBe('before');
    expect(p.reaction?.affectsIncoming).toBe(false);
    expect(p.reaction?.ifAnswered?.damage).toEqual(p.reaction?.ifPassed?.damage);
    expect(p.reaction?.ifPassed?.damage.max).toBeGreaterThan(0);
  });

  it('R-RES-6 Smoke Veil against a targeted attack (Broken Oath) makes it fizzle: it helps', () => {
    const s = windowAgainst({ type: 'skill', skill: 'brokenOath', target: { unit: 'eli' } }, 1);
    const p = preview(s, 0, smokeVeil(s));
    expect(p.reaction?.affectsIncoming).toBe(true);
    expect(p.reaction?.ifAnswered?.damage).toEqual({ min: 0, max: 0 });
    expect(p.reaction?.ifPassed?.damage.max).toBeGreaterThan(0);
  });
});
