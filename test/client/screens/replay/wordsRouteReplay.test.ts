import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createMatch,
  legalCommands,
  type Command,
  type GameEvent,
  type GameState,
} from '../../../../shared/rules';
import { eventText } from '../../../../client/src/i18n/words';
import { parseRoute } from '../../../../client/src/nav/route';
import { rebuildReplay } from '../../../../client/src/screens/replay/rebuildReplay';

/** A short beginner game: every seat answers with its first legal command, or ends its turn after moving once. */
function playSome(steps: number): {
  commands: { seat: number; by: string; command: Command; at: number }[];
  events: GameEvent[];
  state: GameState;
} {
  let state = createMatch({ variant: 'beginner', seed: 21 });
  const commands: { seat: number; by: string; command: Command; at: number }[] = [];
  const events: GameEvent[] = [];
  let movedThisTurn = false;
  for (let i = 0; i < steps && state.stage !== 'over'; i++) {
    const seat = state.pending ? state.pending.seat : state.units[state.turn!.unit].seat;
    const legal = legalCommands(state, seat);
    const move = legal.commands.find((c) => c.type === 'move');
    const skill = legal.commands.find((c) => c.type === 'skill');
    const command: Command = legal.prompt
      ? legal.commands[0]
      : (skill ?? (!movedThisTurn && move ? move : { type: 'endTurn' as const }));
    movedThisTurn = command.type === 'move' ? true : command.type === 'endTurn' ? false : movedThisTurn;
    const r = applyCommand(state, seat, command);
    if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(command)}`);
    state = r.state;
    events.push(...r.events);
    commands.push({ seat, by: 'bot', command, at: i });
  }
  return { commands, events, state };
}

describe('routes', () => {
  it.each([
    ['/', '', { name: 'home' }],
    ['/lab', '', { name: 'lab' }],
    ['/', '?seed=42', { name: 'lab' }],
    ['/', '?layout=abc', { name: 'lab' }],
    ['/play/k7qmzp', '', { name: 'play', code: 'K7QMZP' }],
    ['/replay/20261122T071500Z-K7QMZP', '', { name: 'replay', matchId: '20261122T071500Z-K7QMZP' }],
    ['/learn', '', { name: 'learn', chapter: null }],
    ['/learn/02-attacking', '', { name: 'learn', chapter: '02-attacking' }],
    ['/nowhere', '', { name: 'home' }],
  ])('%s%s', (path, search, route) => expect(parseRoute(path, search)).toEqual(route));
});

describe('event log words (i18n en + zh)', () => {
  const game = playSome(160);
  it('every event of a game reads as words in both languages, with no unfilled slot', () => {
    expect(game.events.length).toBeGreaterThan(20);
    for (const lang of ['en', 'zh'] as const)
      for (const e of game.events) {
        const text = eventText(e, game.state, lang);
        if (text === null) continue;
        expect(text, `${e.type}`).not.toMatch(/\{\w+\}|undefined|ev\./);
      }
  });
  it('names come from the content strings', () => {
    const started = game.events.find((e) => e.type === 'turnStarted')!;
    expect(eventText(started, game.state, 'en')).toMatch(/^(Eli|Yunye|Darien|Noel)'s turn$/);
    expect(eventText(started, game.state, 'zh')).toMatch(/的回合$/);
  });
});

describe('replay rebuild (createMatch(setup) + applyCommand per command)', () => {
  it('reaches the same final state as the game it replays, and every step in between', () => {
    const game = playSome(120);
    const replay = rebuildReplay({
      matchId: 'x',
      setup: { variant: 'beginner', seed: 21 },
      seats: [],
      commands: game.commands,
      result: null,
    });
    expect(replay.error).toBeNull();
    expect(replay.states).toHaveLength(game.commands.length + 1);
    expect(replay.states.at(-1)).toEqual(game.state);
    expect(replay.events.flat()).toEqual(game.events);
  });
  it('stops at a command the engine refuses and says which', () => {
    const replay = rebuildReplay({
      matchId: 'x',
      setup: { variant: 'beginner', seed: 21 },
      seats: [],
      commands: [{ seat: 3, by: 'player', command: { type: 'endTurn' }, at: 0 }],
      result: null,
    });
    expect(replay.failedAt).toBe(0);
    expect(replay.error).toMatch(/\//);
    expect(replay.states).toHaveLength(1);
  });
});
