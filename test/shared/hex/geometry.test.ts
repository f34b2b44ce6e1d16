import { describe, expect, it } from 'vitest';
import { DIRECTIONS, hexCorners, hexToPoint, type Hex } from '../../../shared/hex';

const R3 = Math.sqrt(3);
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 12);
  expect(a.y).toBeCloseTo(b.y, 12);
};

describe('hex centres and corners (docs/architecture.md "Hex conventions")', () => {
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

describe('corners on the integer lattice used by line of sight', () => {
  it('every corner follows (cos θ, sin θ), θ = 60°·i − 30°, and scales (x·2/√3, 2y) to integers', () => {
    for (const h of [
      { q: 0, r: 0 },
      { q: 3, r: -7 },
      { q: -12, r: 5 },
    ]) {
      const c = hexToPoint(h);
      hexCorners(h).forEach((p, i) => {
        const theta = ((60 * i - 30) * Math.PI) / 180;
        close(p, { x: c.x + Math.cos(theta), y: c.y + Math.sin(theta) });
        const X = (p.x * 2) / R3;
        const Y = p.y * 2;
        expect(X).toBeCloseTo(Math.round(X), 9);
        expect(Y).toBeCloseTo(Math.round(Y), 9);
        expect(Math.round(X)).toBe(2 * h.q + h.r + [1, 1, 0, -1, -1, 0][i]);
        expect(Math.round(Y)).toBe(3 * h.r + [-1, 1, 2, 1, -1, -2][i]);
      });
    }
  });
});
