// The rematch without a room (docs/online.md "Rematch"): it keeps no timer, sends nothing and asks the matchmaker
// nothing itself. Each call returns the refusal or what the room must do, in order: a timer to arm or cancel (coming
// back as `due`), auto-dispose on or off, an offer to send or a refusal, the state sent now, the start, and the
// matchmaker's questions (is a room there, make the rematch room), whose answers come back as `found`, `made` or
// `failed`.
import type { Client } from '@colyseus/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Seat } from '../../server/engine';
import { rematchHandoff, type PendingRematch } from '../../server/handoff';
import { hashToken } from '../../server/records/matchRecord';
import { REMATCH_GRACE_MS, Rematch, type RematchDecision, type RematchQuery } from '../../server/rooms/rematch';
import { SeatDesk } from '../../server/rooms/SeatDesk';
import { BattleState, MemberState, SeatLayer, SeatState } from '../../server/rooms/schema/BattleState';

const NOW = 1_700_000_000_000;
const ANSWER_MS = 30_000;
/** How often the new room looks for the finished one (rematch.ts REMATCH_CHECK_MS). */
const CHECK_MS = 5_000;

function emptyState(): BattleState {
  const state = new BattleState();
  for (let seat = 0; seat < 4; seat++) {
    state.seats.push(new SeatState().assign({ seat }));
    state.layers.push(new SeatLayer().assign({ seat }));
  }
  return state;
}

/**
 * A finished room OLD1: p0 (the host), p1 and p2 hold seats 0 to 2, seat 3 is a strong bot, the room's level gentle;
 * `spy` watches. Every one of them is connected.
 */
function finished() {
  const state = emptyState();
  state.assign({ phase: 'finished', name: 'Room OLD1' });
  state.options.botLevel = 'gentle';
  for (const seat of [0, 1, 2]) state.seats[seat].assign({ holder: `p${seat}`, name: `P${seat}` });
  state.seats[3].assign({ bot: true, botLevel: 'strong', name: 'Bot' });
  const connected = ['p0', 'p1', 'p2', 'spy'];
  const desk = new SeatDesk({ state, roomId: () => 'OLD1', log: () => null });
  const rematch = new Rematch({
    state,
    desk,
    host: () => 'p0',
    answerMs: () => ANSWER_MS,
    roomId: () => 'OLD1',
    layout: () => null,
    connected: () => connected,
  });
  const client = (sessionId: string) => ({ sessionId }) as Client;
  return { state, rematch, client, connected };
}

/** The one decision of `kind` among `decided`. */
function the<K extends RematchDecision['kind']>(
  decided: ReturnType<Rematch['ask']>,
  kind: K,
): Extract<RematchDecision, { kind: K }> {
  if ('code' in decided) throw new Error(`refused: ${decided.code}`);
  const found = decided.filter((d): d is Extract<RematchDecision, { kind: K }> => d.kind === kind);
  expect(found).toHaveLength(1);
  return found[0];
}

/** Every player accepts: the decision to make the rematch room (its hand-off waits under the nonce). */
function allAccept({ rematch, client }: ReturnType<typeof finished>) {
  rematch.ask(client('p0'));
  rematch.ask(client('p1'));
  return the(rematch.ask(client('p2')), 'create');
}

