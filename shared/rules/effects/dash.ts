/**
 * dash (R-FORCE-7, R-DASH-1): the source moves along a shortest route to the chosen cell, `maxDistance` capping it; in
 * a unit-targeted skill it approaches the target instead, ending next to it at the latest. `pathDamage` hits each unit
 * beside a cell it entered (movingEffects.ts endMoving).
 */
import { hexDistance } from '../../hex';
import { TARGET_FILTERS } from '../../content/schema';
import { checkAmount } from '../../content/validate';
import { endMoving } from '../movingEffects';
import { hasTag, rootStops, type EffectKindHandler } from './application';

export const dashEffect: EffectKindHandler<'dash'> = {
  validate(c, v, path) {
    c.optional(v.maxDistance, () => c.int(v.maxDistance, `${path}.maxDistance`, 1, 30));
    c.optional(v.pathDamage, () => (checkAmount(c, v.pathDamage, `${path}.pathDamage`), true));
    c.optional(v.pathFilter, () => c.oneOf(v.pathFilter, TARGET_FILTERS, `${path}.pathFilter`));
  },
  apply({ ctx, frame, action, source, target, targetCell }, effect) {
    if (!source.pos || rootStops(action, source)) return;
    const path = effect.pathDamage ? { pathDamage: effect.pathDamage, pathFilter: effect.pathFilter ?? 'enemy' } : {};
    if (!targetCell) {
      if (!target || !target.pos) return;
      // With pathDamage it cuts beside the cells it enters like any dash (R-DASH-1), after its last step.
      const steps = Math.min(hexDistance(source.pos, target.pos) - 1, effect.maxDistance ?? 99);
      if (steps > 0)
        frame.moving = {
          effect: 'approach',
          unit: source.id,
          stepsLeft: steps,
          toward: null,
          from: { ...target.pos },
          facingLock: hasTag(action, 'facing-lock'),
          maxDistance: 0,
          start: { ...source.pos },
          path: [],
          ...path,
        };
      return;
    }
    const steps = Math.min(hexDistance(source.pos, targetCell), effect.maxDistance ?? 99);
    // The dasher stays on its cell while the route is chosen (a cursor walks it), so no prompt ever shows it on an
    // ally's cell; it is placed when the dash ends (endMoving).
    frame.moving = {
      effect: 'dash',
      unit: source.id,
      stepsLeft: steps,
      toward: { ...targetCell },
      from: null,
      facingLock: hasTag(action, 'facing-lock'),
      maxDistance: 0,
      start: { ...source.pos },
      at: { ...source.pos },
      path: [],
      ...path,
    };
    if (steps === 0) endMoving(ctx, frame);
  },
};
