// Issue 16 §2 "Playing together": team chat and team pings reach the team's clients and no one else — checked on the
// raw WebSocket frames every client received, not on what the SDK decoded; the room's option lets spectators listen;
// a team talking too fast gets the guard's typed refusal; bad input gets a clear error and changes nothing.
import { Client, type Room as SdkRoom } from 'colyseus.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ColyseusTestServer } from '@colyseus/testing';
import { CHAT_MAX_CHARS, TALK_RATE } from '../../shared/wire/teamTalk';
import type { Synced } from './gameHelpers';
import { bootServer, collectErrors, ignoreMessages, until } from './helpers';
import { recordFrames } from './hiddenFrames';

const PORT = 2730;
let colyseus: ColyseusTestServer;
const sdk = () => new Client(`ws://127.0.0.1:${PORT}`);
const recorder = recordFrames();
const text = new TextDecoder('utf-8', { fatal: false });

// Addresses from X-Forwarded-For: the spectator joins from an address of its own (a spectator at a player's address
// never hears the other team: test/server/spectatorTeams.test.ts).
beforeAll(async () => {
  colyseus = (await bootServer(PORT, { trustProxy: true })).server;
});
afterAll(() => {
  recorder.stop();
  return colyseus.shutdown();
});
beforeEach(() => colyseus.cleanup());

type Heard = { chats: Record<string, unknown>[]; pings: Record<string, unknown>[] };
type Table = { players: SdkRoom<Synced>[]; spectator: SdkRoom<Synced>; heard: Map<SdkRoom<Synced>, Heard> };

/** Four players in seats 0..3 and a spectator; started. Beginner: seats 1–2 Red, 3–4 Blue (R-TEAM-4). */
async function table(options: Record<string, unknown> = {}, variant = 'beginner'): Promise<Table> {
  const host = await sdk().create<Synced>('battle', { variant, turnDeadlineS: 0, reactionDeadlineS: 0, ...options });
  const players = [host];
  for (let i = 1; i < 4; i++) players.push(await sdk().joinById<Synced>(host.roomId));
  const watcher = sdk();
  watcher.http.headers = { 'X-Forwarded-For': '198.51.100.40' };
  const spectator = await watcher.joinById<Synced>(host.roomId);
  const heard = new Map<SdkRoom<Synced>, Heard>();
  for (const r of [...players, spectator]) {
    recorder.watch(r);
    ignoreMessages(r, 'seat:token', 'events', 'error');
    const h: Heard = { chats: [], pings: [] };
    r.onMessage('team:chat', (m) => h.chats.push(m));
    r.onMessage('team:ping', (m) => h.pings.push(m));
    heard.set(r, h);
  }
  players.forEach((r, seat) => {
    r.send('seat:take', { seat });
    r.send('ready', { ready: true });
  });
  await until(() => host.state.seats?.every((s, i) => s.holder === players[i].sessionId && s.ready), 5000, 'seats');
  host.send('start', {});
  await until(() => [...players, spectator].every((r) => r.state.phase === 'playing'), 5000, 'the start');
  return { players, spectator, heard };
}

/** How many frames a client received that carry `needle` (raw bytes, before the SDK decoded them). */
function framesWith(room: SdkRoom<Synced>, needle: string): number {
  return (recorder.frames.get(room.sessionId) ?? []).filter((f) => text.decode(f.bytes).includes(needle)).length;
}

/** A unit id and a map cell the seat can see, from the synced public view. */
function targets(room: SdkRoom<Synced>): { unit: string; cell: { q: number; r: number } } {
  const unit = [...room.state.view.keys()].map((k) => /^units\/([^/]+)$/.exec(k)?.[1]).find(Boolean)!;
  const map = JSON.parse(room.state.view.get('map')!) as { cells: Record<string, unknown> };
  const [q, r] = Object.keys(map.cells)[0].split(',').map(Number);
  return { unit, cell: { q, r } };
}

