import { describe, expect, it } from 'vitest';
import { legalCommands } from '../../../shared/rules';
import { build, ok, rejects, unit } from './helpers';

const base = (over = {}) =>
  build({
    map: { radius: 4, obstacles: [{ q: 1, r: -1 }] },
    units: [unit('a', 0, 0, 0), unit('ally', 1, 1, 0), unit('enemy', 2, -1, 0), unit('e2', 3, 0, 3)],
    ...over,
  });

describe('R-MOVE movement', () => {
  it('R-MOVE-1/2 each step costs 1 from the movement budget', () => {
    const s = ok(base(), 0, { type: 'move', path: [{ q: 0, r: 1 }] });
    expect(s.turn!.movementLeft).toBe(2);
    expect(s.units.a.pos).toEqual({ q: 0, r: 1 });
  });
  it('R-MOVE-1 movement can be split around other actions', () => {
    let s = ok(base(), 0, { type: 'move', path: [{ q: 0, r: 1 }] });
    s = ok(s, 0, { type: 'move', path: [{ q: 0, r: 2 }] });
    expect(s.turn!.movementLeft).toBe(1);
  });
  it('R-MOVE-1 a path longer than the budget is refused', () => {
    rejects(
      base(),
      0,
      {
        type: 'move',
        path: [
          { q: 0, r: 1 },
          { q: 0, r: 2 },
          { q: 0, r: 3 },
          { q: -1, r: 3 },
        ],
      },
      'move/no_budget',
    );
  });
  it('R-MOVE-3 after each step the unit faces the step direction', () => {
    const s = ok(base(), 0, {
      type: 'move',
      path: [
        { q: 0, r: 1 },
        { q: -1, r: 1 },
      ],
    });
    expect(s.units.a.facing).toBe(3); // W
  });
  it('R-MOVE-4 / O-19 turning in place costs 1 and may face any direction', () => {
    const s = ok(base(), 0, { type: 'turn', facing: 3 });
    expect(s.units.a.facing).toBe(3);
    expect(s.turn!.movementLeft).toBe(2);
  });
  it('R-MOVE-5 impassable cells cannot be entered', () => {
    rejects(base(), 0, { type: 'move', path: [{ q: 1, r: -1 }] }, 'move/blocked');
  });
  it('R-MOVE-5 the void cannot be entered', () => {
    const s = build({ map: { radius: 1 }, units: [unit('a', 0, 1, 0), unit('b', 2, -1, 0)] });
    rejects(s, 0, { type: 'move', path: [{ q: 2, r: 0 }] }, 'move/blocked');
  });
  it('R-MOVE-6 allies may be passed through but not ended on', () => {
    const s = ok(base(), 0, {
      type: 'move',
      path: [
        { q: 1, r: 0 },
        { q: 2, r: 0 },
      ],
    });
    expect(s.units.a.pos).toEqual({ q: 2, r: 0 });
    rejects(base(), 0, { type: 'move', path: [{ q: 1, r: 0 }] }, 'move/occupied');
  });
  it('R-MOVE-6 enemy cells cannot be entered', () => {
    rejects(
      base(),
      0,
      {
        type: 'move',
        path: [
          { q: -1, r: 0 },
          { q: -2, r: 0 },
        ],
      },
      'move/enemy',
    );
  });
  it('R-MOVE-7 Darien with 3 movement may move up to 3 cells', () => {
    const s = build({
      map: { radius: 4 },
      units: [{ character: 'darien', seat: 2, pos: { q: 0, r: 0 } }, unit('x', 0, -4, 0)],
    });
    expect(s.units.darien.movement).toBe(3);
    const legal = legalCommands(s, 2);
    expect(Math.max(...legal.moves.map((m) => m.cost))).toBe(3);
    ok(s, 2, {
      type: 'move',
      path: [
        { q: 1, r: 0 },
        { q: 2, r: 0 },
        { q: 3, r: 0 },
      ],
    });
    rejects(
      s,
      2,
      {
        type: 'move',
        path: [
          { q: 1, r: 0 },
          { q: 2, r: 0 },
          { q: 3, r: 0 },
          { q: 4, r: 0 },
        ],
      },
      'move/no_budget',
    );
  });
  it('R-MOVE-8 / R-STATUS-3 a rooted unit cannot spend movement', () => {
    const s = base({ units: [unit('a', 0, 0, 0, { statuses: [{ id: 'root' }] }), unit('enemy', 2, -1, 0)] });
    rejects(s, 0, { type: 'move', path: [{ q: 0, r: 1 }] }, 'move/rooted');
    rejects(s, 0, { type: 'turn', facing: 2 }, 'move/rooted');
  });
  it('a path of non-adjacent cells is refused', () => {
    rejects(base(), 0, { type: 'move', path: [{ q: 0, r: 2 }] }, 'move/not_adjacent');
  });
  it('reachable cells match the accepted walks (legalCommands ⇔ applyCommand)', () => {
    const s = base();
    const legal = legalCommands(s, 0);
    expect(legal.moves.length).toBeGreaterThan(5);
    for (const m of legal.moves) ok(s, 0, { type: 'move', path: m.path });
    expect(legal.moves.some((m) => m.cell.q === 1 && m.cell.r === 0)).toBe(false); // ally cell: not an end cell
  });
});
