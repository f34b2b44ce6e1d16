import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasLineOfSight,
  hexCorners,
  hexDistance,
  hexKey,
  isSightLineClear,
  lineOfSightTable,
  seesInTable,
  sightLine,
  spiral,
  type Hex,
} from '../../../shared/hex';
import { referenceLineOfSight, referenceSegmentClear } from './losReference';

const O: Hex = { q: 0, r: 0 };

/** A blocking predicate from a list of "q,r" keys; with `radius`, every cell farther than that from (0,0) blocks too. */
function blockers(keys: string[], radius?: number): (h: Hex) => boolean {
  const set = new Set(keys);
  return (h) => set.has(hexKey(h)) || (radius !== undefined && hexDistance(h, O) > radius);
}

/** A tiny seeded generator (mulberry32) so the random maps are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const h = (q: number, r: number): Hex => ({ q, r });

describe('R-LOS-3 line of sight: single segments (corner to corner, docs/architecture.md "Hex conventions" tie rules)', () => {
  // Segment from the top corner (5) of (0,0) to the top corner of (2,0): the line y = −1 through the top corners of row 0.
  // It passes through the interiors of (1,−1) and (2,−1) and touches (1,0) only at its top corner, the vertex where
  // (1,0), (1,−1) and (2,−1) meet.
  const topLine = (keys: string[]) => isSightLineClear(blockers(keys), h(0, 0), 5, h(2, 0), 5);
  it.each([
    { blocking: [], clear: true, why: 'nothing blocks' },
    { blocking: ['1,0'], clear: true, why: 'grazes the corner of one obstacle' },
    { blocking: ['1,-1'], clear: false, why: 'crosses the interior of (1,−1)' },
    { blocking: ['2,-1'], clear: false, why: 'crosses the interior of (2,−1)' },
    { blocking: ['1,0', '1,-1'], clear: false, why: 'two of the three cells at the vertex block' },
    { blocking: ['1,0', '2,-1'], clear: false, why: 'two of the three cells at the vertex block' },
    { blocking: ['1,-1', '2,-1'], clear: false, why: 'two of the three cells at the vertex block' },
    { blocking: ['1,0', '1,-1', '2,-1'], clear: false, why: 'all three cells at the vertex block' },
    { blocking: ['1,1', '0,1', '3,-1'], clear: true, why: 'obstacles beside the line only' },
  ])('through a vertex of three cells, blocking $blocking: clear=$clear ($why)', ({ blocking, clear }) => {
    expect(topLine(blocking)).toBe(clear);
  });

  // Segment from the bottom corner (2) of (0,0) to the top corner (5) of (−1,2): exactly the vertical edge shared by
  // (0,1) (to its right) and (−1,1) (to its left).
  const edgeLine = (keys: string[]) => isSightLineClear(blockers(keys), h(0, 0), 2, h(-1, 2), 5);
  it.each([
    { blocking: [], clear: true },
    { blocking: ['0,1'], clear: true },
    { blocking: ['-1,1'], clear: true },
    { blocking: ['0,1', '-1,1'], clear: false },
  ])('running along the edge of (0,1)|(−1,1), blocking $blocking: clear=$clear', ({ blocking, clear }) => {
    expect(edgeLine(blocking)).toBe(clear);
  });

  // The slanted edge between (1,0) and (1,−1) runs from corner 0 of (0,0) (the vertex of (0,0), (1,0), (1,−1)) to the
  // bottom-left corner (3) of (2,−1); the segment from corner 0 of (0,0) to corner 3 of (2,−1) is exactly that edge.
  const slantedEdge = (keys: string[]) => isSightLineClear(blockers(keys), h(0, 0), 0, h(2, -1), 3);
  it.each([
    { blocking: ['1,0'], clear: true },
    { blocking: ['1,-1'], clear: true },
    { blocking: ['1,0', '1,-1'], clear: false },
  ])('running along the slanted edge of (1,0)|(1,−1), blocking $blocking: clear=$clear', ({ blocking, clear }) => {
    expect(slantedEdge(blocking)).toBe(clear);
  });

  it('a segment between the two corners a pair of neighbours shares is a point, clear unless all three cells block', () => {
    // Corner 0 of (0,0) is corner 4 of (1,0) (and corner 2 of (1,−1)).
    expect(isSightLineClear(blockers(['1,-1', '1,0']), h(0, 0), 0, h(1, 0), 4)).toBe(true);
    expect(isSightLineClear(blockers(['0,0', '1,-1', '1,0']), h(0, 0), 0, h(1, 0), 4)).toBe(false);
  });

  it('rejects a corner index outside 0..5 (a programmer error)', () => {
    expect(() => isSightLineClear(blockers([]), h(0, 0), 6, h(2, 0), 0)).toThrow(RangeError);
  });
});

describe('R-LOS-3 line of sight between cells', () => {
  // Named positions; every expectation is also checked against the brute-force reference below.
  const cases: { name: string; a: Hex; b: Hex; blocking: string[]; radius?: number; sees: boolean }[] = [
    { name: 'a cell sees itself, even an obstacle', a: h(0, 0), b: h(0, 0), blocking: ['0,0'], sees: true },
    {
      name: 'neighbours see each other even when every other cell blocks',
      a: h(0, 0),
      b: h(1, 0),
      blocking: ['1,-1', '0,1'],
      radius: 0,
      sees: true,
    },
    { name: 'open ground', a: h(0, 0), b: h(3, 0), blocking: [], sees: true },
    {
      name: 'one obstacle straight between: the line over its top corner grazes it',
      a: h(0, 0),
      b: h(2, 0),
      blocking: ['1,0'],
      sees: true,
    },
    {
      name: 'two obstacles stacked between still leave the line under them',
      a: h(0, 0),
      b: h(2, 0),
      blocking: ['1,0', '1,-1'],
      sees: true,
    },
    {
      name: 'three obstacles in a column between block every segment',
      a: h(0, 0),
      b: h(2, 0),
      blocking: ['1,0', '1,-1', '0,1'],
      sees: false,
    },
    {
      name: 'along the shared vertical edge of two obstacles: blocked',
      a: h(0, 0),
      b: h(-1, 2),
      blocking: ['0,1', '-1,1'],
      sees: false,
    },
    {
      name: 'one obstacle beside the vertical edge: the edge line grazes it',
      a: h(0, 0),
      b: h(-1, 2),
      blocking: ['0,1'],
      sees: true,
    },
    {
      name: 'along the shared slanted edge of two obstacles (long vertex-direction diagonal)',
      a: h(0, 0),
      b: h(2, -1),
      blocking: ['1,0', '1,-1'],
      sees: false,
    },
    {
      name: 'long diagonal in the vertex direction, one obstacle on the centre line',
      a: h(0, 0),
      b: h(6, -3),
      blocking: ['3,-1'],
      sees: true,
    },
    {
      name: 'long diagonal in the vertex direction, a wall across it',
      a: h(0, 0),
      b: h(6, -3),
      blocking: ['3,-3', '3,-2', '3,-1', '3,0'],
      sees: false,
    },
    {
      name: 'long diagonal at an odd slope passes a gap in a wall',
      a: h(-4, 0),
      b: h(4, -3),
      blocking: ['0,-3', '0,-2', '0,0', '0,1'],
      sees: true,
    },
    {
      name: 'a corridor one cell wide in the void sees along itself',
      a: h(-2, 0),
      b: h(2, 0),
      blocking: ['-1,-1', '0,-1', '1,-1', '2,-1', '-2,1', '-1,1', '0,1', '1,1'],
      radius: 2,
      sees: true,
    },
    {
      name: 'void blocks: the two ends of an L-shaped map do not see round its corner',
      a: h(0, 0),
      b: h(3, -3),
      blocking: spiral(O, 4)
        .map(hexKey)
        .filter((k) => !['0,0', '1,0', '2,0', '3,0', '3,-1', '3,-2', '3,-3'].includes(k)),
      radius: 4,
      sees: false,
    },
  ];
  it.each(cases)('$name', ({ a, b, blocking, radius, sees }) => {
    const isBlocking = blockers(blocking, radius);
    expect(hasLineOfSight(isBlocking, a, b)).toBe(sees);
    expect(hasLineOfSight(isBlocking, b, a)).toBe(sees);
    if (hexDistance(a, b) > 1) expect(referenceLineOfSight(isBlocking, a, b)).toBe(sees);
  });

  it('sightLine returns a clear corner pair, and null when nothing is seen', () => {
    const isBlocking = blockers(['1,0']);
    const line = sightLine(isBlocking, h(0, 0), h(2, 0));
    expect(line).not.toBeNull();
    expect(isSightLineClear(isBlocking, h(0, 0), line!.cornerA, h(2, 0), line!.cornerB)).toBe(true);
    expect(sightLine(blockers(['1,0', '1,-1', '0,1']), h(0, 0), h(2, 0))).toBeNull();
  });

  it('corner numbering of the segments matches hexCorners (corner 5 is the top corner)', () => {
    const [c5] = [hexCorners(h(0, 0))[5]];
    expect(c5).toEqual({ x: 0, y: -1 });
  });
});

describe('R-LOS-3 line of sight against the brute-force reference', () => {
  // Heavy (brute force): a generous timeout for a loaded machine.
  it('agrees on 2000 random obstacle maps (radius 2..4, off-map blocks, 5 pairs each)', { timeout: 120_000 }, () => {
    const rnd = seeded(20261122);
    let checked = 0;
    let visible = 0;
    for (let m = 0; m < 2000; m++) {
      const radius = 2 + (m % 3);
      const density = rnd() * 0.6;
      const cells = spiral(O, radius);
      const set = new Set(cells.filter(() => rnd() < density).map(hexKey));
      const isBlocking = (c: Hex) => set.has(hexKey(c)) || hexDistance(c, O) > radius;
      for (let k = 0; k < 5; k++) {
        const a = cells[Math.floor(rnd() * cells.length)];
        const b = cells[Math.floor(rnd() * cells.length)];
        const fast = hasLineOfSight(isBlocking, a, b);
        const ref = referenceLineOfSight(isBlocking, a, b);
        if (fast !== ref) throw new Error(`mismatch ${hexKey(a)} → ${hexKey(b)} with [${[...set].join(' ')}]`);
        checked++;
        if (fast) visible++;
      }
    }
    // Both outcomes must be well represented for the comparison to mean something.
    expect(visible).toBeGreaterThan(checked * 0.3);
    expect(visible).toBeLessThan(checked * 0.9);
  });

  // Heavy (brute force): a generous timeout for a loaded machine.
  it('agrees on long lines (distance 6..12) across 30 sparse radius-6 maps', { timeout: 120_000 }, () => {
    const rnd = seeded(6);
    for (let m = 0; m < 30; m++) {
      const cells = spiral(O, 6);
      const density = rnd() * 0.25;
      const set = new Set(cells.filter(() => rnd() < density).map(hexKey));
      const isBlocking = (c: Hex) => set.has(hexKey(c)) || hexDistance(c, O) > 6;
      for (let k = 0; k < 5;) {
        const a = cells[Math.floor(rnd() * cells.length)];
        const b = cells[Math.floor(rnd() * cells.length)];
        if (hexDistance(a, b) < 6) continue;
        k++;
        if (hasLineOfSight(isBlocking, a, b) !== referenceLineOfSight(isBlocking, a, b, 0.005)) {
          throw new Error(`mismatch ${hexKey(a)} → ${hexKey(b)} with [${[...set].join(' ')}]`);
        }
      }
    }
  });

  // Heavy (brute force): a generous timeout for a loaded machine.
  it(
    'agrees segment by segment (all 36 corner pairs) on 300 random maps, adjacent pairs included',
    { timeout: 120_000 },
    () => {
      const rnd = seeded(7);
      let blockedSegments = 0;
      for (let m = 0; m < 300; m++) {
        const cells = spiral(O, 3);
        const set = new Set(cells.filter(() => rnd() < 0.4).map(hexKey));
        const isBlocking = (c: Hex) => set.has(hexKey(c)) || hexDistance(c, O) > 3;
        const a = cells[Math.floor(rnd() * cells.length)];
        const b = cells[Math.floor(rnd() * cells.length)];
        for (let i = 0; i < 6; i++) {
          for (let j = 0; j < 6; j++) {
            const fast = isSightLineClear(isBlocking, a, i, b, j);
            if (fast !== referenceSegmentClear(isBlocking, a, i, b, j)) {
              throw new Error(`mismatch ${hexKey(a)}#${i} → ${hexKey(b)}#${j} with [${[...set].join(' ')}]`);
            }
            if (!fast) blockedSegments++;
          }
        }
      }
      expect(blockedSegments).toBeGreaterThan(1000);
    },
  );

  it('sightLine finds a segment exactly when the pair sees, and the reference agrees that segment is clear', () => {
    const rnd = seeded(31);
    for (let m = 0; m < 200; m++) {
      const cells = spiral(O, 3);
      const set = new Set(cells.filter(() => rnd() < 0.35).map(hexKey));
      const isBlocking = (c: Hex) => set.has(hexKey(c)) || hexDistance(c, O) > 3;
      const a = cells[Math.floor(rnd() * cells.length)];
      const b = cells[Math.floor(rnd() * cells.length)];
      const line = sightLine(isBlocking, a, b);
      expect(line !== null).toBe(hasLineOfSight(isBlocking, a, b));
      if (line && hexDistance(a, b) > 1) {
        expect(referenceSegmentClear(isBlocking, a, line.cornerA, b, line.cornerB)).toBe(true);
      }
    }
  });

  it('a sees b iff b sees a (fast-check, random maps and pairs)', () => {
    const cellsOfMap = spiral(O, 4);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: cellsOfMap.length - 1 }), { maxLength: 25 }),
        fc.integer({ min: 0, max: cellsOfMap.length - 1 }),
        fc.integer({ min: 0, max: cellsOfMap.length - 1 }),
        (blocked, i, j) => {
          const isBlocking = blockers(
            blocked.map((k) => hexKey(cellsOfMap[k])),
            4,
          );
          return (
            hasLineOfSight(isBlocking, cellsOfMap[i], cellsOfMap[j]) ===
            hasLineOfSight(isBlocking, cellsOfMap[j], cellsOfMap[i])
          );
        },
      ),
      { seed: 42, numRuns: 2000 },
    );
  });
});

describe('R-LOS-3 all-pairs line-of-sight table', () => {
  it('matches single queries on a whole random map, and is symmetric', () => {
    const rnd = seeded(99);
    const cells = spiral(O, 5);
    const set = new Set(cells.filter(() => rnd() < 0.2).map(hexKey));
    const isBlocking = (c: Hex) => set.has(hexKey(c)) || hexDistance(c, O) > 5;
    const table = lineOfSightTable(cells, isBlocking);
    for (const a of cells) {
      for (const b of cells) {
        expect(seesInTable(table, a, b)).toBe(hasLineOfSight(isBlocking, a, b));
      }
    }
    expect(seesInTable(table, h(99, 0), O)).toBeNull();
  });
});
