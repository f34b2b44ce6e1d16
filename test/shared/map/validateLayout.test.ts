import { describe, expect, it } from 'vitest';
import {
  beginnerLayout,
  getBoard,
  parseBoardDef,
  placementOptions,
  SIDE_OFFSETS,
  validateLayout,
  type BoardDef,
  type Layout,
  type PlacedBoard,
  type Rotation,
} from '../../../shared/map';

const S = SIDE_OFFSETS;
const origin = { q: 0, r: 0 };
const board = (id: string, at: { q: number; r: number }, rotation: Rotation = 0): PlacedBoard => ({
  board: id,
  at,
  rotation,
});
const layoutOf = (boards: PlacedBoard[], extra: Partial<Layout> = {}): Layout => ({
  boards,
  obstacles: [],
  islands: [],
  statue: null,
  campfires: null,
  ...extra,
});
const twice = (h: { q: number; r: number }) => ({ q: 2 * h.q, r: 2 * h.r });

/** Checks the error exactly and that validation left the layout untouched. */
function expectError(layout: Layout, code: string, ruleId: string | null, boardId: string | null, message: RegExp) {
  const before = JSON.stringify(layout);
  const result = validateLayout(layout);
  expect(JSON.stringify(layout)).toBe(before);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error).toMatchObject({ code, ruleId, board: boardId });
  expect(result.error.message).toMatch(message);
}

describe('R-MAP-9 / R-MAP-10 / O-11 legal layouts', () => {
  it.each([
    ['the central board alone', layoutOf([board('central', origin)])],
    ['the central board rotated', layoutOf([board('central', origin, 4)])],
    [
      'a statue board meeting the central board blue to blue',
      layoutOf([board('central', origin), board('river', S[0], 0)]),
    ],
    [
      'a ring of six, then a campfire outside on a blue side (centre full)',
      layoutOf([
        board('central', origin),
        board('river', S[0], 0), // local side 3 (blue) faces the centre; its side 0 (blue) faces outwards
        board('jungle', S[1], 0),
        board('ruins', S[2], 0),
        board('pass', S[3], 2),
        board('rift', S[4], 0),
        board('meadow', S[5], 0),
        board('campfire-ember', twice(S[0]), 3),
      ]),
    ],
    ['the beginner layout (R-MAP-14)', beginnerLayout()],
  ])('accepts %s', (_name, layout) => {
    expect(validateLayout(layout)).toEqual({ ok: true });
  });
});

describe('R-MAP-7 / R-MAP-9 / R-MAP-10 / O-10 illegal layouts name the board and the rule', () => {
  it('R-MAP-7: the first board must be the central board', () => {
    expectError(
      layoutOf([board('river', origin)]),
      'layout/central-first',
      'R-MAP-7',
      'river',
      /boards\[0\] must be the central board at \(0,0\)/,
    );
  });
  it('R-MAP-7: the central board sits at (0,0)', () => {
    expectError(
      layoutOf([board('central', S[0])]),
      'layout/central-first',
      'R-MAP-7',
      'central',
      /got "central" at \(5,-2\)/,
    );
  });
  it('R-MAP-1: an unknown board id', () => {
    expectError(
      layoutOf([board('central', origin), board('castle', S[0])]),
      'layout/unknown-board',
      'R-MAP-1',
      'castle',
      /no board with id "castle"/,
    );
  });
  it('R-MAP-1: a board placed twice', () => {
    expectError(
      layoutOf([board('central', origin), board('river', S[0]), board('river', S[3])]),
      'layout/duplicate-board',
      'R-MAP-1',
      'river',
      /placed twice/,
    );
  });
  it('O-10: a board off the lattice of 19-cell hexagons', () => {
    expectError(
      layoutOf([board('central', origin), board('river', { q: 4, r: -2 })]),
      'layout/off-lattice',
      'O-10',
      'river',
      /\(4,-2\) is not a board position/,
    );
  });
  it('O-10: two boards on one place', () => {
    expectError(
      layoutOf([board('central', origin), board('river', S[0]), board('jungle', S[0])]),
      'layout/overlap',
      'O-10',
      'jungle',
      /overlaps "river"/,
    );
  });
  it('R-MAP-9 / O-11: a grey side against the central board does not connect', () => {
    // river's blue sides are 0, 2, 3, 5; at rotation 2 its local side 1 (grey) faces the centre.
    expectError(
      layoutOf([board('central', origin), board('river', S[0], 2)]),
      'layout/not-connected',
      'R-MAP-9',
      'river',
      /does not meet a placed board blue side to blue side/,
    );
  });
  it('R-MAP-10: a board attached further out while the central board has a free blue side', () => {
    // meadow at rotation 1 shows its blue local side 2 to the river's outward blue side 0: blue meets blue, but too early.
    const layout = layoutOf([board('central', origin), board('river', S[0], 0), board('meadow', twice(S[0]), 1)]);
    expectError(layout, 'layout/centre-first', 'R-MAP-10', 'meadow', /must be attached to the central board/);
  });
  it('R-MAP-7: the central board cannot come later', () => {
    expectError(
      layoutOf([board('central', origin), board('river', S[0]), { ...board('central', S[3]) }]),
      'layout/duplicate-board',
      'R-MAP-1',
      'central',
      /placed twice/,
    );
  });
  it('rejects malformed data with layout/malformed', () => {
    expectError(
      { boards: [] } as unknown as Layout,
      'layout/malformed',
      null,
      null,
      /boards: expected a non-empty array/,
    );
    expectError(
      layoutOf([{ board: 'central', at: origin, rotation: 7 as Rotation }]),
      'layout/malformed',
      null,
      null,
      /boards\[0\]\.rotation/,
    );
  });
});

