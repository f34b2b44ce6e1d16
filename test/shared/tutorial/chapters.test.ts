// Issue 14 §1 "Proof": every chapter's scripted correct inputs, played through the pure runner, reach the end; the
// gates are engine facts (the events and refusals the rules produce), and the scripts never contradict the engine.
import { describe, expect, it } from 'vitest';
import {
  CHAPTERS,
  currentStep,
  gentleBot,
  isComplete,
  solveStep,
  startChapter,
  submit,
  type TutorialRun,
} from '../../../shared/tutorial';

function playThrough(run: TutorialRun, bot: ReturnType<typeof gentleBot>): TutorialRun {
  while (!isComplete(run)) {
    const before = run.step;
    run = solveStep(run, { bot });
    expect(run.scriptErrors, `chapter ${run.chapter.id} step ${before}`).toEqual([]);
    expect(run.step, `chapter ${run.chapter.id}: step ${run.chapter.steps[before].id} passes with its solution`).toBe(
      before + 1,
    );
  }
  return run;
}

describe('tutorial chapters (issue 14 §1)', () => {
  it('has at least five chapters, each of 3 to 9 steps, texts in English and Chinese', () => {
    expect(CHAPTERS.length).toBeGreaterThanOrEqual(5);
    for (const c of CHAPTERS) {
      expect(c.steps.length).toBeGreaterThanOrEqual(3);
      expect(c.steps.length).toBeLessThanOrEqual(9);
      for (const s of c.steps) {
        expect(s.text.en.length).toBeGreaterThan(20);
        expect(s.text.zh).toMatch(/[\u4e00-\u9fff]/);
      }
      expect(c.scenario.variant ?? 'beginner').toBe('beginner');
    }
  });

  for (const chapter of CHAPTERS) {
    it(`${chapter.id}: the scripted correct inputs reach the end`, () => {
      const run = playThrough(startChapter(chapter, { bot: gentleBot(chapter.learner) }), gentleBot(chapter.learner));
      expect(isComplete(run)).toBe(true);
      expect(currentStep(run)).toBeNull();
    });
  }

  it('chapter 2 (R-LOS-2, R-LOS-3): White Gaze on Yunye behind the rocks is refused as not visible, then lands from a cell that sees', () => {
    const c = CHAPTERS[1];
    let run = startChapter(c);
    run = solveStep(run); // reading
    expect(currentStep(run)?.id).toBe('blocked');
    const refused = submit(run, { type: 'skill', skill: 'whiteGaze', target: { unit: 'yunye' } });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'target/not_visible', ruleId: 'R-LOS-2' });
    expect(refused.run.state).toBe(run.state); // nothing changes
    run = refused.run;
    expect(currentStep(run)?.id).toBe('step-out');
    run = solveStep(run); // step out
    run = solveStep(run); // attack
    const damage = run.log.find((e) => e.type === 'damaged');
    // R-DMG-2 at distance 2: 1 + one normal die forced to 1 = 2; Sturdy (R-STATUS-10) takes 1 off.
    expect(damage).toMatchObject({ unit: 'yunye', base: 2, amount: 1 });
  });

  it('chapter 3 (R-RES-4): the slower answer resolves after the attack, the faster one before it', () => {
    const c = CHAPTERS[2];
    let run = startChapter(c);
    while (!isComplete(run)) run = solveStep(run);
    const skills = new Map<number, string>();
    for (const e of run.log) if (e.type === 'declared') skills.set(e.action, e.skill);
    const order = run.log.filter((e) => e.type === 'resolved').map((e) => skills.get((e as { action: number }).action));
    expect(order).toEqual(['deathCut', 'brokenOath', 'parry', 'crumblingPalm']);
  });

  it('chapter 4 (R-FORCE-6, R-TRACK-5/6): the push into the rocks moves nobody; Burning burns, then Burning and Root leave', () => {
    let run = startChapter(CHAPTERS[3]);
    while (!isComplete(run)) run = solveStep(run);
    expect(
      run.log.filter((e) => e.type === 'moved' && e.forced === 'push').map((e) => (e as { unit: string }).unit),
    ).toEqual(['darien']);
    expect(run.state.units.noel.pos).toEqual({ q: 1, r: -1 });
    expect(run.state.units.yunye.statuses).toEqual([]);
    // R-TRACK-5: both of Burning's points happen in the lesson, the first at the opening start phase, in the log.
    expect(run.log.filter((e) => e.type === 'statusResolved' && e.status === 'burning')).toHaveLength(2);
  });

  it('chapter 5 (R-ROUND-5, R-OVR-3): the Final Judgment sets every HP to 1 and killing the red leader wins for blue', () => {
    const c = CHAPTERS[4];
    let run = startChapter(c, { bot: gentleBot(c.learner) });
    while (!isComplete(run)) run = solveStep(run, { bot: gentleBot(c.learner) });
    expect(run.log.some((e) => e.type === 'finalJudgment')).toBe(true);
    expect(run.state.stage).toBe('over');
    expect(run.state.winner).toBe('blue');
    expect(c.start.units[c.start.seats[c.learner]!].relic).toBe('vessel');
    expect(run.state.units.eli).toMatchObject({ alive: false, team: 'red', relic: 'holy' });
  });
});
