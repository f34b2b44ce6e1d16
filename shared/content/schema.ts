/**
 * The content schema: skills, characters, item/equipment cards, events and statuses as plain data (docs/content.md "The content model").
 * The engine interprets the closed sets below; a character's unique mechanism is a small module the engine calls through
 * a named hook (a mechanism plugin, shared/mechanisms; its interface shared/rules/mechanism.ts), so adding a character needs no engine branch. Validation: validate.ts.
 */

/** Die kinds (R-DICE-1); faces are fixed by O-24 in shared/rules/dice.ts. */
export const DIE_KINDS = ['advantage', 'normal', 'disadvantage'] as const;
export type DieKind = (typeof DIE_KINDS)[number];

/** Targeting shapes (docs/content.md "The content model"): self, one unit, the front cone, all around, a straight line, or a cell. */
export const TARGETING_KINDS = ['self', 'single', 'front', 'surround', 'line', 'cell'] as const;
export type TargetingKind = (typeof TARGETING_KINDS)[number];

/** Whom an effect may target (O-03); 'statue' is accepted by single targeting when `statue` is true. */
export const TARGET_FILTERS = ['enemy', 'ally', 'any', 'self'] as const;
export type TargetFilter = (typeof TARGET_FILTERS)[number];

/** Skill tags (R-FORCE-1, R-FORCE-3, R-MAP-2, R-DMG-4, R-DMG-5, R-STATUE-2). */
export const SKILL_TAGS = [
  'facing-lock',
  'regular-displacement',
  'ignores-terrain',
  'unresistable',
  'unrespondable',
  'non-targeted',
] as const;
export type SkillTag = (typeof SKILL_TAGS)[number];

/** How a skill is used (R-STD-2, R-SHEET-9, R-SHEET-10, R-STD-5, R-BONUS-7). */
export const SKILL_USAGES = ['weapon', 'ultimate', 'response', 'extra'] as const;
export type SkillUsage = (typeof SKILL_USAGES)[number];

/** The action cost of an extra skill (R-STD-5 standard, R-BONUS-7 bonus). Weapon skills and ultimates are standard. */
export const ACTION_COSTS = ['standard', 'bonus', 'none'] as const;
export type ActionCost = (typeof ACTION_COSTS)[number];

/** How often an extra skill may be used: per own turn, per round, per game, or unlimited (O-43). */
export const USE_LIMITS = ['turn', 'round', 'game', 'unlimited'] as const;
export type UseLimit = (typeof USE_LIMITS)[number];

/** The 13 statuses of R-STATUS-2..14 (Vigilance and Cursed Vigilance are the two faces of one marker). */
export const STATUS_IDS = [
  'burning',
  'root',
  'bleeding',
  'poison',
  'stun',
  'frenzy',
  'link',
  'stealth',
  'sturdy',
  'weakness',
  'vigilance',
  'cursedVigilance',
  'regeneration',
  'iceShield',
] as const;
export type StatusId = (typeof STATUS_IDS)[number];

