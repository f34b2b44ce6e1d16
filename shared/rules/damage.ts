/**
 * Taking damage (R-DMG, R-STATUS-15/17, docs/rules-decisions.md "Statuses"): base, plus Weakness and the source's Frenzy, then equipment,
 * then statuses in the order applied (Sturdy for damage with a source, Ice Shield), never below 0; unresistable damage
 * skips every reduction (R-DMG-4). Death at 0 HP removes the unit and reveals its relic (O-01). Every step is recorded in
 * the `damaged` event (events.ts DamageStep), so a log and a preview can show why the damage is what it is.
 */
import type { Amount, DieKind, StatusId } from '../content/schema';
import { emit, type Ctx } from './context';
import { rollDie, rollFor } from './dice';
import type { DamageStep, DistanceRow } from './events';
import { queueGrant } from './grants';
import { STATUS_DEFS, hasStatus, removeStatus } from './statuses';
import type { HitTaken } from './mechanism';
import type { Unit } from './state';

export type DamageOptions = {
  /** The unit whose effect deals the damage; null for status and event damage (R-STATUS-10 "damage with a source"). */
  source: string | null;
  unresistable: boolean;
  /** The negative status dealing it (Burning, Bleeding, Poison): Weakness does not add to it (R-STATUS-11). */
  fromStatus: StatusId | false;
  /** How `base` was made (fixed and dice parts summing to it, rollSteps) and the distance row; a plain number is one fixed part. */
  origin?: { steps: DamageStep[]; distance?: DistanceRow };
};

const sum = (steps: DamageStep[]): number => steps.reduce((a, s) => a + s.amount, 0);

/**
 * Rolls an amount for `unitId` (dice.ts rollFor, which announces each pool) and returns it as breakdown steps: the fixed
 * part and each pool's faces, read back from the `diceRolled` events rollFor emitted. Every rolled damage — a skill's,
 * an event's, a module's (Detonate, Puppet Dance) — passes these as `origin`, so its dice show in the breakdown.
 */
export function rollSteps(
  ctx: Ctx,
  unitId: string,
  amount: Amount,
  bonusFor?: StatusId,
): { total: number; steps: DamageStep[] } {
  const from = ctx.events.length;
  const total = rollFor(ctx, unitId, amount);
  const tag = bonusFor ? { bonusFor } : {};
  const steps: DamageStep[] =
    amount.fixed !== 0 || !amount.dice?.length ? [{ kind: 'fixed', amount: amount.fixed, ...tag }] : [];
  for (const e of ctx.events.slice(from))
    if (e.type === 'diceRolled')
      steps.push({ kind: 'dice', die: e.kind as DieKind, faces: [...e.faces], amount: e.total, ...tag });
  return { total, steps };
}

/** Adds the step that lifts a negative running total back to 0 (R-DMG-6). */
function floored(steps: DamageStep[]): DamageStep[] {
  const total = sum(steps);
  return total < 0 ? [...steps, { kind: 'floor', amount: -total }] : steps;
}

/** The steps from `base` to the damage a unit would take after increases and reductions (no dice, no side effects). */
export function damageSteps(ctx: Ctx, target: Unit, base: number, opts: DamageOptions): DamageStep[] {
  const steps: DamageStep[] =
    opts.origin && sum(opts.origin.steps) === base ? [...opts.origin.steps] : [{ kind: 'fixed', amount: base }];
  if (!opts.fromStatus && hasStatus(target, 'weakness'))
    steps.push({ kind: 'status', status: 'weakness', of: 'target', amount: STATUS_DEFS.weakness.value });
  const src = opts.source ? ctx.state.units[opts.source] : undefined;
  if (src && src.alive && hasStatus(src, 'frenzy'))
    steps.push({ kind: 'status', status: 'frenzy', of: 'source', amount: STATUS_DEFS.frenzy.value });
  if (opts.unresistable) return floored(steps);
  // R-DMG-3: equipment first.
  if (target.equipment) {
    const card = ctx.state.content.cards[target.equipment.card];
    if (card?.reduction) steps.push({ kind: 'equipment', card: target.equipment.card, amount: -card.reduction });
  }
  // Then statuses in the order applied (tracker left to right). Vigilance is issue #4 (last, R-ELI-4).
  for (const s of [...target.statuses].sort((a, b) => a.order - b.order)) {
    if (s.id === 'sturdy' && opts.source !== null)
      steps.push({ kind: 'status', status: 'sturdy', of: 'target', amount: -STATUS_DEFS.sturdy.value });
    if (s.id === 'iceShield')
      steps.push({ kind: 'status', status: 'iceShield', of: 'target', amount: -STATUS_DEFS.iceShield.value });
  }
  return floored(steps);
}

/** The damage a unit would take from `base` after increases and reductions (no dice, no side effects). */
export function finalDamage(ctx: Ctx, target: Unit, base: number, opts: DamageOptions): number {
  return sum(damageSteps(ctx, target, base, opts));
}

