/**
 * The state of the panel's study: idle, running (progress and a live report), done (the report and its games), or
 * failed; start and cancel. Unmounting cancels a running study and terminates its workers.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  runStudy,
  type GameRecord,
  type StudyPlan,
  type StudyProgress,
  type StudyReport,
  type StudyRun,
} from '../../../../../shared/study';
import { startWebStudyWorkers } from './webStudyWorkers';

export type StudyRunState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: StudyProgress | null; report: StudyReport | null; workers: number }
  | { phase: 'done'; report: StudyReport; games: GameRecord[]; workers: number }
  | { phase: 'failed'; message: string };

/** How often the live report is rebuilt while games come in (ms). */
const LIVE_REPORT_EVERY = 500;

export function useStudyRun(): { state: StudyRunState; start(plan: StudyPlan): void; cancel(): void } {
  const [state, setState] = useState<StudyRunState>({ phase: 'idle' });
  const run = useRef<StudyRun | null>(null);

  const cancel = useCallback(() => run.current?.cancel(), []);
  useEffect(() => () => run.current?.cancel(), []);

  const start = useCallback((plan: StudyPlan) => {
    run.current?.cancel();
    const workers = startWebStudyWorkers();
    let lastReport = 0;
    let report: StudyReport | null = null;
    setState({ phase: 'running', progress: null, report: null, workers: workers.length });
    const current = runStudy(plan, {
      workers,
      keepGames: true,
      onProgress: (progress) => {
        if (run.current !== current) return;
        if (progress.elapsedMs - lastReport >= LIVE_REPORT_EVERY) {
          lastReport = progress.elapsedMs;
          report = progress.tally.report();
        }
        setState({ phase: 'running', progress, report, workers: workers.length });
      },
    });
    run.current = current;
    current.done.then(
      (result) => {
        if (run.current === current)
          setState({ phase: 'done', report: result.report, games: result.games, workers: workers.length });
      },
      (e: unknown) => {
        if (run.current === current) setState({ phase: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
  }, []);

  return { state, start, cancel };
}