/** Status kinds (R-STATUS-1): persistent acts while present, periodic acts at the owner's tracker flips. */
export const STATUS_KINDS = ['persistent', 'periodic'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

/** Whom an effect acts on: the current target, or the source itself (e.g. a dash or a self-heal after a hit). */
export const EFFECT_SUBJECTS = ['target', 'source'] as const;
export type EffectSubject = (typeof EFFECT_SUBJECTS)[number];

/** A dice pool: `count` dice of one kind (R-DMG-1: "deal N advantage-die damage"). */
export type DicePool = { kind: DieKind; count: number };

/** An amount: fixed part plus dice, e.g. "1 + one normal die" = { fixed: 1, dice: [{ kind: 'normal', count: 1 }] }. */
export type Amount = { fixed: number; dice?: DicePool[] };

/** One column of a distance table (R-DMG-2): at distances from..to (inclusive; to omitted = from) deal amount. */
export type DistanceEntry = { from: number; to?: number; amount: Amount };

/**
 * The closed set of effects (docs/content.md "The content model"). Every effect acts on `on` (default 'target').
 * - attack: a hit roll (R-YUNYE-1 "attack 111 once"): roll the dice; a total of 0 misses, otherwise `onHit` applies.
 * - damage: `amount`, or `byDistance` measured at resolution (R-DMG-2; a distance absent from the table = no effect);
 *   `bonusIfTargetHas` adds an amount when the target carries a status (Intercepting Fist, R-YUNYE-1).
 * - push / pull: k steps away from / towards the source (R-FORCE-4..6); the controller picks each step.
 * - dash: the source moves along a shortest route to the chosen cell (R-FORCE-7); `maxDistance` caps the route;
 *   `pathDamage` hits each unit (of `pathFilter`, default enemies) beside a cell it entered, each hit with its own
 *   reaction window (R-DASH-1).
 * - teleport: the subject is placed on the chosen cell (R-FORCE-8).
 * - swap: source and target exchange cells.
 * - applyStatus: with an optional save (R-SAVE-1/2) against `saveThreshold` (O-25: 3 when none is printed).
 * - removeStatus: 'negative' removes every negative status (R-STATUS-16).
 * - heal: up to max HP (R-SHEET-4). summon: a unit definition id placed on the chosen cell.
 * - placeMarker / removeMarker: a named map marker on the chosen cell; at `max` the oldest moves (default) or, with
 *   onLimit 'refuse', the use is refused at declaration (R-EDWIN-2). gainCurse / gainSoul: tokens for the subject.
 * - gainResource: add to a mechanism counter of the subject (unit.mechanism[resource]), capped at `max`.
 * - gainItem: put a card into the subject's item slots (Edwin's detonators, R-EDWIN-1).
 * - grantAction: a granted action (R-STATUS-12): the subject may at once declare one skill of `skills` at `speed`, inside
 *   the current chain, with its own targets and reaction windows (a react-like prompt; passing declines it). 'otherWeapon'
 *   = an unused weapon skill of either side of its current board other than the granting skill. `asReaction`: only when
 *   the granting action was a reaction. `afterNegating`: the grant waits on the subject's status of that id and opens
 *   when that status negates damage (Cursed Vigilance, O-49), instead of at once.
 * - hook: a mechanism plugin's named effect with its own parameters (shared/mechanisms, shared/rules/mechanism.ts).
 */
export type Effect = EffectBody & { when?: EffectCondition };

/**
 * A condition on an effect: it applies only when every given clause holds at resolution — the target or source carries
 * a status, the source's weapon form is `form` (R-DARIEN-3), or the source's mechanism counter reaches `atLeast`.
 */
export type EffectCondition = {
  targetHas?: StatusId;
  targetLacks?: StatusId;
  sourceHas?: StatusId;
  form?: string;
  resource?: { id: string; atLeast: number };
};

/** The effect bodies (see Effect). */
export type EffectBody =
  | {
      kind: 'damage';
      on?: EffectSubject;
      amount?: Amount;
      byDistance?: DistanceEntry[];
      bonusIfTargetHas?: { status: StatusId; amount: Amount };
    }
  | { kind: 'attack'; dice: DicePool[]; onHit: Effect[] }
  | { kind: 'push'; on?: EffectSubject; distance: number }
  | { kind: 'pull'; on?: EffectSubject; distance: number }
  | { kind: 'dash'; maxDistance?: number; pathDamage?: Amount; pathFilter?: TargetFilter }
  | { kind: 'teleport'; on?: EffectSubject; maxDistance?: number }
  | { kind: 'swap' }
  | { kind: 'applyStatus'; on?: EffectSubject; status: StatusId; save?: boolean; saveThreshold?: number }
  | { kind: 'removeStatus'; on?: EffectSubject; statuses: 'negative' | StatusId[] }
  | { kind: 'heal'; on?: EffectSubject; amount: Amount }
  | { kind: 'summon'; unit: string; max?: number }
  | {
      kind: 'placeMarker';
      marker: string;
      at?: 'targetCell' | 'sourceCell';
      max?: number;
      onLimit?: 'refuse' | 'moveOldest';
    }
  | { kind: 'removeMarker'; marker: string }
  | { kind: 'gainCurse'; on?: EffectSubject; amount: number }
  | { kind: 'gainSoul'; on?: EffectSubject; amount: number }
  | { kind: 'gainResource'; on?: EffectSubject; resource: string; amount: number; max?: number }
  | { kind: 'gainItem'; on?: EffectSubject; card: string }
  | {
      kind: 'grantAction';
      on?: EffectSubject;
      speed: number;
      skills: 'otherWeapon' | string[];
      asReaction?: boolean;
      afterNegating?: StatusId;
    }
  | { kind: 'hook'; hook: string; params?: Record<string, number | string | boolean> };

/** The effect kinds, one entry per member of EffectBody: a kind added to the union and not here does not compile. */
const EFFECT_KIND_NAMES: { readonly [K in EffectBody['kind']]: K } = {
  damage: 'damage',
  attack: 'attack',
  push: 'push',
  pull: 'pull',
  dash: 'dash',
  teleport: 'teleport',
  swap: 'swap',
  applyStatus: 'applyStatus',
  removeStatus: 'removeStatus',
  heal: 'heal',
  summon: 'summon',
  placeMarker: 'placeMarker',
  removeMarker: 'removeMarker',
  gainCurse: 'gainCurse',
  gainSoul: 'gainSoul',
  gainResource: 'gainResource',
  gainItem: 'gainItem',
  grantAction: 'grantAction',
  hook: 'hook',
};
export type EffectKind = EffectBody['kind'];
/** The effect kinds in a fixed order (the engine's effect table, shared/rules/effects, has one handler for each). */
export const EFFECT_KINDS: readonly EffectKind[] = Object.values(EFFECT_KIND_NAMES);

/**
 * How a skill chooses what it affects.
 * - range: distance limits from the source (min defaults to 1 for units, 0 for cells; self ignores it).
 * - vision: the target must be in the source's vision (R-LOS-2); default true.
 * - filter: whom it may affect (O-03); areas ('front', 'surround') hit every unit of the filter in the area.
 * - statue: single targeting may choose the Statue of Yer (R-STATUE-1, O-13).
 * - length: cells of a line (line targeting picks a direction; the line stops at blocking terrain).
 * - emptyCell: cell targeting needs an unoccupied enterable cell (teleport, dash, summon).
 */
export type Targeting = {
  kind: TargetingKind;
  range?: { min?: number; max: number };
  vision?: boolean;
  filter?: TargetFilter;
  statue?: boolean;
  length?: number;
  emptyCell?: boolean;
};

/** The stronger version bought with one curse token (R-SKILL-5): extra effects appended, or a full replacement. */
export type CurseVersion = { effects: Effect[]; replace?: boolean; speed?: number };

/**
 * One skill (R-SKILL-2): weapon skills sit on a board side; ultimates, response skills and extras on the character.
 * `byForm` gives per-form effects for characters with weapon forms (R-DARIEN-3); the unit's current form picks them.
 * `reaction`: usable as a reaction (weapon skills and response skills always are; R-REACT-2/3).
 */
export type SkillDef = {
  id: string;
  nameKey: string;
  textKey: string;
  usage: SkillUsage;
  speed: number;
  targeting: Targeting;
  tags?: SkillTag[];
  effects: Effect[];
  byForm?: Record<string, Effect[]>;
  curse?: CurseVersion;
  reaction?: boolean;
  cost?: ActionCost;
  limit?: UseLimit;
  /** A mechanism counter the skill spends when declared (Edwin's bullets, Nia's essences); refused when short. */
  resourceCost?: { id: string; amount: number };
};

/** One side of a skill board: a combat style with its two skills (R-SKILL-1). */
export type BoardSideDef = { id: string; nameKey: string; skills: SkillDef[] };

/** A two-sided skill board (R-SKILL-1); Nia has two boards. */
export type SkillBoardDef = { id: string; sides: [BoardSideDef, BoardSideDef] };

/** A passive skill: always in effect (R-SHEET-11); its behaviour lives in the character module named by `hook`. */
export type PassiveDef = { id: string; nameKey: string; textKey: string; hook?: string };

/** Printed attributes in order (R-SHEET-2). */
export type CharacterStats = { hp: number; constitution: number; movement: number; initiative: number };

/**
 * A character (R-SHEET-1): attributes, skill boards, ultimate, response skill, passive, extras (Intercepting Fist,
 * weapon switch, circle swap), optional weapon forms (R-DARIEN-1), optional summonable unit ids, and the module id
 * whose hooks implement what data cannot say.
 */
export type CharacterDef = {
  id: string;
  nameKey: string;
  titleKey: string;
  stats: CharacterStats;
  boards: SkillBoardDef[];
  ultimate: SkillDef;
  response: SkillDef;
  passive: PassiveDef;
  extras?: SkillDef[];
  forms?: string[];
  summons?: string[];
  module?: string;
};

/** A non-character unit definition (skeleton minion, puppet): R-SILAS-2..6, R-ALICIA-3. */
export type UnitDef = {
  id: string;
  nameKey: string;
  stats: CharacterStats;
  skills: SkillDef[];
  immuneToStatuses?: boolean;
  untargetable?: boolean;
  passThrough?: boolean;
  maxHpDecays?: boolean;
  /** Takes its own action phase in its owner's turn, after the owner's (R-SILAS-2): movement and `actions` standard actions. */
  actsAfterOwner?: boolean;
  actions?: number;
};

/** Card decks (R-ITEM-1, R-EQUIP-1). */
export const CARD_DECKS = ['item', 'equipment'] as const;
export type CardDeck = (typeof CARD_DECKS)[number];

/**
 * An item or equipment card. `use` is the active effect (a skill-like definition with usage 'extra'; speed 99 when not
 * printed, O-31); `startOfTurn` effects run in R-START-4; `reduction` is an equipment damage resistance (R-DMG-3);
 * `passiveHook` names module behaviour; `market: false` keeps a card out of the market (R-ITEM-8).
 */
export type CardDef = {
  id: string;
  deck: CardDeck;
  nameKey: string;
  textKey: string;
  loreKey: string;
  price: number;
  copies?: number;
  speed?: number;
  use?: SkillDef;
  startOfTurn?: SkillDef;
  reduction?: number;
  passiveHook?: string;
  market?: boolean;
};

/** Event durations (O-08): a one-shot effect when the night begins, or an effect for the whole night. */
export const EVENT_DURATIONS = ['oneShot', 'night'] as const;
export type EventDuration = (typeof EVENT_DURATIONS)[number];

/** An event card (R-EVENT-2): effects apply to every character on the map (subject 'target') or run a hook. */
export type EventDef = {
  id: string;
  nameKey: string;
  textKey: string;
  loreKey: string;
  duration: EventDuration;
  effects: Effect[];
};

/** A status definition (R-STATUS table, O-34..40): kind, whether negative (R-STATUS-16), its value. */
export type StatusDef = { id: StatusId; kind: StatusKind; negative: boolean; value: number; saveThreshold?: number };

/** Everything the engine reads from content. Records are keyed by id. */
export type ContentSet = {
  characters: Record<string, CharacterDef>;
  units: Record<string, UnitDef>;
  cards: Record<string, CardDef>;
  events: Record<string, EventDef>;
};
