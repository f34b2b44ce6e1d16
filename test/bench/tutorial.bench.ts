// The tutorial (issue 14 §1): how long a newcomer's complete run of every chapter takes at the script's pace, and how
// long the runner itself needs to play every chapter's script (docs/tutorial.md "Pace").
import {
  CHAPTERS,
  currentStep,
  gentleBot,
  isComplete,
  solveStep,
  startChapter,
  stepWords,
} from '../../shared/tutorial';
import { KEY_LABELS } from '../../client/src/input/keyWords';
import { timeIt, type BenchFigure } from './measure';

export const title = "tutorial (a newcomer run of all chapters at the script's pace)";

/** The pace: reading at 3 English words a second (180 per minute), and 6 s for each input the learner makes. */
export const READ_WORDS_PER_S = 3;
export const SECONDS_PER_INPUT = 6;

/** Seconds a newcomer spends on a chapter at the pace: reading every step's text as shown (filled), then doing its inputs. */
function chapterSeconds(chapter: (typeof CHAPTERS)[number]): number {
  const bot = gentleBot(chapter.learner);
  let run = startChapter(chapter, { bot });
  let seconds = 0;
  while (!isComplete(run)) {
    const step = currentStep(run)!;
    const text = stepWords(step.text.en, 'en', { state: run.state, log: run.log, keys: KEY_LABELS });
    seconds += text.split(/\s+/).length / READ_WORDS_PER_S + step.solution.length * SECONDS_PER_INPUT;
    run = solveStep(run, { bot });
  }
  return seconds;
}

function playAll(): void {
  for (const c of CHAPTERS) {
    const bot = gentleBot(c.learner);
    let run = startChapter(c, { bot });
    while (!isComplete(run)) run = solveStep(run, { bot });
  }
}

export function bench(): BenchFigure[] {
  const perChapter = CHAPTERS.map(chapterSeconds);
  const total = perChapter.reduce((a, b) => a + b, 0);
  const cpu = timeIt(playAll, { minRuns: 5, minTotalMs: 300 });
  return [
    {
      name: "all chapters at the script's pace",
      value: total / 60,
      unit: 'min',
      note: `${CHAPTERS.length} chapters, ${perChapter.map((s) => (s / 60).toFixed(1)).join(' / ')} min; ${READ_WORDS_PER_S} words/s reading + ${SECONDS_PER_INPUT} s per input; goal < 10 min`,
    },
    {
      name: "runner: every chapter's script played through",
      value: cpu.medianMs,
      unit: 'ms',
      note: `median of ${cpu.runs} runs`,
    },
  ];
}
