import { describe, expect, it } from 'vitest';
import {
  beginnerLayout,
  dealStandardLayout,
  describeLayoutProblem,
  LAYOUT_PROBLEM_KINDS,
  LAYOUT_PROBLEM_TEXT,
  layoutProblems,
  moveBoard,
  placeBoardDraft,
  placementOptions,
  removeBoard,
  rotateBoard,
  settleBoardOrder,
  startLayout,
  validateLayout,
  type Layout,
} from './helpers';
import { createRng, randomInt } from '../../../shared/random';
import { hexDistance } from '../../../shared/hex';

const must = (r: { ok: true; layout: Layout } | { ok: false; error: { message: string } }): Layout => {
  if (!r.ok) throw new Error(r.error.message);
  return r.layout;
};

describe('layoutProblems: every broken rule with its board and sides', () => {
  it('a legal layout has none: the beginner map (R-MAP-14) and standard deals (R-MAP-6..13)', () => {
    expect(layoutProblems(beginnerLayout())).toEqual([]);
    for (let seed = 0; seed < 20; seed++) expect(layoutProblems(dealStandardLayout(seed).layout)).toEqual([]);
  });

  it("R-MAP-10: a board that meets another board blue to blue while the central board still has room is named with the central board's free blue sides", () => {
    let layout = startLayout();
    const first = placementOptions(layout.boards, 'river').options[0];
    layout = must(placeBoardDraft(layout, 'river', first.at, first.rotation));
    // The meadow attached to the river, away from the central board.
    // Spots where the meadow meets the river blue to blue (asked with the river alone), away from the central board.
    const away = placementOptions([layout.boards[1]], 'meadow');
    const spot = away.options.find((o) => hexDistance(o.at, { q: 0, r: 0 }) > 5)!;
    const bad = must(placeBoardDraft(layout, 'meadow', spot.at, spot.rotation));
    const problems = layoutProblems(bad);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'centre-first', ruleId: 'R-MAP-10', board: 'meadow', other: 'central' });
    expect(problems[0].sides.length).toBeGreaterThan(0);
    expect(validateLayout(bad)).toMatchObject({ ok: false, error: { ruleId: 'R-MAP-10', board: 'meadow' } });
  });

  it('R-MAP-9: a board that does not touch the map, and O-11: one touching without blue to blue (its sides named)', () => {
    const far = must(moveBoard(beginnerLayout(), 'pass', { q: 20, r: -8 }));
    expect(layoutProblems(far)).toEqual([
      expect.objectContaining({ kind: 'not-connected', ruleId: 'R-MAP-9', board: 'pass', sides: [] }),
    ]);
    const turned = must(rotateBoard(beginnerLayout(), 'pass', 1));
    const [p] = layoutProblems(turned);
    expect(p).toMatchObject({ kind: 'no-blue-contact', ruleId: 'O-11', board: 'pass' });
    expect(p.sides.length).toBeGreaterThan(0);
  });

  it('names every broken rule, not only the first: two bad boards, a bad statue and a stray marker', () => {
    let layout = must(rotateBoard(beginnerLayout(), 'pass', 1));
    layout = must(rotateBoard(layout, 'meadow', 2));
    layout = { ...layout, statue: 'pass', obstacles: [{ q: 40, r: 0 }] };
    const kinds = layoutProblems(layout).map((p) => `${p.kind}:${p.board}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'no-blue-contact:pass',
        'centre-first:meadow',
        'bad-statue:pass',
        'obstacle-on-void:null',
      ]),
    );
    expect(kinds).toHaveLength(4);
  });

  it('R-MAP-11: a match needs camps; without needCampfires a layout under construction is fine', () => {
    const layout = { ...beginnerLayout(), campfires: null };
    expect(layoutProblems(layout)).toEqual([]);
    expect(layoutProblems(layout, { needCampfires: true })).toEqual([
      expect.objectContaining({ kind: 'no-campfires', ruleId: 'R-MAP-11' }),
    ]);
    expect(
      layoutProblems({ ...beginnerLayout(), campfires: { red: 'campfire-ash', blue: 'campfire-ash' } }).map(
        (p) => p.kind,
      ),
    ).toEqual(['same-campfires']);
  });

  it('settleBoardOrder finds a legal attachment order for boards edited out of order, and leaves a valid layout as it is', () => {
    const valid = dealStandardLayout(5).layout;
    expect(settleBoardOrder(valid)).toBe(valid);
    // The same boards, listed in reverse after the central board, are legal once settled.
    const shuffled = { ...valid, boards: [valid.boards[0], ...valid.boards.slice(1).reverse()] };
    expect(validateLayout(shuffled).ok).toBe(false);
    expect(layoutProblems(shuffled)).toEqual([]);
    expect(validateLayout(settleBoardOrder(shuffled))).toEqual({ ok: true });
  });

  it('agrees with validateLayout on random edits of random deals (empty exactly when the settled layout is valid)', () => {
    const rng = createRng(99);
    for (let round = 0; round < 60; round++) {
      let layout = dealStandardLayout(round).layout;
      for (let k = 0; k < 3; k++) {
        const target = layout.boards[1 + randomInt(rng, layout.boards.length - 1)];
        const pick = randomInt(rng, 3);
        const edit =
          pick === 0
            ? rotateBoard(layout, target.board, 1 + randomInt(rng, 5))
            : pick === 1
              ? removeBoard(layout, target.board)
              : moveBoard(layout, target.board, { q: -target.at.q, r: -target.at.r });
        if (edit.ok) layout = edit.layout;
      }
      expect(layoutProblems(layout).length === 0).toBe(validateLayout(settleBoardOrder(layout)).ok);
    }
  });

  it("every problem has words in English and Chinese, with the board's printed name and the rule id", () => {
    for (const kind of LAYOUT_PROBLEM_KINDS) {
      expect(LAYOUT_PROBLEM_TEXT[kind].en.length).toBeGreaterThan(10);
      expect(LAYOUT_PROBLEM_TEXT[kind].zh).toMatch(/[\u4e00-\u9fff]/);
    }
    const [p] = layoutProblems(must(rotateBoard(beginnerLayout(), 'pass', 1)));
    expect(describeLayoutProblem(p, 'en')).toMatch(/^Narrow Pass.* blue side against a blue side.*\(O-11\)$/);
    expect(describeLayoutProblem(p, 'zh')).toContain('蓝边对蓝边');
    expect(describeLayoutProblem(p, 'zh')).not.toMatch(/[{}]/);
  });
});
