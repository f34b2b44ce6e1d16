/**
 * The game state: plain JSON, nothing else (STYLE "Plain, serialisable data"). Whose turn it is, which decision is
 * pending, what is being resolved and the generator's state all live here, so (setup, seed, commands) replays a match.
 */
import type { Direction, Hex } from '../hex';
import type {
  Amount,
  CardDef,
  CharacterDef,
  ContentSet,
  Effect,
  SkillDef,
  StatusId,
  StatusKind,
  TargetFilter,
  UnitDef,
} from '../content/schema';
import type { RngState } from '../random';

/** Seats 0..3, oldest player first, clockwise (R-SETUP-1). */
export const SEATS = [0, 1, 2, 3] as const;
export type Seat = (typeof SEATS)[number];

export const TEAMS = ['red', 'blue'] as const;
export type Team = (typeof TEAMS)[number];
/** Values per team (STYLE "ByTeam<T>"). */
export type ByTeam<T> = Record<Team, T>;

/** Relic types (R-OVR-2): the Holy Relic holder is the team's leader. */
export const RELICS = ['holy', 'vessel'] as const;
export type Relic = (typeof RELICS)[number];

export const VARIANTS = ['beginner', 'standard'] as const;
export type Variant = (typeof VARIANTS)[number];

/** One map cell (shared/map's MapCell): void cells are absent. */
export type Cell = { q: number; r: number; terrain: 'open' | 'obstacle'; board: string };

/** The statue of Yer (R-STATUE, O-13): not enterable, not sight-blocking, targetable; `cells` are its possible homes. */
export type StatueState = { cell: Hex | null; intact: boolean; homes: Hex[] };

/**
 * A status on a unit's tracker (R-TRACK, docs/rules-decisions.md "Statuses"): `flips` counts the owner's tracker flips since it was
 * applied; periodic statuses resolve at flips 1 (after) and before flip 2, persistent ones are removed right after flip 2.
 * `order` is the application order (left to right on the tracker, R-TRACK-2).
 */
export type StatusInstance = {
  id: StatusId;
  kind: StatusKind;
  flips: number;
  order: number;
  source: string | null;
  grant?: Grant;
};

/**
 * A granted action (R-STATUS-12, schema `grantAction`): `unit` may declare one of `skills` at `speed` inside the current
 * chain; `by` is the granting skill and `answers` the action the grant arose in (shown as what it answers).
 */
export type Grant = { unit: string; speed: number; skills: string[]; by: string; answers?: number | null };

/** An equipment card held by a unit; face-down equipment needs a reset (R-EQUIP-3/4). */
export type HeldEquipment = { card: string; faceUp: boolean };

/**
 * A unit on (or off) the map: a character or a summoned unit (R-TEAM-5). `pos` is null before placement and after
 * death (O-01). `board`/`side` name the current skill-board side (R-SKILL-3); `used` lists used skill ids.
 */
export type Unit = {
  id: string;
  kind: 'character' | 'summon';
  def: string;
  seat: Seat;
  team: Team;
  relic: Relic | null;
  relicRevealed: boolean;
  alive: boolean;
  pos: Hex | null;
  facing: Direction;
  hp: number;
  maxHp: number;
  movement: number;
  constitution: number;
  initiativeModifier: number;
  board: number;
  side: 0 | 1;
  used: string[];
  curse: number;
  souls: number;
  items: string[];
  equipment: HeldEquipment | null;
  statuses: StatusInstance[];
  /** How many times the owner's status tracker has been flipped (its pointer is up when even, R-TRACK-1). */
  trackerFlips?: number;
  rune: boolean;
  form: string | null;
  /** A character module's own counters and flags (Edwin's bullets, Nia's essences), read and written by its hooks. */
  mechanism: Record<string, number | string | boolean | string[]>;
};

/** The state of the current character turn (R-TURN-1, R-ACT-1). */
export type TurnState = {
  unit: string;
  phase: 'start' | 'action' | 'end';
  movementLeft: number;
  standardActions: number;
  flipped: boolean;
  /** The character whose turn this is; `unit` differs while a summon takes its own action phase (R-SILAS-2). */
  owner?: string;
  /** Summons still to take their action phase in this turn (null before they start). */
  summonQueue?: string[] | null;
};

