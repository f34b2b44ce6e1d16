// Issue 6 "Rooms and lobby": join codes, listing, seats (one client may hold several), options, host rights.
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { bootServer, collectErrors, collectSeatTokens, until } from './helpers';

const PORT = 2611;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);

beforeAll(async () => {
  colyseus = (await bootServer(PORT)).server;
});
afterAll(() => colyseus.shutdown());
beforeEach(() => colyseus.cleanup());

describe('lobby', () => {
  it('gives each room a six-character join code as its id, and joinById(code) joins it', async () => {
    const host = await sdk().create('battle', { roomName: 'Friday', name: 'Ann' });
    expect(host.roomId).toMatch(/^[A-Z2-9]{6}$/);
    await until(() => host.state.code === host.roomId);
    const guest = await sdk().joinById(host.roomId.toLowerCase() === host.roomId ? host.roomId : host.roomId, {
      name: 'Bo',
    });
    await until(() => guest.state.members?.size === 2);
    expect(guest.state.name).toBe('Friday');
    expect(guest.state.host).toBe(host.sessionId);
  });

  // Issue 11 break 7: codes are read aloud and typed on phones; the matchmaker looks rooms up by exact id.
  it('joins by a code typed in lower or mixed case, and refuses a code of no room', async () => {
    const host = await sdk().create('battle', { roomName: 'Friday', name: 'Ann' });
    const lower = await sdk().joinById(host.roomId.toLowerCase(), { name: 'Bo' });
    expect(lower.roomId).toBe(host.roomId);
    const mixed = await sdk().joinById(`${host.roomId.slice(0, 3).toLowerCase()}${host.roomId.slice(3)}`, {
      name: 'Cy',
    });
    expect(mixed.roomId).toBe(host.roomId);
    await until(() => host.state.members?.size === 3);
    const unused = host.roomId === 'ZZZZZZ' ? 'yyyyyy' : 'zzzzzz';
    await expect(sdk().joinById(unused)).rejects.toThrow();
  });

  it('lists public rooms with name, variant, seats taken and started, and hides private ones', async () => {
    const lobby = await sdk().joinOrCreate('lobby');
    let rooms: { roomId: string; metadata: { name: string; variant: string; seatsTaken: number; started: boolean } }[] =
      [];
    lobby.onMessage('rooms', (r) => {
      rooms = r;
    });
    lobby.onMessage('+', ([roomId, room]) => {
      rooms = rooms.filter((r) => r.roomId !== roomId).concat(room);
    });
    lobby.onMessage('-', (roomId) => {
      rooms = rooms.filter((r) => r.roomId !== roomId);
    });
    const pub = await sdk().create('battle', { roomName: 'Open table', variant: 'standard' });
    const priv = await sdk().create('battle', { roomName: 'Secret', private: true });
    pub.send('seat:take', { seat: 2 });
    const listed = await until(
      () => rooms.find((r) => r.roomId === pub.roomId && r.metadata?.seatsTaken === 1),
      3000,
      'listing',
    ).catch((e) => {
      console.log(JSON.stringify(rooms));
      throw e;
    });
    expect(listed.metadata).toMatchObject({
      name: 'Open table',
      variant: 'standard',
      seatsTaken: 1,
      started: false,
      code: pub.roomId,
    });
    expect(rooms.find((r) => r.roomId === priv.roomId)).toBeUndefined();
    // A private room is still joinable by its code.
    const byCode = await sdk().joinById(priv.roomId);
    await until(() => byCode.state.name === 'Secret');
    await lobby.leave();
  });
});

