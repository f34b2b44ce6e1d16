// Issue 16 §2 on the client, without a browser: the log with the room's own lines (a timeout, an undo), the result
// screen's leader kill, the replay's round and turn jumps.
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  awaiting,
  createMatch,
  defaultCommand,
  type GameEvent,
  type GameState,
} from '../../../../shared/rules';
import { withRoomLog } from '../../../../client/src/net/teamTalk';
import { leaderKills } from '../../../../client/src/screens/match/ResultScreen';
import { jump, replayMarks } from '../../../../client/src/screens/replay/replayJumps';

const ev = (n: number, type: string, extra: Record<string, unknown> = {}) =>
  ({ n, type, ...extra }) as unknown as GameEvent;

describe('room lines in the log', () => {
  it('a timeout goes before the events it caused', () => {
    const log = withRoomLog([ev(1, 'turnStarted'), ev(2, 'turnEnded')], {
      type: 'timeout',
      seat: 0,
      kind: 'turn',
      n: 1.5,
      at: 0,
    });
    expect(log.map((e) => e.type)).toEqual(['turnStarted', 'timeout', 'turnEnded']);
  });
  it('an undo takes the undone events out of the log and says so', () => {
    const log = withRoomLog([ev(1, 'turnStarted'), ev(2, 'moved'), ev(3, 'turned')], {
      type: 'undo',
      seat: 1,
      n: 1.5,
      at: 0,
    });
    expect(log.map((e) => e.type)).toEqual(['turnStarted', 'undo']);
  });
});

describe('the result screen', () => {
  it('names who killed the Holy Relic holder (R-OVR-3): the last unit that damaged it', () => {
    const events = [
      ev(1, 'damaged', { unit: 'noel', source: 'yunye', amount: 1 }),
      ev(2, 'damaged', { unit: 'noel', source: 'eli', amount: 2 }),
      ev(3, 'died', { unit: 'noel', relic: 'holy', team: 'blue' }),
      ev(4, 'died', { unit: 'darien', relic: 'vessel', team: 'blue' }),
    ];
    expect(leaderKills(events)).toEqual([{ victim: 'noel', team: 'blue', killer: 'eli' }]);
    expect(leaderKills([ev(1, 'died', { unit: 'eli', relic: 'holy', team: 'red' })])).toEqual([
      { victim: 'eli', team: 'red', killer: null },
    ]);
  });
});

describe('replay jumps', () => {
  it('finds where each round and turn starts, and jumps between them', () => {
    let state = createMatch({ variant: 'beginner', seed: 5 });
    const states: GameState[] = [state];
    for (let i = 0; i < 120 && state.stage !== 'over'; i++) {
      const a = awaiting(state)!;
      const r = applyCommand(state, a.seats[0], defaultCommand(state, a.seats[0]));
      if (!r.ok) throw new Error(r.error.message);
      states.push((state = r.state));
    }
    const marks = replayMarks(states);
    expect(marks.rounds.length).toBeGreaterThan(1);
    expect(marks.turns.length).toBeGreaterThan(marks.rounds.length);
    for (const { round, step } of marks.rounds) expect(states[step].round).toBe(round);
    for (const step of marks.turns) expect(states[step].counters.turn).not.toBe(states[step - 1].counters.turn);
    const [first, second] = marks.turns;
    expect(jump(marks.turns, 0, 1)).toBe(first);
    expect(jump(marks.turns, first, 1)).toBe(second);
    expect(jump(marks.turns, second, -1)).toBe(first);
    expect(jump(marks.turns, first, -1)).toBe(first);
  });
});
