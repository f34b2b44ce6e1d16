/** applyStatus (R-TRACK-2, R-SAVE-1/2): with an optional save against `saveThreshold` (O-25: the status's, else 3). */
import { STATUS_IDS } from '../../content/schema';
import { applyStatus, isStatusImmune, STATUS_DEFS } from '../statuses';
import type { EffectKindHandler, EffectOf } from './application';

/** The save an applyStatus effect offers: none, or against its threshold (O-25: the status's printed one, else 3). */
function saveOf(effect: EffectOf<'applyStatus'>): { threshold: number } | null {
  return effect.save ? { threshold: effect.saveThreshold ?? STATUS_DEFS[effect.status].saveThreshold ?? 3 } : null;
}

export const applyStatusEffect: EffectKindHandler<'applyStatus'> = {
  validate(c, v, path) {
    c.oneOf(v.status, STATUS_IDS, `${path}.status`);
    c.optional(v.save, () => c.boolean(v.save, `${path}.save`));
    c.optional(v.saveThreshold, () => c.int(v.saveThreshold, `${path}.saveThreshold`, 0, 60));
  },
  apply({ ctx, source, subject }, effect) {
    if (subject)
      applyStatus(ctx, subject, effect.status, source.id, saveOf(effect), isStatusImmune(ctx.state, subject));
  },
  applyWorld(ctx, unit, effect) {
    applyStatus(ctx, unit, effect.status, null, saveOf(effect), isStatusImmune(ctx.state, unit));
  },
  botValue(_effect, { value, chance, onSource }) {
    if (!onSource) value.statuses += chance;
  },
};
