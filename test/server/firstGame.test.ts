// Issue 14 §1 "first real game": quick play with `firstGame` seats the newcomer as red's Ritual Vessel holder (seat 1,
// a non-leader, R-TEAM-4) against bots with no clocks; plain quick play still seats at 0.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { quickPlayStyle } from '../../server/rooms/quickPlayStyle';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';

const PORT = 2700;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

describe('first real game (quick play option)', () => {
  it('the style: seat 1, no clocks and gentle bots for a first game, seat 0 otherwise', () => {
    expect(quickPlayStyle({ firstGame: true })).toEqual({
      seat: 1,
      options: { private: true, botsForEmpty: true, turnDeadlineS: 0, reactionDeadlineS: 0, botLevel: 'gentle' },
    });
    expect(quickPlayStyle({})).toEqual({ seat: 0, options: { private: true, botsForEmpty: true } });
    expect(quickPlayStyle({ firstGame: 'yes' }).seat).toBe(0);
  });

  it('seats the newcomer at seat 1 (red, Ritual Vessel) with three bots and no turn or reaction clock', async () => {
    const me = await sdk().create<Synced>('battle', { quickPlay: true, firstGame: true, name: 'New' });
    ignoreMessages(me, 'seat:token');
    await until(() => me.state.phase === 'playing', 5000, 'start');
    expect(me.state.seats.map((s) => [s.holder === me.sessionId, s.bot])).toEqual([
      [false, true],
      [true, false],
      [false, true],
      [false, true],
    ]);
    const options = (
      me.state as unknown as { options: { turnDeadlineS: number; reactionDeadlineS: number; private: boolean } }
    ).options;
    expect(options.turnDeadlineS).toBe(0);
    expect(options.reactionDeadlineS).toBe(0);
    expect(options.private).toBe(true);
  }, 30_000);
});
