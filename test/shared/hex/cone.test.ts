import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  frontCone,
  hexAdd,
  hexDistance,
  hexKey,
  hexScale,
  isInFrontCone,
  spiral,
  straightLine,
  surround,
  toDirection,
  type Hex,
} from '../../../shared/hex';

const O: Hex = { q: 0, r: 0 };
const h = (q: number, r: number): Hex => ({ q, r });

describe('R-MULTI-2 front multi-target order', () => {
  it.each([
    {
      name: 'facing E, ring 1: FL (NE), F (E), FR (SE)',
      origin: O,
      facing: 0,
      range: 1,
      cells: [h(1, -1), h(1, 0), h(0, 1)],
    },
    {
      name: 'facing E, rings 1–2: ring 2 from 2·NE clockwise to 2·SE',
      origin: O,
      facing: 0,
      range: 2,
      cells: [h(1, -1), h(1, 0), h(0, 1), h(2, -2), h(2, -1), h(2, 0), h(1, 1), h(0, 2)],
    },
    {
      name: 'facing NW, ring 1: FL is W, FR is NE',
      origin: O,
      facing: 2,
      range: 1,
      cells: [h(-1, 0), h(0, -1), h(1, -1)],
    },
    {
      name: 'facing SE from (2,−1), ring 1: FL is E, FR is SW',
      origin: h(2, -1),
      facing: 5,
      range: 1,
      cells: [h(3, -1), h(2, 0), h(1, 0)],
    },
  ])('$name', ({ origin, facing, range, cells }) => {
    expect(frontCone(origin, facing, range)).toEqual(cells);
  });

  it('front ring k has 2k+1 cells from k·FL to k·FR, all in the cone, ring by ring (R-MULTI-4)', () => {
    for (let f = 0; f < 6; f++) {
      const cone = frontCone(h(1, 2), f, 6);
      let index = 0;
      for (let k = 1; k <= 6; k++) {
        const ringCells = cone.slice(index, index + 2 * k + 1);
        index += 2 * k + 1;
        expect(ringCells).toHaveLength(2 * k + 1);
        expect(ringCells[0]).toEqual(hexAdd(h(1, 2), hexScale(DIRECTIONS[toDirection(f + 1)], k)));
        expect(ringCells[k]).toEqual(hexAdd(h(1, 2), hexScale(DIRECTIONS[f], k)));
        expect(ringCells[2 * k]).toEqual(hexAdd(h(1, 2), hexScale(DIRECTIONS[toDirection(f - 1)], k)));
        for (const c of ringCells) expect(hexDistance(c, h(1, 2))).toBe(k);
      }
      expect(cone).toHaveLength(index);
    }
  });

  it('frontCone(range 0) is empty', () => {
    expect(frontCone(O, 0, 0)).toEqual([]);
  });
});

describe('R-MULTI-3 surround multi-target order', () => {
  it('facing E, ring 1: from FL (NE) clockwise all round', () => {
    expect(surround(O, 0, 1)).toEqual([h(1, -1), h(1, 0), h(0, 1), h(-1, 1), h(-1, 0), h(0, -1)]);
  });

  it('facing W, ring 1 starts at SW (the unit’s front-left) and goes clockwise', () => {
    expect(surround(O, 3, 1)).toEqual([h(-1, 1), h(-1, 0), h(0, -1), h(1, -1), h(1, 0), h(0, 1)]);
  });

  it('ring k has 6k cells starting at k·FL, every cell once (R-MULTI-4)', () => {
    for (let f = 0; f < 6; f++) {
      const cells = surround(O, f, 4);
      expect(cells).toHaveLength(6 + 12 + 18 + 24);
      expect(new Set(cells.map(hexKey)).size).toBe(cells.length);
      let index = 0;
      for (let k = 1; k <= 4; k++) {
        expect(cells[index]).toEqual(hexScale(DIRECTIONS[toDirection(f + 1)], k));
        // The front ring is the start of the surround ring (both begin at FL and go clockwise).
        expect(cells.slice(index, index + 2 * k + 1)).toEqual(frontCone(O, f, k).slice(-(2 * k + 1)));
        index += 6 * k;
      }
    }
  });
});

describe('R-LOS-4 front cone membership', () => {
  it('isInFrontCone agrees with frontCone for every facing out to range 7', () => {
    for (let f = 0; f < 6; f++) {
      const inCone = new Set(frontCone(h(-2, 3), f, 7).map(hexKey));
      for (const c of spiral(h(-2, 3), 7)) expect(isInFrontCone(h(-2, 3), f, c)).toBe(inCone.has(hexKey(c)));
    }
  });

  it.each([
    { name: 'the unit’s own cell', cell: h(0, 0), inside: false },
    { name: 'front', cell: h(1, 0), inside: true },
    { name: 'back', cell: h(-1, 0), inside: false },
    { name: 'back-left', cell: h(0, -1), inside: false },
    { name: 'back-right', cell: h(-1, 1), inside: false },
    { name: 'far along the front-left edge', cell: h(9, -9), inside: true },
    { name: 'just outside the front-left edge', cell: h(8, -9), inside: false },
    { name: 'far along the front-right edge', cell: h(0, 9), inside: true },
  ])('facing E: $name → $inside', ({ cell, inside }) => {
    expect(isInFrontCone(O, 0, cell)).toBe(inside);
  });
});

describe('R-MULTI-1 straight lines, nearest first', () => {
  it('straightLine walks k steps in one direction from the origin', () => {
    expect(straightLine(h(1, 1), 1, 3)).toEqual([h(2, 0), h(3, -1), h(4, -2)]);
    expect(straightLine(O, -1, 2)).toEqual([h(0, 1), h(0, 2)]);
    expect(straightLine(O, 0, 0)).toEqual([]);
  });

  it('a straight line in the facing direction lies in the front cone', () => {
    for (let f = 0; f < 6; f++) for (const c of straightLine(O, f, 5)) expect(isInFrontCone(O, f, c)).toBe(true);
  });
});
