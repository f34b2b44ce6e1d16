import { describe, expect, it } from 'vitest';
import { hexKey, neighbor, type Hex } from '../../../shared/hex';
import {
  BOARD_KIND_COUNTS,
  BOARD_LOCAL_CELLS,
  boardDefs,
  getBoard,
  loadBoardDefs,
  parseBoardDef,
  sideCells,
  type BoardDef,
} from '../../../shared/map';
import central from '../../../assets/boards/central.json';

const count = (b: BoardDef, t: string) => Object.values(b.cells).filter((x) => x === t).length;

/** Open cells a unit can stand on: a statue board's centre holds the statue (O-13). */
function walkable(b: BoardDef): Hex[] {
  return BOARD_LOCAL_CELLS.filter(
    (h) => b.cells[hexKey(h)] === 'open' && !(b.kind === 'statue' && h.q === 0 && h.r === 0),
  );
}

function isConnected(cells: Hex[]): boolean {
  const keys = new Set(cells.map(hexKey));
  const seen = new Set<string>([hexKey(cells[0])]);
  const todo = [cells[0]];
  while (todo.length) {
    const h = todo.pop()!;
    for (let d = 0; d < 6; d++) {
      const n = neighbor(h, d);
      if (keys.has(hexKey(n)) && !seen.has(hexKey(n))) {
        seen.add(hexKey(n));
        todo.push(n);
      }
    }
  }
  return seen.size === keys.size;
}

