// Preloaded into a study's server process (node --expose-gc --import ./build/bench/memoryProbe.mjs build/server.mjs):
// on the message 'memory' over the IPC channel it collects garbage (full collections until the heap stops shrinking)
// and replies with the process's memory, so two starts can be compared with what is really kept. Study-only: never
// loaded by `npm start`.
import { matchMaker, Room } from '@colyseus/core';
import fs from 'node:fs';
import { getHeapStatistics, writeHeapSnapshot } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const MiB = 2 ** 20;

/**
 * Every room the matchmaker makes, held weakly: after the collections, the rooms still alive whether disposed or not
 * (a disposed room that something still holds counts here and not in the matchmaker's list).
 */
const made: WeakRef<object>[] = [];
type RoomLook = {
  roomId: string;
  _internalState: number;
  clients: unknown[];
  reservedSeats: object;
  _reconnections: object;
  autoDispose: boolean;
  _autoDisposeTimeout: unknown;
  state?: { phase?: string };
};
const proto = Room.prototype as unknown as { __init: (this: object) => void };
const init = proto.__init;
proto.__init = function (this: object) {
  made.push(new WeakRef(this));
  return init.call(this);
};

if (isMainThread && process.send) {
  process.on('message', async (m) => {
    // The server's own matchmaker (packages stay outside the bundles: one module instance).
    const rooms = (await matchMaker.query({})).length;
    if (m === 'rooms') return process.send!({ rooms });
    // The clients joined to a room (the matchmaker's count for this process).
    if (m === 'clients') return process.send!({ clients: matchMaker.stats.local.ccu });
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
    const refs = made.filter((ref) => ref.deref() !== undefined);
    made.splice(0, made.length, ...refs);
    const alive = refs.map((ref) => ref.deref()) as unknown as RoomLook[];
    const roomsAlive = alive.length;
    // What each room alive is doing (MEMORY_ROOMS=1): whether the matchmaker still holds it, who is in it.
    if (process.env.MEMORY_ROOMS)
      for (const r of alive)
        console.error(
          `[memoryProbe] room ${r.roomId}: state ${r._internalState}, held ${matchMaker.getLocalRoomById(r.roomId) === (r as unknown)}, ` +
            `${r.clients.length} clients, reserved [${Object.keys(r.reservedSeats)}], ` +
            `reconnections [${Object.keys(r._reconnections)}], autoDispose ${r.autoDispose}, ` +
            `auto-dispose timer ${r._autoDisposeTimeout !== undefined}, phase ${r.state?.phase}`,
        );
    const mem = process.memoryUsage();
    const heap = getHeapStatistics();
    // The kernel's view: resident anonymous memory (heaps, malloc arenas, thread stacks) against mapped files (code).
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    process.send!({
      memory: {
        rssMiB: mem.rss / MiB,
        heapUsedMiB: mem.heapUsed / MiB,
        heapTotalMiB: mem.heapTotal / MiB,
        externalMiB: mem.external / MiB,
        arrayBuffersMiB: mem.arrayBuffers / MiB,
        nativeContexts: heap.number_of_native_contexts,
        rssAnonMiB: kib('RssAnon') / 1024,
        rssFileMiB: kib('RssFile') / 1024,
        threads: kib('Threads'),
        gc: Boolean(gc),
        rooms,
        roomsAlive,
        clients: matchMaker.stats.local.ccu,
      },
    });
  });
  process.channel?.unref();
}
