// Issue 14 §1 "Proof", adversarial: at every step of every chapter, every legal command the learner could send is
// tried. The tutorial never dead-ends: either the step's gate passes, or undo brings back the exact position before the
// command and retry brings back the step's start, from which the step's correct inputs still pass it.
import { describe, expect, it } from 'vitest';
import { legalCommands } from '../../../shared/rules';
import {
  CHAPTERS,
  currentStep,
  gentleBot,
  isComplete,
  retryStep,
  solveStep,
  startChapter,
  submit,
  undo,
  type TutorialRun,
} from '../../../shared/tutorial';

/** At most this many commands per step in a step played against the bot (each one lets the bots play whole turns). */
const BOT_STEP_SAMPLE = 24;

function tryEveryCommand(
  run: TutorialRun,
  bot: ReturnType<typeof gentleBot>,
): { tried: number; passed: number; offStep: number } {
  const step = currentStep(run)!;
  let commands = legalCommands(run.state, run.chapter.learner).commands;
  if (step.others === 'bot' && commands.length > BOT_STEP_SAMPLE)
    commands = commands.filter((_, i) => i % Math.ceil(commands.length / BOT_STEP_SAMPLE) === 0);
  let passed = 0;
  let offStep = 0;
  for (const command of commands) {
    const r = submit(run, command, { bot });
    if (!r.ok) {
      // Issue 27: a legal command that is not the step's is refused by the tutorial and not spent.
      expect(r.error.code, `${step.id}: legal ${JSON.stringify(command)} is accepted or refused as off the step`).toBe(
        'tutorial/off_step',
      );
      expect(step.free).toBe(false);
      expect(r.run.state).toBe(run.state);
      expect(r.run.history).toBe(run.history);
      offStep++;
      continue;
    }
    if (r.run.step !== run.step) {
      passed++;
      continue;
    }
    expect(r.run.scriptErrors).toEqual([]);
    const back = undo(r.run);
    expect(back.state, `${step.id}: undo after ${JSON.stringify(command)}`).toEqual(run.state);
    expect(back.events).toEqual(run.events);
    const retried = retryStep(r.run);
    expect(retried.state).toEqual(run.stepStart.state);
    const solved = solveStep(retried, { bot });
    expect(solved.step, `${step.id}: the step still passes after ${JSON.stringify(command)} and retry`).toBe(
      run.step + 1,
    );
  }
  return { tried: commands.length, passed, offStep };
}

describe('the tutorial never dead-ends (issue 14 §1)', () => {
  for (const chapter of CHAPTERS) {
    it(`${chapter.id}: every legal command at every step passes the gate or is undone`, () => {
      const bot = gentleBot(chapter.learner);
      let run = startChapter(chapter, { bot });
      let tried = 0;
      while (!isComplete(run)) {
        tried += tryEveryCommand(run, bot).tried;
        const before = run.step;
        run = solveStep(run, { bot });
        expect(run.step).toBe(before + 1);
      }
      expect(tried).toBeGreaterThan(10);
    }, 120_000);
  }

  it("issue 27: a legal move to an unmarked cell is refused with the step's hint and not spent; the marked cell still passes", () => {
    let run = startChapter(CHAPTERS[0]);
    run = solveStep(run); // reading
    expect(currentStep(run)?.id).toBe('walk');
    const eli = run.state.units.eli;
    const wrong = submit(run, { type: 'move', path: [{ q: eli.pos!.q, r: eli.pos!.r - 1 }] });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('tutorial/off_step');
    expect(wrong.run.state).toBe(run.state);
    expect(wrong.run.step).toBe(run.step);
    const right = submit(wrong.run, {
      type: 'move',
      path: [
        { q: -1, r: 2 },
        { q: 0, r: 1 },
      ],
    });
    expect(right.ok).toBe(true);
    expect(currentStep(right.run)?.id).toBe('turn');
  });

  it('a refused command changes nothing but the refusal list, and retry clears it', () => {
    const run = startChapter(CHAPTERS[0]);
    const r = submit(run, { type: 'move', path: [{ q: 9, r: 9 }] });
    expect(r.ok).toBe(false);
    expect(r.run.state).toBe(run.state);
    expect(r.run.refusals).toHaveLength(1);
    expect(retryStep(r.run).refusals).toEqual([]);
  });

  it('restart: a chapter started again is the scenario position, and resuming at a saved step replays the script up to it', () => {
    const c = CHAPTERS[0];
    const fresh = startChapter(c);
    expect(fresh.state).toEqual(c.start);
    const resumed = startChapter(c, {}, 3);
    expect(resumed.step).toBe(3);
    expect(resumed.state.units.eli.pos).toEqual({ q: 0, r: 1 });
  });
});
