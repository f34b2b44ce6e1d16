// Issue 28 break 9: with `spectatorsHearTeams` on, anyone holding the code heard both teams, a player's own second tab
// as a spectator included. A spectator at an address that has held a seat of one team never hears the other team.
// Addresses are named by X-Forwarded-For (the server trusts a proxy here): the red players and their spectator tab
// are 127.0.0.1, the blue players and a stranger are elsewhere. Blue and the tab are raw sockets.
import type { ColyseusTestServer } from '@colyseus/testing';
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Synced } from './gameHelpers';
import { bootServer, ignoreMessages, until } from './helpers';
import { rawConnect, rawHttp, type RawSocket, type Reservation } from './rawClient';

const PORT = 3259;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
beforeAll(async () => {
  colyseus = (await bootServer(PORT, { trustProxy: true, overloadLagMs: 1e9 })).server;
});
afterAll(() => colyseus.shutdown());

async function joinFrom(address: string | null, code: string): Promise<RawSocket> {
  const res = await rawHttp(
    PORT,
    'POST',
    `/matchmake/joinById/${code}`,
    '{}',
    address ? { 'X-Forwarded-For': address } : {},
  );
  return rawConnect(PORT, res.json as unknown as Reservation);
}

const chats = (s: RawSocket) =>
  s.messages.filter(([t]) => t === 'team:chat').map(([, p]) => (p as { text: string }).text);

describe('spectators hearing teams', () => {
  it("a red player's own spectator tab hears red and never blue; a stranger hears both", async () => {
    // Beginner: seats 0–1 Red, 2–3 Blue (R-TEAM-4).
    const host = await sdk().create<Synced>('battle', {
      variant: 'beginner',
      spectatorsHearTeams: true,
      turnDeadlineS: 0,
      reactionDeadlineS: 0,
    });
    const red2 = await sdk().joinById<Synced>(host.roomId);
    for (const r of [host, red2]) ignoreMessages(r, 'seat:token', 'events', 'error', 'team:chat');
    const blue = [await joinFrom('198.51.100.2', host.roomId), await joinFrom('198.51.100.3', host.roomId)];
    const tab = await joinFrom(null, host.roomId); // 127.0.0.1, as the red players
    const stranger = await joinFrom('198.51.100.9', host.roomId);
    host.send('seat:take', { seat: 0 });
    red2.send('seat:take', { seat: 1 });
    blue.forEach((b, i) => b.send('seat:take', { seat: 2 + i }));
    for (const r of [red2]) r.send('ready', { ready: true });
    for (const b of blue) b.send('ready', { ready: true });
    await until(() => host.state.seats?.every((s, i) => s.holder && (s.ready || i === 0)), 5000, 'seats');
    host.send('start', {});
    await until(() => host.state.phase === 'playing', 5000, 'the start');
    blue[0].send('team:chat', { text: 'blue-secret-42' });
    await until(() => chats(stranger).includes('blue-secret-42'), 5000, 'the stranger hears blue');
    host.send('team:chat', { text: 'red-line-7' });
    // The tab's frames arrive in order: once it has the red line, a blue one sent to it before would be there.
    await until(() => chats(tab).includes('red-line-7') && chats(stranger).includes('red-line-7'), 5000, 'red heard');
    expect(chats(tab)).toEqual(['red-line-7']);
    expect(chats(blue[1])).toEqual(['blue-secret-42']);
    for (const s of [...blue, tab, stranger]) s.close();
    for (const r of [host, red2] as SdkRoom[]) await r.leave();
  });
});