describe('team chat and pings reach the team only', () => {
  it('a Red message, quick message and pings reach both Red seats; Blue and the spectator get no frame of them', async () => {
    const {
      players: [a, b, c, d],
      spectator,
      heard,
    } = await table();
    const secret = 'zebra-plan-7Q';
    const { unit, cell } = targets(a);
    a.send('team:chat', { text: `go left ${secret}` });
    a.send('team:chat', { quick: 'attack' });
    b.send('team:ping', { cell });
    b.send('team:ping', { unit });
    await until(() => heard.get(a)!.pings.length === 2 && heard.get(b)!.chats.length === 2, 5000, 'Red hears Red');
    // Blue talks too, so the check below also covers the other direction.
    c.send('team:chat', { text: 'blue-only-K9' });
    await until(() => heard.get(d)!.chats.length === 1, 5000, 'Blue hears Blue');
    await new Promise((r) => setTimeout(r, 150));

    expect(heard.get(b)!.chats[0]).toMatchObject({ seat: 0, team: 'red', text: `go left ${secret}` });
    expect(heard.get(b)!.chats[1]).toMatchObject({ seat: 0, team: 'red', quick: 'attack' });
    expect(heard.get(a)!.pings).toEqual([
      expect.objectContaining({ seat: 1, cell }),
      expect.objectContaining({ seat: 1, unit }),
    ]);
    // The sender hears its own line back (the same id and time every teammate sees).
    expect(heard.get(a)!.chats.map((m) => m.id)).toEqual(heard.get(b)!.chats.map((m) => m.id));
    // Raw frames: the check sees the secret where it went…
    expect(framesWith(a, secret)).toBe(1);
    expect(framesWith(b, secret)).toBe(1);
    expect(framesWith(a, 'blue-only-K9')).toBe(0);
    // …and no frame of Red's talk, of any kind, reached Blue or the spectator (nor Blue's reached Red or the spectator).
    for (const r of [c, d, spectator]) {
      expect(framesWith(r, secret)).toBe(0);
      expect(heard.get(r)!.pings).toEqual([]);
    }
    expect(framesWith(spectator, 'team:')).toBe(0);
    for (const r of [c, d]) expect(framesWith(r, 'team:ping')).toBe(0);
    for (const r of [c, d]) expect(heard.get(r)!.chats.every((m) => m.team === 'blue')).toBe(true);
    // Never in the synchronised state either.
    expect(JSON.stringify(a.state.toJSON())).not.toContain(secret);
  });

  it('the standard game: teams come from the dealt relic cards, and the talk still stays in the team', async () => {
    const { players, spectator, heard } = await table({}, 'standard');
    players[0].send('team:chat', { text: 'standard-secret-R2' });
    await until(() => players.filter((r) => framesWith(r, 'standard-secret-R2') > 0).length === 2, 5000, 'the team');
    await new Promise((r) => setTimeout(r, 150));
    const hearing = players.filter((r) => framesWith(r, 'standard-secret-R2') > 0);
    expect(hearing).toHaveLength(2);
    expect(hearing).toContain(players[0]);
    const team = heard.get(players[0])!.chats[0].team;
    // Both listeners hold the sender's team's relic cards, shown by the engine's view to each of them.
    for (const r of hearing) expect(heard.get(r)!.chats[0].team).toBe(team);
    expect(framesWith(spectator, 'standard-secret-R2')).toBe(0);
  });

  it('with spectatorsHearTeams the spectator hears both teams; the other team still hears nothing', async () => {
    const {
      players: [a, , c],
      spectator,
      heard,
    } = await table({ spectatorsHearTeams: true });
    a.send('team:chat', { text: 'red-open-M3' });
    c.send('team:chat', { text: 'blue-open-M4' });
    await until(() => heard.get(spectator)!.chats.length === 2, 5000, 'the spectator hears both');
    await new Promise((r) => setTimeout(r, 150));
    expect(framesWith(c, 'red-open-M3')).toBe(0);
    expect(framesWith(a, 'blue-open-M4')).toBe(0);
  });
});