/** Module damage adjustments (mechanism.ts onDamageTaken), after statuses and before Vigilance; one step per change. */
function applyModules(ctx: Ctx, target: Unit, amount: number, source: string | null, steps: DamageStep[]): number {
  let out = amount;
  for (const m of ctx.rules.hooks) {
    const fn = m.onDamageTaken;
    if (!fn) continue;
    const next = Math.max(0, fn(ctx, target, out, source));
    if (next !== out) steps.push({ kind: 'module', module: m.id, amount: next - out });
    out = next;
  }
  return out;
}

/**
 * Vigilance last (R-DMG-3, R-ELI-2/4, R-STATUS-12; O-49 in docs/content.md): Cursed Vigilance negates the damage and is
 * removed; Vigilance rolls 2 disadvantage dice and reduces the damage by their total, and is removed when both are blank.
 */
function applyVigilance(ctx: Ctx, target: Unit, amount: number, steps: DamageStep[]): number {
  if (hasStatus(target, 'cursedVigilance')) {
    // R-STATUS-12: a grant the status carries (schema grantAction afterNegating) opens once it has negated the damage.
    const grant = target.statuses.find((st) => st.id === 'cursedVigilance' && st.grant)?.grant;
    removeStatus(ctx, target, 'cursedVigilance', 'broken');
    if (grant) {
      const chain = ctx.state.chain;
      const top = chain?.resolving[chain.resolving.length - 1];
      queueGrant(ctx, { ...grant, answers: top ? top.action : null });
    }
    steps.push({ kind: 'status', status: 'cursedVigilance', of: 'target', amount: -amount });
    return 0;
  }
  if (!hasStatus(target, 'vigilance')) return amount;
  const faces = [rollDie(ctx.state, 'disadvantage'), rollDie(ctx.state, 'disadvantage')];
  const total = faces[0] + faces[1];
  emit(ctx, { type: 'diceRolled', unit: target.id, kind: 'disadvantage', faces, total });
  if (total === 0) removeStatus(ctx, target, 'vigilance', 'broken');
  const out = Math.max(0, amount - total);
  steps.push({ kind: 'vigilance', faces, amount: out - amount });
  return out;
}

/** What deals damage from `source` now: the resolving action's origin when that action is the source's (R-RES-1). */
function dealtBy(ctx: Ctx, source: string | null): HitTaken['by'] {
  const chain = ctx.state.chain;
  if (source === null || !chain || chain.resolving.length === 0) return null;
  const a = chain.actions[String(chain.resolving[chain.resolving.length - 1].action)];
  return a && a.source === source ? a.origin.kind : null;
}

/**
 * Deals damage to a unit; kills it at 0 HP (O-01). Returns the damage dealt. A hit that took HP is then reported to the
 * modules (mechanism `onDamaged`), after its event and its death, so what answers it comes after it (O-51).
 */
export function dealDamage(ctx: Ctx, target: Unit, base: number, opts: DamageOptions): number {
  if (!target.alive) return 0;
  const steps = damageSteps(ctx, target, base, opts);
  let amount = sum(steps);
  if (!opts.unresistable) amount = applyModules(ctx, target, amount, opts.source, steps);
  if (!opts.unresistable && amount > 0) amount = applyVigilance(ctx, target, amount, steps);
  const at = target.pos;
  target.hp = Math.max(0, target.hp - amount);
  emit(ctx, {
    type: 'damaged',
    unit: target.id,
    source: opts.source,
    amount,
    base,
    hp: target.hp,
    steps,
    ...(opts.origin?.distance ? { distance: opts.origin.distance } : {}),
    ...(opts.fromStatus ? { status: opts.fromStatus } : {}),
    ...(opts.unresistable ? { unresistable: true as const } : {}),
  });
  if (target.hp <= 0) killUnit(ctx, target);
  if (amount > 0) {
    if (ctx.state.counters.quiet) ctx.state.counters.quiet = 0; // O-53: HP lost, the Final Judgment's quiet count restarts
    const hit: HitTaken = { amount, source: opts.source, by: dealtBy(ctx, opts.source), at };
    for (const m of ctx.rules.hooks) m.onDamaged?.(ctx, target, hit);
  }
  return amount;
}

/** Removes a dead unit from the map and reveals its relic to everyone (O-01, R-INIT-6). */
export function killUnit(ctx: Ctx, unit: Unit): void {
  unit.alive = false;
  unit.hp = 0;
  unit.pos = null;
  unit.relicRevealed = true;
  emit(ctx, { type: 'died', unit: unit.id, relic: unit.relic, team: unit.team });
}

/** Heals up to max HP (R-SHEET-4); returns the amount healed. */
export function heal(ctx: Ctx, unit: Unit, amount: number): number {
  if (!unit.alive) return 0;
  const healed = Math.max(0, Math.min(amount, unit.maxHp - unit.hp));
  unit.hp += healed;
  emit(ctx, { type: 'healed', unit: unit.id, amount: healed, hp: unit.hp });
  return healed;
}