describe('seats', () => {
  it('lets one client hold several seats and refuses a taken seat with seat/taken', async () => {
    const a = await sdk().create('battle', {});
    const b = await sdk().joinById(a.roomId);
    const aTokens = collectSeatTokens(a);
    const bErrors = collectErrors(b);
    a.send('seat:take', { seat: 0 });
    a.send('seat:take', { seat: 1 });
    await until(() => a.state.seats?.[1]?.holder === a.sessionId);
    expect(a.state.seats[0].holder).toBe(a.sessionId);
    b.send('seat:take', { seat: 1 });
    await until(() => bErrors.length === 1);
    expect(bErrors[0]).toMatchObject({ code: 'seat/taken', type: 'seat:take' });
    expect(a.state.seats[1].holder).toBe(a.sessionId);
    await until(() => aTokens[0] && aTokens[1]);
    expect(aTokens[0]).not.toBe(aTokens[1]);
  });

  it('refuses to leave a seat one does not hold (seat/not_yours), and frees a left seat', async () => {
    const a = await sdk().create('battle', {});
    const b = await sdk().joinById(a.roomId);
    const bErrors = collectErrors(b);
    a.send('seat:take', { seat: 3 });
    await until(() => a.state.seats?.[3]?.holder === a.sessionId);
    b.send('seat:leave', { seat: 3 });
    await until(() => bErrors.length === 1);
    expect(bErrors[0].code).toBe('seat/not_yours');
    a.send('seat:leave', { seat: 3 });
    await until(() => a.state.seats[3].holder === '');
    expect(a.state.members.get(a.sessionId).spectator).toBe(true);
  });

  it('frees the seats of a player who leaves before the start', async () => {
    const a = await sdk().create('battle', {});
    const b = await sdk().joinById(a.roomId);
    b.send('seat:take', { seat: 2 });
    await until(() => a.state.seats?.[2]?.holder === b.sessionId);
    await b.leave();
    await until(() => a.state.seats[2].holder === '' && a.state.members.size === 1);
  });

  it('marks readiness per held seat and refuses it without a seat (seat/none)', async () => {
    const a = await sdk().create('battle', {});
    const errors = collectErrors(a);
    a.send('ready', { ready: true });
    await until(() => errors.length === 1);
    expect(errors[0].code).toBe('seat/none');
    a.send('seat:take', { seat: 0 });
    a.send('seat:take', { seat: 2 });
    a.send('ready', { ready: true });
    await until(() => a.state.seats?.[0]?.ready && a.state.seats[2].ready);
  });
});

describe('options and host', () => {
  it('lets the host set options and seat bots, and refuses others with room/not_host', async () => {
    const host = await sdk().create('battle', {});
    const guest = await sdk().joinById(host.roomId);
    const guestErrors = collectErrors(guest);
    host.send('options', {
      variant: 'standard',
      reactionDeadlineS: 10,
      turnDeadlineS: 90,
      reconnectS: 30,
      botsForEmpty: true,
    });
    host.send('seat:bot', { seat: 3, bot: true });
    await until(() => host.state.options?.turnDeadlineS === 90 && host.state.seats?.[3]?.bot);
    expect(host.state.options.toJSON()).toMatchObject({
      variant: 'standard',
      reactionDeadlineS: 10,
      reconnectS: 30,
      botsForEmpty: true,
    });
    guest.send('options', { variant: 'beginner' });
    guest.send('seat:bot', { seat: 2, bot: true });
    guest.send('start', {});
    await until(() => guestErrors.length === 3);
    expect(guestErrors.map((e) => e.code)).toEqual(['room/not_host', 'room/not_host', 'room/not_host']);
    expect(host.state.options.variant).toBe('standard');
  });

  it('refuses bad options with room/bad_option and changes nothing', async () => {
    const host = await sdk().create('battle', {});
    const errors = collectErrors(host);
    await until(() => host.state.options);
    const before = JSON.stringify(host.state.options.toJSON());
    for (const bad of [
      { variant: 'chess' },
      { reactionDeadlineS: -1 },
      { turnDeadlineS: 'long' },
      { colour: 'red' },
      { botsForEmpty: 1 },
    ]) {
      host.send('options', bad);
    }
    await until(() => errors.length === 5);
    expect(errors.every((e) => e.code === 'room/bad_option')).toBe(true);
    expect(JSON.stringify(host.state.options.toJSON())).toBe(before);
  });

  it('hands the host role to the next member when the host leaves', async () => {
    const a = await sdk().create('battle', {});
    const b = await sdk().joinById(a.roomId);
    await a.leave();
    await until(() => b.state.host === b.sessionId);
  });
});
