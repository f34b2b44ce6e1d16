/**
 * Rebuilds a finished match from its record (docs/online.md "Records"): createMatch(setup), then applyCommand for each
 * recorded command, keeping every state and the events of each step, so the replay can step both ways.
 */
import {
  applyCommand,
  createMatch,
  type GameEvent,
  type GameState,
  type MatchSetup,
  type Seat,
} from '../../../../shared/rules';

/** GET /api/matches/:id (the fields the replay uses). */
export type ReplayRecord = {
  matchId: string;
  roomName?: string;
  setup: unknown;
  seats: { name: string; bot: boolean }[];
  commands: { seat: number; by: string; command: unknown; at: number }[];
  result: unknown;
};

/** Every state of the match (index 0 = the start) and the events that led to each. */
export type Replay = { states: GameState[]; events: GameEvent[][]; failedAt: number | null; error: string | null };

/** Replays the record through the engine; stops at the first command the engine refuses (a record from another version). */
export function rebuildReplay(record: ReplayRecord): Replay {
  let state = createMatch(record.setup as MatchSetup);
  const states = [state];
  const events: GameEvent[][] = [[]];
  for (let i = 0; i < record.commands.length; i++) {
    const c = record.commands[i];
    const result = applyCommand(state, c.seat as Seat, c.command);
    if (!result.ok) return { states, events, failedAt: i, error: `${result.error.code}: ${result.error.message}` };
    state = result.state;
    states.push(state);
    events.push(result.events);
  }
  return { states, events, failedAt: null, error: null };
}
