/**
 * shared/rules — the engine API other areas call (TEAM.md "Contracts"). Every function is pure; states are plain JSON.
 *
 *   createMatch({ variant: 'beginner' | 'standard', seed, map?, content? }): GameState
 *       beginner: Eli/Yunye/Darien/Noel, open relics, waits for placements; standard: relics, market, events, a dealt map,
 *       waits for the draft. Throws only on programmer errors (content/map missing what the variant needs).
 *   applyCommand(state, seat, command: unknown): { ok: true, state, events } | { ok: false, error: { code, message, ruleId? } }
 *       never throws, never mutates its input (content and map cells are shared, immutable, between states).
 *   legalCommands(state, seat): LegalCommands — moves (cells, costs, paths), turns, skills with targets, bonus actions,
 *       reactions of an open window, and a flat `commands` list each of which applyCommand accepts.
 *   awaiting(state): { id, kind: 'turn'|'draft'|'campfire'|'place'|'step'|'discard'|'reaction', seats, prompt, unit } | null
 *   defaultCommand(state, seat): Command | null — pass / end turn / first option, for a room's deadline.
 *   viewFor(state, seat | 'spectator'): GameView; eventsFor(state, events, viewer): GameEvent[] — hidden information.
 *   trackerView(unit): TrackerView — the status tracker as drawn (R-TRACK).
 *   parseCommand(input), parseScenario(json), buildScenarioState(scenario), runScenario(scenario).
 */
export * from './state';
export * from './commands';
export * from './errors';
export * from './events';
export { createMatch, emptyState, makeCharacterUnit, matchMapFromLayout, BEGINNER_CHARACTERS, RELIC_CARDS, type MatchSetup, type MatchMap } from './setup';
export { applyCommand, type ApplyResult } from './applyCommand';
export { legalCommands, type LegalCommands, type LegalSkill } from './legalCommands';
export { legalTargets, checkTarget } from './targeting';
export { reactionOptions, type ReactionOption, type ReactionUse } from './reactions';
export { viewFor, eventsFor, PRIVATE_EVENT_TYPES, type GameView } from './view';
export { awaiting, type Awaiting, type AwaitKind } from './awaiting';
export { defaultCommand } from './defaultCommand';
export { reachableCells, type Reach } from './movement';
export { DIE_FACES } from './dice';
export { STATUS_DEFS } from './statuses';
export type { RulesModule, ModuleRegistry, HookContext } from './hooks';
export { createRng, nextUint32, randomInt, shuffled, type RngState } from './random';
export * from './scenario';
export { cloneState, copyJson } from './cloneState';
export { trackerView, type TrackerView, type TrackerEntry } from './tracker';
