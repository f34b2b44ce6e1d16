// R-SETUP-7 (S), R-TEAM-2: in the standard draft only the drafting seat sees its two cards. The prompt travels as one
// leaf (shared/wire/viewLeaves.ts OPAQUE_PATHS): the public one with the cards face down, the drafting seat's with its
// cards in that seat's layer. No raw frame to another seat or to a spectator may carry them, join included.
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { GameState, Seat } from '../../server/engine';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';
import { recordFrames } from './hiddenFrames';

const PORT = 2792;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
const recorder = recordFrames();

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(async () => {
  recorder.stop();
  await colyseus.shutdown();
});

describe('R-SETUP-7 (S) the draft over the network', () => {
  it("a seat's draft cards reach that seat's frames and no other client's", async () => {
    const players: SdkRoom<Synced>[] = [
      await sdk().create<Synced>('battle', { variant: 'standard', turnDeadlineS: 0, reactionDeadlineS: 0 }),
    ];
    for (let i = 1; i < 4; i++) players.push(await sdk().joinById<Synced>(players[0].roomId));
    const spectator = await sdk().joinById<Synced>(players[0].roomId);
    for (const r of [...players, spectator]) ignoreMessages(r, 'seat:token', 'events', 'error');
    players.forEach((r, seat) => {
      r.send('seat:take', { seat });
      if (seat > 0) r.send('ready', { ready: true });
    });
    await until(
      () => players[0].state.seats?.every((s, i) => s.holder === players[i].sessionId && (i === 0 || s.ready)),
      5000,
      'seats',
    );
    players[0].send('start', {});
    await until(() => players.every((r) => r.state.phase === 'playing' && r.state.prompt?.id), 5000, 'start');

    const room = colyseus.getRoomById(players[0].roomId) as unknown as { game: GameState };
    const dealt: { seat: Seat; cards: string }[] = [];
    let late: SdkRoom<Synced> | undefined;
    while (room.game.pending?.kind === 'draft') {
      // A spectator who joins mid-draft gets the whole state at once: no draft cards in it either.
      if (dealt.length === 2 && !late) {
        late = await sdk().joinById<Synced>(players[0].roomId);
        ignoreMessages(late, 'seat:token', 'events', 'error');
        await until(() => late!.state.phase === 'playing', 5000, 'the spectator joining mid-draft');
      }
      const { seat, options, id } = room.game.pending as { seat: Seat; options: string[]; id: number };
      dealt.push({ seat, cards: JSON.stringify(options) });
      const version = players[0].state.version;
      players[seat].send('command', {
        seat,
        command: { type: 'choose', prompt: id, option: 0 },
        prompt: players[seat].state.prompt.id,
      });
      await until(() => players.every((r) => r.state.version > version), 5000, `seat ${seat}'s pick`);
    }
    expect(dealt).toHaveLength(4);

    const text = new TextDecoder('utf-8', { fatal: false });
    const received = (r: SdkRoom<Synced>) =>
      (recorder.frames.get(r.sessionId) ?? []).map((f) => text.decode(f.bytes)).join('\n');
    for (const { seat, cards } of dealt) {
      const prompt = `"options":${cards}`;
      expect(received(players[seat]), `seat ${seat} sees its own cards`).toContain(prompt);
      players.forEach((r, other) => {
        if (other !== seat) expect(received(r), `seat ${seat}'s cards at seat ${other}`).not.toContain(prompt);
      });
      expect(received(spectator), `seat ${seat}'s cards at the spectator`).not.toContain(prompt);
      expect(received(late!), `seat ${seat}'s cards at the spectator who joined mid-draft`).not.toContain(prompt);
    }
  }, 60_000);
});
