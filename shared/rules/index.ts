/**
 * shared/rules — the engine API other areas call (docs/architecture.md "The engine contract"). Every function is pure; states are plain JSON.
 *
 *   createMatch({ variant: 'beginner' | 'standard', seed, map?, content? }): GameState
 *       beginner: Eli/Yunye/Darien/Noel, open relics, waits for placements; standard: relics, market, events, a dealt map,
 *       waits for the draft. Throws only on programmer errors (content/map missing what the variant needs).
 *   applyCommand(state, seat, command: unknown): { ok: true, state, events } | { ok: false, error: { code, message, ruleId?, details? } }
 *       never throws, never mutates its input (content and map cells are shared, immutable, between states). `details`
 *       (errors.ts ErrorDetails) is what a client draws: the cell and path index, distance against range, cost against
 *       movement left, the status that forbids, the sight test. Rulings explain themselves in the events: `damaged`
 *       carries `steps` summing to its amount (events.ts DamageStep), the distance row and the status that dealt it;
 *       `statusApplied` a failed save; `fizzled` its details.
 *   previewCommand(state, seat, command: unknown, { answers? }): { ok: true, preview: CommandPreview } | { ok: false, error }
 *       — what the command would do before it is sent, computed by applyCommand itself on copies once per dice outcome
 *       (every roll branched on its values), every later decision answered by default (pass, first option): per unit
 *       exact distributions of damage and HP, the chance of death, of each status applied and removed, of each cell it
 *       ends on; each game result's chance; the decisions met with whose they are (and, asked, the odds per answer); for
 *       a react/pass answer the incoming action, the order and whether the answer changes its effect on the reactor.
 *       Same error as applyCommand when refused; never throws (preview/types.ts documents every field).
 *   legalCommands(state, seat): LegalCommands — moves (cells, costs, paths), turns, skills with targets, bonus actions,
 *       reactions of an open window, and a flat `commands` list each of which applyCommand accepts.
 *   awaiting(state): { id, kind: 'turn'|'draft'|'campfire'|'place'|'step'|'discard'|'reaction', seats, prompt, unit } | null
 *   defaultCommand(state, seat): Command | null — pass / end turn / first option, for a room's deadline.
 *   viewFor(state, seat | 'spectator'): GameView; eventsFor(state, events, viewer): GameEvent[] — hidden information;
 *       seatsSeePublicView(state): whether every seat's view is the spectator's but for `viewer` (the beginner game).
 *   determinize(view, seat, seed): GameState — a full state consistent with what `seat` sees (hidden relics, deck order,
 *       events drawn among what the seat cannot rule out; a fresh generator): what a fair bot searches on (determinize.ts).
 *   trackerView(unit): TrackerView — the status tracker as drawn (R-TRACK).
 *   parseCommand(input), parseScenario(json), buildScenarioState(scenario), runScenario(scenario).
 *   createEngine({ content, mechanisms }): the same functions for another game definition (engine.ts); the ones
 *   exported here are the standard game's (standardGame.ts).
 */
export * from './state';
export * from './commands';
export * from './errors';
export * from './events';
export {
  emptyState,
  makeCharacterUnit,
  matchMapFromLayout,
  BEGINNER_CHARACTERS,
  RELIC_CARDS,
  type MatchSetup,
  type MatchMap,
} from './setup';
export type { ApplyResult } from './applyCommand';
export type { LegalCommands, LegalSkill } from './legalCommands';
export type { TargetCheck } from './targeting';
export type { ReactionOption, ReactionUse } from './reactions';
export { PRIVATE_EVENT_TYPES, VIEW_HIDDEN_PATHS, type GameView } from './view';
export { determinize, canDeterminize } from './determinize';
export type { Awaiting, AwaitKind } from './awaiting';
export { createEngine, type Engine } from './engine';
export { loadGame, GameDefinitionError, type GameDefinition, type GameRules } from './gameRules';
export type { Mechanism, MechanismEffect, MechanismRegistry, ChoiceRequest } from './mechanism';
export type { Ctx } from './context';
export { STANDARD_GAME, standardEngine } from './standardGame';
export { reachableCells, type Reach } from './movement';
export { DIE_FACES } from './dice';
export { STATUS_DEFS } from './statuses';
export { createRng, nextUint32, randomInt, shuffled, type RngState } from '../random';
export {
  parseScenario,
  parseScenarioText,
  type Scenario,
  type ScenarioError,
  type ScenarioUnit,
  type ScenarioMap,
} from './scenario/parseScenario';
export type { ScenarioResult } from './scenario/runScenario';
export { cloneState, copyJson } from './cloneState';
export { trackerView, type TrackerView, type TrackerEntry } from './tracker';
export {
  GAME_RESULTS,
  type CommandPreview,
  type PreviewOptions,
  type PreviewResult,
  type UnitPreview,
  type ReactionPreview,
  type IncomingAction,
  type OpenedWindow,
  type StatusOutcome,
  type StatusRemoval,
  type MoveOutcome,
  type DamageHit,
  type Likelihood,
  type Range,
  type Odds,
  type Chance,
  type Decision,
  type AnswerOdds,
  type GameResult,
} from './preview/types';
export { likelihoodOf, valueOf as chanceValue } from './preview/chance';
export { gameEndReason } from './gameEnd';
export { undoCheck, undoPoint, type UndoCheck, type UndoEntry, type UndoRefusal } from './undo';

// The engine contract as functions of the standard game's engine (engine.ts binds each to its game definition).
import { standardEngine } from './standardGame';
export const {
  createMatch,
  applyCommand,
  previewCommand,
  legalCommands,
  legalTargets,
  checkTarget,
  reactionOptions,
  awaiting,
  defaultCommand,
  viewFor,
  seatsSeePublicView,
  eventsFor,
  buildScenarioState,
  runScenario,
} = standardEngine;
