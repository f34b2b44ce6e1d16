// Issue 28 break 4: "Limits bypassed by spelling the route differently." `POST /matchmake//create/battle` and
// `/?x=/matchmake/create/battle` skipped the room quota, the flood cooldown and the overload refusal (1,923 rooms in
// 10 s instead of 20), `GET /API/matches` the API rate limit (200 of 200 served). The limits must read a route as the
// router does. Raw HTTP, each spelling on its own.
import { matchMaker } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootServer } from './helpers';
import { rawHttp } from './rawClient';

const PORT = 3252;
let colyseus: ColyseusTestServer;

beforeAll(async () => {
  // Two rooms open per address; three API requests, then (practically) none.
  colyseus = (await bootServer(PORT, { roomsPerIp: 2, roomCreateBurst: 100, apiBurst: 3, apiRefillPerS: 0.001 }))
    .server;
});
afterAll(() => colyseus.shutdown());

const battles = async () => (await matchMaker.query({ name: 'battle' })).length;

describe('the room quota reads the matchmaker route as Colyseus does', () => {
  it.each([
    '/matchmake//create/battle',
    '//matchmake/create/battle',
    '/?x=/matchmake/create/battle',
    '/matchmake/create/battle?x=1',
    '/matchmake/create/battle/',
    '/matchmake/./create/battle',
    '/anything/matchmake/create/battle',
    '/matchmake/create//battle',
    '/matchmake/create/battle?/matchmake/join/lobby',
  ])('past the quota, POST %s makes no room', async (path) => {
    while ((await battles()) < 2) {
      const made = await rawHttp(PORT, 'POST', '/matchmake/create/battle', '{}');
      expect(made.json?.room).toBeTruthy();
    }
    const res = await rawHttp(PORT, 'POST', path, '{}');
    expect(res.json?.room).toBeUndefined();
    expect(res.status).toBe(429);
    expect(res.json?.code).toBe('net/too_many_rooms');
    expect(await battles()).toBe(2);
  });

  it.each([
    '/MATCHMAKE/create/battle',
    '/matchmake/CREATE/battle',
    '/matchmake/%63reate/battle',
    '/matchmake/create/BATTLE',
  ])('POST %s (a spelling Colyseus does not take for create) makes no room either', async (path) => {
    const res = await rawHttp(PORT, 'POST', path, '{}');
    expect(res.json?.room).toBeUndefined();
    expect(await battles()).toBeLessThanOrEqual(2);
  });

  it('PUT on the matchmaker route is answered (405), not left hanging', async () => {
    const res = await rawHttp(PORT, 'PUT', '/matchmake/create/battle', '{}');
    expect(res.status).toBe(405);
  });
});

describe('the API limit reads the path as Express does', () => {
  it.each([
    '/API/matches',
    '/Api/Matches?limit=1',
    '/api/matches/',
    '//api/matches',
    '/api//matches',
    '/%61pi/matches',
    '/api/matches?x=/y',
    '/api/MATCHES/x',
  ])('past the limit, GET %s is refused with 429', async (path) => {
    for (let i = 0; i < 3; i++) await rawHttp(PORT, 'GET', '/api/matches');
    const res = await rawHttp(PORT, 'GET', path);
    expect(res.status).toBe(429);
    expect(res.json?.code).toBe('net/rate_limited');
  });
});
