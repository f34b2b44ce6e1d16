// A bot that fails never stops a room (issue 32): an error in a plugin's bot advice (Noel's dead-chooser crash was one)
// is caught by the prompt clock, logged, and the seat answers with the engine's default command, whether the bot
// decides on the room's thread or later (a worker).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engine, type Seat } from '../../server/engine';
import { PromptClock, type ClockDecision, type ClockRoom } from '../../server/rooms/PromptClock';
import { BattleState, SeatState } from '../../server/rooms/schema/BattleState';
import { settingsFromEnv } from '../../server/settings';
import type { BotBrain } from '../../server/bots/botBrain';
import { until } from './helpers';

/**
 * Four bot seats at the first prompt of a beginner match, and the clock's decisions carried out as the room does, with
 * the commands it plays recorded.
 */
function botRoom(brain: BotBrain) {
  const rules = engine();
  let game = rules.createMatch({ variant: 'beginner', seed: 1 });
  const state = new BattleState();
  state.phase = 'playing';
  for (let seat = 0; seat < 4; seat++) state.seats.push(new SeatState().assign({ seat, bot: true }));
  const submitted: { seat: Seat; command: unknown }[] = [];
  const room: ClockRoom = {
    state,
    settings: settingsFromEnv({}),
    roomId: () => 'TEST',
    match: () => ({ rules, game, commandCount: submitted.length }),
  };
  const clock = new PromptClock(room, brain);
  const follow = (decided: ClockDecision[]): void => {
    for (const d of decided) {
      // The bots' pause is skipped: the clock's bot timer runs at once (the deadline never comes in this test).
      if (d.kind === 'wait' && d.timer === 'bots') follow(clock.due(d.timer, d.prompt));
      else if (d.kind === 'think') void d.answer.then(follow);
      else if (d.kind === 'play') {
        const r = rules.applyCommand(game, d.seat, d.command);
        if (r.ok) {
          game = r.state;
          submitted.push({ seat: d.seat, command: d.command });
        }
        follow(clock.played(d, r.ok ? null : { ...r.error }));
      }
    }
  };
  const first = rules.awaiting(game)!;
  const open = () => follow(clock.open(first));
  return { open, first, submitted, default: rules.defaultCommand(game, first.seats[0]) };
}

describe('a failing bot answers with the default', () => {
  afterEach(() => vi.restoreAllMocks());

  it("a bot that throws on the room's thread: the default command, logged, nothing thrown", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const {
      open,
      first,
      submitted,
      default: fallback,
    } = botRoom(() => {
      throw new TypeError("Cannot read properties of null (reading 'q')");
    });
    expect(() => open()).not.toThrow();
    expect(submitted[0]).toEqual({ seat: first.seats[0], command: fallback });
    expect(logged).toHaveBeenCalled();
  });

  it('a bot that fails later (a worker): the default command once it has failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { open, first, submitted, default: fallback } = botRoom(() => Promise.reject(new Error('worker died')));
    open();
    await until(() => submitted.length > 0, 5000, 'the default answer');
    expect(submitted[0]).toEqual({ seat: first.seats[0], command: fallback });
    expect(logged).toHaveBeenCalled();
  });
});
