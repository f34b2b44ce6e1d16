// The ladder's line (issue 32): `<level> vs <level> (<variant>): W/N = P % [lo, hi], Elo ±d`, a draw counting half.
import { describe, expect, it } from 'vitest';
import { elo, formatLadderLine, formatSidesLine } from '../../../shared/ai/ladder';

const line = (points: number, games: number) =>
  ({
    level: 'strong',
    against: 'normal',
    variant: 'standard',
    points,
    games,
    msPerDecision: { level: 0, against: 0 },
    slowestMs: 0,
    won: { red: Math.floor(points), blue: games - Math.ceil(points) },
  }) as const;

describe('ladder lines', () => {
  it('prints the share with its 95 % Wilson interval and the Elo difference it implies', () => {
    expect(formatLadderLine(line(15, 20))).toBe('strong vs normal (standard): 15/20 = 75 % [53, 89], Elo +191');
    expect(formatLadderLine(line(10, 20))).toMatch(/= 50 % \[\d+, \d+\], Elo \+0$/);
  });

  it('a draw counts half and widens the interval to both whole counts; a sweep gives a finite Elo', () => {
    expect(formatLadderLine(line(7.5, 10))).toMatch(
      /^strong vs normal \(standard\): 7\.5\/10 = 75 % \[40, 94\], Elo \+191$/,
    );
    expect(Number.isFinite(elo(1, 10))).toBe(true);
    expect(elo(0, 10)).toBeCloseTo(-elo(1, 10));
  });

  it("prints how the games split between the sides, a draw or a stopped game in neither's count", () => {
    expect(formatSidesLine(line(7.5, 10))).toBe('red won 7/10 = 70 % [40, 89], blue won 2, 1 drawn or stopped');
  });
});
