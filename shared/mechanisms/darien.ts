/**
 * Darien's mechanism (R-DARIEN-1..3, O-46): the weapon switch and the passive Two Oaths — Twin Swords ignore Sturdy and
 * Ice Shield, Greatsword reduces damage from a unit in his front cone by 1.
 */
import { hexDistance, isInFrontCone } from '../hex';
import { hasStatus, emit, STATUS_DEFS, type Mechanism } from '../rules/mechanismApi';

/** Switches Darien's form to the other of his two forms (R-DARIEN-2). */
export const darienMechanism: Mechanism = {
  id: 'darien',
  effects: {
    switchForm(h, action) {
      const u = h.state.units[action.source];
      const forms = h.state.content.characters[u?.def ?? '']?.forms ?? [];
      if (!u || forms.length < 2) return;
      u.form = u.form === forms[0] ? forms[1] : forms[0];
      emit(h, { type: 'formChanged', unit: u.id, form: u.form });
    },
  },
  onDamageTaken(h, unit, amount, source) {
    const src = source ? h.state.units[source] : undefined;
    let out = amount;
    // Twin Swords: Darien's damage ignores the target's Sturdy and Ice Shield (they were already subtracted).
    if (src?.def === 'darien' && src.form === 'twin') {
      if (hasStatus(unit, 'sturdy')) out += STATUS_DEFS.sturdy.value;
      if (hasStatus(unit, 'iceShield')) out += STATUS_DEFS.iceShield.value;
    }
    // Greatsword: damage from an adjacent unit in Darien's front cone (the blade's reach) is reduced by 1.
    if (unit.def === 'darien' && unit.form === 'great' && src?.pos && unit.pos && hexDistance(unit.pos, src.pos) === 1 && isInFrontCone(unit.pos, unit.facing, src.pos) && out >= 2) out -= 1;
    return Math.max(0, out);
  },
};
