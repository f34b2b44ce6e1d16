// Player mistakes read as a player would (issue #3 "Errors"): each message names the unit, the cell or skill, and why;
// the rule id rides along. The state is unchanged on every rejection (STYLE "Tests").
import { describe, expect, it } from 'vitest';
import { applyCommand, type GameState } from '../../../shared/rules';
import { build, byId, skill, unit } from './helpers';

const cut = skill('cut', { targeting: { kind: 'single', range: { max: 1 }, filter: 'enemy' } });
const far = skill('far', { targeting: { kind: 'single', range: { min: 2, max: 3 }, filter: 'enemy' } });
const blink = skill('blink', {
  targeting: { kind: 'cell', range: { max: 3 }, emptyCell: true },
  effects: [{ kind: 'teleport' }],
});
const start = (): GameState =>
  build({
    map: {
      radius: 4,
      obstacles: [
        { q: 0, r: 1 },
        { q: 1, r: -1 },
        { q: 2, r: -2 },
      ],
    },
    skills: byId(cut, far, blink),
    units: [
      unit('eli', 0, 0, 0, {}, [['cut', 'far', 'blink'], []]),
      unit('noel', 2, 2, 0),
      unit('yunye', 1, -1, 0),
      unit('darien', 3, 2, -3, { statuses: [{ id: 'stealth' }] }),
    ],
  });
function error(cmd: unknown, seat: 0 | 1 | 2 | 3 = 0) {
  const s = start();
  const before = JSON.stringify(s);
  const r = applyCommand(s, seat, cmd);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error('expected a rejection');
  return r.error;
}

describe('error messages name what was wrong', () => {
  it.each([
    {
      cmd: { type: 'move', path: [{ q: 0, r: 1 }] },
      code: 'move/blocked',
      ruleId: 'R-MOVE-5',
      says: ['eli', '(0,1)', 'obstacle'],
    },
    {
      cmd: { type: 'move', path: [{ q: 0, r: 5 }] },
      code: 'move/not_adjacent',
      ruleId: 'R-MOVE-2',
      says: ['eli', '(0,0)', '(0,5)', 'not adjacent'],
    },
    {
      cmd: {
        type: 'move',
        path: [
          { q: 1, r: 0 },
          { q: 2, r: 0 },
          { q: 3, r: 0 },
        ],
      },
      code: 'move/enemy',
      ruleId: 'R-MOVE-6',
      says: ['eli', '(2,0)', 'noel'],
    },
    {
      cmd: {
        type: 'move',
        path: [
          { q: -1, r: 0 },
          { q: -1, r: 1 },
          { q: -1, r: 2 },
          { q: -1, r: 3 },
        ],
      },
      code: 'move/no_budget',
      ruleId: 'R-MOVE-1',
      says: ['eli', '4', '3 left'],
    },
    {
      cmd: { type: 'move', path: [{ q: -1, r: 0 }] },
      code: 'move/occupied',
      ruleId: 'R-MOVE-6',
      says: ['eli', '(-1,0)', 'yunye'],
    },
    { cmd: { type: 'turn', facing: 0 }, code: 'move/same_facing', ruleId: 'R-MOVE-4', says: ['eli', 'direction 0'] },
    {
      cmd: { type: 'skill', skill: 'cut', target: { unit: 'noel' } },
      code: 'target/out_of_range',
      ruleId: 'R-LOS-2',
      says: ['noel', '2 cells', 'eli', 'cut', '1 cell'],
    },
    {
      cmd: { type: 'skill', skill: 'far', target: { unit: 'yunye' } },
      code: 'target/not_allowed',
      ruleId: 'R-TEAM-5',
      says: ['far', 'enemies', 'yunye', 'ally'],
    },
    {
      cmd: { type: 'skill', skill: 'far', target: { unit: 'darien' } },
      code: 'target/untargetable',
      ruleId: 'R-STATUS-9',
      says: ['darien', 'Stealthed'],
    },
    {
      cmd: { type: 'skill', skill: 'blink', target: { cell: { q: 1, r: -1 } } },
      code: 'target/cell_blocked',
      says: ['blink', '(1,-1)', 'obstacle'],
    },
    {
      cmd: { type: 'skill', skill: 'blink', target: { cell: { q: -4, r: 0 } } },
      code: 'target/out_of_range',
      ruleId: 'R-LOS-2',
      says: ['(-4,0)', '4 cells', 'eli'],
    },
    { cmd: { type: 'skill', skill: 'nope' }, code: 'skill/unknown', says: ['eli', 'nope'] },
    { cmd: { type: 'endTurn' }, seat: 2, code: 'turn/not_your_turn', ruleId: 'R-ROUND-3', says: ['eli', 'seat 0'] },
  ] as { cmd: unknown; seat?: 0 | 1 | 2 | 3; code: string; ruleId?: string; says: string[] }[])(
    '$code: $says',
    ({ cmd, seat, code, ruleId, says }) => {
      const e = error(cmd, seat);
      expect(e.code).toBe(code);
      if (ruleId) expect(e.ruleId).toBe(ruleId);
      for (const word of says) expect(e.message).toContain(word);
    },
  );
  it('R-LOS-2 says whether the target is outside the front cone or behind an obstacle', () => {
    const s = build({
      map: {
        radius: 4,
        obstacles: [
          { q: 1, r: 0 },
          { q: 1, r: -1 },
        ],
      },
      skills: byId(far),
      units: [unit('eli', 0, 0, 0, {}, [['far'], []]), unit('noel', 2, 2, -1), unit('darien', 3, -2, 0)],
    });
    const hidden = applyCommand(s, 0, { type: 'skill', skill: 'far', target: { unit: 'noel' } });
    const behind = applyCommand(s, 0, { type: 'skill', skill: 'far', target: { unit: 'darien' } });
    expect(!hidden.ok && hidden.error.message).toContain('line of sight is blocked');
    expect(!behind.ok && behind.error.message).toContain('outside the front cone');
  });
});