// Date alone is faked: the decisions read the time (a deadline, the grace), and no timer runs in these tests.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the rematch decides, the room carries out', () => {
  it('the vote: the first ask sets the countdown going; the last answer makes the room, offers go to all but the decliner', () => {
    const { state, rematch, client } = finished();
    expect(rematch.ask(client('p0'))).toEqual([{ kind: 'wait', timer: 'countdown', ms: ANSWER_MS }]);
    expect(state.rematchVote.toJSON()).toEqual({
      answers: ['yes', 'asked', 'asked', ''],
      deadline: NOW + ANSWER_MS,
      wait: false,
    });
    expect(rematch.ask(client('p1'), false)).toEqual([]);
    const decided = rematch.ask(client('p2'));
    expect(decided).toEqual([
      { kind: 'cancel', timer: 'countdown' },
      { kind: 'create', nonce: expect.any(String) },
    ]);
    expect(state.rematchVote.deadline).toBe(0);
    const create = the(decided, 'create');
    // The hand-off: the decliner's seat gets a bot at the room's level, the strong bot stays strong.
    const handed = rematchHandoff.take(create.nonce)!;
    expect(handed.seats.map((s) => [s.name, s.bot, s.botLevel ?? ''])).toEqual([
      ['P0', false, ''],
      ['', true, 'gentle'],
      ['P2', false, ''],
      ['', true, 'strong'],
    ]);
    // While the room is being made, another ask changes nothing.
    expect(rematch.ask(client('p0'))).toEqual([]);
    const made = rematch.made(create, 'NEW1');
    expect(state.rematch).toBe('NEW1');
    expect(made.map((d) => (d.kind === 'send' ? d.sessionId : d.kind))).toEqual(['p0', 'p2', 'spy', 'patchNow']);
    const offer = (sessionId: string) => made.find((d) => d.kind === 'send' && d.sessionId === sessionId);
    const token0 = (offer('p0') as Extract<RematchDecision, { kind: 'send' }>).offer.seatTokens;
    expect(token0.map((t) => t.seat)).toEqual([0]);
    expect(hashToken(token0[0].token)).toBe(handed.seats[0].tokenHash);
    expect(offer('spy')).toEqual({ kind: 'send', sessionId: 'spy', offer: { code: 'NEW1', seatTokens: [] } });
    // The vote is over: a decline changes nothing.
    expect(rematch.ask(client('p1'), false)).toEqual([]);
  });

  it('the countdown comes back as due: the silent players answer no and get bots; a late due changes nothing', () => {
    const { state, rematch, client } = finished();
    rematch.ask(client('p0'));
    const decided = rematch.due('countdown');
    expect(state.rematchVote.answers.toJSON()).toEqual(['yes', 'no', 'no', '']);
    const create = the(decided, 'create');
    expect(rematchHandoff.take(create.nonce)!.seats.map((s) => s.bot)).toEqual([false, true, true, true]);
    expect(rematch.due('countdown')).toEqual([]);
  });

  it("the host's wait: no countdown while it waits, a fresh one after; only the host, only while a vote is open", () => {
    const { state, rematch, client } = finished();
    expect(rematch.setWait(client('p0'), true)).toMatchObject({ code: 'rematch/no_vote' });
    rematch.ask(client('p1'));
    expect(rematch.setWait(client('p1'), true)).toMatchObject({ code: 'room/not_host' });
    expect(rematch.setWait(client('p0'), true)).toEqual([{ kind: 'cancel', timer: 'countdown' }]);
    expect(state.rematchVote.toJSON()).toMatchObject({ wait: true, deadline: 0 });
    vi.setSystemTime(NOW + 1_000);
    expect(rematch.setWait(client('p0'), false)).toEqual([{ kind: 'wait', timer: 'countdown', ms: ANSWER_MS }]);
    expect(state.rematchVote.toJSON()).toMatchObject({ wait: false, deadline: NOW + 1_000 + ANSWER_MS });
  });

  it('a leaver answers no; when nobody accepted, no room is made and nothing is handed off', () => {
    const { state, rematch, client } = finished();
    const handedBefore = rematchHandoff.size;
    rematch.ask(client('p0'));
    expect(rematch.ask(client('p0'), false)).toEqual([]);
    expect(rematch.left([1])).toEqual([]);
    expect(state.rematchVote.answers.toJSON()).toEqual(['no', 'no', 'asked', '']);
    expect(rematch.left([2])).toEqual([{ kind: 'cancel', timer: 'countdown' }]);
    expect(state.rematchVote.answers.toJSON()).toEqual(['no', 'no', 'no', '']);
    expect(rematchHandoff.size).toBe(handedBefore);
    expect(state.rematch).toBe('');
  });

  it('the create fails: the hand-off is dropped and nothing sent; asked again, the room is made again', () => {
    const setup = finished();
    const { state, rematch, client } = setup;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handedBefore = rematchHandoff.size;
    const create = allAccept(setup);
    expect(rematchHandoff.size).toBe(handedBefore + 1);
    expect(rematch.failed(create, new Error('no room'))).toEqual([]);
    expect(rematchHandoff.size).toBe(handedBefore);
    expect(logged).toHaveBeenCalledOnce();
    expect(state.rematch).toBe('');
    const again = the(rematch.ask(client('p0')), 'create');
    expect(again.nonce).not.toBe(create.nonce);
    rematchHandoff.drop(again.nonce);
  });

  it('asked again: the tokens again while the rematch room is there; after its end a new vote opens', () => {
    const setup = finished();
    const { state, rematch, client } = setup;
    const create = allAccept(setup);
    rematchHandoff.drop(create.nonce);
    const first = rematch.made(create, 'NEW1').find((d) => d.kind === 'send' && d.sessionId === 'p1');
    const query: RematchQuery = { kind: 'query', roomId: 'NEW1', for: 'ask', sessionId: 'p1' };
    expect(rematch.ask(client('p1'))).toEqual([query]);
    // While the matchmaker answers, another ask changes nothing.
    expect(rematch.ask(client('p0'))).toEqual([]);
    expect(rematch.found(query, true)).toEqual([first]);
    // The rematch room ended: p1's ask opens a new vote, p1's answer yes, the others asked, the state sent now.
    expect(rematch.ask(client('p1'))).toEqual([query]);
    expect(rematch.found(query, false)).toEqual([
      { kind: 'wait', timer: 'countdown', ms: ANSWER_MS },
      { kind: 'patchNow' },
    ]);
    expect(state.rematch).toBe('');
    expect(state.rematchVote.answers.toJSON()).toEqual(['asked', 'yes', 'asked', '']);
  });

  it("a spectator is refused by name and changes nothing, before the vote and after the rematch room's end", () => {
    const setup = finished();
    const { state, rematch, client } = setup;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(rematch.ask(client('spy'))).toMatchObject({ code: 'seat/none' });
    expect(state.rematchVote.answers.length).toBe(0);
    const create = allAccept(setup);
    rematchHandoff.drop(create.nonce);
    rematch.made(create, 'NEW1');
    const query = the(rematch.ask(client('spy')), 'query');
    expect(rematch.found(query, false)).toEqual([
      { kind: 'refuse', sessionId: 'spy', error: expect.objectContaining({ code: 'seat/none' }) },
    ]);
    expect(state.rematch).toBe('NEW1');
    expect(state.rematchVote.answers.toJSON()).toEqual(['yes', 'yes', 'yes', '']);
    // The matchmaker cannot answer: the asker is told, and may ask again.
    const again = the(rematch.ask(client('p0')), 'query');
    expect(rematch.failed(again, new Error('down'))).toEqual([
      { kind: 'refuse', sessionId: 'p0', error: expect.objectContaining({ code: 'room/internal' }) },
    ]);
    expect(logged).toHaveBeenCalledOnce();
    expect(the(rematch.ask(client('p0')), 'query')).toEqual(again);
  });
});

