// Web workers as runStudy sees them (shared/study StudyWorker): one per core, at most four.
import type { StudyWorker, StudyWorkerReply } from '../../../../../shared/study';

/** How many workers a study starts here: the browser's cores, 1 to 4. */
export function studyWorkerCount(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.min(4, Math.max(1, cores));
}

/** Starts `count` study web workers. */
export function startWebStudyWorkers(count = studyWorkerCount()): StudyWorker[] {
  return Array.from({ length: count }, () => {
    const w = new Worker(new URL('./studyWorker.ts', import.meta.url), { type: 'module' });
    return {
      post: (request) => w.postMessage(request),
      onReply: (listener: (r: StudyWorkerReply) => void) => {
        w.onmessage = (e: MessageEvent<StudyWorkerReply>) => listener(e.data);
        w.onerror = (e) =>
          listener({ type: 'failed', from: -1, message: e.message || 'the study worker failed to start' });
      },
      terminate: () => w.terminate(),
    };
  });
}
