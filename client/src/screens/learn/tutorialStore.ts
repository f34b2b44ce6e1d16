import { create } from 'zustand';
import type { RuleError } from '../../../../shared/rules';
import {
  acknowledge,
  CHAPTERS,
  chapterById,
  isComplete,
  retryStep,
  startChapter,
  submit,
  undo,
  type Chapter,
  type OffStep,
  type RunOptions,
  type TutorialRun,
} from '../../../../shared/tutorial';
import { navigate } from '../../nav/route';
import { loadProgress, saveProgress, type Progress } from './progress';
import { askLessonBot, LESSON_OPTIONS } from './lessonBots';

/** The tutorial as the /learn screen holds it: the run (pure, shared/tutorial), the saved progress, a version per change. */
type TutorialStore = {
  progress: Progress;
  run: TutorialRun | null;
  version: number;
  /** Opens a chapter (its address, /learn/<id>) or the list (/learn). */
  open: (id: string | null) => void;
  /** Shows what the address names: the chapter, resumed at its saved step, or the list (no navigation). */
  show: (id: string | null) => void;
  send: (command: unknown) => RuleError | OffStep | null;
  next: () => void;
  undo: () => void;
  retry: () => void;
  restart: () => void;
  skip: () => void;
};

const optionsFor = (_chapter: Chapter): RunOptions => LESSON_OPTIONS;

/** The progress with the run's chapter at its current step (a completed chapter stays completed). */
function withRun(progress: Progress, run: TutorialRun): Progress {
  const id = run.chapter.id;
  const before = progress.chapters[id] ?? { step: 0, done: false, skipped: false };
  const done = before.done || isComplete(run);
  return {
    current: id,
    chapters: {
      ...progress.chapters,
      [id]: { step: isComplete(run) ? 0 : run.step, done, skipped: before.skipped && !done },
    },
  };
}

export const useTutorial = create<TutorialStore>()((set, get) => {
  const update = (run: TutorialRun) => {
    const progress = withRun(get().progress, run);
    saveProgress(progress);
    set({ run, progress, version: get().version + 1 });
    askLessonBot(run, () => get().run, update);
  };
  const show = (id: string | null) => {
    const chapter = id ? chapterById(id) : undefined;
    if (!chapter) {
      const progress = { ...get().progress, current: null };
      saveProgress(progress);
      set({ run: null, progress, version: get().version + 1 });
      return;
    }
    if (get().run?.chapter.id === chapter.id) return;
    const saved = get().progress.chapters[chapter.id];
    update(startChapter(chapter, optionsFor(chapter), saved && !saved.done ? saved.step : 0));
  };
  return {
    progress: loadProgress(),
    run: null,
    version: 0,
    show,
    open: (id) => {
      show(id);
      navigate(id ? `/learn/${id}` : '/learn');
    },
    send: (command) => {
      const run = get().run;
      if (!run) return null;
      const r = submit(run, command, optionsFor(run.chapter));
      update(r.run);
      return r.ok ? null : r.error;
    },
    next: () => {
      const run = get().run;
      if (run) update(acknowledge(run, optionsFor(run.chapter)));
    },
    undo: () => {
      const run = get().run;
      if (run) update(undo(run));
    },
    retry: () => {
      const run = get().run;
      if (run) update(retryStep(run));
    },
    restart: () => {
      const run = get().run;
      if (run) update(startChapter(run.chapter, optionsFor(run.chapter)));
    },
    skip: () => {
      const run = get().run;
      if (!run) return;
      const id = run.chapter.id;
      const before = get().progress.chapters[id];
      const chapters = {
        ...get().progress.chapters,
        [id]: { step: 0, done: before?.done ?? false, skipped: !before?.done },
      };
      const nextChapter = CHAPTERS[CHAPTERS.findIndex((c) => c.id === id) + 1];
      const progress = { current: null, chapters };
      saveProgress(progress);
      set({ progress, run: null, version: get().version + 1 });
      get().open(nextChapter?.id ?? null);
    },
  };
});
