// The home page's way back to a match left during play (client/src/net/storage.ts): what is stored, and that a
// corrupt entry or disabled storage (private mode) never breaks the home page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Client } from 'colyseus.js';
import { createRoomStore } from '../../client/src/net/roomStore';
import { clearLeftMatch, loadLeftMatch, saveLeftMatch } from '../../client/src/net/storage';

function stubStorage(): Map<string, string> {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => { data.set(k, v); },
    removeItem: (k: string) => { data.delete(k); },
  };
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('sessionStorage', { ...storage, getItem: () => null });
  return data;
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('the match left during play', () => {
  it('is remembered with its room code until cleared', () => {
    stubStorage();
    expect(loadLeftMatch()).toBeNull();
    saveLeftMatch('VB5VPV');
    expect(loadLeftMatch()).toMatchObject({ code: 'VB5VPV', at: expect.any(Number) });
    clearLeftMatch();
    expect(loadLeftMatch()).toBeNull();
  });

  it('a corrupt or foreign entry reads as none', () => {
    const data = stubStorage();
    for (const bad of ['{', '42', '"VB5VPV"', '{"code":7,"at":1}', '{"code":"X"}']) {
      data.set('ifera:leftMatch', bad);
      expect(loadLeftMatch()).toBeNull();
    }
  });

  it('storage that throws (disabled) reads as none and saving does not throw', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } });
    expect(loadLeftMatch()).toBeNull();
    expect(() => saveLeftMatch('VB5VPV')).not.toThrow();
    expect(() => clearLeftMatch()).not.toThrow();
  });

  it('going back to a room that is gone clears the offer (the page says the room was not found)', async () => {
    stubStorage();
    saveLeftMatch('GONE42');
    const refused = { joinById: () => Promise.reject(Object.assign(new Error('room "GONE42" not found'), { code: 4212 })) };
    const store = createRoomStore(() => refused as unknown as Client);
    expect(await store.getState().resume('GONE42', 'Bo')).toBe(false);
    expect(loadLeftMatch()).toBeNull();
    expect(store.getState().errors.at(-1)?.message).toMatch(/not found/);
  });

  it('a join that fails for another room keeps the offer', async () => {
    stubStorage();
    saveLeftMatch('KEEP42');
    const refused = { joinById: () => Promise.reject(new Error('room "OTHER1" not found')) };
    const store = createRoomStore(() => refused as unknown as Client);
    expect(await store.getState().resume('OTHER1', 'Bo')).toBe(false);
    expect(loadLeftMatch()?.code).toBe('KEEP42');
  });
});
