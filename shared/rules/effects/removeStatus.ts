/** removeStatus: the listed statuses, or 'negative' for every negative one (R-STATUS-16). */
import { STATUS_IDS } from '../../content/schema';
import { cleanse, removeStatus } from '../statuses';
import type { EffectKindHandler } from './application';

export const removeStatusEffect: EffectKindHandler<'removeStatus'> = {
  validate(c, v, path) {
    if (v.statuses !== 'negative' && c.array(v.statuses, `${path}.statuses`))
      v.statuses.forEach((s, i) => c.oneOf(s, STATUS_IDS, `${path}.statuses[${i}]`));
  },
  apply({ ctx, subject }, effect) {
    if (!subject) return;
    if (effect.statuses === 'negative') cleanse(ctx, subject);
    else for (const id of effect.statuses) removeStatus(ctx, subject, id, 'cleansed');
  },
};
