/**
 * The hook interface for character, card and event modules (DESIGN "Content": a unique mechanism is one small module
 * beside its data). A module is a plain object of optional functions; the engine calls them at fixed moments with the
 * working copy of the state, so adding a character means adding data plus a module — no engine branch.
 * Modules are passed to the engine as a registry value (never module-level mutable state).
 */
import type { Effect, SkillDef } from '../content/schema';
import type { NewEvent } from './events';
import type { Hex } from '../hex';
import type { DeclaredAction, GameState, Unit } from './state';

/**
 * A player choice a hook effect asks for (R-NIA-3 "she must replace one she already holds", Noel's circle for a Link):
 * the engine asks the controller of `unit` to pick one of `options` (a `choice` prompt answered with `choose`), then
 * calls the hook effect `hook` ("module:effect") with the same action and target and `{ ...params, choice }`.
 * With one option it calls the hook at once; with none it does nothing.
 */
export type ChoiceRequest = { unit: string; purpose: string; options: string[]; cells?: Hex[]; hook: string; params?: Record<string, number | string | boolean> };

/**
 * What a hook may use: the working state (mutable copy) and an event sink; `ask` (present while an action resolves, in
 * hook effects) opens a player choice — a hook without it (setup, turn start, direct calls) decides by its own rule.
 */
export type HookContext = { state: GameState; emit: (event: NewEvent) => void; ask?: (request: ChoiceRequest) => void };

/** One module's hooks; every function is optional and must be deterministic (dice only through shared/rules/dice). */
export type RulesModule = {
  id: string;
  /** Called for a `hook` effect naming `${id}:${name}` (or the bare name when unique). */
  effects?: Record<string, (ctx: HookContext, action: DeclaredAction, target: string | null, params: Record<string, unknown>) => void>;
  /** Setup, right after a character is placed with its starting side and form (R-SETUP-16: Nia's first essence). */
  onPlaced?: (ctx: HookContext, unit: Unit) => void;
  /** Start phase, after the tracker and souls (R-START-1..4). */
  onTurnStart?: (ctx: HookContext, unit: Unit) => void;
  /**
   * Refuses a declaration the module would have nothing to act on (Circle Swap with no bound circle, Pull the Strings
   * with no free cell): a reason, or null to allow. Read-only; checked wherever a declaration is (legalCommands lists
   * only what passes), so a skill that would silently do nothing is neither listed nor accepted.
   */
  refuseDeclaration?: (state: GameState, unit: Unit, skill: SkillDef) => string | null;
  /** Changes a skill's range for a unit (Hunter's Spyglass +1, Thick Fog caps at 3); pure, read-only state. */
  modifyRange?: (state: GameState, unit: Unit, skill: SkillDef, range: { min: number; max: number }) => { min: number; max: number };
  /** End phase, before R-END-1 (e.g. Eli gains Stealth when unseen). */
  onTurnEnd?: (ctx: HookContext, unit: Unit) => void;
  /** Adjusts damage a unit is about to take, after status reductions (before Vigilance). */
  onDamageTaken?: (ctx: HookContext, unit: Unit, amount: number, source: string | null) => number;
  /** After an action has resolved on a target. */
  onSkillResolved?: (ctx: HookContext, action: DeclaredAction, target: string | null) => void;
  /** After the world turn's steps (R-WORLD-1..5). */
  onWorldTurn?: (ctx: HookContext) => void;
  /** When a night's event takes effect (R-EVENT-4). */
  onNightStart?: (ctx: HookContext, round: number) => void;
  /** Extra effects a passive adds to a resolving effect list (rarely needed; keep data first). */
  extraEffects?: (ctx: HookContext, action: DeclaredAction) => Effect[];
};

/** A registry of modules by id, passed in `createMatch` options or looked up by content `module` / `hook` names. */
export type ModuleRegistry = Record<string, RulesModule>;
