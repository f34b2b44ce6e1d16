// Issue 28 break 10: "Memory after a restart and all clients gone stayed above a fresh start: find what is kept."
// After the last room was disposed, a heap snapshot still held one: the safety-net sweep (server/rooms/PatchSweep.ts)
// walks its rooms with a Set iterator a slice at a time (server/slicedRounds.ts), and a V8 Set iterator keeps the
// table it started on, removed members included. The sweep stops its timer once no room is left, so its last iterator,
// and the disposed rooms in it, were kept until a new room came. The keep-alive pings walk the sockets the same way.
// Counts of what is still reachable after a full collection, no clock.
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PatchSweep, SWEEP_SLICES, type Patchable } from '../../server/rooms/PatchSweep';
import { SlicedRounds } from '../../server/slicedRounds';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const PERIOD = 1000;
const COUNT = 40;

/** How many of `refs` are still reachable once the job that made them is over and the heap is collected. */
async function reachable(refs: WeakRef<object>[]): Promise<number> {
  vi.useRealTimers();
  await new Promise<void>((resolve) => setImmediate(resolve));
  gc();
  return refs.filter((ref) => ref.deref() !== undefined).length;
}

/**
 * Rooms in `sweep`, half a round swept, then all removed: weak references to them only (made in a function of its own,
 * since an async test keeps its locals, the last room of a loop among them, across its awaits).
 */
function sweptThenRemoved(sweep: PatchSweep): WeakRef<object>[] {
  const rooms: Patchable[] = Array.from({ length: COUNT }, () => ({ broadcastPatch: () => undefined }));
  for (const room of rooms) sweep.add(room);
  vi.advanceTimersByTime(PERIOD / 2);
  for (const room of rooms) sweep.remove(room);
  expect(sweep.size).toBe(0);
  return rooms.map((room) => new WeakRef(room));
}

/** One whole round of `rounds` over `members`, then all removed: weak references to them only. */
function roundThenCleared(members: Set<object>, rounds: SlicedRounds<object>): WeakRef<object>[] {
  for (let i = 0; i < COUNT; i++) members.add({});
  let visits = 0;
  for (let tick = 0; tick < SWEEP_SLICES; tick++) rounds.nextSlice(() => visits++);
  expect(visits).toBe(COUNT);
  const refs = [...members].map((member) => new WeakRef(member));
  members.clear();
  return refs;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('issue 28 break 10: a sliced walk keeps no removed member', () => {
  it('the safety-net sweep, stopped mid-round because its last room left, keeps none of the rooms', async () => {
    vi.useFakeTimers();
    // One sweep for the process, as SAFETY_NET_PATCHES is: it outlives its rooms.
    const sweep = new PatchSweep(PERIOD, () => {});
    expect(await reachable(sweptThenRemoved(sweep))).toBe(0);
    expect(sweep.size).toBe(0);
  });

  it('a finished round keeps none of the members removed since', async () => {
    // The keep-alive pings' walk over the sockets outlives them the same way.
    const members = new Set<object>();
    const rounds = new SlicedRounds(members, SWEEP_SLICES);
    expect(await reachable(roundThenCleared(members, rounds))).toBe(0);
    rounds.nextSlice(() => {
      throw new Error('no member is left to visit');
    });
  });
});
