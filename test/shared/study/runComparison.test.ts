// Issue 31: "Compare with…" in the lab and `npm run study -- A --vs B` share one runner (shared/study/runComparison.ts):
// the same plan on both maps, A then B, then the table of differences.
import { describe, expect, it } from 'vitest';
import {
  compareReports,
  inlineStudyWorker,
  makeComparisonPlans,
  runComparison,
  runStudy,
  type ComparedMap,
} from '../../../shared/study';

const options = {
  layout: 'beginner',
  games: 8,
  seed: 5,
  characters: ['eli', 'yunye', 'darien', 'noel'],
  stop: false as const,
};

describe('runComparison', () => {
  it('plays the same plan on A then B and gives the table compareReports makes of the two studies run alone', async () => {
    const made = makeComparisonPlans(options, 'random');
    if (!made.ok) throw new Error(JSON.stringify(made.errors));
    const [a, b] = made.plans;
    expect({ ...b, layoutCode: a.layoutCode, source: a.source }).toEqual(a);
    const order: ComparedMap[] = [];
    const result = await runComparison(a, b, {
      startWorkers: () => [inlineStudyWorker(), inlineStudyWorker()],
      onProgress: (map) => order.at(-1) !== map && order.push(map),
    }).done;
    expect(order).toEqual(['A', 'B']);
    if (result.cancelled) throw new Error('cancelled');
    const alone = await Promise.all([a, b].map((p) => runStudy(p, { workers: [inlineStudyWorker()] }).done));
    expect(result.comparison).toEqual(compareReports(alone[0].report, alone[1].report));
    expect(result.comparison.samePlan).toBe(true);
  });

  it('names the map whose layout is refused', () => {
    expect(makeComparisonPlans(options, 'AAAA')).toMatchObject({ ok: false, errors: [{ map: 'B', option: 'layout' }] });
  });

  it('cancel during B stops it and skips the table', async () => {
    const made = makeComparisonPlans(options, 'random');
    if (!made.ok) throw new Error('plans');
    const run = runComparison(...made.plans, {
      startWorkers: () => [inlineStudyWorker()],
      chunk: 1,
      onProgress: (map, p) => map === 'B' && p.games === 2 && run.cancel(),
    });
    const result = await run.done;
    expect(result).toMatchObject({
      cancelled: true,
      a: { report: { games: 8 } },
      b: { report: { games: 2, end: 'cancelled' } },
    });
  });
});
