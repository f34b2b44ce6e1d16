import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  hexDistance,
  hexKey,
  hexToPoint,
  neighbor,
  rotateHex,
  spiral,
  type Hex,
} from '../../../shared/hex';
import {
  BOARD_LOCAL_CELLS,
  fromLattice,
  isLatticePoint,
  localSide,
  localToWorld,
  SIDE_OFFSETS,
  sideCells,
  tileCentreOf,
  toLattice,
  worldSide,
  worldToLocal,
} from '../../../shared/map';

const keys = (hs: Hex[]) => hs.map(hexKey).sort();
const boardCellsAt = (at: Hex) => BOARD_LOCAL_CELLS.map((h) => ({ q: h.q + at.q, r: h.r + at.r }));

describe('O-10 board lattice and sides', () => {
  it('neighbouring board centres across sides 0..5 are (5,-2), (3,-5), (-2,-3), (-5,2), (-3,5), (2,3)', () => {
    expect(SIDE_OFFSETS.map((h) => [h.q, h.r])).toEqual([
      [5, -2],
      [3, -5],
      [-2, -3],
      [-5, 2],
      [-3, 5],
      [2, 3],
    ]);
  });

  it('the neighbour across side i lies 23.4° counter-clockwise of direction i on screen', () => {
    for (let i = 0; i < 6; i++) {
      const p = hexToPoint(SIDE_OFFSETS[i]);
      const d = hexToPoint(DIRECTIONS[i]);
      // y grows southwards, so counter-clockwise on screen is −angle in these axes.
      const angle = ((Math.atan2(-p.y, p.x) - Math.atan2(-d.y, d.x)) * 180) / Math.PI;
      expect(((angle % 360) + 360) % 360).toBeCloseTo(23.413, 2);
    }
  });

  it('side i is the three cells from corner 2·dir(i) to 2·dir(i+1): side 1 is the top row, side 4 the bottom row', () => {
    expect(keys(sideCells(0))).toEqual(
      keys([
        { q: 2, r: 0 },
        { q: 2, r: -1 },
        { q: 2, r: -2 },
      ]),
    );
    expect(sideCells(1).every((h) => h.r === -2)).toBe(true);
    expect(sideCells(4).every((h) => h.r === 2)).toBe(true);
    expect(sideCells(3).every((h) => h.q === -2)).toBe(true);
  });

  it('two boards across side i touch exactly along side i and side i+3, through 5 edges of which 3 face direction i', () => {
    for (let i = 0; i < 6; i++) {
      const a = boardCellsAt({ q: 0, r: 0 });
      const b = boardCellsAt(SIDE_OFFSETS[i]);
      const bKeys = new Set(b.map(hexKey));
      expect(a.some((h) => bKeys.has(hexKey(h)))).toBe(false); // no overlap
      const touching = a.filter((h) => [0, 1, 2, 3, 4, 5].some((d) => bKeys.has(hexKey(neighbor(h, d)))));
      expect(keys(touching)).toEqual(keys(sideCells(i)));
      const edges = a.flatMap((h) => [0, 1, 2, 3, 4, 5].filter((d) => bKeys.has(hexKey(neighbor(h, d)))));
      expect(edges).toHaveLength(5);
      expect(edges.filter((d) => d === i)).toHaveLength(3);
      expect(edges.filter((d) => d === (i + 1) % 6)).toHaveLength(2);
      const backTouching = b
        .filter((h) => a.some((x) => hexDistance(x, h) === 1))
        .map((h) => ({ q: h.q - b[0].q, r: h.r - b[0].r }));
      expect(keys(backTouching)).toEqual(keys(sideCells(i + 3)));
    }
  });

  it('the lattice tiles the plane: every cell belongs to exactly one board hexagon', () => {
    const seen = new Map<string, string>();
    const centres: Hex[] = [];
    for (let a = -4; a <= 4; a++) for (let b = -4; b <= 4; b++) centres.push(fromLattice(a, b));
    for (const c of centres)
      for (const h of boardCellsAt(c)) {
        expect(seen.has(hexKey(h))).toBe(false);
        seen.set(hexKey(h), hexKey(c));
      }
    for (const h of spiral({ q: 0, r: 0 }, 12)) {
      expect(seen.get(hexKey(h))).toBe(hexKey(tileCentreOf(h)));
    }
  });

  it('lattice coordinates round-trip and only lattice points are board centres', () => {
    for (let a = -6; a <= 6; a++) for (let b = -6; b <= 6; b++) expect(toLattice(fromLattice(a, b))).toEqual({ a, b });
    expect(isLatticePoint({ q: 5, r: -2 })).toBe(true);
    expect(isLatticePoint({ q: 1, r: 0 })).toBe(false);
    expect(isLatticePoint({ q: 4, r: -2 })).toBe(false);
    expect(spiral({ q: 0, r: 0 }, 4).filter(isLatticePoint).map(hexKey)).toEqual(['0,0']);
  });
});

