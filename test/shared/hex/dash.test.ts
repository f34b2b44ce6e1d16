import { describe, expect, it } from 'vitest';
import { dashOptions, hexDistance, hexKey, spiral, type Hex } from '../../../shared/hex';
import { seededRandom } from '../../fixtures/seededRandom';

const O: Hex = { q: 0, r: 0 };
const h = (q: number, r: number): Hex => ({ q, r });
const open = () => true;
const blockers = (keys: string[]) => (c: Hex) => !keys.includes(hexKey(c));

describe('R-FORCE-7 dash: every step one nearer to the target', () => {
  it.each([
    { name: 'along an axis there is one route', target: h(2, 0), paths: [[h(1, 0), h(2, 0)]] },
    {
      name: 'towards a vertex-direction cell there are two routes',
      target: h(2, -1),
      paths: [
        [h(1, 0), h(2, -1)],
        [h(1, -1), h(2, -1)],
      ],
    },
    {
      name: 'distance 3 off-axis: three routes',
      target: h(3, -1),
      paths: [
        [h(1, 0), h(2, 0), h(3, -1)],
        [h(1, 0), h(2, -1), h(3, -1)],
        [h(1, -1), h(2, -1), h(3, -1)],
      ],
    },
  ])('$name', ({ target, paths }) => {
    const options = dashOptions(O, target, open);
    expect(options.paths.map((p) => p.map(hexKey)).sort()).toEqual(paths.map((p) => p.map(hexKey)).sort());
  });

  it('the mover chooses step by step: next lists only steps that keep a shortest route open', () => {
    // (1,−1) is open but (2,−1)… is blocked, so from (0,0) towards (3,−1) via (1,−1) is a dead end.
    const options = dashOptions(O, h(3, -1), blockers(['2,-1']));
    expect(options.paths.map((p) => p.map(hexKey))).toEqual([['1,0', '2,0', '3,-1']]);
    expect(options.next['0,0']).toEqual([h(1, 0)]);
    expect(options.next['1,0']).toEqual([h(2, 0)]);
    expect(options.next['2,0']).toEqual([h(3, -1)]);
  });

  it('no shortest route: an empty result even when a longer walk exists (O-22/O-23)', () => {
    expect(dashOptions(O, h(2, 0), blockers(['1,0']))).toEqual({ paths: [], next: {} });
  });

  it('a target that cannot be entered (an enemy, an obstacle) cannot be dashed to', () => {
    expect(dashOptions(O, h(2, 0), blockers(['2,0']))).toEqual({ paths: [], next: {} });
  });

  it('passes through whatever canEnter allows (allies) and not what it refuses (enemies)', () => {
    const ally = '1,0';
    const enemy = '1,-1';
    const options = dashOptions(O, h(2, -1), (c) => hexKey(c) !== enemy || hexKey(c) === ally);
    expect(options.paths.map((p) => p.map(hexKey))).toEqual([['1,0', '2,-1']]);
  });

  it('dashing to the own cell is one empty route', () => {
    expect(dashOptions(h(2, 2), h(2, 2), open)).toEqual({ paths: [[]], next: {} });
  });

  it('on random maps every route is a shortest route of enterable cells and next agrees with the routes', () => {
    const random = seededRandom(3);
    const cells = spiral(O, 4);
    for (let m = 0; m < 200; m++) {
      const blocked = new Set(cells.filter(() => random() < 0.25).map(hexKey));
      const canEnter = (c: Hex) => !blocked.has(hexKey(c));
      const start = cells[Math.floor(random() * cells.length)];
      const target = cells[Math.floor(random() * cells.length)];
      const { paths, next } = dashOptions(start, target, canEnter);
      const n = hexDistance(start, target);
      const firstSteps = new Set<string>();
      for (const p of paths) {
        expect(p).toHaveLength(n);
        let at = start;
        p.forEach((c, i) => {
          expect(hexDistance(at, c)).toBe(1);
          expect(hexDistance(c, target)).toBe(n - i - 1);
          expect(canEnter(c)).toBe(true);
          at = c;
        });
        if (n > 0) firstSteps.add(hexKey(p[0]));
      }
      expect(new Set((next[hexKey(start)] ?? []).map(hexKey))).toEqual(firstSteps);
      expect(new Set(paths.map((p) => p.map(hexKey).join(' '))).size).toBe(paths.length);
    }
  });
});
