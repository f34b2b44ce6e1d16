// Preloaded into the benchmark's server process when BENCH_CPU_PROFILE names a file (server.bench.ts): a V8 CPU
// profile of the measuring window only (setup, with its thousands of joins, would swamp the per-command work). The
// bench sends 'cpu-profile:start' when the window opens and 'cpu-profile:stop' when it closes; the profile is written
// as a .cpuprofile (Chrome DevTools, or test/bench/cpuProfileTop.ts). A file name ending in .heapprofile gets V8's
// sampling heap profile of the window instead (what the server allocates per command: the garbage collector's work).
// Bench-only: never loaded by `npm start`.
import fs from 'node:fs';
import { Session } from 'node:inspector';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_CPU_PROFILE;
if (isMainThread && process.send && file) {
  const session = new Session();
  session.connect();
  const heap = file.endsWith('.heapprofile');
  // BENCH_HEAP_LIVE=1: only the objects still alive at the stop (what the rooms keep); =old: also those that died old
  // (survived a scavenge, were copied and promoted, then left to the major collector).
  const LIVE = process.env.BENCH_HEAP_LIVE;
  process.on('message', (m) => {
    if (heap && m === 'cpu-profile:start') {
      // One sample per 8 KiB allocated on average; objects collected before the stop are kept in the profile.
      session.post('HeapProfiler.enable', () => session.post('HeapProfiler.startSampling', { samplingInterval: 8192, includeObjectsCollectedByMajorGC: LIVE !== '1', includeObjectsCollectedByMinorGC: !LIVE } as never));
    } else if (heap && m === 'cpu-profile:stop') {
      session.post('HeapProfiler.stopSampling', (err, res) => {
        if (!err) fs.writeFileSync(file, JSON.stringify(res.profile));
        process.send!({ cpuProfile: err ? String(err) : file });
      });
    } else if (m === 'cpu-profile:start') {
      // 100 µs between samples (V8's default is 1 ms): a command is a few hundred µs, split over many functions.
      session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_PROFILE_US ?? 100) }, () => session.post('Profiler.start')));
    } else if (m === 'cpu-profile:stop') {
      session.post('Profiler.stop', (err, res) => {
        if (!err) fs.writeFileSync(file, JSON.stringify(res.profile));
        process.send!({ cpuProfile: err ? String(err) : file });
      });
    }
  });
  process.channel?.unref();
}