describe('the rematch room', () => {
  /** NEW1, made from OLD1: seats 0 and 1 kept for their players (tokens t0, t1), seats 2 and 3 bots. */
  function rematchRoom() {
    const state = emptyState();
    const connected: string[] = [];
    const desk = new SeatDesk({ state, roomId: () => 'NEW1', log: () => null });
    const rematch = new Rematch({
      state,
      desk,
      host: () => state.host,
      answerMs: () => ANSWER_MS,
      roomId: () => 'NEW1',
      layout: () => null,
      connected: () => connected,
    });
    const from: PendingRematch = {
      from: 'OLD1',
      roomName: 'Room OLD1',
      options: { botLevel: 'strong' },
      seats: ([0, 1, 2, 3] as Seat[]).map((seat) => ({
        name: seat < 2 ? `P${seat}` : '',
        bot: seat >= 2,
        tokenHash: seat < 2 ? hashToken(`t${seat}`) : '',
        ...(seat >= 2 ? { botLevel: 'gentle' } : {}),
      })),
      layout: null,
    };
    const join = (sessionId: string, tokens: string[] = []) => {
      state.members.set(sessionId, new MemberState().assign({ name: sessionId }));
      const client = { sessionId, send: () => {} } as unknown as Client;
      desk.admit(client);
      desk.reclaim(client, tokens);
      connected.push(sessionId);
      return client;
    };
    return { state, rematch, from, join, connected };
  }

  it('opens as a copy that stays while anyone may come; the last player back starts it', () => {
    const { state, rematch, from, join } = rematchRoom();
    expect(rematch.open(from)).toEqual([
      { kind: 'autoDispose', on: false },
      { kind: 'wait', timer: 'watch', ms: CHECK_MS },
    ]);
    expect(state.toJSON()).toMatchObject({ code: 'NEW1', name: 'Room OLD1', rematchOf: 'OLD1' });
    expect(state.options.botLevel).toBe('strong');
    expect(rematch.joined(join('spy'))).toEqual([]);
    expect(rematch.joined(join('p0', ['t0']))).toEqual([]);
    expect(state.seats[0].toJSON()).toMatchObject({ holder: 'p0', ready: true });
    expect(rematch.joined(join('p1', ['t1']))).toEqual([{ kind: 'start' }]);
  });

  it('the grace watch: auto-dispose once the finished room is gone and nobody came for REMATCH_GRACE_MS, or once started', () => {
    const { state, rematch, from, connected } = rematchRoom();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    rematch.open(from);
    const look: RematchQuery = { kind: 'query', roomId: 'OLD1', for: 'watch' };
    const again = [{ kind: 'wait', timer: 'watch', ms: CHECK_MS }];
    expect(rematch.due('watch')).toEqual([look]);
    // The finished room is there: the watch goes on, however long.
    vi.setSystemTime(NOW + 10 * REMATCH_GRACE_MS);
    expect(rematch.found(look, true)).toEqual(again);
    // It is gone, nobody here: the grace starts; a client here starts it again.
    expect(rematch.found(look, false)).toEqual(again);
    vi.setSystemTime(NOW + 11 * REMATCH_GRACE_MS - 1);
    connected.push('p0');
    expect(rematch.found(look, false)).toEqual(again);
    connected.pop();
    expect(rematch.found(look, false)).toEqual(again);
    vi.setSystemTime(NOW + 12 * REMATCH_GRACE_MS - 2);
    expect(rematch.found(look, false)).toEqual(again);
    // The matchmaker cannot answer: logged, the watch goes on.
    expect(rematch.failed(look, new Error('down'))).toEqual(again);
    expect(logged).toHaveBeenCalledOnce();
    vi.setSystemTime(NOW + 12 * REMATCH_GRACE_MS - 1);
    expect(rematch.found(look, false)).toEqual([{ kind: 'autoDispose', on: true }]);
    // Started: disposed when empty, as any room, without looking.
    state.phase = 'playing';
    expect(rematch.due('watch')).toEqual([{ kind: 'autoDispose', on: true }]);
  });
});
