/**
 * The one place the server reaches the rules engine (shared/rules, docs/architecture.md "The engine contract"), with the engine's own
 * types: the room calls only the contract's functions (createMatch, applyCommand, awaiting, defaultCommand, viewFor,
 * seatsSeePublicView, eventsFor) and reads nothing of the state beyond what they return.
 */
import {
  SEATS as RULE_SEATS,
  standardEngine,
  type Engine as RulesEngine,
  type Seat as RulesSeat,
} from '../shared/rules';

export type {
  ApplyResult,
  Awaiting,
  Command,
  GameEvent,
  GameState,
  GameView,
  MatchSetup,
  RuleError,
} from '../shared/rules';
export { gameEndReason, undoCheck, undoPoint, type UndoEntry } from '../shared/rules';
export { teamOf } from '../shared/rules/view';

/** A seat at the table (0..3). */
export type Seat = RulesSeat;
/** Every seat, in order. */
export const SEATS: readonly Seat[] = RULE_SEATS;

/** The engine the room plays: the standard game's (shared/rules/standardGame.ts). */
export type Engine = RulesEngine;

/** The rules engine. */
export function engine(): Engine {
  return standardEngine;
}