/** What a declared action chose: a unit, the statue, a cell, or a direction (line). */
export type TargetRef = { unit: string } | { statue: true } | { cell: Hex } | { direction: Direction };

/**
 * A declared action (R-RES-2): skill snapshot, source, chosen target, the units it affects in multi-target order, and
 * its speed (R-RES-4). `answers` is the action a reaction answers (null for the action that opened the chain);
 * issue #4's pairwise ordering (R-CHAIN-4) is computed from these links.
 */
export type DeclaredAction = {
  id: number;
  source: string;
  skill: SkillDef;
  origin: { kind: 'skill' | 'item' | 'equipment'; id: string };
  speed: number;
  cursed: boolean;
  target: TargetRef | null;
  affected: (string | 'statue')[];
  answers: number | null;
  form: string | null;
  /**
   * Reaction windows per affected target (R-RES-3): absent = not opened yet, null = no reaction (passed, not eligible),
   * a number = the id of the reaction that target declared.
   */
  windows: (number | null)[];
  /** A dash's path hit (R-DASH-1): the dasher and where its dash started. */
  dashHit?: { dasher: string; start: Hex };
  /** Declared through a granted action (R-STATUS-12): not a reaction window's answer; resolves at once as its own block. */
  granted?: boolean;
  /** Whether the source was Stealthed when it declared (Stealth ends after its weapon skill only then, R-STATUS-9). */
  stealthed?: boolean;
};

/** A multi-step or chosen movement inside a resolution: push, pull and dash steps, or a teleport destination. */
export type Moving = {
  effect: 'push' | 'pull' | 'dash' | 'approach' | 'teleport';
  unit: string;
  stepsLeft: number;
  /** dash: the cell to reach; approach: the unit approached; teleport: the centre of the allowed cells. */
  toward: Hex | null;
  /** push/pull: the position the distance is measured from. */
  from: Hex | null;
  facingLock: boolean;
  /** teleport: the largest allowed distance from `toward`. */
  maxDistance: number;
  /** dash / approach (R-DASH-1): where it started, the cells entered, and the damage to units beside the path. */
  start?: Hex;
  /** dash: the cell the route has reached so far (the unit itself moves when the dash ends). */
  at?: Hex;
  path?: Hex[];
  pathDamage?: Amount;
  pathFilter?: TargetFilter;
};

/**
 * One frame of the chain machine (docs/rules-decisions.md "Reactions and chains"): an action against its target `targetIndex`.
 * Stages: 'window' (the target's reaction window, R-RES-3), 'order' (pairwise speed comparison, R-CHAIN-4), 'effects'
 * (re-check, then the effect queue, R-RES-6), 'after' (a slower reaction's block, then the next target, R-CHAIN-7).
 * A frame marked `declarationOnly` only opens the first window of a just-declared reaction and is then dropped: windows
 * open when an action is declared, blocks resolve when due.
 */
export type Resolution = {
  action: number;
  targetIndex: number;
  stage: 'window' | 'order' | 'effects' | 'after';
  declarationOnly: boolean;
  /** Whether the reaction block of this target has been resolved already (it was faster). */
  blockDone: boolean;
  queue: Effect[] | null;
  moving: Moving | null;
  /** When this frame is done, the unit stops counting as standing elsewhere (R-DASH-1). */
  clearStandIn?: string;
};

/**
 * A chain (R-CHAIN): every declared action by id, the units that declared something in it (they cannot react again,
 * R-CHAIN-3), and the frame stack, innermost last. It ends when the stack is empty.
 */
export type ChainState = {
  actions: Record<string, DeclaredAction>;
  participants: string[];
  resolving: Resolution[];
  /** Units that count as standing on another cell while a block resolves (a dasher at its start, R-DASH-1). */
  standIn?: Record<string, Hex>;
  /** Granted actions waiting for their prompt (R-STATUS-12); the machine opens them before the next step. */
  grants?: Grant[];
};

