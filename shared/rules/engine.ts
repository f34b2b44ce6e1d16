/**
 * An engine built from a game definition (boardgame.io builds its reducer from a Game the same way): the definition is
 * checked once here (gameRules.ts loadGame), and every function of the engine contract is bound to it. Tests build
 * engines with their own content or mechanisms this way, with no global to patch; shared/rules/index.ts exports the
 * standard game's engine (standardGame.ts).
 */
import type { SkillDef } from '../content/schema';
import { applyCommand, type ApplyResult } from './applyCommand';
import { awaiting, type Awaiting } from './awaiting';
import { defaultCommand } from './defaultCommand';
import { loadGame, type GameDefinition, type GameRules } from './gameRules';
import { legalCommands, type LegalCommands } from './legalCommands';
import { reactionOptions, type ReactionOption } from './reactions';
import { buildScenarioState, runScenario, type ScenarioResult } from './scenario/runScenario';
import type { Scenario } from './scenario/parseScenario';
import { createMatch, type MatchSetup } from './setup';
import type { GameState, Seat, TargetRef, Unit } from './state';
import { checkTarget, legalTargets, type TargetCheck } from './targeting';
import { eventsFor, seatsSeePublicView, viewFor } from './view';
import type { Command } from './commands';
import { previewCommand } from './preview/previewCommand';
import type { PreviewOptions, PreviewResult } from './preview/types';

/** The engine contract (shared/rules/index.ts documents each function), bound to one game definition. */
export type Engine = {
  readonly rules: GameRules;
  createMatch(setup: MatchSetup): GameState;
  applyCommand(state: GameState, seat: Seat, command: unknown): ApplyResult;
  previewCommand(state: GameState, seat: Seat, command: unknown, options?: PreviewOptions): PreviewResult;
  legalCommands(state: GameState, seat: Seat): LegalCommands;
  legalTargets(state: GameState, unit: Unit, skill: SkillDef): (TargetRef | null)[];
  checkTarget(state: GameState, source: Unit, skill: SkillDef, target: TargetRef | undefined | null): TargetCheck;
  reactionOptions(state: GameState, unit: Unit): ReactionOption[];
  awaiting(state: GameState): Awaiting | null;
  defaultCommand(state: GameState, seat: Seat): Command | null;
  viewFor: typeof viewFor;
  seatsSeePublicView: typeof seatsSeePublicView;
  eventsFor: typeof eventsFor;
  buildScenarioState(scenario: Scenario): GameState | { error: string };
  runScenario(scenario: Scenario): ScenarioResult | { error: string };
};

/** Checks a game definition (throws GameDefinitionError when it does not fit together) and builds its engine. */
export function createEngine(definition: GameDefinition): Engine {
  const rules = loadGame(definition);
  return Object.freeze({
    rules,
    createMatch: (setup) => createMatch(rules, setup),
    applyCommand: (state, seat, command) => applyCommand(rules, state, seat, command),
    previewCommand: (state, seat, command, options) => previewCommand(rules, state, seat, command, options),
    legalCommands: (state, seat) => legalCommands(rules, state, seat),
    legalTargets: (state, unit, skill) => legalTargets(rules, state, unit, skill),
    checkTarget: (state, source, skill, target) => checkTarget(rules, state, source, skill, target),
    reactionOptions: (state, unit) => reactionOptions(rules, state, unit),
    awaiting,
    defaultCommand,
    viewFor,
    seatsSeePublicView,
    eventsFor,
    buildScenarioState: (scenario) => buildScenarioState(rules, scenario),
    runScenario: (scenario) => runScenario(rules, scenario),
  } satisfies Engine);
}
