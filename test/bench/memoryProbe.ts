// Preloaded into a study's server process (node --expose-gc --import ./build/bench/memoryProbe.mjs build/server.mjs):
// on the message 'memory' over the IPC channel it collects garbage (full collections until the heap stops shrinking)
// and replies with the process's memory, so two starts can be compared with what is really kept. Study-only: never
// loaded by `npm start`.
import { matchMaker } from '@colyseus/core';
import { getHeapStatistics, writeHeapSnapshot } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const MiB = 2 ** 20;

if (isMainThread && process.send) {
  process.on('message', async (m) => {
    // The server's own matchmaker (packages stay outside the bundles: one module instance).
    const rooms = (await matchMaker.query({})).length;
    if (m === 'rooms') return process.send!({ rooms });
    if (m !== 'memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    let used = Infinity;
    for (let i = 0; i < 6 && gc; i++) {
      gc();
      const now = process.memoryUsage().heapUsed;
      if (now >= used * 0.999) break;
      used = now;
    }
    // MEMORY_SNAPSHOTS=<folder>: a heap snapshot with each figure, to see what the difference is made of.
    if (process.env.MEMORY_SNAPSHOTS)
      writeHeapSnapshot(`${process.env.MEMORY_SNAPSHOTS}/${process.pid}-${Date.now()}.heapsnapshot`);
    const mem = process.memoryUsage();
    const heap = getHeapStatistics();
    process.send!({
      memory: {
        rssMiB: mem.rss / MiB,
        heapUsedMiB: mem.heapUsed / MiB,
        heapTotalMiB: mem.heapTotal / MiB,
        externalMiB: mem.external / MiB,
        arrayBuffersMiB: mem.arrayBuffers / MiB,
        nativeContexts: heap.number_of_native_contexts,
        gc: Boolean(gc),
        rooms,
      },
    });
  });
  process.channel?.unref();
}
