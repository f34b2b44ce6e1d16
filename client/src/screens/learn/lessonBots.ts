/**
 * The lessons' bots (issue 32): where a step is played against bots, the run stops at each bot seat (options 'asked')
 * and the page's bot worker decides from that seat's view, so no decision is computed on the page's thread. A failing
 * bot is answered by the engine's default; an answer that comes after the run moved on (undo, retry) is dropped.
 */
import { viewFor } from '../../../../shared/rules';
import { answerBot, botAwaited, lessonBotLevel, type RunOptions, type TutorialRun } from '../../../../shared/tutorial';
import { pageBots } from '../../bots/botPool';

export const LESSON_OPTIONS: RunOptions = { bot: 'asked' };

/** Asks for the bot seat `run` waits on, if any; `update` gets the answered run while `run` is still the current one. */
export function askLessonBot(run: TutorialRun, current: () => TutorialRun | null, update: (run: TutorialRun) => void) {
  const seat = botAwaited(run);
  if (seat === null) return;
  const level = lessonBotLevel(run.state, run.chapter.learner, seat);
  pageBots()
    .ask({ view: viewFor(run.state, seat), seat, level, salt: run.log.length })
    .catch(() => null)
    .then((command) => {
      if (current() !== run) return;
      const next = answerBot(run, seat, command, LESSON_OPTIONS);
      // Not even the engine's default went in (a broken position): asking again would only loop.
      if (next.state !== run.state) update(next);
    });
}
