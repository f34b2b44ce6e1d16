/** applyStatus (R-TRACK-2, R-SAVE-1/2): with an optional save against `saveThreshold` (O-25: the status's, else 3). */
import { STATUS_IDS } from '../../content/schema';
import { applyStatus, isStatusImmune, STATUS_DEFS } from '../statuses';
import type { EffectKindHandler } from './application';

export const applyStatusEffect: EffectKindHandler<'applyStatus'> = {
  validate(c, v, path) {
    c.oneOf(v.status, STATUS_IDS, `${path}.status`);
    c.optional(v.save, () => c.boolean(v.save, `${path}.save`));
    c.optional(v.saveThreshold, () => c.int(v.saveThreshold, `${path}.saveThreshold`, 0, 60));
  },
  apply({ ctx, source, subject }, effect) {
    if (!subject) return;
    const threshold = effect.saveThreshold ?? STATUS_DEFS[effect.status].saveThreshold ?? 3;
    applyStatus(ctx, subject, effect.status, source.id, effect.save ? { threshold } : null, isStatusImmune(ctx.state, subject));
  },
  botValue(_effect, { value, chance, onSource }) {
    if (!onSource) value.statuses += chance;
  },
};
