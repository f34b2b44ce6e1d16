/** heal: up to max HP (R-SHEET-4). */
import { checkAmount } from '../../content/validate';
import { heal } from '../damage';
import { rollFor } from '../dice';
import type { EffectKindHandler } from './application';
import { meanAmount } from './expectedValue';

export const healEffect: EffectKindHandler<'heal'> = {
  validate(c, v, path) {
    checkAmount(c, v.amount, `${path}.amount`);
  },
  apply({ ctx, source, subject }, effect) {
    if (subject) heal(ctx, subject, rollFor(ctx, source.id, effect.amount));
  },
  applyWorld(ctx, unit, effect) {
    heal(ctx, unit, rollFor(ctx, unit.id, effect.amount));
  },
  botValue(effect, { value, chance, onSource }) {
    if (onSource) value.selfHeal += chance * meanAmount(effect.amount);
    else value.heal += chance * meanAmount(effect.amount);
  },
};
