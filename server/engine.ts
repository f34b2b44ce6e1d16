/**
 * The one place the server reaches the rules engine (shared/rules, DESIGN "The engine contract").
 * The room calls only these functions and never looks inside the state beyond what they return.
 */
import * as rules from '../shared/rules';

/** A seat at the table (0..3). */
export type Seat = 0 | 1 | 2 | 3;
/** Every seat, in order. */
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** The engine's typed player error (`area/reason`). */
export type EngineError = { code: string; message: string; ruleId?: string };
/** What applyCommand returns. */
export type ApplyResult =
  | { ok: true; state: unknown; events: unknown[] }
  | { ok: false; error: EngineError };

/** The engine functions the room needs, exactly as shared/rules exports them. */
export interface Engine {
  createMatch(setup: unknown): unknown;
  applyCommand(state: unknown, seat: Seat, command: unknown): ApplyResult;
  legalCommands(state: unknown, seat: Seat): unknown;
  viewFor(state: unknown, who: Seat | 'spectator'): unknown;
  awaiting(state: unknown): unknown;
  defaultCommand(state: unknown, seat: Seat): unknown;
  /** Optional: the events `viewer` may receive (private ones, such as another team's relicDealt, removed). */
  eventsFor?(state: unknown, events: unknown[], viewer: Seat | 'spectator'): unknown[];
}

/** shared/rules, seen through the contract above (the room treats the state as opaque). */
const bound = rules as unknown as Engine;

/** The rules engine. */
export function engine(): Engine {
  return bound;
}
