import { CHAPTERS } from '../../../../shared/tutorial';
import { ChapterList } from './ChapterList';
import { LessonScreen } from './LessonScreen';
import { useTutorial } from './tutorialStore';
import './learn.css';

/** "/learn": the chapter list, or the chapter in progress (resumed from localStorage at its saved step). */
export function LearnScreen() {
  const run = useTutorial((s) => s.run);
  const progress = useTutorial((s) => s.progress);
  const open = useTutorial((s) => s.open);
  if (!run) return <ChapterList progress={progress} onOpen={open} />;
  const next = CHAPTERS[CHAPTERS.findIndex((c) => c.id === run.chapter.id) + 1];
  return <LessonScreen run={run} nextChapter={next?.id ?? null} />;
}
