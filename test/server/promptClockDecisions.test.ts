// The prompt clock without a room (docs/online.md "Prompts, deadlines, bots"): it keeps no timer and applies no command,
// it returns what the room must do (arm or cancel one of its two timers, play a command for a seat) and is told when a
// timer fires and what a command it played gave. The system time is fixed, so every deadline is an exact figure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engine, type Awaiting, type Command, type GameState, type Seat } from '../../server/engine';
import { PromptClock, type ClockPlay } from '../../server/rooms/PromptClock';
import { BattleState, SeatState } from '../../server/rooms/schema/BattleState';
import { settingsFromEnv } from '../../server/settings';
import type { BotBrain } from '../../server/bots/botBrain';

const NOW = 1_700_000_000_000;
const settings = settingsFromEnv({ BOT_DELAY_MS: '400', IDLE_LIMIT_S: '600' });

/** A timed table (per move, 60 s a turn) at the first prompt of a beginner match; `bots` names the bots' seats. */
function table(bots: Seat[], brain: BotBrain = () => null) {
  const rules = engine();
  const match = { rules, game: rules.createMatch({ variant: 'beginner', seed: 1 }) as GameState, commandCount: 0 };
  const state = new BattleState();
  state.phase = 'playing';
  state.clock = 'move';
  state.options.assign({ turnDeadlineS: 60, reactionDeadlineS: 20, extensionMaxS: 90, reconnectS: 60 });
  for (let seat = 0; seat < 4; seat++)
    state.seats.push(
      new SeatState().assign({
        seat,
        bot: bots.includes(seat as Seat),
        holder: bots.includes(seat as Seat) ? '' : `p${seat}`,
        connected: true,
      }),
    );
  const clock = new PromptClock({ state, settings, roomId: () => 'TEST', match: () => match }, brain);
  const first = rules.awaiting(match.game)!;
  /** The engine's default for `seat` on the state now. */
  const fallback = (seat: Seat) => rules.defaultCommand(match.game, seat);
  return { clock, state, match, first, fallback };
}

describe('the prompt clock decides, the room carries out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("a new prompt: its deadline written into the state and a deadline timer to arm; the bots' pause only when a bot is awaited", () => {
    const { clock, state, first } = table([]);
    expect(first.kind).toBe('place');
    expect(clock.open(first)).toEqual([
      { kind: 'wait', timer: 'deadline', ms: 60_000, prompt: first.id },
      { kind: 'cancel', timer: 'bots' },
    ]);
    expect(state.prompt.toJSON()).toMatchObject({
      id: first.id,
      kind: 'place',
      deadline: NOW + 60_000,
      seats: first.seats,
    });
    // The same prompt again (seats changed hands): its deadline stays; now a bot sits at the awaited seat.
    state.seats[first.seats[0]].bot = true;
    expect(clock.arm()).toEqual([{ kind: 'wait', timer: 'bots', ms: 400, prompt: first.id }]);
  });

  it("the deadline: the engine's default for each awaited seat in turn, while the prompt is open; a stale timer does nothing", () => {
    const { clock, match, first, fallback } = table([]);
    const both: Awaiting = { ...first, seats: [0, 1] };
    clock.open(both);
    expect(clock.due('deadline', 'prompt:0')).toEqual([]);
    const [play] = clock.due('deadline', both.id) as [ClockPlay];
    expect(play).toEqual({ kind: 'play', seat: 0, command: fallback(0), by: 'timeout', prompt: both.id, rest: [1] });
    // The room applied it: the next seat's default is asked on the state after it.
    const applied = match.rules.applyCommand(match.game, 0, play.command);
    if (!applied.ok) throw new Error(applied.error.message);
    match.game = applied.state;
    expect(clock.played(play, null)).toEqual([
      { kind: 'play', seat: 1, command: fallback(1), by: 'timeout', prompt: both.id, rest: [] },
    ]);
    // The prompt moved on: the pass stops.
    clock.open(match.rules.awaiting(match.game)!);
    expect(clock.played(play, null)).toEqual([]);
  });

  it("a bot's answer is played; a refused one is replaced by the engine's default once, then the pass goes on", () => {
    const bogus = { type: 'place', prompt: 99 } as unknown as Command;
    const { clock, first, fallback } = table([0, 1, 2, 3], () => bogus);
    const both: Awaiting = { ...first, seats: [0, 1] };
    expect(clock.open(both)).toContainEqual({ kind: 'wait', timer: 'bots', ms: 400, prompt: both.id });
    const [play] = clock.due('bots', both.id) as [ClockPlay];
    expect(play).toEqual({ kind: 'play', seat: 0, command: bogus, by: 'bot', prompt: both.id, rest: [1] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = { code: 'prompt/mismatch', message: 'no prompt 99' };
    const [instead] = clock.played(play, refused) as [ClockPlay];
    expect(instead).toEqual({ ...play, command: fallback(0), fallback: true });
    // The default refused too: no third try, the next bot seat answers.
    expect(clock.played(instead, refused)).toEqual([
      { kind: 'play', seat: 1, command: bogus, by: 'bot', prompt: both.id, rest: [] },
    ]);
  });

  it('a bot that answers later: the room waits for it; an answer to a prompt closed meanwhile is dropped', async () => {
    let answer: (c: Command | null) => void = () => {};
    const { clock, first } = table([0], () => new Promise<Command | null>((resolve) => (answer = resolve)));
    clock.open(first);
    const [thinking] = clock.due('bots', first.id);
    if (thinking.kind !== 'think') throw new Error(`expected a think decision, got ${thinking.kind}`);
    expect(clock.close()).toEqual([
      { kind: 'cancel', timer: 'deadline' },
      { kind: 'cancel', timer: 'bots' },
    ]);
    answer({ type: 'endTurn' } as Command);
    expect(await thinking.answer).toEqual([]);
  });

  it("an extension and an away seat move the deadline's timer with the deadline everyone sees", () => {
    const { clock, state, first } = table([]);
    clock.open(first);
    const extended = clock.extend(first.seats[0], first.id);
    if ('code' in extended) throw new Error(extended.message);
    expect(extended.extension).toEqual({ seat: first.seats[0], kind: 'place', addedMs: 60_000 });
    expect(extended.decided).toEqual([{ kind: 'wait', timer: 'deadline', ms: 120_000, prompt: first.id }]);
    expect(state.prompt.deadline).toBe(NOW + 120_000);
    // The awaited seat's holder drops: the clock stops (what was left, plus the 30 s pause budget), then goes on.
    state.seats[first.seats[0]].connected = false;
    expect(clock.seatAway(first.seats[0])).toEqual([
      { kind: 'wait', timer: 'deadline', ms: 150_000, prompt: first.id },
    ]);
    vi.setSystemTime(NOW + 10_000);
    expect(clock.seatBack(first.seats[0])).toEqual([
      { kind: 'wait', timer: 'deadline', ms: 120_000, prompt: first.id },
    ]);
    expect(state.prompt.deadline).toBe(NOW + 10_000 + 120_000);
  });
});
