/** swap: the source and the target exchange cells. */
import { emit } from '../context';
import type { EffectKindHandler } from './application';

export const swapEffect: EffectKindHandler<'swap'> = {
  validate() {},
  apply({ ctx, source, target }) {
    if (!target || !target.alive || !target.pos || !source.pos) return;
    const p = source.pos;
    source.pos = target.pos;
    target.pos = p;
    emit(ctx, { type: 'swapped', a: source.id, b: target.id });
  },
};
