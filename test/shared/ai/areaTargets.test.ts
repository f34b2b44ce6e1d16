// Issue 29: the bot values an area or line skill by the units the engine's own target check says it affects, not by
// a re-derivation of the area: a line stops at terrain (R-LOS: lines end at a sight-blocking cell), so an enemy behind
// an obstacle is no victim, and a spear thrown at it is wasted.
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import * as rules from '../../../shared/rules';
import type { GameState } from '../../../shared/rules';
import { build } from './buildScenario';

describe('issue 29 the bot counts the victims the engine counts', () => {
  const scenario = (obstacles: { q: number; r: number }[]): GameState =>
    build({
      variant: 'beginner',
      map: { radius: 5, obstacles },
      units: [
        { character: 'silas', seat: 0, pos: { q: 0, r: 0 }, facing: 0, board: 0, side: 0 },
        { character: 'eli', seat: 1, pos: { q: -4, r: 0 }, facing: 0 },
        { character: 'yunye', seat: 2, pos: { q: 2, r: 0 }, facing: 3 },
        { character: 'noel', seat: 3, pos: { q: 4, r: -4 }, facing: 3 },
      ],
      turn: { unit: 'silas', phase: 'action' },
    });
  const spearEast = (c: unknown) =>
    (c as { skill?: string }).skill === 'boneSpear' &&
    (c as { target?: { direction?: number } }).target?.direction === 0;

  it('throws Bone Spear along an open line at the enemy in it', () => {
    const open = scenario([]);
    expect(spearEast(chooseBotCommand(rules, open, 0, 0))).toBe(true);
  });

  it('does not throw it at an enemy behind an obstacle, where the line stops', () => {
    const blocked = scenario([{ q: 1, r: 0 }]);
    expect(rules.legalCommands(blocked, 0).commands.some(spearEast)).toBe(true);
    expect(spearEast(chooseBotCommand(rules, blocked, 0, 0))).toBe(false);
  });
});
