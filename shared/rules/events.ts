/**
 * Typed events: ids and numbers, never English (DESIGN "engine contract"); the client words them through i18n.
 * Every event carries `n`, its number in the match, so logs and clients can order and de-duplicate them.
 */
import type { Direction, Hex } from '../hex';
import type { StatusId } from '../content/schema';
import type { Relic, Seat, Team } from './state';

type E<T extends string, F> = { n: number; type: T } & F;

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
  | E<'statusApplied', { unit: string; status: StatusId; source: string | null }>
  | E<'statusSaved', { unit: string; status: StatusId; roll: number; threshold: number }>
  | E<'statusRemoved', { unit: string; status: StatusId; reason: 'expired' | 'cleansed' | 'saved' | 'broken' }>
  | E<'soulGained', { unit: string; amount: number; total: number }>
  | E<'curseGained', { unit: string; amount: number; total: number }>
  | E<'curseSpent', { unit: string; total: number }>
  | E<'moved', { unit: string; path: Hex[]; facing: Direction; cost: number; forced: 'push' | 'pull' | 'dash' | null }>
  | E<'turned', { unit: string; facing: Direction }>
  | E<'teleported', { unit: string; from: Hex; to: Hex }>
  | E<'swapped', { a: string; b: string }>
  | E<'declared', { action: number; unit: string; skill: string; speed: number; cursed: boolean; affected: string[]; answers: number | null }>
  | E<'windowOpened', { action: number; unit: string; prompt: number }>
  | E<'passed', { action: number; unit: string }>
  | E<'resolved', { action: number; target: string | null }>
  | E<'fizzled', { action: number; target: string | null; reason: 'source_dead' | 'target_dead' | 'out_of_range' | 'not_visible' | 'untargetable' }>
  | E<'diceRolled', { unit: string; kind: string; faces: number[]; total: number }>
  | E<'damaged', { unit: string; source: string | null; amount: number; base: number; hp: number }>
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
  | E<'gameOver', { winner: Team | 'draw' }>;

export type GameEventType = GameEvent['type'];
/** An event before it is numbered. */
export type NewEvent = GameEvent extends infer T ? (T extends { n: number } ? Omit<T, 'n'> : never) : never;
