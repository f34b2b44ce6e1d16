import { describe, expect, it } from 'vitest';
import { hexKey, visibleCells, type Direction } from '../../../shared/hex';
import { beginnerLayout, boardDefs, dealStandardLayout, type Layout } from '../../../shared/map';
import { buildBoardView, sideOfEdge } from '../../../client/src/board/boardView';
import { boardInputFor } from '../../../client/src/board/layoutInput';
import { blockingOf, visionFrom } from '../../../client/src/board/vision';
import { hexCornersWorld, hexToWorld } from '../../../client/src/board/worldLayout';

const SEGMENT = 4; // x, z, x, z

function lone(board: string, rotation: 0 | 1 | 2 | 3 | 4 | 5 = 0): Layout {
  return {
    boards: [{ board, at: { q: 0, r: 0 }, rotation }],
    obstacles: [],
    islands: [],
    statue: null,
    campfires: null,
  };
}

describe('client layout (docs/architecture.md "Hex conventions")', () => {
  it.each([
    [{ q: 0, r: 0 }, 0, 0],
    [{ q: 1, r: 0 }, Math.sqrt(3), 0],
    [{ q: 0, r: 1 }, Math.sqrt(3) / 2, 1.5],
    [{ q: -2, r: 3 }, Math.sqrt(3) * -0.5, 4.5],
  ])('puts %o at x = √3·(q + r/2), z = 1.5·r', (h, x, z) => {
    const p = hexToWorld(h);
    expect(p.x).toBeCloseTo(x, 12);
    expect(p.z).toBeCloseTo(z, 12);
  });

  it('has corner 2 straight south (+z) and corner 5 straight north', () => {
    const c = hexCornersWorld({ q: 0, r: 0 });
    expect(c[2].x).toBeCloseTo(0, 12);
    expect(c[2].z).toBeCloseTo(1, 12);
    expect(c[5].z).toBeCloseTo(-1, 12);
  });
});

describe('board view', () => {
  it('outlines a lone full board with its 30 outer edges', () => {
    const def = boardDefs.find((d) => Object.values(d.cells).every((t) => t !== 'void'))!;
    const view = buildBoardView(boardInputFor(lone(def.id)));
    expect(view.cells).toHaveLength(19);
    expect(view.borderSegments.length / SEGMENT).toBe(30);
  });

  it.each([0, 1, 2, 3, 4, 5] as const)(
    'marks 5 edges per blue side of the central board (O-10), rotation %i',
    (rotation) => {
      const central = boardDefs.find((d) => d.kind === 'central')!;
      const blue = central.blue.filter(Boolean).length;
      const view = buildBoardView(boardInputFor(lone(central.id, rotation)));
      expect(view.blueSegments.length / SEGMENT).toBe(5 * blue);
    },
  );

  it('rotating a board moves its blue sides with it (side i shows as side i + rotation)', () => {
    const def = boardDefs.find((d) => d.blue.some(Boolean) && !d.blue.every(Boolean))!;
    for (const rotation of [0, 1, 2, 3, 4, 5] as const) {
      const input = boardInputFor(lone(def.id, rotation));
      const expected = def.blue.flatMap((b, i) => (b ? [(i + rotation) % 6] : [])).sort();
      expect([...input.boards[0].blueSides].sort()).toEqual(expected);
    }
  });

  it('assigns each of the 30 boundary edges of a board to one of its six sides, 5 each', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const view = buildBoardView(boardInputFor(lone('central')));
    for (const c of view.cells) {
      for (const [dq, dr] of [
        [1, 0],
        [1, -1],
        [0, -1],
        [-1, 0],
        [-1, 1],
        [0, 1],
      ]) {
        const n = { q: c.q + dq, r: c.r + dr };
        if (view.cellsByKey[hexKey(n)]) continue;
        counts[sideOfEdge({ q: 0, r: 0 }, n)]++;
      }
    }
    expect(counts).toEqual([5, 5, 5, 5, 5, 5]);
  });

  it('tints the two campfire boards of the beginner map with their teams (R-MAP-11)', () => {
    const view = buildBoardView(boardInputFor(beginnerLayout()));
    const camps = view.boards.filter((b) => b.kind === 'campfire');
    expect(camps.map((b) => b.team).sort()).toEqual(['blue', 'red']);
    expect(view.cells.filter((c) => c.team !== null).every((c) => c.kind === 'campfire')).toBe(true);
  });

  it('frames the whole map: every cell centre lies inside the bounds', () => {
    const view = buildBoardView(boardInputFor(dealStandardLayout(5).layout));
    for (const c of view.cells) {
      const p = hexToWorld(c);
      expect(Math.hypot(p.x - view.bounds.centerX, p.z - view.bounds.centerZ)).toBeLessThanOrEqual(view.bounds.radius);
    }
  });
});

describe('R-LOS-1 vision overlay', () => {
  it('is exactly shared/hex visibleCells on the map, for every open cell and facing of a dealt map', () => {
    const view = buildBoardView(boardInputFor(dealStandardLayout(3).layout));
    const isBlocking = blockingOf(view);
    for (const origin of view.cells.filter((c) => c.terrain === 'open').slice(0, 40)) {
      for (const facing of [0, 1, 2, 3, 4, 5] as Direction[]) {
        const ours = visionFrom(view, origin, facing);
        const theirs = visibleCells(isBlocking, origin, facing).map(hexKey);
        expect(ours.visible).toEqual(theirs);
        expect(ours.cone.every((k) => view.cellsByKey[k]?.terrain === 'open')).toBe(true);
      }
    }
  });
});

describe('R-MAP-9 blue sides as drawn', () => {
  it('shows every beginner board meeting the central board blue side to blue side (as beginnerLayout promises)', async () => {
    const { SIDE_OFFSETS } = await import('../../../shared/map');
    const input = boardInputFor(beginnerLayout());
    const central = input.boards.find((b) => b.kind === 'central')!;
    for (const b of input.boards.filter((x) => x !== central)) {
      const towardCentral = SIDE_OFFSETS.findIndex(
        (o) => o.q === central.center.q - b.center.q && o.r === central.center.r - b.center.r,
      );
      const towardBoard = (towardCentral + 3) % 6;
      expect(towardCentral, b.id).toBeGreaterThanOrEqual(0);
      expect(b.blueSides, `${b.id} side ${towardCentral}`).toContain(towardCentral);
      expect(central.blueSides, `central side ${towardBoard}`).toContain(towardBoard);
    }
  });

  it('draws at most 5 blue edges per blue side (fewer where a side has void cells)', () => {
    const view = buildBoardView(boardInputFor(beginnerLayout()));
    const expected = view.boards.reduce((n, b) => n + 5 * b.blueSides.length, 0);
    expect(view.blueSegments.length / SEGMENT).toBeLessThanOrEqual(expected);
    expect(view.blueSegments.length / SEGMENT).toBeGreaterThan(0);
  });
});
