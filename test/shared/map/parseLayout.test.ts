import { describe, expect, it } from 'vitest';
import { createRng } from '../../../shared/random';
import {
  assembleMap,
  beginnerLayout,
  boardOpenCells,
  campfireCells,
  dealStandardLayout,
  parseLayout,
  statueBoardForCoin,
  statueCell,
  statueHome,
  tossStatueCoin,
} from './helpers';

describe('parseLayout: untrusted layout data', () => {
  it('returns a clean copy of a legal layout, dropping extra fields', () => {
    const input = {
      ...beginnerLayout(),
      note: 'from the lab',
      boards: beginnerLayout().boards.map((b) => ({ ...b, colour: 'x' })),
    };
    const result = parseLayout(JSON.parse(JSON.stringify(input)));
    expect(result).toEqual({ ok: true, layout: beginnerLayout() });
  });
  it.each([
    ['a string', 'beginner', /must be an object/],
    [
      'no boards',
      { boards: [], obstacles: [], islands: [], statue: null, campfires: null },
      /boards: expected a non-empty array/,
    ],
    [
      'a board without a position',
      { ...beginnerLayout(), boards: [{ board: 'central', rotation: 0 }] },
      /boards\[0\]\.at/,
    ],
    ['non-integer coordinates', { ...beginnerLayout(), obstacles: [{ q: 0.5, r: 0 }] }, /obstacles\[0\]/],
    ['a missing statue field', { ...beginnerLayout(), statue: undefined }, /statue: expected a board id or null/],
    [
      'a half-given campfire pair',
      { ...beginnerLayout(), campfires: { red: 'campfire-ember' } },
      /campfires: expected/,
    ],
  ])('refuses %s with layout/malformed', (_what, value, message) => {
    const result = parseLayout(value);
    expect(result.ok || result.error.code).toBe('layout/malformed');
    expect(result.ok || result.error.message).toMatch(message);
  });
  it('applies the assembly rules after the shape (R-MAP-9)', () => {
    const bad = {
      ...beginnerLayout(),
      boards: [...beginnerLayout().boards.slice(0, 1), { board: 'river', at: { q: 5, r: -2 }, rotation: 2 }],
    };
    const result = parseLayout(bad);
    expect(result.ok || result.error).toMatchObject({
      code: 'layout/not-connected',
      ruleId: 'R-MAP-9',
      board: 'river',
    });
  });
});

describe('R-MAP-12 / R-WORLD-2 / O-13 the statue coin', () => {
  it('heads is the river, tails the jungle', () => {
    expect(statueBoardForCoin('heads')).toBe('river');
    expect(statueBoardForCoin('tails')).toBe('jungle');
  });
  it('is one draw of the game generator, the same draw the deal makes last', () => {
    for (let seed = 0; seed < 20; seed++) {
      const rng = createRng(seed);
      const dealt = dealStandardLayout(rng);
      const after = JSON.stringify(rng);
      const face = tossStatueCoin(rng);
      expect(JSON.stringify(rng)).not.toBe(after);
      expect(['heads', 'tails']).toContain(face);
      expect(dealt.layout.statue).toBe(statueBoardForCoin(dealt.statueCoin));
    }
  });
  it('statueHome is the centre of the named statue board; the dealt statue stands on its home', () => {
    const { layout, statueCoin } = dealStandardLayout(4);
    expect(statueHome(layout, statueCoin)).toEqual(statueCell(layout));
    const other = statueHome(layout, statueCoin === 'heads' ? 'tails' : 'heads')!;
    expect(assembleMap(layout).cells[`${other.q},${other.r}`].terrain).toBe('open');
    expect(statueHome(beginnerLayout(), 'heads')).toBeNull();
  });
});

describe('R-SETUP-15 start cells per campfire board', () => {
  it("boardOpenCells of a campfire board are the team's campfire cells once chosen", () => {
    const layout = beginnerLayout();
    expect(boardOpenCells(layout, 'campfire-ember')).toEqual(campfireCells(layout, 'red'));
    expect(boardOpenCells(layout, 'campfire-ash')).toEqual(campfireCells(layout, 'blue'));
    expect(boardOpenCells(layout, 'jungle')).toEqual([]);
    expect(campfireCells(dealStandardLayout(1).layout, 'red')).toEqual([]); // choice pending (R-MAP-11)
  });
});
