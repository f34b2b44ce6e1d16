import { useEffect } from 'react';
import { CHAPTERS } from '../../../../shared/tutorial';
import { ChapterList } from './ChapterList';
import { LessonScreen } from './LessonScreen';
import { useTutorial } from './tutorialStore';
import './learn.css';

/**
 * "/learn": the chapter list with each chapter's progress; "/learn/<chapter>": that chapter, resumed at its saved step
 * (a reload stays in the lesson; coming back to /learn shows the list, issue 27).
 */
export function LearnScreen({ chapter }: { chapter: string | null }) {
  const run = useTutorial((s) => s.run);
  const progress = useTutorial((s) => s.progress);
  const open = useTutorial((s) => s.open);
  const show = useTutorial((s) => s.show);
  // The address decides what is shown: the store follows it (back, forward, a typed address).
  useEffect(() => show(chapter), [chapter, show]);
  if (!chapter || !run || run.chapter.id !== chapter) return <ChapterList progress={progress} onOpen={open} />;
  const next = CHAPTERS[CHAPTERS.findIndex((c) => c.id === run.chapter.id) + 1];
  return <LessonScreen run={run} nextChapter={next?.id ?? null} />;
}