describe('R-MAP-1 / O-10 the nine boards', () => {
  it('has 1 central, 2 campfire, 2 statue and 4 normal boards', () => {
    expect(boardDefs).toHaveLength(9);
    for (const [kind, n] of Object.entries(BOARD_KIND_COUNTS))
      expect(boardDefs.filter((b) => b.kind === kind)).toHaveLength(n);
    expect(
      boardDefs
        .filter((b) => b.kind === 'statue')
        .map((b) => b.id)
        .sort(),
    ).toEqual(['jungle', 'river']);
    expect(boardDefs[0].id).toBe('central');
  });

  it('gives every board 19 cells of known terrain, six sides and an English and Chinese name', () => {
    for (const b of boardDefs) {
      expect(Object.keys(b.cells).sort()).toEqual(BOARD_LOCAL_CELLS.map(hexKey).sort());
      expect(count(b, 'open') + count(b, 'obstacle') + count(b, 'void')).toBe(19);
      expect(b.blue).toHaveLength(6);
      expect(b.blue.some(Boolean)).toBe(true);
      expect(b.name.en.length).toBeGreaterThan(2);
      expect(b.name.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  // The designed terrain counts (docs/maps.md): a change to a board should be deliberate.
  it.each([
    ['central', 13, 6, 0, [0, 1, 2, 3, 4, 5]],
    ['campfire-ember', 15, 2, 2, [0]],
    ['campfire-ash', 15, 2, 2, [0]],
    ['river', 15, 0, 4, [0, 2, 3, 5]],
    ['jungle', 13, 6, 0, [0, 1, 3, 4]],
    ['ruins', 15, 4, 0, [0, 2, 3, 5]],
    ['pass', 13, 6, 0, [1, 4]],
    ['rift', 16, 0, 3, [0, 1, 3, 4]],
    ['meadow', 17, 2, 0, [1, 2, 4, 5]],
  ])('%s has %i open, %i obstacle, %i void cells and blue sides %j', (id, open, obstacle, voids, blue) => {
    const b = getBoard(id)!;
    expect([count(b, 'open'), count(b, 'obstacle'), count(b, 'void')]).toEqual([open, obstacle, voids]);
    expect([0, 1, 2, 3, 4, 5].filter((s) => b.blue[s])).toEqual(blue);
  });

  it('O-13: the statue boards and the central board have an open centre cell', () => {
    for (const b of boardDefs.filter((d) => d.kind === 'statue' || d.kind === 'central'))
      expect(b.cells['0,0']).toBe('open');
  });

  it('R-SETUP-15: campfire boards have connected open ground for two characters; both camps are the same design (fair choice, R-MAP-11)', () => {
    const [a, b] = boardDefs.filter((d) => d.kind === 'campfire');
    expect(walkable(a).length).toBeGreaterThanOrEqual(12);
    expect(a.cells).toEqual(b.cells);
    expect(a.blue).toEqual(b.blue);
    expect(a.name.en).not.toBe(b.name.en);
  });

  it('R-MAP-2: the walkable cells of every board are connected (no sealed pockets)', () => {
    for (const b of boardDefs) expect(isConnected(walkable(b)), b.id).toBe(true);
  });

  it('O-11: at least two of the three cells of a blue side are open (a connection can be walked through)', () => {
    for (const b of boardDefs) {
      for (let s = 0; s < 6; s++) {
        if (!b.blue[s]) continue;
        const open = sideCells(s).filter((h) => b.cells[hexKey(h)] === 'open');
        expect(open.length, `${b.id} side ${s}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('board data validation (assets/boards/*.json)', () => {
  const good = central as unknown as Record<string, unknown>;
  const broken = (patch: Record<string, unknown>) => ({ ...good, ...patch });
  it.each([
    ['a non-object', 42, '(root)', 'expected an object'],
    ['an unknown field', broken({ colour: 'red' }), 'colour', 'unknown field'],
    ['a bad id', broken({ id: 'Central Board' }), 'id', 'lower-case id'],
    ['an unknown kind', broken({ kind: 'castle' }), 'kind', 'expected one of central, campfire, statue, normal'],
    ['a missing Chinese name', broken({ name: { en: 'Plaza' } }), 'name.zh', 'non-empty string'],
    [
      'four terrain rows',
      broken({ terrain: ['. . .', '. . . .', '. . . . .', '. . . .'] }),
      'terrain',
      'expected 5 rows',
    ],
    [
      'a short row',
      broken({ terrain: ['. . .', '. . .', '. . . . .', '. . . .', '. . .'] }),
      'terrain[1]',
      'expected 4 cells, got 3',
    ],
    [
      'an unknown terrain letter',
      broken({ terrain: ['. . .', '. . . .', '. . x . .', '. . . .', '. . .'] }),
      'terrain[2][2]',
      'unknown terrain letter "x"',
    ],
    ['a side out of range', broken({ blueSides: [0, 6] }), 'blueSides[1]', 'side index 0..5, got 6'],
    ['a side listed twice', broken({ blueSides: [2, 2] }), 'blueSides[1]', 'side 2 listed twice'],
    ['no blue side', broken({ blueSides: [] }), 'blueSides', 'at least one blue side'],
    [
      'a blocked centre on the central board',
      broken({ terrain: ['. . .', '. . . .', '. . # . .', '. . . .', '. . .'] }),
      'terrain[2][2]',
      'centre cell of a central board must be open',
    ],
    [
      'a campfire without room',
      broken({ kind: 'campfire', terrain: ['~ ~ ~', '~ ~ ~ ~', '~ ~ . ~ ~', '~ ~ ~ ~', '~ ~ ~'] }),
      'terrain',
      'open cells for two characters',
    ],
  ])('rejects %s, naming the file and the field', (_what, json, field, why) => {
    const result = parseBoardDef(json, 'assets/boards/test.json');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('board/invalid');
    expect(result.error.field).toBe(field);
    expect(result.error.message).toContain('assets/boards/test.json');
    expect(result.error.message).toContain(`${field}:`);
    expect(result.error.message).toContain(why);
  });

  it('names the board in the message once its id is known', () => {
    const result = parseBoardDef(broken({ kind: 'castle' }), 'assets/boards/central.json');
    expect(!result.ok && result.error.message).toMatch(/^assets\/boards\/central\.json \(board central\): kind:/);
  });

  it('parses the row picture with row r starting at q = max(-2, -2 - r)', () => {
    const result = parseBoardDef(broken({ terrain: ['# . .', '. . . .', '. . . . .', '. . . .', '. . ~'] }), 'x.json');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.board.cells['0,-2']).toBe('obstacle');
    expect(result.board.cells['0,2']).toBe('void');
    expect(result.board.cells['-2,2']).toBe('open');
  });

  it('refuses a board set with a duplicate id or the wrong number of a kind', () => {
    expect(() =>
      loadBoardDefs([
        ['a.json', central],
        ['b.json', central],
      ]),
    ).toThrow(/b\.json: id: duplicate board id "central"/);
    expect(() => loadBoardDefs([['a.json', central]])).toThrow(/expected 2 campfire board\(s\), found 0/);
  });
});
