import { describe, expect, it } from 'vitest';
import { spreadLabels } from '../../../../../client/src/screens/match/scene/spreadLabels';

// Name tags over standees that stand side by side must not cover each other (client/src/screens/match/scene/UnitLabels.tsx).
describe('spreadLabels', () => {
  const box = (x: number, y: number) => ({ x, y, width: 80, height: 20 });
  const overlaps = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.abs(a.x - b.x) < 80 && Math.abs(a.y - b.y) < 20;

  it('leaves labels that do not touch where they are', () => {
    expect(spreadLabels([box(0, 100), box(200, 100), box(0, 300)])).toEqual([100, 100, 300]);
  });

  it('lifts the upper of two overlapping labels just above the lower one', () => {
    expect(spreadLabels([box(0, 100), box(30, 110)], 2)).toEqual([88, 110]);
  });

  it('stacks a cluster of three so that no two overlap, the lowest staying put', () => {
    const boxes = [box(0, 100), box(20, 104), box(-15, 108)];
    const ys = spreadLabels(boxes);
    expect(ys[2]).toBe(108);
    const placed = boxes.map((b, i) => ({ x: b.x, y: ys[i] }));
    for (let i = 0; i < placed.length; i++)
      for (let j = i + 1; j < placed.length; j++) expect(overlaps(placed[i], placed[j])).toBe(false);
  });
});
