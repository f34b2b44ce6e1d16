/**
 * What a mechanism plugin is (DESIGN "Content": what data cannot say is one small plugin beside the data): a plain
 * object of optional functions the engine calls at fixed moments with the command's context (context.ts Ctx), so adding
 * a character means adding data plus a plugin — no engine branch. Plugins import only the mechanism API
 * (mechanismApi.ts); the engine receives them in its game definition (gameRules.ts), never from a global registry.
 */
import type { ContentSet, Effect, SkillDef } from '../content/schema';
import type { RuleError } from './errors';
import type { Hex } from '../hex';
import type { GameEvent } from './events';
import type { DeclaredAction, GameState, Unit } from './state';

// The context, the plugin and the game definition refer to each other, so their types live together in this file.

/**
 * The working context of one command, and the one context every engine step and mechanism plugin receives: the cloned
 * state the handlers change, the events they emit (context.ts emit), and the loaded game definition. Only the engine
 * creates one, on a copy, so the caller's state is never touched. `ask` is present while an action's effects resolve
 * (a hook effect may then open a player choice).
 */
export type Ctx = { state: GameState; events: GameEvent[]; rules: GameRules; ask?: (request: ChoiceRequest) => void };

/**
 * A player choice a hook effect asks for (R-NIA-3 "she must replace one she already holds", Noel's circle for a Link):
 * the engine asks the controller of `unit` to pick one of `options` (a `choice` prompt answered with `choose`), then
 * calls the hook effect `hook` ("mechanism:effect") with the same action and target and `{ ...params, choice }`.
 * With one option it calls the hook at once; with none it does nothing.
 */
export type ChoiceRequest = { unit: string; purpose: string; options: string[]; cells?: Hex[]; hook: string; params?: Record<string, number | string | boolean> };

/** A hook effect: what a content `hook` effect naming it does to the current target of a resolving action. */
export type MechanismEffect = (ctx: Ctx, action: DeclaredAction, target: string | null, params: Record<string, unknown>) => void;

/** One plugin's hooks; every function is optional and must be deterministic (dice only through the API's `roll`). */
export type Mechanism = {
  id: string;
  /** Called for a `hook` effect naming `${id}:${name}`. */
  effects?: Record<string, MechanismEffect>;
  /** Setup, right after a character is placed with its starting side and form (R-SETUP-16: Nia's first essence). */
  onPlaced?: (ctx: Ctx, unit: Unit) => void;
  /** Start phase, after the tracker and souls (R-START-1..4). */
  onTurnStart?: (ctx: Ctx, unit: Unit) => void;
  /**
   * Refuses a declaration the plugin would have nothing to act on (Circle Swap with no bound circle, Pull the Strings
   * with no free cell): a reason, or null to allow. Read-only; checked wherever a declaration is (legalCommands lists
   * only what passes), so a skill that would silently do nothing is neither listed nor accepted.
   */
  refuseDeclaration?: (state: GameState, unit: Unit, skill: SkillDef) => string | null;
  /** Changes a skill's range for a unit (Hunter's Spyglass +1, Thick Fog caps at 3); pure, read-only state. */
  modifyRange?: (state: GameState, unit: Unit, skill: SkillDef, range: { min: number; max: number }) => { min: number; max: number };
  /** End phase, before R-END-1 (e.g. Eli gains Stealth when unseen). */
  onTurnEnd?: (ctx: Ctx, unit: Unit) => void;
  /** Adjusts damage a unit is about to take, after status reductions (before Vigilance). */
  onDamageTaken?: (ctx: Ctx, unit: Unit, amount: number, source: string | null) => number;
  /** After an action has resolved on a target. */
  onSkillResolved?: (ctx: Ctx, action: DeclaredAction, target: string | null) => void;
  /** After the world turn's steps (R-WORLD-1..5). */
  onWorldTurn?: (ctx: Ctx) => void;
  /** When a night's event takes effect (R-EVENT-4). */
  onNightStart?: (ctx: Ctx, round: number) => void;
};

/** The plugins of a game definition by id; content names their hook effects "id:effect". */
export type MechanismRegistry = Readonly<Record<string, Mechanism>>;

/** What a game is: its content and its mechanism plugins by id (built into an engine by engine.ts createEngine). */
export type GameDefinition = { content: ContentSet; mechanisms: MechanismRegistry };

/** A checked game definition, indexed for the engine (gameRules.ts loadGame). */
export type GameRules = {
  readonly definition: GameDefinition;
  readonly content: ContentSet;
  /** The plugins in the order every hook runs: by id, so the order never depends on how the registry was written. */
  readonly hooks: readonly Mechanism[];
  /** The hook effect named "mechanism:effect" (`engine:` names the engine's own, engineMechanism.ts), or null. */
  effect(name: string): MechanismEffect | null;
  /**
   * Why an effect of the closed set refuses a declaration now (the effect table's declaration checks, rules/effects),
   * or null. Carried here rather than imported by declarationChecks.ts: the effect table reaches the damage and grant
   * code that the declaration checks sit below.
   */
  refuseEffect(state: GameState, unit: Unit, effect: Effect): RuleError | null;
};
