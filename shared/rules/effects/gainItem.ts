/** gainItem: a card into the subject's item slots while one is free (Edwin's detonators, R-EDWIN-1). */
import type { EffectKindHandler } from './application';

export const gainItemEffect: EffectKindHandler<'gainItem'> = {
  validate(c, v, path) {
    c.string(v.card, `${path}.card`);
  },
  apply({ subject }, effect) {
    if (subject && subject.items.length < 2) subject.items = [...subject.items, effect.card];
  },
};
