// Issue 28 break 7: "Join codes can be guessed" at 907 a second from one address with nothing refused. Failed joins by
// code (joinById to no room, reconnect with a token that claims nothing) are bounded per address; other addresses and
// other calls are not affected. Raw HTTP; addresses named by X-Forwarded-For (the server trusts a proxy here).
import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJoinCode } from '../../server/rooms/joinCode';
import { bootServer } from './helpers';
import { rawHttp } from './rawClient';

const PORT = 3255;
let colyseus: ColyseusTestServer;
beforeAll(async () => {
  colyseus = (await bootServer(PORT, { failedJoinBurst: 5, failedJoinPerS: 0.001, trustProxy: true })).server;
});
afterAll(() => colyseus.shutdown());

const from = (address: string) => ({ 'X-Forwarded-For': address });
const post = (path: string, address: string, body: unknown = {}) =>
  rawHttp(PORT, 'POST', path, JSON.stringify(body), from(address));

describe('guessing join codes', () => {
  it('an address that failed 5 joins by code is refused with 429 on the next, in any spelling, and for reconnect too', async () => {
    const guesser = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      const res = await post(`/matchmake/joinById/${makeJoinCode()}`, guesser);
      expect(res.json?.sessionId).toBeUndefined();
      expect(res.status).toBe(200); // Colyseus' own answer: { code, error } "not found"
    }
    for (const path of [
      `/matchmake/joinById/${makeJoinCode()}`,
      `/matchmake//joinById/${makeJoinCode()}`,
      `/?x=/matchmake/joinById/${makeJoinCode()}`,
      `/matchmake/reconnect/${makeJoinCode()}`,
    ]) {
      const res = await post(path, guesser, { reconnectionToken: 'x' });
      expect(res.status, path).toBe(429);
      expect(res.json?.code).toBe('net/too_many_failed_joins');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('the bound is per address: another address joins by code, and the guesser still makes rooms and joins the lobby', async () => {
    const made = await post('/matchmake/create/battle', '198.51.100.8');
    const code = (made.json?.room as { roomId: string }).roomId;
    const joined = await post(`/matchmake/joinById/${code}`, '198.51.100.9');
    expect(joined.json?.sessionId).toBeTruthy();
    const lobby = await post('/matchmake/joinOrCreate/lobby', '198.51.100.7');
    expect(lobby.json?.sessionId).toBeTruthy();
  });

  it('successful joins by code do not count', async () => {
    // Six successes (over the bound of 5), spread over three rooms: a room takes only a few pending joins per address.
    for (let r = 0; r < 3; r++) {
      const made = await post('/matchmake/create/battle', '198.51.100.20');
      const code = (made.json?.room as { roomId: string }).roomId;
      for (let i = 0; i < 2; i++) {
        const res = await post(`/matchmake/joinById/${code.toLowerCase()}`, '198.51.100.21');
        expect(res.json?.sessionId, `room ${r}, join ${i}`).toBeTruthy();
      }
    }
  });
});
