// Issue 6 "Hidden information": during a whole standard game, record every raw WebSocket frame each client receives —
// the first full state on join, every patch, every message, and the full state again on a reconnection — and check
// that no frame carries an opponent's relic before it is revealed, for four players and a spectator.
import { Client, Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { type Seat } from '../../server/engine';
import { autoPlay, type Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';

const PORT = 2616;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

type Frame = { bytes: Uint8Array; revealedBefore: Set<string> };
const frames = new Map<string, Frame[]>(); // by sessionId (kept across a reconnection)
const revealedNow = new Map<string, () => Set<string>>();

// Wrap the SDK's frame handler (notes §1): every frame, before it is decoded, with what the client knew was revealed.
const proto = SdkRoom.prototype as unknown as { onMessageCallback(this: SdkRoom, e: MessageEvent): void };
const original = proto.onMessageCallback;
proto.onMessageCallback = function (this: SdkRoom, event: MessageEvent) {
  const list = frames.get(this.sessionId) ?? [];
  frames.set(this.sessionId, list);
  list.push({ bytes: new Uint8Array(event.data as ArrayBuffer).slice(), revealedBefore: new Set(revealedNow.get(this.sessionId)?.() ?? []) });
  original.call(this, event);
};

beforeAll(async () => { colyseus = (await bootServer(PORT)).server; });
afterAll(() => { proto.onMessageCallback = original; return colyseus.shutdown(); });

/** Units whose relic the public view shows as revealed (from the client's decoded public leaves). */
function revealedUnits(room: SdkRoom<Synced>): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of room.state.view?.entries() ?? []) {
    const m = /^units\/([^/]+)\/relicRevealed$/.exec(k);
    if (m && v === 'true') out.add(m[1]);
  }
  return out;
}

type EngineState = {
  seats: (string | null)[];
  units: Record<string, { team: string; relic: string | null }>;
  dealtRelics?: ({ team: string; relic: string } | null)[];
};

const text = new TextDecoder('utf-8', { fatal: false });

/** Every place the frame names the leaf `key`, with the bytes that follow it (the encoded value). */
function relicLeafValues(bytes: Uint8Array, key: string): string[] {
  const s = text.decode(bytes);
  const out: string[] = [];
  for (let i = s.indexOf(key); i >= 0; i = s.indexOf(key, i + 1)) {
    if (s.startsWith('Revealed', i + key.length)) continue;
    out.push(s.slice(i + key.length, i + key.length + 16));
  }
  return out;
}

/** Events each client received (the SDK's msgpack decoding of the 'events' frames), with what was revealed then. */
const eventsBy = new Map<string, { events: Record<string, unknown>[]; revealedBefore: Set<string> }[]>();
function recordEvents(room: SdkRoom<Synced>) {
  const list = eventsBy.get(room.sessionId) ?? [];
  eventsBy.set(room.sessionId, list);
  room.onMessage('events', (m: { events: Record<string, unknown>[] }) => list.push({ events: m.events, revealedBefore: revealedUnits(room) }));
}

