import type { Direction, Hex } from '../hex';
import type { StatusId } from '../content/schema';

/**
 * Typed player-mistake errors (STYLE "Illegal input returns a typed error"): codes read `area/reason`, each with the
 * rule it enforces. The closed list is a constant array with its union type.
 */
export const ERROR_CODES = [
  'command/malformed',
  'command/unknown',
  'seat/invalid',
  'game/over',
  'game/setup',
  'turn/not_your_turn',
  'turn/pending_decision',
  'prompt/not_yours',
  'prompt/stale',
  'prompt/bad_option',
  'setup/bad_choice',
  'setup/cell_taken',
  'move/no_budget',
  'move/not_adjacent',
  'move/blocked',
  'move/enemy',
  'move/occupied',
  'move/same_facing',
  'engine/internal',
  'content/marker_limit',
  'move/rooted',
  'move/stunned',
  'action/no_standard_action',
  'action/stunned',
  'skill/unknown',
  'skill/used',
  'skill/not_current_side',
  'skill/limit',
  /** A module has nothing to act on (mechanism.ts refuseDeclaration: Circle Swap with no bound circle). */
  'skill/nothing_to_do',
  'skill/not_reaction_time',
  'curse/no_tokens',
  'curse/no_curse_version',
  'target/missing',
  'target/wrong_kind',
  'target/out_of_range',
  'target/not_visible',
  'target/not_allowed',
  'target/untargetable',
  'target/cell_blocked',
  'flip/already',
  'flip/one_sided',
  'rune/unavailable',
  'item/none',
  'equipment/none',
  'equipment/face_down',
  'equipment/face_up',
  'trade/unavailable',
  'trade/not_at_statue',
  'trade/not_in_market',
  'trade/no_souls',
  'concede/no_team',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The rule each error enforces, cited in the error (ruleId). */
const RULE_OF: Partial<Record<ErrorCode, string>> = {
  'game/over': 'R-OVR-3',
  'concede/no_team': 'O-54',
  'turn/not_your_turn': 'R-ROUND-3',
  'move/no_budget': 'R-MOVE-1',
  'move/not_adjacent': 'R-MOVE-2',
  'move/blocked': 'R-MOVE-5',
  'move/enemy': 'R-MOVE-6',
  'move/occupied': 'R-MOVE-6',
  'move/rooted': 'R-MOVE-8',
  'move/stunned': 'R-STATUS-6',
  'action/no_standard_action': 'R-ACT-1',
  'action/stunned': 'R-ACT-2',
  'skill/used': 'R-SKILL-3',
  'skill/not_current_side': 'R-SKILL-3',
  'skill/limit': 'R-SHEET-9',
  'curse/no_tokens': 'R-SKILL-5',
  'curse/no_curse_version': 'R-SKILL-5',
  'target/out_of_range': 'R-LOS-2',
  'target/not_visible': 'R-LOS-2',
  'target/not_allowed': 'R-TEAM-5',
  'target/untargetable': 'R-STATUS-9',
  'flip/already': 'R-BONUS-3',
  'rune/unavailable': 'R-SHEET-8',
  'item/none': 'R-BONUS-4',
  'equipment/none': 'R-BONUS-5',
  'equipment/face_down': 'R-EQUIP-4',
  'equipment/face_up': 'R-STD-4',
  'trade/unavailable': 'R-TRADE-2',
  'trade/not_at_statue': 'R-TRADE-1',
  'trade/no_souls': 'R-TRADE-1',
  'setup/cell_taken': 'R-SETUP-15',
  'setup/bad_choice': 'R-SETUP-15',
};

/**
 * What a client needs to draw a refusal (issue 13): the unit and cell it is about, a move's path index, distance against
 * range, movement cost against what is left, the status that forbids, and for sight the two cells, the facing, whether
 * the cell is inside the front cone and the sight-blocking cells on the straight line between the centres (R-LOS-1..3).
 */
export type ErrorDetails = {
  unit?: string;
  cell?: Hex;
  pathIndex?: number;
  distance?: number;
  range?: { min: number; max: number };
  cost?: number;
  budget?: number;
  status?: StatusId;
  sight?: SightDetails;
};

/** Why a cell is not seen (R-LOS-1..3): outside the front cone of `facing`, and/or the cells that block the line. */
export type SightDetails = { from: Hex; to: Hex; facing: Direction; inCone: boolean; blockers: Hex[] };

/** A player mistake: code, an English message for logs (clients translate the code), the rule it enforces, what to draw. */
export type RuleError = { code: ErrorCode; message: string; ruleId?: string; details?: ErrorDetails };

/** Builds an error; `ruleId` defaults to the rule registered for the code; `details` only when given. */
export function ruleError(code: ErrorCode, message: string, ruleId?: string, details?: ErrorDetails): RuleError {
  const id = ruleId ?? RULE_OF[code];
  const base: RuleError = id ? { code, message, ruleId: id } : { code, message };
  if (details) base.details = details;
  return base;
}

/** The same error with details added (for callers whose error is built before its details are known). */
export function withDetails(error: RuleError, details: ErrorDetails): RuleError {
  return { ...error, details: { ...error.details, ...details } };
}
