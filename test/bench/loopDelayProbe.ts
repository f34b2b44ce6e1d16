// Preloaded into the benchmark's server process (node --import ./test/bench/loopDelayProbe.ts): measures how late the
// event loop runs (a pause in it — garbage collection, a long task — delays every client's patch). On the message
// 'loop-delay' over the IPC channel it replies with the figures since the previous request and starts a new window.
// Bench-only: never loaded by `npm start`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';
import { lateness, LOOP_PROBE_MS } from './loopLateness';

if (isMainThread && process.send) {
  const histogram = monitorEventLoopDelay({ resolution: LOOP_PROBE_MS });
  histogram.enable();
  process.on('message', (m) => {
    if (m !== 'loop-delay') return;
    process.send!({
      loopDelay: {
        p50: lateness(histogram.percentile(50)),
        p99: lateness(histogram.percentile(99)),
        max: lateness(histogram.max),
      },
    });
    histogram.reset();
  });
  // The channel must not keep the process alive on its own (the server decides when it exits).
  process.channel?.unref();
}
