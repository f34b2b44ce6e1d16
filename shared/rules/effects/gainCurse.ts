/** gainCurse: curse tokens for the subject (R-SKILL-5). */
import type { Checker } from '../../content/validate';
import { gainCurse } from '../tokens';
import type { EffectKindHandler } from './application';

/** Checks a token count (curse tokens and souls: 1 to 28). */
export function validateTokens(c: Checker, v: Record<string, unknown>, path: string): void {
  c.int(v.amount, `${path}.amount`, 1, 28);
}

export const gainCurseEffect: EffectKindHandler<'gainCurse'> = {
  validate: validateTokens,
  apply({ ctx, subject }, effect) {
    if (subject) gainCurse(ctx, subject, effect.amount);
  },
  applyWorld(ctx, unit, effect) {
    gainCurse(ctx, unit, effect.amount);
  },
};
