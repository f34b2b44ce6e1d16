/**
 * Checks every declaration shares, whatever is declared (skill, item, equipment, reaction): a mechanism counter the
 * use spends (Edwin's free detonators, resourceCost), an effect that refuses (the effect table's declaration checks:
 * a marker cap, R-EDWIN-2), and a plugin that has nothing to act on (mechanism.ts refuseDeclaration).
 */
import type { GameRules } from './mechanism';
import type { SkillDef } from '../content/schema';
import { ruleError, type RuleError } from './errors';
import { everyEffectOf } from './skills';
import type { GameState, Unit } from './state';

/** Why `unit` may not declare `skill` because of a resource or a refusing marker cap; null when it may. */
export function declarationBlocker(rules: GameRules, state: GameState, unit: Unit, skill: SkillDef): RuleError | null {
  if (skill.resourceCost) {
    const have = unit.mechanism[skill.resourceCost.id];
    if (typeof have !== 'number' || have < skill.resourceCost.amount)
      return ruleError('skill/limit', `${skill.id} needs ${skill.resourceCost.amount} ${skill.resourceCost.id}`);
  }
  for (const e of everyEffectOf(skill)) {
    const refused = rules.refuseEffect(state, unit, e);
    if (refused) return refused;
  }
  for (const m of rules.hooks) {
    const reason = m.refuseDeclaration?.(state, unit, skill);
    if (reason) return ruleError('skill/nothing_to_do', `${skill.id}: ${reason}`);
  }
  return null;
}

/** Spends what a declaration costs in mechanism counters (R-RES-7: costs are paid on declaration). */
export function spendResource(unit: Unit, skill: SkillDef): void {
  if (skill.resourceCost)
    unit.mechanism[skill.resourceCost.id] =
      (unit.mechanism[skill.resourceCost.id] as number) - skill.resourceCost.amount;
}
