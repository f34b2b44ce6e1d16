/** One printed figure of a benchmark. */
export type BenchFigure = { name: string; value: number; unit: string; note?: string };

/** Every `*.bench.ts` in test/bench exports one of these; `npm run bench` runs them all and prints the figures. */
export type BenchModule = { title: string; bench: () => Promise<BenchFigure[]> | BenchFigure[] };

export type Timing = { runs: number; medianMs: number; meanMs: number; minMs: number; p95Ms: number };

/** Runs fn repeatedly (after a warm-up) for at least minTotalMs and minRuns; returns per-run statistics. */
export function timeIt(fn: () => unknown, { minRuns = 20, minTotalMs = 500, warmup = 3 } = {}): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < minRuns || performance.now() - start < minTotalMs) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const sum = samples.reduce((a, b) => a + b, 0);
  return {
    runs: samples.length,
    medianMs: samples[Math.floor(samples.length / 2)],
    meanMs: sum / samples.length,
    minMs: samples[0],
    p95Ms: samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))],
  };
}
