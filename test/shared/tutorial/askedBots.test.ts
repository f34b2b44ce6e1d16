// Issue 32: the browser's lessons ask their bots in a worker, so the runner can stop where a bot must decide (options
// 'asked') and take its answer later (answerBot). The same answers give the same run as the bot called at once; a
// late answer changes nothing; a waiting run is not stuck.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../shared/rules';
import {
  answerBot,
  botAwaited,
  chapterById,
  currentStep,
  gentleBot,
  isStuck,
  learnerAwaits,
  lessonBotLevel,
  retryStep,
  startChapter,
  submit,
  type RunOptions,
  type TutorialRun,
} from '../../../shared/tutorial';
import { answerBotRequest } from '../../../client/src/bots/botRequest';

const chapter = chapterById('05-the-goal')!;
const WIN_STEP = chapter.steps.findIndex((s) => s.id === 'win');
const ASKED: RunOptions = { bot: 'asked' };

/** The chapter at its free step against the bots, the learner ending the turn: the bots must play. */
function afterEndTurn(opts: RunOptions): TutorialRun {
  const run = startChapter(chapter, opts, WIN_STEP);
  expect(currentStep(run)?.id).toBe('win');
  const r = submit(run, { type: 'endTurn' }, opts);
  expect(r.ok).toBe(true);
  return r.run;
}

describe('lessons with asked bots (issue 32)', () => {
  it('stop where a bot must decide, and are not stuck while it does', () => {
    const run = afterEndTurn(ASKED);
    const seat = botAwaited(run);
    expect(seat).not.toBeNull();
    expect(seat).not.toBe(chapter.learner);
    expect(learnerAwaits(run)).toBeNull();
    expect(isStuck(run)).toBe(false);
  });

  it("give the same run as the bot called at once when given the same policy's answers", () => {
    const bot = gentleBot(chapter.learner);
    const now = afterEndTurn({ bot });
    let run = afterEndTurn(ASKED);
    for (let seat = botAwaited(run), n = 0; seat !== null && n < 400; seat = botAwaited(run), n++)
      run = answerBot(run, seat, bot(run.state, seat), ASKED);
    expect(run.state).toEqual(now.state);
    expect(run.log).toEqual(now.log);
    expect(run.step).toBe(now.step);
  });

  it("play on to the learner's next decision with the worker protocol's answers at the lesson's levels", () => {
    let run = afterEndTurn(ASKED);
    let asked = 0;
    for (let seat = botAwaited(run); seat !== null && asked < 400; seat = botAwaited(run), asked++) {
      const level = lessonBotLevel(run.state, chapter.learner, seat);
      const reply = answerBotRequest({ id: asked, view: viewFor(run.state, seat), seat, level, salt: run.log.length });
      expect(reply.ok).toBe(true);
      run = answerBot(run, seat, reply.ok ? reply.command : null, ASKED);
    }
    expect(asked).toBeGreaterThan(0);
    expect(run.scriptErrors).toEqual([]);
    expect(learnerAwaits(run) !== null || run.state.winner !== null).toBe(true);
  });

  it('drop a late answer: after retry the run waits on nobody, and an answer for it changes nothing', () => {
    const run = afterEndTurn(ASKED);
    const seat = botAwaited(run)!;
    const back = retryStep(run);
    expect(botAwaited(back)).toBeNull();
    expect(answerBot(back, seat, { type: 'endTurn' }, ASKED)).toBe(back);
  });

  it('seat the learner’s partner at normal and the other team at gentle', () => {
    const run = startChapter(chapter, ASKED, WIN_STEP);
    const team = (s: number) => run.state.units[run.state.seats[s] ?? '']?.team;
    for (const seat of [0, 1, 2, 3] as const)
      if (seat !== chapter.learner)
        expect(lessonBotLevel(run.state, chapter.learner, seat)).toBe(
          team(seat) === team(chapter.learner) ? 'normal' : 'gentle',
        );
  });
});
