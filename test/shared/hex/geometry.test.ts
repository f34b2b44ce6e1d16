import { describe, expect, it } from 'vitest';
import { DIRECTIONS, hexCorners, hexToPoint, type Hex } from '../../../shared/hex';

const R3 = Math.sqrt(3);
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 12);
  expect(a.y).toBeCloseTo(b.y, 12);
};

describe('hex centres and corners (DESIGN "Hex conventions")', () => {
  it.each([
    { h: { q: 0, r: 0 }, x: 0, y: 0 },
    { h: { q: 1, r: 0 }, x: R3, y: 0 },
    { h: { q: 0, r: 1 }, x: R3 / 2, y: 1.5 },
    { h: { q: -2, r: 3 }, x: -R3 / 2, y: 4.5 },
  ])('centre of $h.q,$h.r', ({ h, x, y }) => close(hexToPoint(h), { x, y }));

  it('corner i is at 60°·i − 30°: 0 up-right, 2 straight down, 5 straight up', () => {
    const c = hexCorners({ q: 0, r: 0 });
    expect(c).toHaveLength(6);
    close(c[0], { x: R3 / 2, y: -0.5 });
    close(c[1], { x: R3 / 2, y: 0.5 });
    expect(c[2]).toEqual({ x: 0, y: 1 });
    close(c[3], { x: -R3 / 2, y: 0.5 });
    close(c[4], { x: -R3 / 2, y: -0.5 });
    expect(c[5]).toEqual({ x: 0, y: -1 });
  });

  it('neighbours share exactly two corners and lie √3 apart', () => {
    const origin: Hex = { q: 0, r: 0 };
    const mine = hexCorners(origin);
    for (const d of DIRECTIONS) {
      const a = hexToPoint(d);
      expect(Math.hypot(a.x, a.y)).toBeCloseTo(R3, 12);
      const theirs = hexCorners(d);
      const shared = mine.filter((p) => theirs.some((t) => Math.hypot(t.x - p.x, t.y - p.y) < 1e-9));
      expect(shared).toHaveLength(2);
    }
  });
});
