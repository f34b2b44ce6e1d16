/**
 * shared/rules — the engine API other areas call (TEAM.md "Contracts"):
 *   createMatch(setup) → GameState; applyCommand(state, seat, command: unknown) → ApplyResult (never throws, never mutates);
 *   legalCommands(state, seat); viewFor(state, seat | 'spectator'); eventsFor(state, events, viewer); awaiting(state);
 *   defaultCommand(state, seat); parseCommand(input); scenarios: parseScenario / runScenario.
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
export { cloneState } from './cloneState';
export { trackerView, type TrackerView, type TrackerEntry } from './tracker';
