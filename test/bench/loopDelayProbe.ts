// Preloaded into the benchmark's server process (node --import ./test/bench/loopDelayProbe.ts): measures how late the
// event loop runs (a pause in it — garbage collection, a long task — delays every client's patch). On the message
// 'loop-delay' over the IPC channel it replies with the figures since the previous request and starts a new window.
// Bench-only: never loaded by `npm start`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.send) {
  // A 10 ms sampling timer: at 1 ms the probe's own timer cost the server 14.6 ms of CPU a second (1.5 % of a core,
  // 0.015 ms per command at 1,000 rooms, 0.06 ms at 250), charged to the server's CPU figures; at 10 ms, 2.8 ms a
  // second. A stall is still measured whole, only sampled less often. Node records the time between two ticks of the
  // timer (its period plus the lateness): the lateness is reported.
  const RESOLUTION_MS = 10;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const ms = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  process.on('message', (m) => {
    if (m !== 'loop-delay') return;
    process.send!({ loopDelay: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) } });
    histogram.reset();
  });
  // The channel must not keep the process alive on its own (the server decides when it exits).
  process.channel?.unref();
}
