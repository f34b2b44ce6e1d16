/**
 * The effect table: every effect kind of the closed set (content/schema.ts EffectBody) with its handler, one file per
 * kind. The table is typed by the kind union, so a kind without a handler does not compile. The chain machine applies
 * effects through it (resolve.ts), content is checked through it (gameRules.ts, scenario files), declarations are
 * refused through it (declarationChecks.ts, via GameRules.refuseEffect) and the bot weighs skills through it.
 */
import type { Effect, EffectKind } from '../../content/schema';
import type { EffectParameterCheck } from '../../content/validate';
import type { Ctx } from '../context';
import type { RuleError } from '../errors';
import { hasStatus } from '../statuses';
import type { DeclaredAction, GameState, Resolution, Unit } from '../state';
import type { BotEstimate, EffectKindHandler, EffectOf } from './application';
import { applyStatusEffect } from './applyStatus';
import { attackEffect } from './attack';
import { damageEffect } from './damage';
import { dashEffect } from './dash';
import { gainCurseEffect } from './gainCurse';
import { gainItemEffect } from './gainItem';
import { gainResourceEffect } from './gainResource';
import { gainSoulEffect } from './gainSoul';
import { grantActionEffect } from './grantAction';
import { healEffect } from './heal';
import { hookEffect } from './hook';
import { placeMarkerEffect } from './placeMarker';
import { pullEffect } from './pull';
import { pushEffect } from './push';
import { removeMarkerEffect } from './removeMarker';
import { removeStatusEffect } from './removeStatus';
import { summonEffect } from './summon';
import { swapEffect } from './swap';
import { teleportEffect } from './teleport';

export type { BotEstimate, EffectValue } from './application';

/** Every effect kind's handler. */
export const EFFECT_KINDS_TABLE: { readonly [K in EffectKind]: EffectKindHandler<K> } = {
  damage: damageEffect,
  attack: attackEffect,
  push: pushEffect,
  pull: pullEffect,
  dash: dashEffect,
  teleport: teleportEffect,
  swap: swapEffect,
  applyStatus: applyStatusEffect,
  removeStatus: removeStatusEffect,
  heal: healEffect,
  summon: summonEffect,
  placeMarker: placeMarkerEffect,
  removeMarker: removeMarkerEffect,
  gainCurse: gainCurseEffect,
  gainSoul: gainSoulEffect,
  gainResource: gainResourceEffect,
  gainItem: gainItemEffect,
  grantAction: grantActionEffect,
  hook: hookEffect,
};

/** The handler of an effect's kind (the table's type pairs each kind with its effect; a lookup by a union loses that). */
function handlerOf<K extends EffectKind>(effect: EffectOf<K>): EffectKindHandler<K> {
  return EFFECT_KINDS_TABLE[effect.kind as K] as unknown as EffectKindHandler<K>;
}

/** Checks an effect's own fields in content (content/validate.ts Checker: the kind is already known to be valid). */
export const checkEffectParameters: EffectParameterCheck = (c, effect, path) => {
  EFFECT_KINDS_TABLE[effect.kind as EffectKind].validate(c, effect, path);
};

/** Why an effect refuses a declaration now, or null (GameRules.refuseEffect). */
export function refuseEffect(state: GameState, unit: Unit, effect: Effect): RuleError | null {
  return handlerOf(effect).refuseDeclaration?.(state, unit, effect) ?? null;
}

/** Whether an effect's `when` holds at resolution: target / source statuses, the weapon form, a mechanism counter. */
function conditionHolds(effect: Effect, source: Unit, target: Unit | null, action: DeclaredAction): boolean {
  const w = effect.when;
  if (!w) return true;
  if (w.targetHas && !(target && hasStatus(target, w.targetHas))) return false;
  if (w.targetLacks && target && hasStatus(target, w.targetLacks)) return false;
  if (w.sourceHas && !hasStatus(source, w.sourceHas)) return false;
  if (w.form && action.form !== w.form) return false;
  if (w.resource) {
    const v = source.mechanism[w.resource.id];
    if (typeof v !== 'number' || v < w.resource.atLeast) return false;
  }
  return true;
}

/** Applies one effect of the resolving action `frame` to its current target (or its source). */
export function applyEffect(ctx: Ctx, frame: Resolution, effect: Effect, targetId: string | 'statue' | null): void {
  const s = ctx.state;
  const action = s.chain!.actions[String(frame.action)];
  const source = s.units[action.source];
  const target = targetId && targetId !== 'statue' ? s.units[targetId] : null;
  if (!source || !conditionHolds(effect, source, target, action)) return;
  const subject = 'on' in effect && effect.on === 'source' ? source : target;
  const targetCell = action.target && 'cell' in action.target ? action.target.cell : null;
  handlerOf(effect).apply({ ctx, frame, action, source, targetId, target, subject, targetCell }, effect);
}

/** Applies a sourceless event effect to a character (R-EVENT-4) through its kind's `applyWorld`; other kinds do nothing. */
export function applyWorldEffect(ctx: Ctx, unit: Unit, effect: Effect): void {
  handlerOf(effect).applyWorld?.(ctx, unit, effect);
}

/** Adds what one effect is worth to the bot's estimate (its `when` already weighed by the caller). */
export function effectBotValue(effect: Effect, estimate: BotEstimate): void {
  handlerOf(effect).botValue?.(effect, estimate);
}