describe('O-11 a board with no legal place may join any side of the map', () => {
  // Synthetic boards: a hub with one blue side, and boards whose only blue side gets used up.
  const make = (id: string, kind: string, blueSides: number[]): BoardDef => {
    const r = parseBoardDef(
      {
        id,
        kind,
        name: { en: id, zh: '测试' },
        terrain: ['. . .', '. . . .', '. . . . .', '. . . .', '. . .'],
        blueSides,
      },
      `${id}.json`,
    );
    if (!r.ok) throw new Error(r.error.message);
    return r.board;
  };
  const defs: Record<string, BoardDef> = {
    hub: make('hub', 'central', [0]),
    a: make('a', 'normal', [3]),
    b: make('b', 'normal', [0]),
  };
  const lookup = (id: string) => defs[id] ?? getBoard(id);

  it('offers every free place next to the map, in every rotation, once no blue side can meet a blue side', () => {
    const placed = [board('hub', origin), board('a', S[0], 0)];
    const { rule, options } = placementOptions(placed, 'b', lookup);
    expect(rule).toBe('fallback');
    expect(options).toHaveLength(8 * 6); // 5 free places around the hub + 3 more around a
  });
  it('accepts such a board anywhere touching the map', () => {
    const layout = layoutOf([board('hub', origin), board('a', S[0], 0), board('b', S[3], 5)]);
    expect(validateLayout(layout, lookup)).toEqual({ ok: true });
  });
  it('still refuses a board that does not touch the map', () => {
    const layout = layoutOf([board('hub', origin), board('a', S[0], 0), board('b', twice(S[3]), 0)]);
    const result = validateLayout(layout, lookup);
    expect(result.ok || result.error).toMatchObject({ code: 'layout/not-connected', ruleId: 'R-MAP-9', board: 'b' });
    expect(result.ok || result.error.message).toMatch(/does not touch the map/);
  });
  it('does not use the fallback while a blue-to-blue place exists', () => {
    const layout = layoutOf([board('hub', origin), board('b', S[3], 0)]);
    const result = validateLayout(layout, lookup);
    expect(result.ok || result.error).toMatchObject({ code: 'layout/not-connected', board: 'b' });
  });
});

describe('R-MAP-12 / R-MAP-11 statue and campfires', () => {
  const ring = layoutOf([
    board('central', origin),
    board('river', S[0], 0),
    board('jungle', S[1], 0),
    board('ruins', S[2], 0),
    board('pass', S[3], 2),
    board('rift', S[4], 0),
    board('meadow', S[5], 0),
    board('campfire-ember', twice(S[0]), 3),
    board('campfire-ash', twice(S[3]), 0),
  ]);
  it('accepts the statue on a placed statue board and one campfire per team', () => {
    expect(
      validateLayout({ ...ring, statue: 'jungle', campfires: { red: 'campfire-ash', blue: 'campfire-ember' } }),
    ).toEqual({ ok: true });
  });
  it.each([
    ['a normal board', { statue: 'meadow' }, 'layout/bad-statue', 'R-MAP-12', 'meadow'],
    [
      'an unplaced statue board',
      { statue: 'river', boards: ring.boards.slice(0, 1) },
      'layout/bad-statue',
      'R-MAP-12',
      'river',
    ],
    [
      'the same campfire twice',
      { campfires: { red: 'campfire-ash', blue: 'campfire-ash' } },
      'layout/bad-campfires',
      'R-MAP-11',
      'campfire-ash',
    ],
    [
      'a normal board as a campfire',
      { campfires: { red: 'campfire-ash', blue: 'pass' } },
      'layout/bad-campfires',
      'R-MAP-11',
      'pass',
    ],
  ])('refuses %s', (_what, patch, code, ruleId, boardId) => {
    expectError({ ...ring, ...(patch as Partial<Layout>) }, code, ruleId, boardId, /./);
  });
});
