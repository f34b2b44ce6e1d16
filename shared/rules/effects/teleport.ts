/**
 * teleport (R-FORCE-8): the subject is placed on the chosen cell (within `maxDistance`); with no chosen cell (Fatal
 * Throw, R-CHAIN-8) the controller picks one within `maxDistance` (a step prompt).
 */
import { hexDistance } from '../../hex';
import { emit } from '../context';
import { canEnd } from '../movement';
import { rootStops, type EffectKindHandler } from './application';

export const teleportEffect: EffectKindHandler<'teleport'> = {
  validate(c, v, path) {
    c.optional(v.maxDistance, () => c.int(v.maxDistance, `${path}.maxDistance`, 1, 30));
  },
  apply({ ctx, frame, action, source, target, targetCell }, effect) {
    const who = 'on' in effect && effect.on === 'source' ? source : (target ?? source);
    if (!who.alive || !who.pos || rootStops(action, who)) return;
    if (!targetCell) {
      frame.moving = {
        effect: 'teleport',
        unit: who.id,
        stepsLeft: 1,
        toward: { ...who.pos },
        from: null,
        facingLock: true,
        maxDistance: effect.maxDistance ?? 1,
      };
      return;
    }
    if (effect.maxDistance !== undefined && hexDistance(who.pos, targetCell) > effect.maxDistance) return;
    if (!canEnd(ctx.state, who, targetCell)) return;
    const from = who.pos;
    who.pos = { ...targetCell };
    emit(ctx, { type: 'teleported', unit: who.id, from, to: who.pos });
  },
};
