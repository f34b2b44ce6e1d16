/**
 * What previewCommand says a command would do (issue 13 "the game explains itself", issue 27 "exact odds"). Every figure
 * comes from running the command through applyCommand on copies, once per dice outcome (preview/diceTree.ts), never from
 * a second copy of the rules. Chances are exact fractions (preview/chance.ts).
 */
import type { Hex } from '../../hex';
import type { StatusId, TargetingKind } from '../../content/schema';
import type { Command } from '../commands';
import type { RuleError } from '../errors';
import type { DamageStep, DistanceRow, GameEvent } from '../events';
import type { ReactionOption } from '../reactions';
import type { Seat, Team } from '../state';
import type { Chance } from './chance';

export type { Chance } from './chance';

/** The fewest and the most over the outcomes that can happen (chance > 0). */
export type Range = { min: number; max: number };

/** Whether something happens in no outcome (chance exactly 0), some, or every outcome (exactly 1). */
export type Likelihood = 'never' | 'maybe' | 'always';

/** A value and its exact chance. A distribution lists every value that can happen, in ascending order; chances sum to 1. */
export type Odds<T> = { value: T; chance: Chance };

/** A status the command may put on a unit, with its chance; `save` when the unit rolls to resist it (R-SAVE-1/2). */
export type StatusOutcome = {
  status: StatusId;
  likelihood: Likelihood;
  chance: Chance;
  save?: { threshold: number; dice: number };
};

/** A status the command may take off a unit (expired, cleansed, broken; a save is not a removal), with its chance. */
export type StatusRemoval = { status: StatusId; likelihood: Exclude<Likelihood, 'never'>; chance: Chance };

/** A step of movement the command would cause: walked (`forced` null), or a push, pull or dash, with its cost. */
export type MoveOutcome = { path: Hex[]; forced: 'push' | 'pull' | 'dash' | 'teleport' | 'swap' | null };

/** One damage the unit would take, as its `damaged` event tells it: `steps` (fixed, dice, each increase and reduction) sum to `amount`. */
export type DamageHit = {
  source: string | null;
  amount: number;
  steps: DamageStep[];
  distance?: DistanceRow;
  status?: StatusId;
  unresistable?: true;
};

/** What the command would do to one unit (only units it may change are listed). */
export type UnitPreview = {
  unit: string;
  team: Team;
  hpBefore: number;
  /** HP after the command: its range and its distribution. */
  hp: Range;
  hpOdds: Odds<number>[];
  /** Damage dealt to it (after every reduction; may exceed its HP, every hit summed): range and distribution. */
  damage: Range;
  damageOdds: Odds<number>[];
  /** HP it loses (damage capped by its HP), over the outcomes. */
  hpLoss: Range;
  healed: Range;
  healedOdds: Odds<number>[];
  /** Whether and how likely it dies. */
  dies: Likelihood;
  death: Chance;
  statusesApplied: StatusOutcome[];
  statusesRemoved: StatusRemoval[];
  /** Where it stands afterwards (null: off the map), when some outcome moves it; empty when it stays put in every outcome. */
  positions: Odds<Hex | null>[];
  /** The moves of its likeliest outcome that moves it (walk, push, pull, dash, teleport, swap), to draw the path. */
  moves: MoveOutcome[];
  /** Each damage it takes, with its breakdown, in the outcome dealing it the least and in the one dealing it the most. */
  hits: { least: DamageHit[]; most: DamageHit[] };
};

