/** gainResource: adds to a mechanism counter of the subject (unit.mechanism[resource]), never below 0, capped at `max`. */
import type { EffectKindHandler } from './application';

export const gainResourceEffect: EffectKindHandler<'gainResource'> = {
  validate(c, v, path) {
    c.string(v.resource, `${path}.resource`);
    c.int(v.amount, `${path}.amount`, -9, 9);
    c.optional(v.max, () => c.int(v.max, `${path}.max`, 0, 99));
  },
  apply({ subject }, effect) {
    if (!subject) return;
    const v = subject.mechanism[effect.resource];
    const next = (typeof v === 'number' ? v : 0) + effect.amount;
    subject.mechanism[effect.resource] = Math.max(0, effect.max !== undefined ? Math.min(effect.max, next) : next);
  },
};
