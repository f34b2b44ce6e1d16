// The browser's room store (client/src/net/roomStore.ts) against a real server: a player whose connection drops gets
// back in by itself. A dropped connection comes back to the same session; after a server restart the room is restored
// from its record and knows no session, so the player comes back by seat token, still in the seat, the match going on.
// Before, the client retried only the session and gave up after 18 s with "the connection to the room was lost".
import { matchMaker } from '@colyseus/core';
import { Client } from 'colyseus.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { createRoomStore } from '../../client/src/net/roomStore';
import { bootServer, tempMatchesDir, until } from './helpers';

const PORT = 2629;
let current: ColyseusTestServer | undefined;
afterEach(async () => {
  vi.unstubAllGlobals();
  await current?.shutdown();
  current = undefined;
});

/** A browser's two storages, in memory. */
function stubStorages(): void {
  for (const name of ['localStorage', 'sessionStorage']) {
    const data = new Map<string, string>();
    vi.stubGlobal(name, {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => {
        data.set(k, v);
      },
      removeItem: (k: string) => {
        data.delete(k);
      },
    });
  }
}

/** Quick play through the store; the first request may reach a keep-alive socket of the last test's server: once more then. */
async function quickPlay(store: ReturnType<typeof createRoomStore>, name: string): Promise<string> {
  const code = (await store.getState().quickPlay(name)) ?? (await store.getState().quickPlay(name));
  if (!code) throw new Error(`quick play failed: ${JSON.stringify(store.getState().errors)}`);
  return code;
}

describe('the room store after a drop', () => {
  it('comes back to the same session when only its connection dropped', async () => {
    stubStorages();
    current = (await bootServer(PORT)).server;
    const store = createRoomStore(() => new Client(`ws://127.0.0.1:${PORT}`));
    const code = await quickPlay(store, 'Cy');
    await until(
      () => store.getState().snapshot?.phase === 'playing' && store.getState().mySeats.length > 0,
      10_000,
      'the match started',
    );
    const { sessionId, mySeats } = store.getState();
    // The server closes the socket as it does a misbehaving client's (the seat waits the window).
    const serverRoom = matchMaker.getLocalRoomById(code)!;
    serverRoom.clients.find((c) => c.sessionId === sessionId)!.leave(4002, 'test drop');
    await until(() => store.getState().status === 'reconnecting', 5000, 'the store saw the drop');
    await until(() => store.getState().status === 'connected', 10_000, 'back in');
    expect(store.getState().sessionId).toBe(sessionId);
    await until(() => store.getState().mySeats.length > 0, 5000, 'seated');
    expect(store.getState().mySeats).toEqual(mySeats);
    await store.getState().leave();
  });

  it('comes back to its seat after a server restart (the restored room knows only seat tokens), the match going on', async () => {
    stubStorages();
    const matchesDir = tempMatchesDir();
    current = (await bootServer(PORT, { matchesDir })).server;
    const store = createRoomStore(() => new Client(`ws://127.0.0.1:${PORT}`));
    const code = await quickPlay(store, 'Ann');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await until(
      () => store.getState().snapshot?.phase === 'playing' && store.getState().mySeats.length > 0,
      10_000,
      'the match started',
    );
    const seats = store.getState().mySeats;
    const before = store.getState().sessionId;

    await current.shutdown();
    await until(() => store.getState().status === 'reconnecting', 5000, 'the store saw the drop');
    current = (await bootServer(PORT, { matchesDir })).server;
    await until(() => store.getState().status === 'connected', 30_000, 'back in');
    await until(
      () => store.getState().snapshot?.phase === 'playing' && store.getState().mySeats.length > 0,
      5000,
      'seated again',
    );
    expect(store.getState().mySeats).toEqual(seats);
    expect(store.getState().sessionId).not.toBe(before);
    expect(store.getState().errors.map((e) => e.code)).not.toContain('net/disconnected');
    await store.getState().leave();
  }, 60_000);

  it('stops, and says the connection was lost, when the room is not there after the restart (records not restored)', async () => {
    stubStorages();
    current = (await bootServer(PORT)).server;
    // The room is not coming back, so the store's 15 s of patience with a missing room is shortened: the same loop, sooner.
    const store = createRoomStore(() => new Client(`ws://127.0.0.1:${PORT}`), { missingRoomForMs: 2000 });
    await quickPlay(store, 'Bo');
    await until(() => store.getState().snapshot?.phase === 'playing', 10_000, 'the match started');
    await current.shutdown();
    current = (await bootServer(PORT)).server; // another folder: nothing to restore
    await until(() => store.getState().status === 'left', 40_000, 'given up');
    expect(store.getState().errors.at(-1)?.code).toBe('net/disconnected');
  }, 60_000);
});
