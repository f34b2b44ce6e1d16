/** attack (R-YUNYE-1 "attack 111 once"): a hit roll; a total of 0 misses, otherwise the on-hit effects come next. */
import { DIE_KINDS } from '../../content/schema';
import { checkEffects } from '../../content/validate';
import { rollFor } from '../dice';
import type { EffectKindHandler } from './application';
import { hitChance } from './expectedValue';

export const attackEffect: EffectKindHandler<'attack'> = {
  validate(c, v, path) {
    if (c.array(v.dice, `${path}.dice`))
      v.dice.forEach((d, i) => {
        if (!c.object(d, `${path}.dice[${i}]`)) return;
        c.oneOf(d.kind, DIE_KINDS, `${path}.dice[${i}].kind`);
        c.int(d.count, `${path}.dice[${i}].count`, 1, 20);
      });
    checkEffects(c, v.onHit, `${path}.onHit`);
  },
  apply({ ctx, frame, source }, effect) {
    let total = 0;
    for (const pool of effect.dice) total += rollFor(ctx, source.id, { fixed: 0, dice: [pool] });
    if (total > 0 && frame.queue) frame.queue.unshift(...effect.onHit); // a hit: the on-hit effects come next
  },
  botValue(effect, estimate) {
    estimate.add(effect.onHit, estimate.chance * hitChance(effect.dice));
  },
};