/** Decisions that wait on a person (docs/architecture.md "The engine contract"): who must answer what, with a prompt id. */
export type Pending =
  | { kind: 'draft'; id: number; seat: Seat; options: string[] }
  | { kind: 'campfire'; id: number; seat: Seat; options: string[] }
  | { kind: 'place'; id: number; seat: Seat; cells: Hex[] }
  | { kind: 'step'; id: number; seat: Seat; unit: string; purpose: Moving['effect']; options: Hex[]; at?: Hex }
  | {
      kind: 'reaction';
      id: number;
      seat: Seat;
      unit: string;
      action: number;
      source: string;
      skill: string;
      speed: number;
      grant?: Grant;
    }
  | { kind: 'discard'; id: number; seat: Seat; unit: string; slot: 'item' | 'equipment'; options: string[] }
  /**
   * A module's player choice (mechanism.ts `Ctx.ask`, e.g. which circle a Link binds to, which essence a 4th
   * replaces): answered with `choose`; the engine then calls the hook effect `hook` with `params` plus `choice`.
   * `cells` gives the board cell of each option when the options are places (circles), for a board UI.
   */
  | {
      kind: 'choice';
      id: number;
      seat: Seat;
      unit: string;
      purpose: string;
      options: string[];
      cells?: Hex[];
      hook: string;
      params: Record<string, number | string | boolean>;
      action: number | null;
      target: string | null;
    };

/** The market (R-MARKET-1, O-15): face-up cards and the two decks they refill from. */
export type MarketState = {
  items: string[];
  equipment: string[];
  itemDeck: string[];
  equipmentDeck: string[];
  discard: string[];
};

/** Events on the night spaces (R-EVENT-1..4): card id per night round and whether it is face up. */
export type NightEvent = { round: number; card: string; revealed: boolean };

/** The content the match uses, copied into the state so a state is self-contained (scenario custom skills included). */
export type MatchContent = {
  characters: Record<string, CharacterDef>;
  units: Record<string, UnitDef>;
  cards: Record<string, CardDef>;
  events: ContentSet['events'];
};

/** A map marker (teleport circle, detonator, obstacle): a kind, a cell, an owner unit. */
export type Marker = { id: string; kind: string; cell: Hex; owner: string | null };

/** The round track (R-ROUND-1): 1 = Start round, 2..7, 8 = Final Judgment. */
export const FINAL_JUDGMENT = 8;

/**
 * O-53: this many whole rounds of the Final Judgment in a row in which no unit loses HP end the game in a draw (R-OVR-3
 * and R-ROUND-5 set no round limit; a game nobody can or will finish needs an end). Counted in `counters.quiet`.
 */
export const QUIET_ROUNDS_TO_DRAW = 5;

/** The whole game state. */
export type GameState = {
  version: 1;
  variant: Variant;
  seed: number;
  rng: RngState;
  /** Forced die results, consumed before the generator (scenarios and tests). */
  forcedRolls: number[];
  content: MatchContent;
  map: { cells: Record<string, Cell>; campfires: Record<string, Hex[]>; teamCampfire: ByTeam<string | null> };
  statue: StatueState | null;
  markers: Marker[];
  units: Record<string, Unit>;
  /** The character unit of each seat (null until drafted). */
  seats: (string | null)[];
  /** Character unit ids in initiative order (R-INIT-1, R-INIT-5). */
  initiative: string[];
  stage: 'setup' | 'play' | 'over';
  round: number;
  /** Index into `initiative` of the character whose turn it is. */
  turnIndex: number;
  turn: TurnState | null;
  pending: Pending | null;
  chain: ChainState | null;
  market: MarketState | null;
  nights: NightEvent[];
  /** Units whose Stubborn Die lies in their initiative slot (R-ITEM-7). */
  stubbornDice: string[];
  winner: Team | 'draw' | null;
  /** How a game ended by agreement: 'concede' (O-54) or 'agreed' (a draw, O-55); absent otherwise. */
  agreedEnd?: 'concede' | 'agreed';
  /** Standard setup only: the shuffled character cards of the draft (R-SETUP-7) and the relic card of each seat (R-TEAM-2). */
  draftPool?: string[];
  dealtRelics?: { team: Team; relic: Relic }[];
  /** Counters for prompt ids, event numbers and declared actions (state, not module-level, STYLE). */
  counters: {
    prompt: number;
    event: number;
    action: number;
    status: number;
    turn: number;
    marker?: number;
    /** O-53: rounds of the Final Judgment begun since a unit last lost HP (set from the first such round on). */
    quiet?: number;
  };
};
