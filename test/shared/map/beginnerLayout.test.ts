import { describe, expect, it } from 'vitest';
import { hexKey, rotateHex } from '../../../shared/hex';
import { assembleMap, beginnerLayout, campfireCells, renderMapAscii, statueCell, validateLayout } from './helpers';

describe('R-MAP-14 beginner layout', () => {
  it('passes the standard assembly rules too (every board meets the central board blue to blue)', () => {
    expect(validateLayout(beginnerLayout())).toEqual({ ok: true });
  });

  it('O-14: has no statue; red camps on Ember Camp (west), blue on Ash Camp (east)', () => {
    const layout = beginnerLayout();
    expect(layout.statue).toBeNull();
    expect(statueCell(layout)).toBeNull();
    expect(layout.campfires).toEqual({ red: 'campfire-ember', blue: 'campfire-ash' });
    expect(layout.obstacles).toEqual([]);
    expect(layout.islands).toEqual([]);
  });

  it('returns a fresh object each time (callers may change their copy)', () => {
    const a = beginnerLayout();
    a.boards.pop();
    expect(beginnerLayout().boards).toHaveLength(7);
  });

  it('places its boards point-symmetrically around (0,0); the camps map onto each other by a half turn', () => {
    const layout = beginnerLayout();
    const at = new Set(layout.boards.map((b) => hexKey(b.at)));
    for (const b of layout.boards) expect(at.has(hexKey({ q: -b.at.q, r: -b.at.r }))).toBe(true);
    const map = assembleMap(layout);
    const red = campfireCells(layout, 'red', map)
      .map((h) => hexKey(rotateHex(h, 3)))
      .sort();
    const blue = campfireCells(layout, 'blue', map).map(hexKey).sort();
    expect(red).toEqual(blue);
    expect(red.length).toBeGreaterThanOrEqual(12);
  });

  it('R-SETUP-15: each team has open starting cells on its own campfire board only', () => {
    const layout = beginnerLayout();
    const map = assembleMap(layout);
    for (const team of ['red', 'blue'] as const) {
      for (const h of campfireCells(layout, team, map)) {
        expect(map.cells[hexKey(h)]).toMatchObject({ terrain: 'open', board: layout.campfires![team] });
      }
    }
  });

  it('has this shape (126 cells; r = red camp, b = blue camp, O = centre)', () => {
    const layout = beginnerLayout();
    const map = assembleMap(layout);
    expect(Object.keys(map.cells)).toHaveLength(126);
    const marks: Record<string, string> = { '0,0': 'O' };
    for (const h of campfireCells(layout, 'red', map)) marks[hexKey(h)] = 'r';
    for (const h of campfireCells(layout, 'blue', map)) marks[hexKey(h)] = 'b';
    expect('\n' + renderMapAscii(map, marks)).toBe(`
          . . .
         . . . #
  . . . # # . # #
 .   . . # . . . b b b
. .   . . . . . # b b
 . .   . . # . b b b b
  . . . # . . # b b b #
 r r r . . O . . b b b
# r r r # . . # . . .
 r r r r . # . . . . .
  r r # . . . . # . . .
 r r r . # . . . . . #
      . # . # . . . .
       . . # .
        . . .`);
  });
});
