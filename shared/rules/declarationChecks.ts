/**
 * Checks every declaration shares, whatever is declared (skill, item, equipment, reaction): a mechanism counter the
 * use spends (Edwin's free detonators, resourceCost), a marker cap that refuses (R-EDWIN-2: a 4th detonator), and a
 * module that has nothing to act on (mechanism.ts refuseDeclaration).
 */
import type { GameRules } from './gameRules';
import type { SkillDef } from '../content/schema';
import { ruleError, type RuleError } from './errors';
import type { GameState, Unit } from './state';

/** Why `unit` may not declare `skill` because of a resource or a refusing marker cap; null when it may. */
export function declarationBlocker(rules: GameRules, state: GameState, unit: Unit, skill: SkillDef): RuleError | null {
  if (skill.resourceCost) {
    const have = unit.mechanism[skill.resourceCost.id];
    if (typeof have !== 'number' || have < skill.resourceCost.amount)
      return ruleError('skill/limit', `${skill.id} needs ${skill.resourceCost.amount} ${skill.resourceCost.id}`);
  }
  const effects = [...skill.effects, ...(skill.curse?.effects ?? []), ...Object.values(skill.byForm ?? {}).flat()];
  for (const e of effects) {
    if (e.kind !== 'placeMarker' || e.onLimit !== 'refuse' || e.max === undefined) continue;
    const mine = state.markers.filter((m) => m.kind === e.marker && m.owner === unit.id).length;
    if (mine >= e.max) return ruleError('content/marker_limit', `at most ${e.max} ${e.marker} markers`, 'R-EDWIN-2');
  }
  for (const m of rules.hooks) {
    const reason = m.refuseDeclaration?.(state, unit, skill);
    if (reason) return ruleError('skill/nothing_to_do', `${skill.id}: ${reason}`);
  }
  return null;
}

/** Spends what a declaration costs in mechanism counters (R-RES-7: costs are paid on declaration). */
export function spendResource(unit: Unit, skill: SkillDef): void {
  if (skill.resourceCost) unit.mechanism[skill.resourceCost.id] = (unit.mechanism[skill.resourceCost.id] as number) - skill.resourceCost.amount;
}
