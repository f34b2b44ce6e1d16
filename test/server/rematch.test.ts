// Issue 16 §2 "Rematch with the same seats in one click": after the end, one player's click makes a new room with the
// same options and seats; every player is sent its seats' tokens and the code, comes back to the same seats, and the
// rematch starts by itself once all are back.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Synced } from './gameHelpers';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';
import { assembleMap, chooseCampfire, dealStandardLayout, encodeLayout } from '../../shared/map';

const PORT = 2733;
let colyseus: ColyseusTestServer;
let matchesDir: string;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  const booted = await bootServer(PORT, { idleLimitS: 0.1, idleEndPrompts: 3, restoreOnBoot: false });
  colyseus = booted.server;
  matchesDir = booted.settings.matchesDir;
});
afterAll(() => colyseus.shutdown());

type Offer = { code: string; seatTokens: { seat: number; token: string }[] };
type WithRematch = Synced & {
  name: string;
  rematch: string;
  rematchOf: string;
  options: { variant: string; clock: string };
};

describe('rematch', () => {
  it('one click: a new room, the same seats and options, started once everyone is back', async () => {
    const ann = await sdk().create<WithRematch>('battle', {
      variant: 'standard',
      roomName: 'Friday',
      turnDeadlineS: 0.05,
      reactionDeadlineS: 0.05,
    });
    const bo = await sdk().joinById<WithRematch>(ann.roomId, { name: 'Bo' });
    const offers = new Map<SdkRoom, Offer[]>();
    for (const r of [ann, bo]) {
      ignoreMessages(r, 'seat:token', 'events', 'room:log');
      const list: Offer[] = [];
      r.onMessage('rematch', (m: Offer) => list.push(m));
      offers.set(r, list);
    }
    const annErrors = collectErrors(ann);
    ann.send('name', { name: 'Ann' });
    ann.send('seat:take', { seat: 0 });
    ann.send('seat:take', { seat: 3 });
    bo.send('seat:take', { seat: 1 });
    ann.send('seat:bot', { seat: 2, bot: true });
    bo.send('ready', { ready: true });
    await until(() => ann.state.seats?.every((s) => s.holder || s.bot) && ann.state.seats[1].ready, 5000, 'seats');
    // Asked before the end: refused.
    ann.send('rematch', {});
    await until(() => annErrors.length === 1, 5000, 'the refusal');
    expect(annErrors[0]).toMatchObject({ code: 'rematch/not_finished', type: 'rematch' });
    ann.send('start', {});
    // Nobody plays: the room ends the match (idle), which is quick with these settings.
    await until(() => ann.state.phase === 'finished', 20_000, 'the end');

    bo.send('rematch', {});
    ann.send('rematch', {}); // every player accepts (docs/online.md "Rematch")
    await until(
      () => offers.get(ann)!.length === 1 && offers.get(bo)!.length === 1 && ann.state.rematch,
      5000,
      'the offer',
    );
    const code = ann.state.rematch;
    expect(offers.get(ann)![0].code).toBe(code);
    expect(offers.get(ann)![0].seatTokens.map((t) => t.seat)).toEqual([0, 3]);
    expect(offers.get(bo)![0].seatTokens.map((t) => t.seat)).toEqual([1]);
    // Asked again (the other player's click): the same room, the tokens again.
    ann.send('rematch', {});
    await until(() => offers.get(ann)!.length === 2, 5000, 'the second offer');
    expect(offers.get(ann)![1].code).toBe(code);

    const ann2 = await sdk().joinById<WithRematch>(code, {
      name: 'Ann',
      seatTokens: offers.get(ann)![1].seatTokens.map((t) => t.token),
    });
    ignoreMessages(ann2, 'seat:token', 'events');
    await until(() => ann2.state.seats?.[0]?.holder === ann2.sessionId, 5000, 'Ann back in her seats');
    expect(ann2.state.phase).toBe('lobby');
    expect(ann2.state.rematchOf).toBe(ann.roomId);
    expect(ann2.state.seats[2].bot).toBe(true);
    expect(ann2.state.seats[1]).toMatchObject({ holder: '', name: 'Bo' });
    const bo2 = await sdk().joinById<WithRematch>(code, {
      name: 'Bo',
      seatTokens: offers.get(bo)![0].seatTokens.map((t) => t.token),
    });
    ignoreMessages(bo2, 'seat:token', 'events', 'room:log');
    await until(() => ann2.state.phase === 'playing', 5000, 'the rematch starts');
    expect(ann2.state.seats.map((s) => s.holder)).toEqual([ann2.sessionId, bo2.sessionId, '', ann2.sessionId]);
    expect(ann2.state.options.variant).toBe('standard');
    expect(ann2.state.name).toBe('Friday');
    // An old token claims nothing in the new room.
    const stranger = await sdk().joinById<WithRematch>(code, { seatTokens: ['not-a-token'] });
    await new Promise((r) => setTimeout(r, 100));
    expect(stranger.state.seats.some((s) => s.holder === stranger.sessionId)).toBe(false);
  }, 60_000);

  it('a rematch of a lab map ("Play this map") is played on the same map', async () => {
    const dealt = dealStandardLayout(11);
    const picked = chooseCampfire(dealt.layout, 'red', dealt.campfireChoice.options[0]);
    if (!picked.ok) throw new Error(picked.error.message);
    const cells = Object.keys(assembleMap(picked.layout).cells).sort();
    const mapOf = (matchId: string) => {
      const first = JSON.parse(readFileSync(path.join(matchesDir, `${matchId}.jsonl`), 'utf8').split('\n')[0]) as {
        setup: { map?: { cells: Record<string, unknown> } };
      };
      return Object.keys(first.setup.map?.cells ?? {}).sort();
    };
    const me = await sdk().create<WithRematch & { matchId: string }>('battle', {
      quickPlay: true,
      name: 'Lab',
      layout: encodeLayout(picked.layout),
      turnDeadlineS: 0.05,
      reactionDeadlineS: 0.05,
    });
    ignoreMessages(me, 'seat:token', 'events', 'room:log', 'error');
    const offers: Offer[] = [];
    me.onMessage('rematch', (m: Offer) => offers.push(m));
    await until(() => me.state.seats?.[0]?.holder === me.sessionId, 5000, 'the seat');
    me.send('ready', { ready: true });
    me.send('start', {});
    await until(() => me.state.phase === 'playing' && me.state.matchId, 5000, 'start');
    expect(mapOf(me.state.matchId)).toEqual(cells);
    await until(() => me.state.phase === 'finished', 30_000, 'the end');
    me.send('rematch', {});
    await until(() => offers.length === 1, 5000, 'the offer');
    const again = await sdk().joinById<WithRematch & { matchId: string }>(offers[0].code, {
      name: 'Lab',
      seatTokens: offers[0].seatTokens.map((t) => t.token),
    });
    ignoreMessages(again, 'seat:token', 'events', 'room:log', 'error');
    await until(() => again.state.phase === 'playing' && again.state.matchId, 10_000, 'the rematch starts');
    expect(mapOf(again.state.matchId)).toEqual(cells);
  }, 60_000);
});
