/**
 * Darien's mechanism (R-DARIEN-1..3, O-46): the weapon switch and the passive Two Oaths — Twin Swords ignore Sturdy and
 * Ice Shield, Greatsword reduces damage from a unit in his front cone by 1.
 */
import { hexDistance, isInFrontCone } from '../hex';
import { hasStatus, emit, STATUS_DEFS, type Mechanism, type BotAdvice } from '../rules/mechanismApi';

/** Darien's bot advice (R-DARIEN-3): switch when the other form's best skill against the nearest enemy is clearly better. */
const darienBot: BotAdvice = {
  scoreUntargeted(bot, use) {
    if (!use.kinds.has('darien:switchForm')) return undefined;
    const { game, me, foes, enemies } = bot;
    if (!me?.pos || !me.form) return -1;
    const ch = game.content.characters[me.def];
    const forms = ch?.forms ?? [];
    const other = forms.find((f) => f !== me.form);
    if (!other || !ch) return -1;
    const side = ch.boards[me.board]?.sides[me.side];
    const targets = foes.length ? foes : enemies;
    if (!side || targets.length === 0) return -1;
    const best = (form: string) => {
      let b = 0;
      for (const s of side.skills) {
        if (me.used.includes(s.id)) continue;
        for (const u of targets) {
          const d = hexDistance(me.pos!, u.pos!);
          const r = s.targeting.range;
          if (d > (r?.max ?? 1) + 1 || d < (r?.min ?? 0)) continue;
          b = Math.max(b, bot.valueOf(bot.effectsOf(s, form, false), { ...me, form }, u, d).damage);
        }
      }
      return b;
    };
    return best(other) > best(me.form) + 0.3 ? 60 : -1;
  },
};

/** Switches Darien's form to the other of his two forms (R-DARIEN-2). */
export const darienMechanism: Mechanism = {
  id: 'darien',
  bot: darienBot,
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
    if (
      unit.def === 'darien' &&
      unit.form === 'great' &&
      src?.pos &&
      unit.pos &&
      hexDistance(unit.pos, src.pos) === 1 &&
      isInFrontCone(unit.pos, unit.facing, src.pos) &&
      out >= 2
    )
      out -= 1;
    return Math.max(0, out);
  },
};