describe('O-10 board rotation', () => {
  it('the board lattice is chiral: no mirror of the cell grid maps it onto itself (so layouts have rotational symmetry only)', () => {
    const mirror = (h: Hex): Hex => ({ q: h.q + h.r, r: -h.r }); // reflection in the east-west axis
    for (let k = 0; k < 6; k++) {
      const image = rotateHex(mirror(SIDE_OFFSETS[0]), k); // the six mirrors of the grid are this one and rotations of it
      expect(isLatticePoint(image)).toBe(false);
    }
    for (let k = 0; k < 6; k++) expect(isLatticePoint(rotateHex(SIDE_OFFSETS[0], k))).toBe(true);
  });

  it('rotating a board by r steps counter-clockwise turns local side s into world side s + r', () => {
    for (let r = 0; r < 6; r++) {
      for (let s = 0; s < 6; s++) {
        expect(keys(sideCells(s).map((h) => rotateHex(h, r)))).toEqual(keys(sideCells(worldSide(s, r))));
        expect(localSide(worldSide(s, r), r)).toBe(s);
      }
    }
  });

  it('localToWorld and worldToLocal are inverse for every cell, position and rotation', () => {
    for (const at of [{ q: 0, r: 0 }, { q: 5, r: -2 }, fromLattice(-2, 3)]) {
      for (let r = 0; r < 6; r++) {
        const world = BOARD_LOCAL_CELLS.map((h) => localToWorld(h, at, r));
        expect(keys(world)).toEqual(keys(boardCellsAt(at)));
        for (const h of BOARD_LOCAL_CELLS) expect(worldToLocal(localToWorld(h, at, r), at, r)).toEqual(h);
      }
    }
  });

  it('a rotation by one step maps E to NE (counter-clockwise), as rotateHex does', () => {
    expect(localToWorld({ q: 1, r: 0 }, { q: 0, r: 0 }, 1)).toEqual({ q: 1, r: -1 });
    expect(localToWorld({ q: 2, r: 0 }, { q: 5, r: -2 }, 3)).toEqual({ q: 3, r: -2 });
  });
});

describe('issue 31: the board lattice has point symmetry only (the lab says so)', () => {
  it('turning a board position by 180° gives a board position; a mirror image in general does not', () => {
    let mirrored = 0;
    let positions = 0;
    for (let a = -3; a <= 3; a++) {
      for (let b = -3; b <= 3; b++) {
        const h = fromLattice(a, b);
        positions++;
        expect(isLatticePoint({ q: -h.q, r: -h.r })).toBe(true);
        if (isLatticePoint({ q: h.r, r: h.q }) && isLatticePoint({ q: -h.q - h.r, r: h.r })) mirrored++;
      }
    }
    expect(fromLattice(1, 0)).toEqual({ q: 5, r: -2 });
    expect(isLatticePoint({ q: -2, r: 5 })).toBe(false);
    expect([positions, mirrored]).toEqual([49, 3]);
  });
});
