/** summon (R-SILAS-2..6, R-ALICIA-3): a unit of a definition placed on the chosen empty cell, at most `max` at once. */
import { isStandable, unitAt } from '../board';
import { placeSummon, summonsOf } from '../summons';
import type { EffectKindHandler } from './application';

export const summonEffect: EffectKindHandler<'summon'> = {
  validate(c, v, path) {
    c.string(v.unit, `${path}.unit`);
    c.optional(v.max, () => c.int(v.max, `${path}.max`, 1, 9));
  },
  apply({ ctx, source, targetCell }, effect) {
    const s = ctx.state;
    const def = s.content.units[effect.unit];
    if (!def || !targetCell || !isStandable(s, targetCell) || unitAt(s, targetCell)) return;
    if (effect.max !== undefined && summonsOf(s, source, effect.unit).length >= effect.max) return;
    placeSummon(ctx, source, effect.unit, targetCell);
  },
};
