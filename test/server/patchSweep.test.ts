// The rooms' safety-net patch (server/rooms/PatchSweep.ts): every change is sent at once, and one process-wide sweep
// catches a change a path forgot to send, about once a period per room, a slice of the rooms at a time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PatchSweep, SWEEP_SLICES, type Patchable } from '../../server/rooms/PatchSweep';

const PERIOD = 1000;

function room(): Patchable & { at: number[] } {
  const at: number[] = [];
  return {
    at,
    broadcastPatch: () => {
      at.push(Date.now());
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the safety-net patch sweep', () => {
  it('sends every room its patch once a period, a slice of the rooms per tick rather than all in one task', () => {
    const sweep = new PatchSweep(PERIOD, () => {});
    const rooms = Array.from({ length: 3 * SWEEP_SLICES }, room);
    for (const r of rooms) sweep.add(r);
    const perTick: number[] = [];
    let before = 0;
    for (let t = 0; t < 3 * SWEEP_SLICES; t++) {
      vi.advanceTimersByTime(PERIOD / SWEEP_SLICES);
      const total = rooms.reduce((n, r) => n + r.at.length, 0);
      perTick.push(total - before);
      before = total;
    }
    expect(Math.max(...perTick)).toBe(3);
    for (const r of rooms) {
      expect(r.at.length).toBe(3);
      expect(r.at[1] - r.at[0]).toBe(PERIOD);
      expect(r.at[2] - r.at[1]).toBe(PERIOD);
    }
  });

  it('a room added later is swept within about a period, a removed one never again', () => {
    const sweep = new PatchSweep(PERIOD, () => {});
    const first = room();
    sweep.add(first);
    vi.advanceTimersByTime(PERIOD / 2);
    const late = room();
    sweep.add(late);
    vi.advanceTimersByTime(PERIOD + PERIOD / SWEEP_SLICES);
    expect(late.at.length).toBeGreaterThanOrEqual(1);
    sweep.remove(first);
    const swept = first.at.length;
    vi.advanceTimersByTime(3 * PERIOD);
    expect(first.at.length).toBe(swept);
    expect(late.at.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps no timer once it has no room, and starts again with the next', () => {
    const sweep = new PatchSweep(PERIOD, () => {});
    const r = room();
    sweep.add(r);
    expect(vi.getTimerCount()).toBe(1);
    sweep.remove(r);
    expect(sweep.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    sweep.add(r);
    vi.advanceTimersByTime(PERIOD);
    expect(r.at.length).toBe(1);
  });

  it('a room whose patch throws is reported and the others are still sent theirs', () => {
    const failed: Patchable[] = [];
    const sweep = new PatchSweep(PERIOD, (r) => failed.push(r));
    const broken: Patchable = {
      broadcastPatch: () => {
        throw new Error('encode failed');
      },
    };
    const fine = room();
    sweep.add(broken);
    sweep.add(fine);
    vi.advanceTimersByTime(2 * PERIOD);
    expect(failed).toEqual([broken, broken]);
    expect(fine.at.length).toBe(2);
  });
});
