/**
 * Module player choices through the engine (hooks.ts `HookContext.ask` → a `choice` prompt answered with `choose`):
 * which free circle Noel's Link binds to (R-NOEL-2/3, R-STATUS-8) and which held essence Nia's 4th replaces (R-NIA-3
 * "she must replace one she already holds").
 */
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../../shared/rules/applyCommand';
import { defaultCommand } from '../../../shared/rules/defaultCommand';
import { legalCommands } from '../../../shared/rules/legalCommands';
import type { Scenario } from '../../../shared/rules/scenario';
import type { GameState, Seat } from '../../../shared/rules/state';
import { essencesOf } from '../../../shared/content/characters/nia/mechanism';
import { play, reject } from './driver';
import { position } from './position';

type U = Scenario['units'][number];
const at = (character: string, seat: Seat, q: number, r: number, extra: Partial<U> = {}): U => ({ character, seat, pos: { q, r }, ...extra });
const skill = (id: string, target?: unknown) => ({ type: 'skill', skill: id, ...(target ? { target } : {}) });

function choose(s: GameState, option: number): GameState {
  const p = s.pending!;
  const r = applyCommand(s, p.seat, { type: 'choose', prompt: p.id, option });
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.state;
}

describe('R-NIA-3 a 4th essence replaces one she holds: her player chooses which', () => {
  /** Nia holds frost, arcane, frost and casts Flame Soulburn (fire) on Darien (N 0, Burning saved). */
  const cast = () =>
    play(position({ units: [at('nia', 0, 0, 0, { mechanism: { essences: ['frost', 'arcane', 'frost'], essencesStarted: true } }), at('darien', 2, 2, 0)], forcedRolls: [0, 3, 3, 3] }), 0, skill('flameSoulburn', { unit: 'darien' })).state;

  it('opens a choice of the kinds she holds; answering arcane keeps both frosts', () => {
    const s = cast();
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 0, unit: 'nia', purpose: 'nia:replaceEssence', options: ['frost', 'arcane'] });
    expect(legalCommands(s, 0).commands).toEqual([
      { type: 'choose', prompt: s.pending!.id, option: 0 },
      { type: 'choose', prompt: s.pending!.id, option: 1 },
    ]);
    const after = choose(s, 1);
    expect(essencesOf(after.units.nia)).toEqual(['frost', 'frost', 'fire']);
    expect(after.pending).toBeNull();
    expect(after.chain).toBeNull();
  });

  it('answering frost replaces one frost; the deadline default is the first option', () => {
    const s = cast();
    expect(essencesOf(choose(s, 0).units.nia)).toEqual(['arcane', 'frost', 'fire']);
    expect(defaultCommand(s, 0)).toEqual({ type: 'choose', prompt: s.pending!.id, option: 0 });
  });

  it('a bad option or another seat is refused, the state unchanged', () => {
    const s = cast();
    expect(reject(s, 0, { type: 'choose', prompt: s.pending!.id, option: 2 })).toBe('prompt/bad_option');
    expect(reject(s, 2, { type: 'choose', prompt: s.pending!.id, option: 0 })).toBe('prompt/not_yours');
  });

  it('with fewer than 3 held, or only one kind held, nothing is asked', () => {
    const two = play(position({ units: [at('nia', 0, 0, 0, { mechanism: { essences: ['frost', 'arcane'], essencesStarted: true } }), at('darien', 2, 2, 0)], forcedRolls: [0, 3, 3, 3] }), 0, skill('flameSoulburn', { unit: 'darien' })).state;
    expect([two.pending, essencesOf(two.units.nia)]).toEqual([null, ['frost', 'arcane', 'fire']]);
    const same = play(position({ units: [at('nia', 0, 0, 0, { mechanism: { essences: ['frost', 'frost', 'frost'], essencesStarted: true } }), at('darien', 2, 2, 0)], forcedRolls: [0, 3, 3, 3] }), 0, skill('flameSoulburn', { unit: 'darien' })).state;
    expect([same.pending, essencesOf(same.units.nia)]).toEqual([null, ['frost', 'frost', 'fire']]);
  });
});

describe('R-NOEL-2/3 a Link binds to the free circle Noel\'s player chooses', () => {
  /** Noel draws circles at (−2,0) then (0,2), then Soul Thread Links Eli (save failed). */
  const linked = () => {
    let s = position({ units: [at('noel', 3, 0, 0), at('eli', 0, 3, 0), at('yunye', 1, 4, -1)], forcedRolls: [0, 0, 0] });
    s = play(s, 3, skill('drawCircle', { cell: { q: -2, r: 0 } })).state;
    s.units.noel.used = []; // a later turn: the Circles side is fresh again
    s.turn!.standardActions = 1;
    s = play(s, 3, skill('drawCircle', { cell: { q: 0, r: 2 } })).state;
    s.turn!.standardActions = 1;
    return play(s, 3, skill('soulThread', { unit: 'eli' })).state;
  };

  it('two free circles: a choice with their cells; the newer one chosen, Circle Swap there moves Eli onto it', () => {
    let s = linked();
    const circles = s.markers.filter((m) => m.kind === 'teleportCircle');
    expect(circles).toHaveLength(2);
    expect(s.pending).toMatchObject({ kind: 'choice', seat: 3, unit: 'noel', purpose: 'noel:linkCircle', options: circles.map((m) => m.id), cells: [{ q: -2, r: 0 }, { q: 0, r: 2 }] });
    s = choose(s, 1);
    expect(s.pending).toBeNull();
    expect(s.chain).toBeNull();
    s = play(s, 3, skill('circleSwap', { cell: { q: 0, r: 2 } })).state;
    expect(s.units.eli.pos).toEqual({ q: 0, r: 2 });
    expect(s.markers.map((m) => m.cell)).toEqual([{ q: -2, r: 0 }]); // the older circle stays, unbound
  });

  it('the older circle chosen: a swap at the newer circle does nothing', () => {
    let s = choose(linked(), 0);
    s = play(s, 3, skill('circleSwap', { cell: { q: 0, r: 2 } })).state;
    expect(s.units.eli.pos).toEqual({ q: 3, r: 0 });
  });
});
