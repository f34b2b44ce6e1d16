/**
 * Why an action fizzled on a target, as something a client can draw (issue 13, R-RES-6, O-29/O-30): the unit or cell,
 * distance against range, the sight line's blockers, the status that hides the target. Descriptive only: whether it
 * fizzles is decided by targeting.ts recheckTarget; this reads the same state after that decision.
 */
import { hexDistance } from '../hex';
import { positionOf } from './board';
import type { ErrorDetails } from './errors';
import type { GameRules } from './mechanism';
import { sightDetails } from './sightDetails';
import { hasStatus } from './statuses';
import type { DeclaredAction, GameState } from './state';
import { rangeOf } from './targeting';

export type FizzleReason = 'source_dead' | 'target_dead' | 'out_of_range' | 'not_visible' | 'untargetable';

/** The details of a fizzle of `action` on `target` for `reason`, read from the state at the re-check. */
export function fizzleDetails(
  rules: GameRules,
  state: GameState,
  action: DeclaredAction,
  target: string | 'statue' | null,
  reason: FizzleReason,
): ErrorDetails {
  if (reason === 'source_dead') return { unit: action.source };
  if (target === null) return {};
  const cell =
    target === 'statue'
      ? (state.statue?.cell ?? null)
      : state.units[target]
        ? positionOf(state, state.units[target])
        : null;
  const about: ErrorDetails = target === 'statue' ? {} : { unit: target };
  if (cell) about.cell = { ...cell };
  if (reason === 'target_dead') return about;
  if (reason === 'untargetable')
    return target !== 'statue' && state.units[target] && hasStatus(state.units[target], 'stealth')
      ? { ...about, status: 'stealth' }
      : about;
  const source = state.units[action.source];
  const from = source ? positionOf(state, source) : null;
  if (!source || !from || !cell) return about;
  if (reason === 'out_of_range')
    return { ...about, distance: hexDistance(from, cell), range: rangeOf(rules, state, source, action.skill) };
  return { ...about, sight: sightDetails(state, from, source.facing, cell) };
}
