/**
 * Two maps under one study plan (issue 31): runs the plan on map A, then the same plan on map B, each on fresh workers,
 * and compares the reports (compareReports). The one implementation behind `npm run study -- A --vs B` and the lab's
 * "Compare with…": both hand in their platform's workers and show the progress their way.
 */
import { compareReports, type StudyComparison } from './compareReports';
import { makeStudyPlan, type StudyOptions, type StudyPlan, type StudyPlanError } from './plan';
import { runStudy, type StudyProgress, type StudyResult, type StudyRun, type StudyWorker } from './runStudy';

/** Which map a run or an error is about. */
export type ComparedMap = 'A' | 'B';

/** The two plans of a comparison: the same options but for the layout (A: options.layout, B: vs). */
export function makeComparisonPlans(
  options: StudyOptions,
  vs: string,
): { ok: true; plans: [StudyPlan, StudyPlan] } | { ok: false; errors: (StudyPlanError & { map: ComparedMap })[] } {
  const a = makeStudyPlan(options);
  const b = makeStudyPlan({ ...options, layout: vs });
  if (a.ok && b.ok) return { ok: true, plans: [a.plan, b.plan] };
  const errors = [
    ...(a.ok ? [] : a.errors.map((e) => ({ ...e, map: 'A' as const }))),
    ...(b.ok ? [] : b.errors.map((e) => ({ ...e, map: 'B' as const }))),
  ];
  return { ok: false, errors };
}

export type ComparisonOptions = {
  /** Fresh workers for one study (called once for A, once for B: runStudy terminates a study's workers when it ends). */
  startWorkers: () => StudyWorker[];
  onProgress?: (map: ComparedMap, progress: StudyProgress) => void;
  /** Called when a map's study ends (A's before B's starts). */
  onStudyDone?: (map: ComparedMap, result: StudyResult) => void;
  keepGames?: boolean;
  /** Games per worker request (runStudy's chunk). */
  chunk?: number;
};

/** How a comparison ended: both reports and the table, or cancelled (with the reports finished or cut short so far). */
export type ComparisonResult =
  | { cancelled: false; a: StudyResult; b: StudyResult; comparison: StudyComparison }
  | { cancelled: true; a: StudyResult; b: StudyResult | null };

export type ComparisonRun = { done: Promise<ComparisonResult>; cancel(): void };

/** Runs plan A then plan B and compares them; cancel stops the running study and skips what is left. */
export function runComparison(planA: StudyPlan, planB: StudyPlan, o: ComparisonOptions): ComparisonRun {
  let cancelled = false;
  let current: StudyRun | null = null;
  const start = (map: ComparedMap, plan: StudyPlan): Promise<StudyResult> => {
    current = runStudy(plan, {
      workers: o.startWorkers(),
      keepGames: o.keepGames,
      chunk: o.chunk,
      onProgress: (p) => o.onProgress?.(map, p),
    });
    return current.done.then((result) => {
      o.onStudyDone?.(map, result);
      return result;
    });
  };
  const done = (async (): Promise<ComparisonResult> => {
    const a = await start('A', planA);
    if (cancelled) return { cancelled: true, a, b: null };
    const b = await start('B', planB);
    if (cancelled) return { cancelled: true, a, b };
    return { cancelled: false, a, b, comparison: compareReports(a.report, b.report) };
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      current?.cancel();
    },
  };
}
