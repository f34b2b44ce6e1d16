// A study plan from untrusted options: each bad option named, nothing made (shared/study/plan.ts).
import { describe, expect, it } from 'vitest';
import { beginnerLayout, encodeLayout } from '../../../shared/map';
import { makeStudyPlan, randomStudyLayout } from '../../../shared/study';

describe('study plan', () => {
  it('takes the beginner layout, a deal, or a code', () => {
    const b = makeStudyPlan({ layout: 'beginner' });
    expect(b.ok && b.plan.layoutCode).toBe(encodeLayout(beginnerLayout()));
    const r = makeStudyPlan({ layout: 'random', seed: 9 });
    expect(r.ok && r.plan.source).toEqual({ kind: 'random', seed: 9 });
    expect(r.ok && r.plan.layoutCode).toBe(encodeLayout(randomStudyLayout(9)));
    const c = makeStudyPlan({ layout: encodeLayout(randomStudyLayout(4)), games: 50 });
    expect(c.ok && c.plan).toMatchObject({
      source: { kind: 'code' },
      games: 50,
      rules: 'beginner',
      bot: 'heuristic',
      warning: null,
    });
    expect(c.ok && c.plan.characters).toHaveLength(8);
    expect(c.ok && c.plan.lookEvery).toBe(112); // 7 blocks of 16 games
  });

  it('names every bad option', () => {
    const r = makeStudyPlan({ layout: 'nonsense!', games: 0, seed: -1, characters: ['eli', 'eli', 'zed'] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.option).sort()).toEqual(['characters', 'games', 'layout', 'seed']);
    expect(r.errors.find((e) => e.option === 'characters')!.message).toMatch(/no character zed/);
    expect(makeStudyPlan({ layout: 'beginner', characters: ['eli', 'noel', 'nia'] })).toMatchObject({
      ok: false,
      errors: [{ option: 'characters', message: expect.stringMatching(/4 different/) }],
    });
    expect(makeStudyPlan({ layout: 'beginner', stop: { margin: 0.7 } })).toMatchObject({
      ok: false,
      errors: [{ option: 'stop.margin' }],
    });
  });

  it('refuses a layout without campfires (R-SETUP-15)', () => {
    const noCamps = encodeLayout({ ...beginnerLayout(), campfires: null });
    expect(makeStudyPlan({ layout: noCamps })).toMatchObject({
      ok: false,
      errors: [{ option: 'layout', message: expect.stringMatching(/no campfires/) }],
    });
  });
});