describe('limits and bad input', () => {
  it('talking too fast is answered with net/rate_limited and when the next line can go; the team hears only the allowed ones', async () => {
    const {
      players: [a, b],
      heard,
    } = await table();
    const errors = collectErrors(a);
    for (let i = 0; i < TALK_RATE.burst + 4; i++) a.send('team:chat', { text: `line ${i}` });
    await until(() => errors.length >= 4, 5000, 'refusals');
    await new Promise((r) => setTimeout(r, 150));
    expect(heard.get(b)!.chats).toHaveLength(TALK_RATE.burst);
    expect(errors[0]).toMatchObject({ code: 'net/rate_limited', type: 'team:chat' });
    expect((errors[0] as { retryAfterMs?: number }).retryAfterMs).toBeGreaterThan(0);
    // Pings share the bucket.
    a.send('team:ping', { unit: targets(a).unit });
    await until(() => errors.length >= 5, 5000, 'the ping refused');
    expect(errors[4]).toMatchObject({ code: 'net/rate_limited', type: 'team:ping' });
  });

  it('huge, control-character, wrong-typed and unknown input is refused with a clear error; controls are stripped', async () => {
    const {
      players: [a, b],
      spectator,
      heard,
    } = await table();
    const errors = collectErrors(a);
    const version = a.state.version;
    const bad: [string, unknown, RegExp][] = [
      ['team:chat', { text: 'x'.repeat(1500) }, /limited to 200|2,?048/],
      ['team:chat', { text: 'y'.repeat(CHAT_MAX_CHARS + 1) }, /limited to 200 characters \(got 201\)/],
      ['team:chat', { text: '\u0000\u202e\u200b\u0007' }, /empty once control/],
      ['team:chat', { text: 5 }, /text must be a string/],
      ['team:chat', { quick: 'insult' }, /quick must be one of/],
      ['team:chat', { text: 'a', quick: 'attack' }, /exactly one of text and quick/],
      ['team:chat', { text: 'a', html: '<b>' }, /unknown field "html"/],
      ['team:chat', 'hello', /expected \{ text/],
      ['team:chat', { text: 'a', seat: 3 }, /you do not hold seat 3/],
      ['team:ping', { cell: { q: 'a', r: 0 } }, /integer coordinates/],
      ['team:ping', { cell: { q: 60, r: 60 } }, /not on the map/],
      ['team:ping', { unit: 'nobody' }, /no unit nobody/],
      ['team:ping', { unit: '<script>' }, /unit must be a unit id/],
      ['team:ping', {}, /exactly one of cell and unit/],
    ];
    for (const [type, payload] of bad) a.send(type, payload);
    await until(() => errors.length >= bad.length, 5000, 'every refusal');
    bad.forEach(([type, , message], i) => {
      expect(errors[i].type).toBe(type);
      expect(errors[i].code).toMatch(/^(net\/bad_payload|net\/too_large|seat\/not_yours)$/);
      expect(errors[i].message).toMatch(message);
    });
    // Nothing went out and nothing changed.
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.get(b)!.chats).toEqual([]);
    expect(heard.get(b)!.pings).toEqual([]);
    expect(a.state.version).toBe(version);
    // Control and format characters are removed, white space folded, as in names.
    a.send('team:chat', { text: '  hi\u202e\u0000  there\n\tfriend\u200b ' });
    await until(() => heard.get(b)!.chats.length === 1, 5000, 'the cleaned line');
    expect(heard.get(b)!.chats[0].text).toBe('hi there friend');
    // A spectator has no team.
    const specErrors = collectErrors(spectator);
    spectator.send('team:chat', { text: 'hello' });
    await until(() => specErrors.length === 1, 5000, 'the spectator refused');
    expect(specErrors[0].code).toBe('seat/none');
  });

  it('before the start there is no team to talk to', async () => {
    const a = await sdk().create<Synced>('battle', {});
    ignoreMessages(a, 'seat:token');
    const errors = collectErrors(a);
    a.send('seat:take', { seat: 0 });
    a.send('team:chat', { text: 'early' });
    await until(() => errors.length === 1, 5000, 'the refusal');
    expect(errors[0]).toMatchObject({ code: 'room/not_started', type: 'team:chat' });
  });
});
