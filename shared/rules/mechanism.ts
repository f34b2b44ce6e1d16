/**
 * What a mechanism plugin is (docs/content.md "The content model": what data cannot say is one small plugin beside the data): a plain
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
export type ChoiceRequest = {
  unit: string;
  purpose: string;
  options: string[];
  cells?: Hex[];
  hook: string;
  params?: Record<string, number | string | boolean>;
};

/**
 * A hit a unit took (mechanism `onDamaged`): the damage dealt (> 0, after every reduction), its source unit, what dealt
 * it — the origin of the resolving action when its source deals it (a skill, an item, an equipment card), null for
 * status, event and other sourceless damage — and the cell the unit stood on when hit (null if it was off the map).
 */
export type HitTaken = {
  amount: number;
  source: string | null;
  by: DeclaredAction['origin']['kind'] | null;
  at: Hex | null;
};

/** A hook effect: what a content `hook` effect naming it does to the current target of a resolving action. */
export type MechanismEffect = (
  ctx: Ctx,
  action: DeclaredAction,
  target: string | null,
  params: Record<string, unknown>,
) => void;

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
  modifyRange?: (
    state: GameState,
    unit: Unit,
    skill: SkillDef,
    range: { min: number; max: number },
  ) => { min: number; max: number };
  /** End phase, before R-END-1 (e.g. Eli gains Stealth when unseen). */
  onTurnEnd?: (ctx: Ctx, unit: Unit) => void;
  /** Adjusts damage a unit is about to take, after status reductions (before Vigilance). */
  onDamageTaken?: (ctx: Ctx, unit: Unit, amount: number, source: string | null) => number;
  /** After a unit has lost HP (its `damaged` event, and its death, already emitted): what answers a hit (Thorned Mail). */
  onDamaged?: (ctx: Ctx, unit: Unit, hit: HitTaken) => void;
  /** After an action has resolved on a target. */
  onSkillResolved?: (ctx: Ctx, action: DeclaredAction, target: string | null) => void;
  /** After the world turn's steps (R-WORLD-1..5). */
  onWorldTurn?: (ctx: Ctx) => void;
  /** When a night's event takes effect (R-EVENT-4). */
  onNightStart?: (ctx: Ctx, round: number) => void;
  /** What the bot (shared/ai) should know about this plugin's effects and choices; optional (the bot then reads the data alone). */
  bot?: BotAdvice;
};

/** What the bot adds up for a list of effects against one target at a distance (shared/ai/skillValue.ts, the effect table's bot values). */
export type EffectValue = { damage: number; statuses: number; moves: number; heal: number; selfHeal: number };

/** What a skill use is, as the bot sees it while scoring one command. */
export type BotUse = {
  skill: SkillDef;
  /** The skill's effects for the unit's form and curse (skills.ts effectsOf). */
  effects: Effect[];
  /** Its effect kinds, hook effects as "mechanism:effect" and markers as "marker:kind" (shared/ai/skillValue.ts effectKinds). */
  kinds: Set<string>;
  cursed: boolean;
};

/** A module choice prompt's option as the bot weighs it (ChoiceRequest, answered with `choose`). */
export type BotChoice = {
  purpose: string;
  option: number;
  value: string;
  cell: Hex | undefined;
  params: Record<string, unknown> | undefined;
};

/**
 * The bot's view of one decision, given to a plugin's advice: the acting unit, the living units around it, and the
 * bot's generic evaluator and positional helpers (implemented in shared/ai/chooseBotCommand.ts).
 */
export type BotView = {
  readonly game: GameState;
  readonly me: Unit;
  /** Living enemy units on the map; `foes` the enemy characters among them; `allies` the unit's living allies (itself excluded). */
  readonly enemies: Unit[];
  readonly foes: Unit[];
  readonly allies: Unit[];
  /** The distance from `from` to the nearest of `units` on the map (Infinity when none; a unit off the map is not counted). */
  nearestDistance(from: Hex, units: Unit[]): number;
  /** How many of `units` stand within `range` of `cell`. */
  countWithin(cell: Hex, units: Unit[], range: number): number;
  lowHp(unit: Unit): boolean;
  /** The enemy leader is known (revealed relic, or the beginner game's open relics). */
  isKnownLeader(unit: Unit): boolean;
  /** The generic value of hitting enemy `unit` for `damage` expected plus `extra` (statuses, moves). */
  hitValue(unit: Unit, damage: number, extra: number): number;
  /** An area's value over `victims`: the best single hit plus a share of the others. */
  sumHits(victims: Unit[], effects: Effect[], distance: number): number;
  /** Expected value of `effects` from `source` on `target` at `distance` (the effect table's bot values). */
  valueOf(effects: Effect[], source: Unit, target: Unit | null, distance: number): EffectValue;
  /** A skill's effects for a form (and curse). */
  effectsOf(skill: SkillDef, form: string | null, cursed: boolean): Effect[];
};

/**
 * A plugin's bot advice: how the bot values the commands and choices only this plugin gives meaning to. Every function
 * is optional and pure; `undefined` means "no advice here" and the bot's generic evaluator decides. Plugins are asked in
 * the game definition's hook order (by id).
 */
export type BotAdvice = {
  /** The final score of a self, area or line skill use (no unit or cell target) the plugin recognises. */
  scoreUntargeted?(bot: BotView, use: BotUse): number | undefined;
  /** The final score of a cell-targeted skill use the plugin recognises (after summons, before dashes and teleports). */
  scoreCell?(bot: BotView, use: BotUse, cell: Hex): number | undefined;
  /** The final score of a skill use aimed at a unit (ally or enemy) that the plugin values itself. */
  scoreUnit?(bot: BotView, use: BotUse, unit: Unit): number | undefined;
  /** Adjusts the generic score of a unit-targeted use already found worth it (>= 0); returns the new score. */
  adjustUnit?(bot: BotView, use: BotUse, unit: Unit, value: EffectValue, score: number): number;
  /** Effect kinds ("mechanism:effect") whose reactions are scored as actions, never as a fast self-protection, and may aim at a cell. */
  actionReactions?: readonly string[];
  /** What a skill of a board side is worth for flipping to it, beyond its damage (e.g. a detonator to set off). */
  sideValue?(bot: BotView, skill: SkillDef, kinds: Set<string>): number;
  /** The score of a choice option whose purpose is "<this plugin's id>:…"; `first` is the small bonus option 0 gets. */
  scoreChoice?(bot: BotView, choice: BotChoice, first: number): number;
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
