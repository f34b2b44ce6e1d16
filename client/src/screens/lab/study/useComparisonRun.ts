/**
 * The state of the lab's map comparison (shared/study runComparison, the runner `npm run study -- A --vs B` uses):
 * idle, running (which map, its progress), done (both reports and the table), cancelled or failed; start and cancel.
 * Unmounting cancels a running comparison and terminates its workers.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  runComparison,
  type ComparedMap,
  type ComparisonRun,
  type StudyComparison,
  type StudyPlan,
  type StudyProgress,
  type StudyReport,
} from '../../../../../shared/study';
import { startWebStudyWorkers, studyWorkerCount } from './webStudyWorkers';

export type ComparisonRunState =
  | { phase: 'idle' }
  | { phase: 'running'; map: ComparedMap; progress: StudyProgress | null; workers: number }
  | { phase: 'done'; a: StudyReport; b: StudyReport; comparison: StudyComparison }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

export function useComparisonRun(): {
  state: ComparisonRunState;
  start(a: StudyPlan, b: StudyPlan): void;
  cancel(): void;
} {
  const [state, setState] = useState<ComparisonRunState>({ phase: 'idle' });
  const run = useRef<ComparisonRun | null>(null);
  const cancel = useCallback(() => run.current?.cancel(), []);
  useEffect(() => () => run.current?.cancel(), []);

  const start = useCallback((a: StudyPlan, b: StudyPlan) => {
    run.current?.cancel();
    const workers = studyWorkerCount();
    setState({ phase: 'running', map: 'A', progress: null, workers });
    const current = runComparison(a, b, {
      startWorkers: () => startWebStudyWorkers(workers),
      onProgress: (map, progress) => {
        if (run.current === current) setState({ phase: 'running', map, progress, workers });
      },
    });
    run.current = current;
    current.done.then(
      (result) => {
        if (run.current !== current) return;
        setState(
          result.cancelled
            ? { phase: 'cancelled' }
            : { phase: 'done', a: result.a.report, b: result.b.report, comparison: result.comparison },
        );
      },
      (e: unknown) => {
        if (run.current === current) setState({ phase: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
  }, []);

  return { state, start, cancel };
}
