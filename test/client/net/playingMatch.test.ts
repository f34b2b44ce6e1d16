// The home page's way back to a match in progress (client/src/net/storage.ts, net/roomStore.ts): the room code is
// kept until the match ends, a stored code whose room is gone (or any junk in its place) is cleared by the first try to
// go back, and disabled storage (private mode) never breaks the home page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from 'colyseus.js';
import { createRoomStore } from '../../../client/src/net/roomStore';
import { clearPlayingMatch, loadPlayingMatch, savePlayingMatch } from '../../../client/src/net/storage';

function stubStorage(): Map<string, string> {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
    removeItem: (k: string) => {
      data.delete(k);
    },
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', { ...storage, getItem: () => null });
  return data;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the match in progress this browser plays in', () => {
  it('is remembered with its room code until cleared', () => {
    stubStorage();
    expect(loadPlayingMatch()).toBeNull();
    savePlayingMatch('VB5VPV');
    expect(loadPlayingMatch()).toBe('VB5VPV');
    clearPlayingMatch();
    expect(loadPlayingMatch()).toBeNull();
  });

  it('storage that throws (disabled) reads as none and saving does not throw', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(loadPlayingMatch()).toBeNull();
    expect(() => savePlayingMatch('VB5VPV')).not.toThrow();
    expect(() => clearPlayingMatch()).not.toThrow();
  });

  it('going back to a room that is gone (or to junk stored in its place) clears the offer; the page says it was not found', async () => {
    stubStorage();
    savePlayingMatch('GONE42');
    const refused = {
      joinById: () => Promise.reject(Object.assign(new Error('room "GONE42" not found'), { code: 4212 })),
    };
    const store = createRoomStore(() => refused as unknown as Client);
    expect(await store.getState().resume('GONE42', 'Bo')).toBe(false);
    expect(loadPlayingMatch()).toBeNull();
    expect(store.getState().errors.at(-1)?.message).toMatch(/not found/);
  });

  it('a join that fails for another room keeps the offer', async () => {
    stubStorage();
    savePlayingMatch('KEEP42');
    const refused = { joinById: () => Promise.reject(new Error('room "OTHER1" not found')) };
    const store = createRoomStore(() => refused as unknown as Client);
    expect(await store.getState().resume('OTHER1', 'Bo')).toBe(false);
    expect(loadPlayingMatch()).toBe('KEEP42');
  });
});
