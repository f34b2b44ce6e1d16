/**
 * grantAction (R-STATUS-12): the subject may at once declare one skill of `skills` at `speed` inside the current chain
 * ('otherWeapon': an unused weapon skill of its current board other than the granting one); `asReaction` only when the
 * granting action was a reaction; `afterNegating` waits on the subject's status of that id until it negates damage
 * (Cursed Vigilance, O-49, damage.ts).
 */
import { STATUS_IDS } from '../../content/schema';
import { queueGrant } from '../grants';
import type { Grant } from '../state';
import type { EffectKindHandler } from './application';

export const grantActionEffect: EffectKindHandler<'grantAction'> = {
  validate(c, v, path) {
    c.int(v.speed, `${path}.speed`, 0, 99);
    if (v.skills !== 'otherWeapon' && c.array(v.skills, `${path}.skills`))
      v.skills.forEach((k, i) => c.string(k, `${path}.skills[${i}]`));
    c.optional(v.asReaction, () => c.boolean(v.asReaction, `${path}.asReaction`));
    c.optional(v.afterNegating, () => c.oneOf(v.afterNegating, STATUS_IDS, `${path}.afterNegating`));
  },
  apply({ ctx, action: a, source, target }, effect) {
    const who = 'on' in effect && effect.on === 'source' ? source : (target ?? source);
    if (!who.alive || (effect.asReaction && a.answers === null)) return;
    const ch = ctx.state.content.characters[who.def];
    const skills =
      effect.skills !== 'otherWeapon'
        ? [...effect.skills]
        : who.kind === 'character' && ch
          ? ch.boards[who.board].sides
              .flatMap((side) => side.skills)
              .filter((k) => k.usage === 'weapon' && k.id !== a.skill.id)
              .map((k) => k.id)
          : [];
    const grant: Grant = { unit: who.id, speed: effect.speed, skills, by: a.skill.id, answers: a.id };
    if (effect.afterNegating) {
      const held = [...who.statuses].reverse().find((st) => st.id === effect.afterNegating);
      if (held) held.grant = grant;
      return;
    }
    queueGrant(ctx, grant);
  },
};
