// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { Client } from 'colyseus.js';
import { createMatch, viewFor, type GameEvent } from '../../../shared/rules';
import { flattenView } from '../../../shared/wire/viewLeaves';
import { createRoomStore, mergeEvents } from '../../../client/src/net/roomStore';
import { loadReconnectToken, loadSeatTokens } from '../../../client/src/net/storage';

type Handler = (payload: unknown) => void;

/** A stand-in for a colyseus.js Room: the decoded state is plain Maps and arrays (what forEach-readers need). */
function fakeRoom(phase: 'lobby' | 'playing') {
  const handlers = new Map<string, Handler>();
  let onState: (() => void) | null = null;
  const match = createMatch({ variant: 'beginner', seed: 1 });
  const seat = (n: number, holder = '') => ({
    seat: n,
    holder,
    name: holder ? 'Ann' : '',
    bot: n > 0,
    connected: true,
    ready: false,
  });
  const state = {
    phase,
    code: 'K7QMZP',
    name: 'Test',
    host: 'me',
    matchId: '',
    version: 3,
    options: {
      variant: 'beginner',
      reactionDeadlineS: 30,
      turnDeadlineS: 120,
      reconnectS: 60,
      botsForEmpty: true,
      botTakeover: true,
      private: true,
    },
    seats: [seat(0, 'me'), seat(1), seat(2), seat(3)],
    members: new Map([['me', { name: 'Ann', connected: true, spectator: false }]]),
    prompt: { id: 'prompt:1', kind: 'place', seats: [0], deadline: 123 },
    view: phase === 'playing' ? flattenView(viewFor(match, 'spectator')) : new Map(),
    layers: [0, 1, 2, 3].map((s) => ({ seat: s, leaves: new Map() })),
  };
  const room = {
    roomId: 'K7QMZP',
    sessionId: 'me',
    reconnectionToken: 'K7QMZP:tok1',
    state,
    send: vi.fn(),
    leave: vi.fn(async () => 1000),
    onStateChange: (cb: () => void) => (onState = cb),
    onMessage: (type: string, cb: Handler) => handlers.set(type, cb),
    onError: () => {},
    onLeave: () => {},
  };
  return {
    room,
    match,
    emit: (type: string, payload: unknown) => handlers.get(type)?.(payload),
    change: () => onState?.(),
  };
}

function storeWith(room: ReturnType<typeof fakeRoom>['room']) {
  const client = {
    create: vi.fn(async () => room),
    joinById: vi.fn(async () => room),
    reconnect: vi.fn(async () => room),
  };
  return { store: createRoomStore(() => client as unknown as Client), client };
}

describe('room store (net): snapshot, view rebuild, intents out, errors in', () => {
  it('quick play: connects, reads the room, and readies and starts when the room waits in the lobby', async () => {
    const f = fakeRoom('lobby');
    const { store, client } = storeWith(f.room);
    expect(await store.getState().quickPlay('Ann')).toBe('K7QMZP');
    expect(client.create).toHaveBeenCalledWith('battle', { quickPlay: true, name: 'Ann' });
    const s = store.getState();
    expect(s.status).toBe('connected');
    expect(s.mySeats).toEqual([0]);
    expect(s.snapshot?.prompt).toEqual({ id: 'prompt:1', kind: 'place', seats: [0], deadline: 123, extended: false });
    expect(f.room.send.mock.calls).toEqual([
      ['ready', { ready: true }],
      ['start', {}],
    ]);
    expect(loadReconnectToken('K7QMZP')).toBe('K7QMZP:tok1');
  });

  it('rebuilds the game view of each held seat from the leaves', async () => {
    const f = fakeRoom('playing');
    const { store } = storeWith(f.room);
    await store.getState().joinByCode('k7qmzp', 'Ann');
    const s = store.getState();
    expect(s.views[0]).toEqual(JSON.parse(JSON.stringify(viewFor(f.match, 'spectator'))));
    expect(s.publicView?.round).toBe(f.match.round);
  });

  it('sends a command for a seat quoting the open prompt', async () => {
    const f = fakeRoom('playing');
    const { store } = storeWith(f.room);
    await store.getState().joinByCode('K7QMZP', 'Ann');
    store.getState().sendCommand(0, { type: 'endTurn' });
    expect(f.room.send).toHaveBeenLastCalledWith('command', {
      seat: 0,
      command: { type: 'endTurn' },
      prompt: 'prompt:1',
    });
  });

  it('surfaces error replies with code and words, and stores seat tokens', async () => {
    const f = fakeRoom('playing');
    const { store } = storeWith(f.room);
    await store.getState().joinByCode('K7QMZP', 'Ann');
    f.emit('error', {
      code: 'turn/not_your_turn',
      message: 'It is not your turn.',
      ruleId: 'R-TURN-1',
      type: 'command',
    });
    expect(store.getState().errors).toMatchObject([
      { code: 'turn/not_your_turn', message: 'It is not your turn.', ruleId: 'R-TURN-1' },
    ]);
    f.emit('seat:token', { seat: 0, token: 'secret', roomId: 'K7QMZP' });
    expect(loadSeatTokens('K7QMZP')).toEqual({ 0: 'secret' });
    store.getState().dismissError(store.getState().errors[0].at);
    expect(store.getState().errors).toEqual([]);
  });

  it('a failed connection becomes an error in words, not an exception', async () => {
    const client = {
      create: vi.fn(async () => Promise.reject(Object.assign(new Error('room "battle" not found'), { code: 4212 }))),
    };
    const store = createRoomStore(() => client as unknown as Client);
    expect(await store.getState().quickPlay('Ann')).toBeNull();
    expect(store.getState().errors[0]).toMatchObject({ code: 'net/4212', message: 'room "battle" not found' });
    expect(store.getState().status).toBe('idle');
  });

  it('keeps events in match order without duplicates', () => {
    const ev = (n: number) => ({ n, type: 'turnEnded', unit: 'eli' }) as GameEvent;
    expect(mergeEvents([ev(1), ev(3)], [ev(2), ev(3), ev(4)]).map((e) => e.n)).toEqual([1, 2, 3, 4]);
  });
});