describe('hidden information', () => {
  it('no raw frame to a player or a spectator carries an opponent relic before it is revealed, join and reconnection included', async () => {
    const host = await sdk().create<Synced>('battle', { variant: 'standard', turnDeadlineS: 0, reactionDeadlineS: 0, reconnectS: 10 });
    const rooms = [host];
    for (let i = 1; i < 4; i++) rooms.push(await sdk().joinById<Synced>(host.roomId));
    const spectator = await sdk().joinById<Synced>(host.roomId);
    for (const r of [...rooms, spectator]) { revealedNow.set(r.sessionId, () => revealedUnits(r)); recordEvents(r); }
    rooms.forEach((r, seat) => { ignoreMessages(r, 'seat:token'); r.send('seat:take', { seat }); r.send('ready', { ready: true }); });
    await until(() => host.state.seats?.every((s) => s.holder), 5000, 'seats');
    host.send('start', {});
    await until(() => rooms.every((r) => r.state.phase === 'playing'), 5000, 'start');

    const serverRoom = colyseus.getRoomById(host.roomId) as unknown as { game: EngineState };
    let stops = rooms.map((r, seat) => autoPlay(r, [seat as Seat]));
    // Mid-game, seat 1 drops and reconnects: the new full state is recorded too.
    await until(() => host.state.version >= 6 || host.state.phase === 'finished', 60_000, 'some play');
    if (host.state.phase !== 'finished') {
      const token = rooms[1].reconnectionToken;
      stops[1]();
      await rooms[1].leave(false);
      rooms[1] = await sdk().reconnect<Synced>(token);
      ignoreMessages(rooms[1], 'seat:token');
      revealedNow.set(rooms[1].sessionId, () => revealedUnits(rooms[1]));
      recordEvents(rooms[1]);
      stops[1] = autoPlay(rooms[1], [1]);
    }
    await until(() => rooms.every((r) => r.state.phase === 'finished'), 120_000, 'the end of the game');
    stops.forEach((s) => s());

    // The true relics, from the server's own engine state at the end: dealt per seat, then held by each seat's unit.
    const game = serverRoom.game;
    const secrets = ([0, 1, 2, 3] as const).map((seat) => {
      const unitId = game.seats[seat];
      const dealt = game.dealtRelics?.[seat];
      const unit = unitId ? game.units[unitId] : undefined;
      return { seat, unitId, team: (dealt?.team ?? unit?.team)!, relic: (dealt?.relic ?? unit?.relic)! };
    });
    expect(secrets.every((x) => x.team && x.relic)).toBe(true);
    const teamOfSeat = (seat: number) => secrets[seat].team;
    const viewers: { sessionId: string; team: string | undefined }[] = [
      ...rooms.map((r, seat) => ({ sessionId: r.sessionId, team: teamOfSeat(seat) })),
      { sessionId: spectator.sessionId, team: undefined },
    ];
    let checkedFrames = 0;
    let ownRelicSeen = 0;
    for (const { sessionId, team } of viewers) {
      const list = frames.get(sessionId)!;
      expect(list[0].bytes[0]).toBe(10); // JOIN_ROOM, then the first full state
      for (const frame of list) {
        checkedFrames++;
        for (const x of secrets) {
          // The relic travels as the leaf dealtRelics/<seat>/relic, then units/<unit>/relic (docs/online.md "State").
          const own = x.team === team;
          const unitValues = x.unitId ? relicLeafValues(frame.bytes, `units/${x.unitId}/relic`) : [];
          const dealtValues = relicLeafValues(frame.bytes, `dealtRelics/${x.seat}/relic`);
          if (own) { if ([...unitValues, ...dealtValues].some((v) => v.includes(x.relic))) ownRelicSeen++; continue; }
          for (const v of dealtValues) expect(v, `seat ${x.seat}'s dealt relic in a frame to ${team ?? 'the spectator'}`).not.toContain(x.relic);
          if (x.unitId && frame.revealedBefore.has(x.unitId)) continue;
          for (const v of unitValues) expect(v, `${x.unitId}'s relic in a frame to ${team ?? 'the spectator'}`).not.toContain(x.relic);
        }
      }
      for (const { events, revealedBefore } of eventsBy.get(sessionId) ?? []) {
        for (const e of events) {
          if (e.type === 'died') continue; // the death itself reveals the relic to everyone (O-01/02)
          for (const x of secrets) {
            if (x.team === team || (x.unitId && revealedBefore.has(x.unitId))) continue;
            const about = (x.unitId && e.unit === x.unitId) || (typeof e.seat === 'number' && e.seat === x.seat);
            if (about) expect(e.relic ?? null, `${String(e.type)} event to ${team ?? 'the spectator'}`).toBeNull();
          }
        }
      }
    }
    // Decoded state too: a client's state holds the leaves of its own seat's layer only.
    rooms.forEach((r, seat) => r.state.layers.forEach((layer, other) => {
      if (other !== seat) expect(layer.leaves?.size ?? 0, `seat ${other}'s layer at seat ${seat}`).toBe(0);
    }));
    spectator.state.layers.forEach((layer) => expect(layer.leaves?.size ?? 0).toBe(0));
    expect(checkedFrames).toBeGreaterThan(50);
    expect(ownRelicSeen).toBeGreaterThan(0); // the check can see relics: each player's own team's do arrive
  }, 180_000);
});
