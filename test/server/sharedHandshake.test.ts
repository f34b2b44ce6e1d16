// Every client that joins a battle room is sent the state's type reflection (the handshake) before the state. It is
// the same for every room, so the process keeps one copy (server/patches/sharedHandshake.ts) instead of a slice of a
// 64 KiB encoder buffer per room; clients must still decode the state with it.
import { matchMaker } from '@colyseus/core';
import { Encoder, Reflection } from '@colyseus/schema';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { BattleState } from '../../server/rooms/schema/BattleState';
import { handshakeFor } from '../../server/patches/sharedHandshake';
import { bootServer, until } from './helpers';

const PORT = 2628;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());

type Serializer = { handshake(): Buffer; encoder: Encoder };
const serializerOf = (roomId: string) =>
  (matchMaker.getLocalRoomById(roomId) as unknown as { _serializer: Serializer })._serializer;

describe('the join handshake', () => {
  it('is the reflection Colyseus would send, in a buffer of its own size', () => {
    const encoder = new Encoder(new BattleState());
    const bytes = handshakeFor(encoder);
    expect(bytes.equals(Reflection.encode(new Encoder(new BattleState())))).toBe(true);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    expect(handshakeFor(new Encoder(new BattleState()))).toBe(bytes);
  });

  it('is one buffer for every battle room, and clients of both rooms decode their own state with it', async () => {
    const a = await sdk().create('battle', { roomName: 'Handshake A' });
    const b = await sdk().create('battle', { roomName: 'Handshake B' });
    try {
      await until(() => a.state.code === a.roomId && b.state.code === b.roomId, 5000, 'both states decoded');
      expect((a.state as unknown as BattleState).name).toBe('Handshake A');
      expect((b.state as unknown as BattleState).name).toBe('Handshake B');
      const shared = serializerOf(a.roomId).handshake();
      expect(serializerOf(b.roomId).handshake()).toBe(shared);
      expect(shared.buffer.byteLength).toBeLessThan(Encoder.BUFFER_SIZE);
    } finally {
      await Promise.all([a.leave(), b.leave()]);
    }
  });
});
