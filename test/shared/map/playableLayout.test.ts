// Whether a match can be played on a map code (R-MAP-6..14, R-MAP-11 camps): the one check behind the room's `layout`
// option, the home page's map field and the lab's study panel.
import { describe, expect, it } from 'vitest';
import { beginnerLayout, describeLayoutProblem, rotateBoard, type Layout } from './helpers';
import { describeUnplayable, encodeLayout, playableLayout } from '../../../shared/map';

const must = (r: { ok: true; layout: Layout } | { ok: false; error: { message: string } }): Layout => {
  if (!r.ok) throw new Error(r.error.message);
  return r.layout;
};

describe('playableLayout', () => {
  it('takes a legal map with both camps, code trimmed (R-MAP-14)', () => {
    const code = encodeLayout(beginnerLayout());
    expect(playableLayout(`  ${code}\n`)).toEqual({ ok: true, code, layout: beginnerLayout() });
  });

  it('refuses text that is not a code, in plain words in both languages', () => {
    const check = playableLayout('not-a-layout-code');
    expect(check).toMatchObject({ ok: false, notACode: expect.stringContaining('not a valid layout code') });
    if (check.ok) return;
    expect(describeUnplayable(check, 'en')).toMatch(/not a map code/);
    expect(describeUnplayable(check, 'zh')).toMatch(/[\u4e00-\u9fff]/);
    expect(describeUnplayable(check, 'zh')).not.toMatch(/layout|code/);
  });

  it('refuses a map that breaks an assembly rule (O-11) or has no camps (R-MAP-11), naming each rule', () => {
    const beginner = beginnerLayout();
    const turned = must(rotateBoard(beginner, beginner.boards[beginner.boards.length - 1].board, 1));
    const broken = playableLayout(encodeLayout(turned));
    expect(broken.ok).toBe(false);
    if (broken.ok || !('problems' in broken)) throw new Error('expected problems');
    expect(describeUnplayable(broken, 'zh')).toBe(broken.problems.map((p) => describeLayoutProblem(p, 'zh')).join(' '));
    const campless = playableLayout(encodeLayout({ ...beginner, campfires: null }));
    expect(campless).toMatchObject({ ok: false, problems: [expect.objectContaining({ ruleId: 'R-MAP-11' })] });
  });
});
