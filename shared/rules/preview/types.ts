/**
 * What previewCommand says a command would do (issue 13 "the game explains itself"). Every figure comes from running the
 * command through applyCommand on a copy under two dice cases (preview/runCase.ts), never from a second copy of the rules.
 */
import type { Hex } from '../../hex';
import type { StatusId, TargetingKind } from '../../content/schema';
import type { Command } from '../commands';
import type { RuleError } from '../errors';
import type { DamageStep, DistanceRow, GameEvent } from '../events';
import type { ReactionOption } from '../reactions';
import type { Seat, Team } from '../state';

/**
 * The two dice cases a preview runs: in `best` every die the acting team rolls shows its highest face and every die the
 * other team rolls its lowest (hits land, saves fail, Vigilance rolls blanks); `worst` is the reverse.
 */
export const DICE_CASES = ['worst', 'best'] as const;
export type DiceCase = (typeof DICE_CASES)[number];

/** The fewest and the most over the dice cases. */
export type Range = { min: number; max: number };

/** Whether something happens in none, some or every dice case. */
export type Likelihood = 'never' | 'maybe' | 'always';

/** A status the command would put on a unit ('never' when a save keeps it off in every case); `save` when the unit rolls to resist it (R-SAVE-1/2). */
export type StatusOutcome = { status: StatusId; likelihood: Likelihood; save?: { threshold: number; dice: number } };

/** A step of movement the command would cause: walked (`forced` null), or a push, pull or dash, with its cost. */
export type MoveOutcome = { path: Hex[]; forced: 'push' | 'pull' | 'dash' | 'teleport' | 'swap' | null };

/** One damage the unit would take, as its `damaged` event tells it: `steps` (base, dice, each increase and reduction) sum to `amount`. */
export type DamageHit = { source: string | null; amount: number; steps: DamageStep[]; distance?: DistanceRow; status?: StatusId; unresistable?: true };

/** What the command would do to one unit (only units it changes are listed). */
export type UnitPreview = {
  unit: string;
  team: Team;
  hpBefore: number;
  /** HP after the command, over the dice cases. */
  hp: Range;
  /** Damage dealt to it (after every reduction; may exceed its HP), over the dice cases. */
  damage: Range;
  /** HP it loses (damage capped by its HP), over the dice cases. */
  hpLoss: Range;
  healed: Range;
  dies: Likelihood;
  statusesApplied: StatusOutcome[];
  statusesRemoved: { status: StatusId; likelihood: Exclude<Likelihood, 'never'> }[];
  /** Where it would be moved (walk, push, pull, dash, teleport, swap), as in the `best` case (or `worst` when only there). */
  moves: MoveOutcome[];
  /** Each damage it takes, with its breakdown, per dice case (the `worst` and `best` ends of `damage`). */
  hits: Record<DiceCase, DamageHit[]>;
};

/** A reaction window the command would open (R-RES-3): who may react, to which action, with what. */
export type OpenedWindow = { unit: string; seat: Seat; action: number; skill: string; speed: number; options: ReactionOption[] };

/** The action a reaction window answers, as a card would show it. */
export type IncomingAction = { action: number; unit: string; skill: string; speed: number; targeting: TargetingKind; tags: string[] };

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
  /** False when, in every dice case, the incoming action does the same to the reacting unit as after a pass. */
  affectsIncoming: boolean;
  /** What the incoming action would do to the reacting unit after a pass, for comparison. */
  ifPassed: UnitPreview | null;
  /** What the incoming action would do to the reacting unit after this answer. */
  ifAnswered: UnitPreview | null;
};

/** The preview of one command. */
export type CommandPreview = {
  command: Command;
  seat: Seat;
  /** The unit that acts (the turn's unit, or the unit a prompt belongs to). */
  actor: string | null;
  /** Every unit the command changes, by id. */
  units: UnitPreview[];
  /** HP the actor loses (Bleeding while walking, damage it takes), over the dice cases; 0..0 when none. */
  actorHpLoss: Range;
  /**
   * What the actor spends of its turn and stock (read from the state before and after, `best` case): movement, standard
   * actions, curse tokens, souls, items, the rune. Absent when the command ends the actor's turn (endTurn) or it acts
   * outside its own turn (a reaction).
   */
  actorSpends?: { movement: number; standardActions: number; curse: number; souls: number; items: number; rune: boolean };
  /** The game ends with this winner in some or every dice case. */
  gameOver: { winner: Team | 'draw'; likelihood: Exclude<Likelihood, 'never'> }[];
  /** Whether the actor's own team would lose (its leader dies, R-OVR-3). */
  actorTeamLoses: Likelihood;
  /** Reaction windows the command opens (the preview passes every one to see the rest). */
  reactions: OpenedWindow[];
  /** Set when the command answers a reaction window. */
  reaction?: ReactionPreview;
  /** Step prompts (push/pull/dash) met on the way; the preview took the first option of each. */
  choices: { unit: string; purpose: string; options: Hex[] }[];
  /** False when a roll could not be steered (a coin or d20 mid-command): the ranges then rest on the generator's rolls. */
  exact: boolean;
  /** The events of each dice case, in order (the command and the preview's passes and first-option answers). */
  events: Record<DiceCase, GameEvent[]>;
};

export type PreviewResult = { ok: true; preview: CommandPreview } | { ok: false; error: RuleError };
