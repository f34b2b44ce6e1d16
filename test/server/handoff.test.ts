// Issue 29 "Server": the hand-offs to a room about to be created (a restore after a restart, a rematch) live below the
// rooms (server/handoff), typed, taken once, and dropped when nobody takes them, so the process keeps nothing unused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Handoff } from '../../server/handoff';

afterEach(() => {
  vi.useRealTimers();
});

describe('a hand-off to a new room', () => {
  it('is taken once, by its nonce only', () => {
    const handoff = new Handoff<{ code: string }>();
    const nonce = handoff.put({ code: 'K7QMZP' });
    expect(handoff.size).toBe(1);
    expect(handoff.take('another nonce')).toBeUndefined();
    expect(handoff.take({ toString: () => nonce })).toBeUndefined();
    expect(handoff.take(undefined)).toBeUndefined();
    expect(handoff.take(nonce)).toEqual({ code: 'K7QMZP' });
    expect(handoff.take(nonce)).toBeUndefined();
    expect(handoff.size).toBe(0);
  });

  it('gives each value its own nonce, and a dropped value is gone', () => {
    const handoff = new Handoff<number>();
    const a = handoff.put(1);
    const b = handoff.put(2);
    expect(a).not.toBe(b);
    handoff.drop(a);
    expect(handoff.take(a)).toBeUndefined();
    expect(handoff.take(b)).toBe(2);
  });

  it('drops a value nobody took once its lifetime is over (a room whose creation failed)', () => {
    vi.useFakeTimers();
    const handoff = new Handoff<string>(1000);
    const late = handoff.put('never taken');
    vi.advanceTimersByTime(999);
    expect(handoff.size).toBe(1);
    vi.advanceTimersByTime(1);
    expect(handoff.size).toBe(0);
    expect(handoff.take(late)).toBeUndefined();
  });
});
