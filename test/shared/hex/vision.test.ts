import { describe, expect, it } from 'vitest';
import { canSee, frontCone, hexDistance, hexKey, visibleCells, type Hex } from '../../../shared/hex';

const O: Hex = { q: 0, r: 0 };
const h = (q: number, r: number): Hex => ({ q, r });
const blockers =
  (keys: string[], radius = 50) =>
  (c: Hex) =>
    keys.includes(hexKey(c)) || hexDistance(c, O) > radius;

describe('R-LOS-1 vision is the front cone minus what blocking cells hide (R-LOS-4, O-21)', () => {
  it('on open ground a unit sees exactly its front cone, in front multi-target order', () => {
    for (let f = 0; f < 6; f++) expect(visibleCells(blockers([]), O, f, 3)).toEqual(frontCone(O, f, 3));
  });

  it.each([
    { name: 'front', target: h(1, 0), sees: true },
    { name: 'front-left at distance 2', target: h(2, -2), sees: true },
    { name: 'back (never, R-LOS-2: a skill cannot hit a unit behind its user)', target: h(-1, 0), sees: false },
    { name: 'back-right', target: h(-1, 1), sees: false },
    { name: 'its own cell (not in its cone)', target: O, sees: false },
    { name: 'a cell hidden behind a column of three obstacles', target: h(3, 0), sees: false },
    { name: 'an adjacent cell beside the obstacles', target: h(1, -1), sees: true },
  ])('facing E with obstacles at (2,0), (2,−1), (1,1): $name → $sees', ({ target, sees }) => {
    expect(canSee(blockers(['2,0', '2,-1', '1,1']), O, 0, target)).toBe(sees);
  });

  it('hidden cells and obstacles are left out; obstacles come back with includeBlocking', () => {
    const isBlocking = blockers(['2,0', '2,-1', '1,1']);
    const seen = visibleCells(isBlocking, O, 0, 3).map(hexKey);
    expect(seen).not.toContain('3,0');
    expect(seen).not.toContain('2,0');
    expect(seen).toContain('1,0');
    const withObstacles = visibleCells(isBlocking, O, 0, 3, { includeBlocking: true }).map(hexKey);
    expect(withObstacles).toContain('2,0');
    expect(withObstacles).not.toContain('3,0');
  });

  it('without a range it searches until a ring that blocks all round (the edge of a finite map)', () => {
    const isBlocking = blockers(['2,0'], 4);
    expect(visibleCells(isBlocking, h(-1, 0), 0)).toEqual(visibleCells(isBlocking, h(-1, 0), 0, 12));
    expect(visibleCells(isBlocking, h(-1, 0), 0).length).toBeGreaterThan(10);
  });
});
