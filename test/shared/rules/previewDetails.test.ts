// Refusals and fizzles carry what a client draws (issue 13): the cell, the path index, distance against range, the
// status that forbids, the sight line's blockers. Named after the rules refused.
import { describe, expect, it } from 'vitest';
import { applyCommand, previewCommand, type GameState, type RuleError } from '../../../shared/rules';
import { build, skill, unit } from './helpers';
import { position } from '../content/position';

const refused = (state: GameState, command: unknown): RuleError => {
  const r = applyCommand(state, 0, command);
  if (r.ok) throw new Error('expected a refusal');
  const p = previewCommand(state, 0, command);
  expect(p.ok ? null : p.error).toEqual(r.error); // the preview refuses the same way
  return r.error;
};

describe('error details', () => {
  // A wall east of a: (1,0) on the straight line to b, its neighbours closing the corner lines.
  const map = {
    radius: 4,
    obstacles: [
      { q: 1, r: 0 },
      { q: 1, r: -1 },
      { q: 1, r: 1 },
      { q: 2, r: -1 },
      { q: 0, r: 1 },
    ],
  };
  const state = build({
    map,
    skills: { bolt: skill('bolt', { targeting: { kind: 'single', range: { max: 2 }, filter: 'enemy' } }) },
    units: [unit('a', 0, 0, 0, {}, [['bolt'], []]), unit('b', 2, 2, 0, { facing: 3 }), unit('c', 2, 0, 3)],
  });

  it('R-MOVE-5 a path into an obstacle names the cell and its index in the path', () => {
    const e = refused(state, { type: 'move', path: [{ q: 1, r: 0 }] });
    expect(e.code).toBe('move/blocked');
    expect(e.details).toEqual({ cell: { q: 1, r: 0 }, pathIndex: 0 });
  });

  it('R-MOVE-1 a path longer than the movement left gives its cost against the budget', () => {
    const e = refused(state, {
      type: 'move',
      path: [
        { q: 0, r: 1 },
        { q: 0, r: 2 },
        { q: 0, r: 3 },
        { q: 0, r: 4 },
      ],
    });
    expect(e.details).toMatchObject({ cost: 4, budget: 3 });
  });

  it("R-MOVE-8 a Rooted unit's move names the status that forbids it", () => {
    const rooted = build({ map, units: [unit('a', 0, 0, 0, { statuses: [{ id: 'root' }] }), unit('b', 2, 2, 0)] });
    expect(refused(rooted, { type: 'move', path: [{ q: 0, r: 1 }] }).details).toEqual({ unit: 'a', status: 'root' });
  });

  it('R-LOS-2 out of range gives the distance against the range', () => {
    const e = refused(state, { type: 'skill', skill: 'bolt', target: { unit: 'c' } });
    expect(e.code).toBe('target/out_of_range');
    expect(e.details).toEqual({ unit: 'c', cell: { q: 0, r: 3 }, distance: 3, range: { min: 1, max: 2 } });
  });

  it('R-LOS-3 a target behind an obstacle names the blocking cell on the line (inside the front cone)', () => {
    const e = refused(state, { type: 'skill', skill: 'bolt', target: { unit: 'b' } });
    expect(e.code).toBe('target/not_visible');
    expect(e.details?.sight).toEqual({
      from: { q: 0, r: 0 },
      to: { q: 2, r: 0 },
      facing: 0,
      inCone: true,
      blockers: [{ q: 1, r: 0 }],
    });
  });

  it('R-LOS-1 a target behind the user says it is outside the front cone', () => {
    const behind = build({
      map: { radius: 4 },
      skills: { bolt: skill('bolt') },
      units: [unit('a', 0, 0, 0, {}, [['bolt'], []]), unit('b', 2, -1, 0)],
    });
    const e = refused(behind, { type: 'skill', skill: 'bolt', target: { unit: 'b' } });
    expect(e.details?.sight).toMatchObject({ inCone: false, blockers: [] });
  });
});

describe('fizzle details (R-RES-6)', () => {
  it('R-RES-6 an attack whose target teleported out of range fizzles with the distance against the range', () => {
    // Nia's Flame Soulburn at Eli; Eli answers with Fatal Throw and teleports 4+ away (as the content test does).
    const state = position({
      units: [
        { character: 'nia', seat: 2, pos: { q: 0, r: 0 } },
        { character: 'eli', seat: 0, pos: { q: 3, r: 0 }, facing: 3 },
      ],
      turn: { unit: 'nia' },
    });
    const declared = applyCommand(state, 2, { type: 'skill', skill: 'flameSoulburn', target: { unit: 'eli' } });
    if (!declared.ok) throw new Error(declared.error.message);
    const reacted = applyCommand(declared.state, 0, {
      type: 'react',
      prompt: declared.state.pending!.id,
      use: 'skill',
      skill: 'fatalThrow',
      target: { unit: 'nia' },
    });
    if (!reacted.ok) throw new Error(reacted.error.message);
    let s = reacted.state;
    const events = [...reacted.events];
    while (s.pending) {
      const p = s.pending;
      const far =
        p.kind === 'step'
          ? p.options.findIndex((c) => Math.max(Math.abs(c.q), Math.abs(c.r), Math.abs(c.q + c.r)) >= 5)
          : -1;
      const r = applyCommand(
        s,
        p.seat,
        p.kind === 'step' ? { type: 'choose', prompt: p.id, option: Math.max(0, far) } : { type: 'pass', prompt: p.id },
      );
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      events.push(...r.events);
    }
    const fizzle = events.find((e) => e.type === 'fizzled');
    expect(fizzle?.type === 'fizzled' && fizzle.reason).toBe('out_of_range');
    expect(fizzle?.type === 'fizzled' && fizzle.details).toMatchObject({
      unit: 'eli',
      range: { max: expect.any(Number) },
    });
    expect(fizzle?.type === 'fizzled' && fizzle.details!.distance! > fizzle.details!.range!.max).toBe(true);
  });
});
