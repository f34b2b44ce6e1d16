/**
 * damage (R-DMG-1/2, R-STATUE-1/2): an amount, or a distance table read at resolution (a distance not in the table = no
 * effect), plus `bonusIfTargetHas` (Intercepting Fist, R-YUNYE-1). Against the statue only targeted damage breaks it.
 */
import { hexDistance } from '../../hex';
import { checkAmount } from '../../content/validate';
import { STATUS_IDS, type DistanceEntry } from '../../content/schema';
import { positionOf } from '../board';
import { emit, type Ctx } from '../context';
import { dealDamage, rollSteps } from '../damage';
import type { DamageStep, DistanceRow } from '../events';
import { rollFor } from '../dice';
import { hasStatus } from '../statuses';
import { gainCurse } from '../tokens';
import { hasTag, type EffectKindHandler } from './application';
import { meanAmount } from './expectedValue';

/** The row of a distance table for a distance, if any. */
const rowAt = (table: DistanceEntry[], d: number): DistanceEntry | undefined =>
  table.find((e) => d >= e.from && d <= (e.to ?? e.from));

/** Destroys the statue (R-STATUE-1/3): every character on the map gains 2 curse tokens. */
function destroyStatue(ctx: Ctx, by: string): void {
  const st = ctx.state.statue;
  if (!st || !st.intact) return;
  ctx.state.statue = { ...st, intact: false }; // the input state shares the old one (cloneState.ts)
  emit(ctx, { type: 'statueDestroyed', by });
  for (const id of Object.keys(ctx.state.units).sort()) {
    const u = ctx.state.units[id];
    if (u.kind === 'character' && u.alive && u.pos) gainCurse(ctx, u, 2);
  }
}

export const damageEffect: EffectKindHandler<'damage'> = {
  validate(c, v, path) {
    if (v.amount === undefined && v.byDistance === undefined) c.fail(path, 'damage needs amount or byDistance');
    c.optional(v.amount, () => (checkAmount(c, v.amount, `${path}.amount`), true));
    c.optional(v.byDistance, () => {
      if (!c.array(v.byDistance, `${path}.byDistance`)) return false;
      v.byDistance.forEach((e, i) => {
        const p = `${path}.byDistance[${i}]`;
        if (!c.object(e, p)) return;
        c.int(e.from, `${p}.from`, 0, 30);
        c.optional(e.to, () => c.int(e.to, `${p}.to`, typeof e.from === 'number' ? e.from : 0, 30));
        checkAmount(c, e.amount, `${p}.amount`);
      });
      return true;
    });
    c.optional(v.bonusIfTargetHas, () => {
      const b = v.bonusIfTargetHas;
      const p = `${path}.bonusIfTargetHas`;
      if (!c.object(b, p)) return false;
      c.oneOf(b.status, STATUS_IDS, `${p}.status`);
      checkAmount(c, b.amount, `${p}.amount`);
      return true;
    });
  },
  apply({ ctx, action: a, source, targetId, subject }, effect) {
    const s = ctx.state;
    if (targetId === 'statue' && !('on' in effect && effect.on === 'source')) {
      // R-STATUE-1/2: only targeted damage (a single-target skill that chose it) breaks the statue.
      const st = s.statue;
      if (!st?.cell || !source.pos || a.skill.targeting.kind !== 'single' || hasTag(a, 'non-targeted')) return;
      const row = effect.byDistance ? rowAt(effect.byDistance, hexDistance(source.pos, st.cell)) : null;
      const amount = effect.byDistance
        ? row
          ? rollFor(ctx, source.id, row.amount)
          : 0
        : rollFor(ctx, source.id, effect.amount!);
      if (amount > 0) destroyStatue(ctx, source.id);
      return;
    }
    if (!subject || !subject.alive || !subject.pos || !source.pos) return;
    let rolled: { total: number; steps: DamageStep[] };
    let distance: DistanceRow | undefined;
    if (effect.byDistance) {
      // R-DMG-2: the distance when the skill takes effect picks the column; a distance not in the table = no effect.
      const d = hexDistance(positionOf(s, source)!, positionOf(s, subject)!);
      const row = rowAt(effect.byDistance, d);
      if (!row) return;
      distance = { distance: d, from: row.from, to: row.to ?? row.from };
      rolled = rollSteps(ctx, source.id, row.amount);
    } else rolled = rollSteps(ctx, source.id, effect.amount!);
    if (effect.bonusIfTargetHas && hasStatus(subject, effect.bonusIfTargetHas.status)) {
      const bonus = rollSteps(ctx, source.id, effect.bonusIfTargetHas.amount, effect.bonusIfTargetHas.status);
      rolled = { total: rolled.total + bonus.total, steps: [...rolled.steps, ...bonus.steps] };
    }
    dealDamage(ctx, subject, rolled.total, {
      source: source.id,
      unresistable: hasTag(a, 'unresistable'),
      fromStatus: false,
      origin: { steps: rolled.steps, ...(distance ? { distance } : {}) },
    });
  },
  applyWorld(ctx, unit, effect) {
    // An event's damage has no source and no distance: a table-only amount does nothing (R-EVENT-4).
    if (!effect.amount) return;
    // Its dice are listed in the breakdown like a skill's (hook damage, issue 27).
    const rolled = rollSteps(ctx, unit.id, effect.amount);
    dealDamage(ctx, unit, rolled.total, {
      source: null,
      unresistable: false,
      fromStatus: false,
      origin: { steps: rolled.steps },
    });
  },
  botValue(effect, { value, chance, onSource, target, distance }) {
    if (onSource) return;
    let d = meanAmount(effect.amount);
    if (effect.byDistance) {
      const row = rowAt(effect.byDistance, distance);
      d += row ? meanAmount(row.amount) : 0;
    }
    if (effect.bonusIfTargetHas && target?.statuses?.some((s) => s.id === effect.bonusIfTargetHas!.status))
      d += meanAmount(effect.bonusIfTargetHas.amount);
    value.damage += chance * d;
  },
};
