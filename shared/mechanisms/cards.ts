/**
 * Card behaviour data cannot say (R-ITEM-7, R-EQUIP-6, O-42): the Stubborn Die, the Soul-Splitting Bell's save-or-take
 * damage, Boots of the Exile (+1 movement), Thorned Mail and Hunter's Spyglass (+1 range to single-target skills).
 */
import { hexDistance } from '../hex';
import { damage, save, type Mechanism } from '../rules/mechanismApi';

/** Mechanism key: movement bonus currently granted by Boots of the Exile. */
export const BOOTS_BONUS = 'bootsBonus';

/** The cards mechanism (id `cards`). */
export const cardsMechanism: Mechanism = {
  id: 'cards',
  effects: {
    /** R-ITEM-7: the die lies in its user's initiative slot until the next world turn (R-WORLD-5 swaps). */
    stubbornDie(h, action) {
      if (!h.state.stubbornDice.includes(action.source))
        h.state.stubbornDice = [...h.state.stubbornDice, action.source];
    },
    /** R-EQUIP-6 / O-42: each enemy within 2 saves constitution vs 3; a failure takes 1 unresistable damage. */
    bellToll(h, action, target, params) {
      const victim = target ? h.state.units[target] : undefined;
      if (!victim || !victim.alive) return;
      const threshold = typeof params.threshold === 'number' ? params.threshold : 3;
      if (save(h, victim, threshold)) return;
      damage(h, victim, typeof params.damage === 'number' ? params.damage : 1, action.source, true);
    },
  },
  /** Boots of the Exile: +1 movement while held (applied to the movement attribute, removed when the boots go). */
  onTurnStart(h) {
    for (const u of Object.values(h.state.units)) {
      if (u.kind !== 'character') continue;
      const has = u.equipment?.card === 'exileBoots';
      const granted = u.mechanism[BOOTS_BONUS] === 1;
      if (has && !granted) {
        u.movement += 1;
        u.mechanism[BOOTS_BONUS] = 1;
      } else if (!has && granted) {
        u.movement -= 1;
        u.mechanism[BOOTS_BONUS] = 0;
      }
    }
  },
  /** Hunter's Spyglass: the holder's single-target skills reach 1 cell further. */
  modifyRange(_state, unit, skill, range) {
    return unit.equipment?.card === 'hunterSpyglass' && skill.targeting.kind === 'single'
      ? { ...range, max: range.max + 1 }
      : range;
  },
  /**
   * Thorned Mail (O-51): "when an adjacent unit damages you with a skill, it takes 1 unrespondable damage" — a skill's
   * hit only (no item, equipment or status), damage actually dealt (after Vigilance), from a unit next to the wearer's
   * cell when hit (a hit that kills the wearer counts); the thorn comes after the hit.
   */
  onDamaged(h, unit, hit) {
    if (unit.equipment?.card !== 'thornedMail' || hit.by !== 'skill' || !hit.source || !hit.at) return;
    const src = h.state.units[hit.source];
    if (src?.alive && src.pos && hexDistance(src.pos, hit.at) === 1) damage(h, src, 1, null);
  },
};
