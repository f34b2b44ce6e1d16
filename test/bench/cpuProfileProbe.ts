// Preloaded into the benchmark's server process when BENCH_CPU_PROFILE names a file (server.bench.ts): a V8 CPU
// profile of the measuring window only (setup, with its thousands of joins, would swamp the per-command work). The
// bench sends 'cpu-profile:start' when the window opens and 'cpu-profile:stop' when it closes; the profile is written
// as a .cpuprofile (Chrome DevTools, or test/bench/cpuProfileTop.ts). A file name ending in .heapprofile gets V8's
// sampling heap profile of the window instead (what the server allocates per command: the garbage collector's work;
// test/bench/heapProfileTop.ts prints it). Bench-only: never loaded by `npm start`.
import fs from 'node:fs';
import { Session } from 'node:inspector';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_CPU_PROFILE;
if (isMainThread && process.send && file) {
  const session = new Session();
  session.connect();
  const heap = file.endsWith('.heapprofile');
  // Which sampled objects the heap profile keeps. BENCH_HEAP_LIVE=1: only those still alive at the stop (what the rooms
  // keep); =old: those too and those the major collector took (they outlived the young generation); unset: all.
  const keep = process.env.BENCH_HEAP_LIVE === '1' ? 'live' : process.env.BENCH_HEAP_LIVE === 'old' ? 'old' : 'all';
  process.on('message', (m) => {
    if (heap && m === 'cpu-profile:start') {
      // One sample per 8 KiB allocated on average.
      const sampling = {
        samplingInterval: 8192,
        includeObjectsCollectedByMajorGC: keep !== 'live',
        includeObjectsCollectedByMinorGC: keep === 'all',
      };
      session.post('HeapProfiler.enable', () => session.post('HeapProfiler.startSampling', sampling as never));
    } else if (heap && m === 'cpu-profile:stop') {
      session.post('HeapProfiler.stopSampling', (err, res) => {
        if (!err) fs.writeFileSync(file, JSON.stringify(res.profile));
        process.send!({ cpuProfile: err ? String(err) : file });
      });
    } else if (m === 'cpu-profile:start') {
      // 100 µs between samples by default (V8's is 1 ms): a command is a few hundred µs, split over many functions;
      // BENCH_PROFILE_US sets another (the profiler's own cost grows with the rate).
      session.post('Profiler.enable', () =>
        session.post('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_PROFILE_US ?? 100) }, () =>
          session.post('Profiler.start'),
        ),
      );
    } else if (m === 'cpu-profile:stop') {
      session.post('Profiler.stop', (err, res) => {
        if (!err) fs.writeFileSync(file, JSON.stringify(res.profile));
        process.send!({ cpuProfile: err ? String(err) : file });
      });
    }
  });
  process.channel?.unref();
}