/** The game's result after the command: a team wins, a draw, or it goes on. */
export const GAME_RESULTS = ['red', 'blue', 'draw', 'goesOn'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** A reaction window the command would open (R-RES-3): who may react, to which action, with what. */
export type OpenedWindow = {
  unit: string;
  seat: Seat;
  action: number;
  skill: string;
  speed: number;
  options: ReactionOption[];
};

/** The action a reaction window answers, as a card would show it. */
export type IncomingAction = {
  action: number;
  unit: string;
  skill: string;
  speed: number;
  targeting: TargetingKind;
  tags: string[];
};

/**
 * A later decision the command leads to: a reaction window someone may answer or pass, a step prompt (which cell a push
 * or a pull goes to), a module's choice, a discard. The preview's main figures take the default answer (pass, first
 * option); `answers` gives the whole command's odds with each other answer here (every other decision by default).
 */
export type Decision = {
  kind: 'reaction' | 'step' | 'choice' | 'discard';
  /** Whose decision: the seat that answers it, and the unit it belongs to. */
  seat: Seat;
  unit: string;
  /** Its identity within the command (kind, unit, what it answers, occurrence). */
  key: string;
  /** The step's or choice's purpose (push, pull, dash, a module's word), or the action a window answers. */
  purpose: string;
  /** A step prompt's cells, in option order. */
  options?: Hex[];
  /** The chance the command reaches this decision. */
  chance: Chance;
  /** The odds per answer, when the preview was asked for them (PreviewOptions.answers); else empty. */
  answers: AnswerOdds[];
  /** Answers not run one by one (all of them when not asked for; past the preview's cap when asked). */
  unlisted: number;
};

/** The whole command's odds when a decision is answered with `answer`. */
export type AnswerOdds = {
  answer: Command;
  /** Each result's chance (including the outcomes that never reach the decision). */
  results: Record<GameResult, Chance>;
  /** Per unit this answer may change: its chance of dying, its damage and HP ranges. */
  units: { unit: string; death: Chance; damage: Range; hp: Range }[];
};

/**
 * For a `react` (or `pass`) answering a reaction window: the incoming action, this answer's speed and the order that
 * results (R-RES-4: the lower speed resolves first; on equal speeds the answered action first, O-26), and whether the
 * answer changes at all what the incoming action does to the reacting unit (Smoke Veil against an area skill: no).
 */
export type ReactionPreview = {
  incoming: IncomingAction;
  /** This reaction's speed; absent for a pass. */
  speed?: number;
  order: 'before' | 'after' | 'none';
  /** False when the incoming action does exactly the same to the reacting unit (same odds) as after a pass. */
  affectsIncoming: boolean;
  /** What the incoming action's resolution on the reacting unit would do to it after a pass (nothing when it cannot reach it). */
  ifPassed: UnitPreview;
  /** What it would do to the reacting unit after this answer. */
  ifAnswered: UnitPreview;
};

/** The preview of one command. */
export type CommandPreview = {
  command: Command;
  seat: Seat;
  /** The unit that acts (the turn's unit, or the unit a prompt belongs to). */
  actor: string | null;
  /** Every unit the command may change, by id. */
  units: UnitPreview[];
  /** HP the actor loses (Bleeding while walking, damage it takes), over the outcomes; 0..0 when none. */
  actorHpLoss: Range;
  /**
   * What the actor spends of its turn and stock (read from the state before and after, in the likeliest outcome):
   * movement, standard actions, curse tokens, souls, items, the rune. Absent when the command ends the actor's turn
   * (endTurn) or it acts outside its own turn (a reaction).
   */
  actorSpends?: {
    movement: number;
    standardActions: number;
    curse: number;
    souls: number;
    items: number;
    rune: boolean;
  };
  /** Each game result's exact chance (they sum to 1). */
  results: Record<GameResult, Chance>;
  /** The game ends with this winner in some or every outcome. */
  gameOver: { winner: Team | 'draw'; likelihood: Exclude<Likelihood, 'never'>; chance: Chance }[];
  /** Whether, and how likely, the actor's own team loses (its leader dies, R-OVR-3). */
  actorTeamLoses: Likelihood;
  actorTeamLoss: Chance;
  /** Reaction windows the command opens (the main figures pass every one). */
  reactions: OpenedWindow[];
  /** Set when the command answers a reaction window. */
  reaction?: ReactionPreview;
  /** Later decisions met on the way, whose they are, and the odds per answer. */
  choices: Decision[];
  /** How many dice outcomes were run. */
  outcomes: number;
  /** False when there were too many outcomes to run them all (the figures then cover those run). */
  exact: boolean;
  /** The events of the likeliest outcome, in order (the command and the preview's default answers). */
  events: GameEvent[];
};

/** What a preview also computes on request: `answers`, each later decision's odds per answer (see Decision). */
export type PreviewOptions = { answers?: boolean };

export type PreviewResult = { ok: true; preview: CommandPreview } | { ok: false; error: RuleError };
