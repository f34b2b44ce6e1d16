// The 95 % intervals of a study report: Wilson score intervals (shared/study/wilson.ts), checked against published values.
import { describe, expect, it } from 'vitest';
import { inverseNormal, normalQuantile, wilson } from '../../../shared/study';

describe('Wilson interval', () => {
  it('matches the normal quantiles', () => {
    expect(normalQuantile(0.95)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.99)).toBeCloseTo(2.575829, 5);
    expect(inverseNormal(0.5)).toBeCloseTo(0, 8);
    expect(inverseNormal(1e-6)).toBeCloseTo(-4.753424, 4);
    expect(inverseNormal(1 - 1e-9)).toBeCloseTo(5.997807, 3);
    expect(() => normalQuantile(1)).toThrow(/level/);
  });

  it('gives the textbook intervals (Newcombe 1998, Wilson without continuity correction)', () => {
    // 81/263: 0.2553–0.3662 (Newcombe's example 1, method 3).
    const a = wilson(81, 263);
    expect(a.low).toBeCloseTo(0.2553, 4);
    expect(a.high).toBeCloseTo(0.3662, 4);
    // 15/148: 0.0624–0.1605 (example 2).
    const b = wilson(15, 148);
    expect(b.low).toBeCloseTo(0.0624, 4);
    expect(b.high).toBeCloseTo(0.1605, 4);
    // 0/20: 0–0.1611 (example 5): never below 0.
    const c = wilson(0, 20);
    expect(c.low).toBe(0);
    expect(c.high).toBeCloseTo(0.1611, 4);
    // 1/29: 0.0061–0.1718 (example 4).
    const d = wilson(1, 29);
    expect(d.low).toBeCloseTo(0.0061, 4);
    expect(d.high).toBeCloseTo(0.1718, 4);
  });

  it('narrows as games grow and is symmetric about a half', () => {
    const small = wilson(50, 100);
    const big = wilson(5000, 10000);
    expect(big.high - big.low).toBeLessThan(small.high - small.low);
    expect((big.high - big.low) / 2).toBeCloseTo(0.0098, 4);
    expect(small.low + small.high).toBeCloseTo(1, 10);
  });

  it('covers the whole range with no games and refuses impossible counts', () => {
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1 });
    expect(() => wilson(5, 4)).toThrow(/wins ≤ games/);
    expect(() => wilson(-1, 4)).toThrow(RangeError);
  });
});
