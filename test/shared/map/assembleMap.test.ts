import { describe, expect, it } from 'vitest';
import { hexKey } from '../../../shared/hex';
import {
  assembleMap,
  beginnerLayout,
  boardAt,
  boardCells,
  boardDefs,
  dealStandardLayout,
  getBoard,
  isMapCell,
  isOnStatueBoard,
  isSightBlocking,
  ISLAND_BOARD,
  localToWorld,
  mapCellList,
  SIDE_OFFSETS,
  validateLayout,
  type Layout,
} from './helpers';

const nonVoid = (id: string) => Object.values(getBoard(id)!.cells).filter((t) => t !== 'void').length;

describe('R-MAP-2 / R-MAP-3 assembling a map', () => {
  it("contains each board's non-void cells once, with its terrain and board id, and no void", () => {
    const layout = dealStandardLayout(3).layout;
    const map = assembleMap(layout);
    expect(Object.keys(map.cells)).toHaveLength(layout.boards.reduce((n, b) => n + nonVoid(b.board), 0));
    for (const placed of layout.boards) {
      const def = getBoard(placed.board)!;
      for (const [key, terrain] of Object.entries(def.cells)) {
        const [q, r] = key.split(',').map(Number);
        const h = localToWorld({ q, r }, placed.at, placed.rotation);
        if (terrain === 'void') expect(isMapCell(map, h)).toBe(false);
        else expect(map.cells[hexKey(h)]).toEqual({ q: h.q, r: h.r, terrain, board: placed.board });
      }
    }
  });

  it('never overlaps boards: cell count of the standard map is the sum of the boards', () => {
    const total = boardDefs.reduce((n, d) => n + nonVoid(d.id), 0);
    for (let seed = 100; seed < 130; seed++)
      expect(Object.keys(assembleMap(dealStandardLayout(seed).layout).cells)).toHaveLength(total);
  });

  it('keys every cell by hexKey and lists cells in a stable order', () => {
    const map = assembleMap(beginnerLayout());
    for (const [key, c] of Object.entries(map.cells)) expect(key).toBe(hexKey(c));
    const list = mapCellList(map);
    expect(list).toHaveLength(126);
    expect(list.map(hexKey)).toEqual(mapCellList(assembleMap(beginnerLayout())).map(hexKey));
  });

  it('O-21: obstacles, void and off-map cells block sight; open cells do not', () => {
    const layout = beginnerLayout();
    const map = assembleMap(layout);
    expect(isSightBlocking(map, { q: 0, r: 0 })).toBe(false);
    expect(isSightBlocking(map, { q: 1, r: -2 })).toBe(true); // central pillar
    expect(isSightBlocking(map, { q: 40, r: 0 })).toBe(true);
  });

  it('boardAt finds the board whose hexagon holds a cell, void cells included', () => {
    const layout = beginnerLayout();
    expect(boardAt(layout, { q: 0, r: 0 })?.board).toBe('central');
    expect(boardAt(layout, { q: -7, r: 2 })?.board).toBe('campfire-ember'); // a void cell of Ember Camp
    expect(boardAt(layout, SIDE_OFFSETS[1])?.board).toBe('pass');
    expect(boardAt(layout, { q: 40, r: 0 })).toBeNull();
    expect(boardCells(layout, 'central')).toHaveLength(19);
  });
});

describe('O-12 obstacle and floating-island markers', () => {
  const base = beginnerLayout();
  const withMarkers = (patch: Partial<Layout>): Layout => ({ ...base, ...patch });

  it('an obstacle marker makes an open cell an impassable, sight-blocking obstacle', () => {
    const layout = withMarkers({ obstacles: [{ q: 1, r: 0 }] });
    expect(validateLayout(layout)).toEqual({ ok: true });
    const map = assembleMap(layout);
    expect(map.cells['1,0']).toEqual({ q: 1, r: 0, terrain: 'obstacle', board: 'central' });
    expect(isSightBlocking(map, { q: 1, r: 0 })).toBe(true);
    expect(Object.keys(map.cells)).toHaveLength(126);
  });

  it("a floating island adds a walkable open cell in the void, inside a board's hexagon or outside every board", () => {
    const layout = withMarkers({
      islands: [
        { q: -7, r: 2 },
        { q: -8, r: 2 },
      ],
    });
    expect(validateLayout(layout)).toEqual({ ok: true });
    const map = assembleMap(layout);
    expect(map.cells['-7,2']).toEqual({ q: -7, r: 2, terrain: 'open', board: 'campfire-ember' });
    expect(map.cells['-8,2']).toEqual({ q: -8, r: 2, terrain: 'open', board: ISLAND_BOARD });
    expect(Object.keys(map.cells)).toHaveLength(128);
  });

  it('an obstacle marker may stand on an island', () => {
    const layout = withMarkers({ islands: [{ q: -7, r: 2 }], obstacles: [{ q: -7, r: 2 }] });
    expect(validateLayout(layout)).toEqual({ ok: true });
    expect(assembleMap(layout).cells['-7,2'].terrain).toBe('obstacle');
  });

  it('the statue board counts island cells on it as on the board (trading, R-TRADE-1)', () => {
    const dealt = dealStandardLayout(9).layout;
    const statueAt = dealt.boards.find((b) => b.board === dealt.statue)!.at;
    expect(isOnStatueBoard(dealt, statueAt)).toBe(true);
    expect(isOnStatueBoard(dealt, { q: 0, r: 0 })).toBe(false);
    expect(isOnStatueBoard(beginnerLayout(), { q: 0, r: 0 })).toBe(false);
  });

  it.each([
    ['an obstacle on void', { obstacles: [{ q: -7, r: 2 }] }, /is void/],
    ['an obstacle on an obstacle', { obstacles: [{ q: 1, r: -2 }] }, /already an obstacle/],
    [
      'two obstacles on one cell',
      {
        obstacles: [
          { q: 1, r: 0 },
          { q: 1, r: 0 },
        ],
      },
      /two obstacles/,
    ],
    ['an island on a board cell', { islands: [{ q: 0, r: 0 }] }, /already a cell of "central"/],
    ['an island floating alone', { islands: [{ q: 30, r: 0 }] }, /does not touch the map/],
    [
      'two islands on one cell',
      {
        islands: [
          { q: -7, r: 2 },
          { q: -7, r: 2 },
        ],
      },
      /two islands/,
    ],
  ])('refuses %s (layout/bad-marker, O-12)', (_what, patch, message) => {
    const layout = withMarkers(patch as Partial<Layout>);
    const before = JSON.stringify(layout);
    const result = validateLayout(layout);
    expect(result.ok || result.error).toMatchObject({ code: 'layout/bad-marker', ruleId: 'O-12' });
    expect(result.ok || result.error.message).toMatch(message);
    expect(JSON.stringify(layout)).toBe(before);
  });

  it('O-13: refuses an obstacle on the statue', () => {
    const dealt = dealStandardLayout(9).layout;
    const statueAt = dealt.boards.find((b) => b.board === dealt.statue)!.at;
    const result = validateLayout({ ...dealt, obstacles: [statueAt] });
    expect(result.ok || result.error).toMatchObject({ code: 'layout/bad-marker', board: dealt.statue });
  });
});
