// Issue 6 "Hidden information": during a whole standard game, record every raw WebSocket frame each client receives —
// the first full state on join, every patch, every message, and the full state again on a reconnection — and check
// that no frame carries an opponent's relic before it is revealed, for four players and a spectator.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { type Seat } from '../../server/engine';
import { autoPlay, type Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';
import { recordFrames, type EngineState } from './hiddenFrames';

const PORT = 2616;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
const recorder = recordFrames();

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => {
  recorder.stop();
  return colyseus.shutdown();
});

describe('hidden information', () => {
  it('no raw frame to a player or a spectator carries an opponent relic before it is revealed, join and reconnection included', async () => {
    const host = await sdk().create<Synced>('battle', {
      variant: 'standard',
      turnDeadlineS: 0,
      reactionDeadlineS: 0,
      reconnectS: 10,
    });
    const rooms = [host];
    for (let i = 1; i < 4; i++) rooms.push(await sdk().joinById<Synced>(host.roomId));
    const spectator = await sdk().joinById<Synced>(host.roomId);
    for (const r of [...rooms, spectator]) recorder.watch(r);
    rooms.forEach((r, seat) => {
      ignoreMessages(r, 'seat:token');
      r.send('seat:take', { seat });
      r.send('ready', { ready: true });
    });
    await until(() => host.state.seats?.every((s) => s.holder), 5000, 'seats');
    host.send('start', {});
    await until(() => rooms.every((r) => r.state.phase === 'playing'), 5000, 'start');

    const serverRoom = colyseus.getRoomById(host.roomId) as unknown as { game: EngineState };
    const stops = rooms.map((r, seat) => autoPlay(r, [seat as Seat]));
    // Mid-game, seat 1 drops and reconnects: the new full state is recorded too.
    await until(() => host.state.version >= 6 || host.state.phase === 'finished', 60_000, 'some play');
    if (host.state.phase !== 'finished') {
      const token = rooms[1].reconnectionToken;
      stops[1]();
      await rooms[1].leave(false);
      rooms[1] = await sdk().reconnect<Synced>(token);
      ignoreMessages(rooms[1], 'seat:token');
      recorder.watch(rooms[1]);
      stops[1] = autoPlay(rooms[1], [1]);
    }
    await until(() => rooms.every((r) => r.state.phase === 'finished'), 120_000, 'the end of the game');
    stops.forEach((s) => s());

    const game = serverRoom.game;
    const { checkedFrames, ownRelicSeen } = recorder.check(game, [
      ...rooms.map((r, seat) => ({ sessionId: r.sessionId, team: recorder.teamOf(game, seat) })),
      { sessionId: spectator.sessionId, team: undefined },
    ]);
    // Decoded state too: a client's state holds the leaves of its own seat's layer only.
    rooms.forEach((r, seat) =>
      r.state.layers.forEach((layer, other) => {
        if (other !== seat) expect(layer.leaves?.size ?? 0, `seat ${other}'s layer at seat ${seat}`).toBe(0);
      }),
    );
    spectator.state.layers.forEach((layer) => expect(layer.leaves?.size ?? 0).toBe(0));
    expect(checkedFrames).toBeGreaterThan(50);
    expect(ownRelicSeen).toBeGreaterThan(0); // the check can see relics: each player's own team's do arrive
  }, 180_000);
});
