/**
 * Typed events: ids and numbers, never English (docs/architecture.md "The engine contract"); the client words them through i18n.
 * Every event carries `n`, its number in the match, so logs and clients can order and de-duplicate them.
 */
import type { Direction, Hex } from '../hex';
import type { DieKind, StatusId } from '../content/schema';
import type { ErrorDetails } from './errors';
import type { Relic, Seat, Team } from './state';

type E<T extends string, F> = { n: number; type: T } & F;

/**
 * One step of a damage breakdown (R-DMG-1..6, R-STATUS-10/11/12/15/17): the damage rolled — its `fixed` and `dice` parts
 * (a skill's, an event's or a hook's roll such as Detonate's 1+N; a status's or a module's set damage is one `fixed`
 * part; a lump `base` appears only in matches recorded before every damage carried its parts); `bonusFor` marks a part
 * added because the target carries a status — then every increase and reduction in the order applied, each with its
 * source. The steps' amounts sum to the damage dealt.
 */
export type DamageStep =
  | { kind: 'base'; amount: number }
  | { kind: 'fixed'; amount: number; bonusFor?: StatusId }
  | { kind: 'dice'; die: DieKind; faces: number[]; amount: number; bonusFor?: StatusId }
  /** Weakness +1 and Frenzy +1 (on the source) increase; Sturdy −1, Ice Shield −1 and Cursed Vigilance (all of it) reduce. */
  | { kind: 'status'; status: StatusId; of: 'target' | 'source'; amount: number }
  | { kind: 'equipment'; card: string; amount: number }
  /** A character module's adjustment (mechanism onDamageTaken). */
  | { kind: 'module'; module: string; amount: number }
  /** Vigilance's two disadvantage dice (R-ELI-2/4): their total, at most the damage left. */
  | { kind: 'vigilance'; faces: number[]; amount: number }
  /** R-DMG-6: damage is never below 0 — brings a negative running total back to 0. */
  | { kind: 'floor'; amount: number };

/** The distance-table row a damage was read from (R-DMG-2): the distance at resolution and the row's bounds. */
export type DistanceRow = { distance: number; from: number; to: number };

/** Everything that can happen, one variant per kind. */
export type GameEvent =
  | E<'setupChoice', { seat: Seat; choice: 'draft' | 'campfire' | 'place'; value: string }>
  | E<'relicDealt', { seat: Seat; team: Team; relic: Relic | null }>
  | E<'initiativeRolled', { unit: string; roll: number; total: number }>
  | E<'initiativeOrder', { order: string[] }>
  | E<'matchStarted', { round: number }>
  | E<'roundStarted', { round: number }>
  | E<'turnStarted', { unit: string; round: number }>
  | E<'trackerFlipped', { unit: string }>
  | E<'statusResolved', { unit: string; status: StatusId }>
  /** `save`: the failed save roll against its threshold when the status allowed one (R-SAVE-2). */
  | E<
      'statusApplied',
      { unit: string; status: StatusId; source: string | null; save?: { roll: number; threshold: number } }
    >
  | E<'statusSaved', { unit: string; status: StatusId; roll: number; threshold: number }>
  | E<'statusRemoved', { unit: string; status: StatusId; reason: 'expired' | 'cleansed' | 'saved' | 'broken' }>
  | E<'soulGained', { unit: string; amount: number; total: number }>
  | E<'curseGained', { unit: string; amount: number; total: number }>
  | E<'curseSpent', { unit: string; total: number }>
  | E<'moved', { unit: string; path: Hex[]; facing: Direction; cost: number; forced: 'push' | 'pull' | 'dash' | null }>
  | E<'turned', { unit: string; facing: Direction }>
  | E<'teleported', { unit: string; from: Hex; to: Hex }>
  | E<'swapped', { a: string; b: string }>
  | E<
      'declared',
      {
        action: number;
        unit: string;
        skill: string;
        speed: number;
        cursed: boolean;
        affected: string[];
        answers: number | null;
      }
    >
  | E<'windowOpened', { action: number; unit: string; prompt: number }>
  | E<'passed', { action: number; unit: string }>
  | E<'resolved', { action: number; target: string | null }>
  /** `details`: what to draw — the unit or cell, distance against range, the sight blockers, the status (errors.ts ErrorDetails). */
  | E<
      'fizzled',
      {
        action: number;
        target: string | null;
        reason: 'source_dead' | 'target_dead' | 'out_of_range' | 'not_visible' | 'untargetable';
        details?: ErrorDetails;
      }
    >
  | E<'diceRolled', { unit: string; kind: string; faces: number[]; total: number }>
  /**
   * `steps` sum to `amount` (DamageStep); `distance` the table row used (R-DMG-2); `status` the status that dealt it
   * (Bleeding, Burning, Poison); `unresistable` when every reduction was skipped (R-DMG-4).
   */
  | E<
      'damaged',
      {
        unit: string;
        source: string | null;
        amount: number;
        base: number;
        hp: number;
        steps: DamageStep[];
        distance?: DistanceRow;
        status?: StatusId;
        unresistable?: true;
      }
    >
  | E<'healed', { unit: string; amount: number; hp: number }>
  | E<'died', { unit: string; relic: Relic | null; team: Team }>
  | E<'statueDestroyed', { by: string }>
  | E<'statueRestored', { cell: Hex }>
  | E<'maxHpDecreased', { unit: string; maxHp: number; hp: number }>
  | E<'flipped', { unit: string; board: number; side: 0 | 1 }>
  | E<'formChanged', { unit: string; form: string }>
  | E<'runeUsed', { unit: string; healed: number }>
  | E<'itemUsed', { unit: string; card: string }>
  | E<'equipmentUsed', { unit: string; card: string }>
  | E<'equipmentReset', { unit: string; card: string }>
  | E<'bought', { unit: string; card: string; price: number }>
  | E<'discarded', { unit: string; card: string }>
  | E<'markerPlaced', { marker: string; kind: string; cell: Hex }>
  | E<'markerRemoved', { marker: string; kind: string }>
  | E<'summoned', { unit: string; def: string; cell: Hex }>
  | E<'turnEnded', { unit: string }>
  | E<'worldTurn', { round: number; day: boolean; finalJudgment: boolean }>
  | E<'eventRevealed', { round: number; card: string }>
  | E<'eventResolved', { round: number; card: string }>
  | E<'initiativeSwapped', { unit: string; with: string }>
  | E<'finalJudgment', { round: number }>
  /**
   * `reason`: 'quiet' for the O-53 draw (rounds of the Final Judgment without damage), 'concede' when a team conceded
   * (O-54), 'agreed' for a draw both teams agreed (O-55); absent when a leader died.
   */
  | E<'gameOver', { winner: Team | 'draw'; reason?: 'quiet' | 'concede' | 'agreed' }>;

export type GameEventType = GameEvent['type'];
/** An event before it is numbered. */
export type NewEvent = GameEvent extends infer T ? (T extends { n: number } ? Omit<T, 'n'> : never) : never;
