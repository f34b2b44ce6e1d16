/** gainSoul: souls for the subject (R-TRADE). */
import { gainSoul } from '../tokens';
import type { EffectKindHandler } from './application';
import { validateTokens } from './gainCurse';

export const gainSoulEffect: EffectKindHandler<'gainSoul'> = {
  validate: validateTokens,
  apply({ ctx, subject }, effect) {
    if (subject) gainSoul(ctx, subject, effect.amount);
  },
  applyWorld(ctx, unit, effect) {
    gainSoul(ctx, unit, effect.amount);
  },
};
