// The global backpressure rule (docs/online.md "Limits"): while the server is overloaded (event-loop delay or unsent
// bytes past their limits) the matchmaker refuses new rooms and joins with 503, the noisiest clients are shed first
// (4503 'server busy'), clients within their limits stay, and a player coming back still reconnects.
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { GuardedTransport } from '../../server/transport/GuardedTransport';
import { bootServer, collectErrors, ignoreMessages, refusal, until } from './helpers';

const PORT = 2653;
let colyseus: ColyseusTestServer;
let transport: GuardedTransport;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
  transport = (colyseus.server as unknown as { transport: GuardedTransport }).transport;
  transport.overload.stop(); // the test decides when the server is overloaded
});
afterAll(() => colyseus.shutdown());

function closeCode(room: SdkRoom): () => number {
  let code = 0;
  room.onLeave((c) => {
    code = c;
  });
  return () => code;
}

describe('overload', () => {
  it('refuses rooms and joins with 503, sheds the noisiest client, keeps the calm ones and lets reconnections through', async () => {
    const calm = await sdk().create('battle', {});
    ignoreMessages(calm, 'seat:token');
    const calmClosed = closeCode(calm);
    const noisy = await sdk().joinById(calm.roomId);
    const noisyErrors = collectErrors(noisy);
    const noisyClosed = closeCode(noisy);
    const dropped = await sdk().joinById(calm.roomId);
    await until(() => calm.state.members?.size === 3);
    const token = dropped.reconnectionToken;
    await dropped.leave(false); // a connection lost: its session waits the reconnection window

    // Over its rate, short of being closed for it: 60 messages at once against a burst of 30.
    for (let i = 0; i < 60; i++) noisy.send('no-such-type', { i });
    await until(() => noisyErrors.some((e) => e.code === 'net/rate_limited'), 5000, 'the noisy client limited');
    expect(noisyClosed()).toBe(0);

    expect(transport.overload.check(10_000).overloaded).toBe(true); // as if the event loop were 10 s late
    await until(() => noisyClosed() !== 0, 5000, 'the noisy client shed');
    expect(noisyClosed()).toBe(4503);

    const create = await refusal(sdk().create('battle', {}));
    expect(create).toMatchObject({ code: 503, message: expect.stringMatching(/overloaded/) });
    const join = await refusal(sdk().joinById(calm.roomId));
    expect(join.code).toBe(503);
    const back = await sdk().reconnect(token);
    await until(() => calm.state.members.get(back.sessionId)?.connected === true, 5000, 'the dropped player back');

    expect(transport.overload.check(0).overloaded).toBe(false);
    const fresh = await sdk().create('battle', {});
    expect(calmClosed()).toBe(0);
    calm.send('name', { name: 'Calm' });
    await until(() => calm.state.members.get(calm.sessionId)?.name === 'Calm', 5000, 'the calm client served');
    for (const r of [fresh, back, calm]) await r.leave();
  });
});
