import { describe, expect, it } from 'vitest';
import {
  beginnerLayout,
  chooseCampfire,
  dealStandardLayout,
  layoutMetrics,
  placeBoard,
  placementOptions,
  setCampfires,
  setStatue,
  startLayout,
  toggleMarker,
  undoLastBoard,
  validateLayout,
  type Layout,
} from './helpers';

/** Applies an edit that must succeed. */
const must = (r: { ok: true; layout: Layout } | { ok: false; error: { message: string } }): Layout => {
  if (!r.ok) throw new Error(r.error.message);
  return r.layout;
};

describe('layout lab edits (R-MAP-9, R-MAP-10, O-11, O-12)', () => {
  it('starts from the central board alone (R-MAP-7)', () => {
    expect(validateLayout(startLayout())).toEqual({ ok: true });
    expect(startLayout().boards).toEqual([{ board: 'central', at: { q: 0, r: 0 }, rotation: 0 }]);
  });

  it('places boards at the places placementOptions offers and refuses others with the rule, leaving the input unchanged', () => {
    const start = startLayout();
    const [first] = placementOptions(start.boards, 'river').options;
    const one = must(placeBoard(start, 'river', first.at, first.rotation));
    expect(one.boards).toHaveLength(2);
    expect(start.boards).toHaveLength(1);
    const before = JSON.stringify(one);
    const early = placeBoard(one, 'meadow', { q: 10, r: -4 }, 1);
    expect(early.ok || early.error).toMatchObject({ code: 'layout/centre-first', ruleId: 'R-MAP-10', board: 'meadow' });
    expect(JSON.stringify(one)).toBe(before);
  });

  it('builds a whole standard map by hand and undoes boards one at a time', () => {
    let layout = startLayout();
    for (const board of ['river', 'jungle', 'ruins', 'pass', 'rift', 'meadow', 'campfire-ember', 'campfire-ash']) {
      const [option] = placementOptions(layout.boards, board).options;
      layout = must(placeBoard(layout, board, option.at, option.rotation));
    }
    layout = must(setStatue(layout, 'jungle'));
    layout = must(setCampfires(layout, { red: 'campfire-ash', blue: 'campfire-ember' }));
    expect(validateLayout(layout)).toEqual({ ok: true });
    const undone = undoLastBoard(layout);
    expect(undone.boards).toHaveLength(8);
    expect(undone.campfires).toBeNull(); // the campfire pair named the removed board
    expect(undone.statue).toBe('jungle');
    expect(undoLastBoard(startLayout())).toEqual(startLayout());
  });

  it('O-12: toggles obstacle and island markers; removing an island takes the obstacle on it too', () => {
    let layout = beginnerLayout();
    layout = must(toggleMarker(layout, 'island', { q: -7, r: 2 }));
    layout = must(toggleMarker(layout, 'obstacle', { q: -7, r: 2 }));
    expect(layout.obstacles).toEqual([{ q: -7, r: 2 }]);
    layout = must(toggleMarker(layout, 'island', { q: -7, r: 2 }));
    expect(layout.islands).toEqual([]);
    expect(layout.obstacles).toEqual([]);
    const bad = toggleMarker(layout, 'obstacle', { q: 30, r: 0 });
    expect(bad.ok || bad.error).toMatchObject({ code: 'layout/bad-marker', ruleId: 'O-12' });
  });

  it('refuses a statue on a board that is not a placed statue board (R-MAP-12)', () => {
    const r = setStatue(beginnerLayout(), 'river');
    expect(r.ok || r.error).toMatchObject({ code: 'layout/bad-statue', board: 'river' });
    expect(must(setStatue(beginnerLayout(), null)).statue).toBeNull();
  });
});

describe('layout metrics', () => {
  it('measures the beginner map: 126 cells, 22 obstacles, camps 6 steps apart at the nearest, no statue', () => {
    expect(layoutMetrics(beginnerLayout())).toEqual({
      cells: 126,
      open: 104,
      obstacles: 22,
      campToCamp: 6,
      campToStatue: { red: null, blue: null },
    });
  });

  it('measures walking distances on a dealt map; the camp distance is the same in both directions', () => {
    const dealt = dealStandardLayout(1);
    const [a, b] = dealt.campfireChoice.options;
    const one = must(chooseCampfire(dealt.layout, 'red', a));
    const other = must(chooseCampfire(dealt.layout, 'red', b));
    const m1 = layoutMetrics(one);
    const m2 = layoutMetrics(other);
    expect(m1.cells).toBe(160);
    expect(m1.campToCamp).toBe(m2.campToCamp);
    expect(m1.campToStatue).toEqual({ red: m2.campToStatue.blue, blue: m2.campToStatue.red });
    expect(layoutMetrics(dealt.layout).campToCamp).toBeNull();
  });
});
