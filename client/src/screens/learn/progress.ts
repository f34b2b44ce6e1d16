/**
 * Tutorial progress kept in localStorage: per chapter the step reached and whether it was completed or skipped, and the
 * chapter open now — so a reload resumes at the saved step (the runner replays the script up to it).
 */
export type ChapterProgress = { step: number; done: boolean; skipped: boolean };
export type Progress = { current: string | null; chapters: Record<string, ChapterProgress> };

const KEY = 'ifera:learn';

export function loadProgress(): Progress {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Progress | null;
    if (raw && typeof raw === 'object' && raw.chapters && typeof raw.chapters === 'object')
      return { current: typeof raw.current === 'string' ? raw.current : null, chapters: raw.chapters };
  } catch {
    // unreadable or no storage: start fresh
  }
  return { current: null, chapters: {} };
}

export function saveProgress(p: Progress): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // no storage: progress lasts as long as the page
  }
}
