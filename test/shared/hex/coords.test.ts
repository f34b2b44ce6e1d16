import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  directionTo,
  hexAdd,
  hexDistance,
  hexEquals,
  hexKey,
  hexScale,
  hexSubtract,
  neighbor,
  parseHexKey,
  ring,
  rotateHex,
  spiral,
  toDirection,
  type Hex,
} from '../../../shared/hex';

const anyHex = fc.record({ q: fc.integer({ min: -50, max: 50 }), r: fc.integer({ min: -50, max: 50 }) });
const O: Hex = { q: 0, r: 0 };

describe('hex coordinates (docs/architecture.md "Hex conventions")', () => {
  it.each([
    { d: 0, name: 'E', v: { q: 1, r: 0 } },
    { d: 1, name: 'NE', v: { q: 1, r: -1 } },
    { d: 2, name: 'NW', v: { q: 0, r: -1 } },
    { d: 3, name: 'W', v: { q: -1, r: 0 } },
    { d: 4, name: 'SW', v: { q: -1, r: 1 } },
    { d: 5, name: 'SE', v: { q: 0, r: 1 } },
  ])('direction $d is $name', ({ d, v }) => {
    expect(DIRECTIONS[d]).toEqual(v);
    expect(neighbor(O, d)).toEqual(v);
    expect(directionTo(O, v)).toBe(d);
  });

  it('hexKey and parseHexKey round-trip', () => {
    fc.assert(
      fc.property(anyHex, (h) => hexEquals(parseHexKey(hexKey(h))!, h)),
      { seed: 1 },
    );
    expect(hexKey({ q: -3, r: 12 })).toBe('-3,12');
  });

  it.each(['', '1', '1,2,3', 'a,b', '1.5,2', ' 1,2'])('parseHexKey refuses %j', (key) => {
    expect(parseHexKey(key)).toBeNull();
  });

  it('rotating six times by 60° is the identity, and rotation maps direction d to d + steps', () => {
    fc.assert(
      fc.property(anyHex, fc.integer({ min: -12, max: 12 }), (h, steps) => {
        let x = h;
        for (let i = 0; i < 6; i++) x = rotateHex(x, steps);
        return hexEquals(x, h) && hexDistance(rotateHex(h, steps), O) === hexDistance(h, O);
      }),
      { seed: 2 },
    );
    for (let d = 0; d < 6; d++) {
      for (let s = -6; s <= 6; s++) expect(rotateHex(DIRECTIONS[d], s)).toEqual(DIRECTIONS[toDirection(d + s)]);
    }
  });

  it('toDirection wraps any integer (facing − 1 of 0 is 5)', () => {
    expect(toDirection(-1)).toBe(5);
    expect(toDirection(6)).toBe(0);
    expect(toDirection(-13)).toBe(5);
  });

  it('hex distance is a metric that counts single steps', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        return (
          hexDistance(a, b) === hexDistance(b, a) &&
          hexDistance(a, c) <= hexDistance(a, b) + hexDistance(b, c) &&
          (hexDistance(a, b) === 0) === hexEquals(a, b)
        );
      }),
      { seed: 3 },
    );
    for (const d of DIRECTIONS) expect(hexDistance(O, hexScale(d, 7))).toBe(7);
    expect(hexDistance({ q: 1, r: 2 }, { q: -2, r: 0 })).toBe(5);
  });

  it('add, subtract and directionTo agree', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => hexEquals(hexSubtract(hexAdd(a, b), b), a)),
      { seed: 4 },
    );
    expect(directionTo(O, { q: 2, r: 0 })).toBeNull();
  });
});

describe('R-MULTI-4 rings', () => {
  it.each([1, 2, 3, 4, 7])(
    'ring %i has 6k distinct cells, all at distance k, each adjacent to the next (clockwise)',
    (k) => {
      for (let start = 0; start < 6; start++) {
        const cells = ring(O, k, start);
        expect(cells).toHaveLength(6 * k);
        expect(new Set(cells.map(hexKey)).size).toBe(6 * k);
        expect(cells[0]).toEqual(hexScale(DIRECTIONS[start], k));
        cells.forEach((c, i) => {
          expect(hexDistance(c, O)).toBe(k);
          expect(hexDistance(c, cells[(i + 1) % cells.length])).toBe(1);
        });
        // Clockwise is decreasing direction index: after k steps the ring reaches the corner in direction start − 1.
        expect(cells[k]).toEqual(hexScale(DIRECTIONS[toDirection(start - 1)], k));
      }
    },
  );

  it('ring 0 is the centre; spiral k has 3k(k+1)+1 cells ring by ring', () => {
    expect(ring({ q: 2, r: -1 }, 0)).toEqual([{ q: 2, r: -1 }]);
    for (let k = 0; k <= 5; k++) expect(spiral({ q: 3, r: 4 }, k)).toHaveLength(3 * k * (k + 1) + 1);
  });

  it('ring 1 from E clockwise is E, SE, SW, W, NW, NE', () => {
    expect(ring(O, 1)).toEqual([0, 5, 4, 3, 2, 1].map((d) => DIRECTIONS[d]));
  });
});
