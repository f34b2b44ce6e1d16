/**
 * Walking and turning in the action phase (R-MOVE-1..8, O-19): a path of adjacent cells within the movement left, allies
 * passable, enemies not, never ending on an occupied cell; turning in place costs 1 and may face any direction.
 */
import type { Direction, Hex } from '../../hex';
import { emit, type Ctx } from '../context';
import { dealDamage } from '../damage';
import { ruleError, type RuleError } from '../errors';
import { checkPath } from '../movement';
import { hasStatus, STATUS_DEFS } from '../statuses';
import type { Unit } from '../state';

function canSpendMovement(unit: Unit): RuleError | null {
  if (hasStatus(unit, 'stun'))
    return ruleError('move/stunned', `${unit.id} is Stunned and cannot move or turn (O-40)`, undefined, {
      unit: unit.id,
      status: 'stun',
    });
  if (hasStatus(unit, 'root'))
    return ruleError('move/rooted', `${unit.id} is Rooted and cannot move or turn`, undefined, {
      unit: unit.id,
      status: 'root',
    });
  return null;
}

/** Walks a path (R-MOVE-2/3/6); Bleeding deals 1 per cell walked (O-34). */
export function moveUnit(ctx: Ctx, unit: Unit, path: Hex[]): RuleError | null {
  const turn = ctx.state.turn!;
  const blocked = canSpendMovement(unit);
  if (blocked) return blocked;
  const check = checkPath(ctx.state, unit, path, turn.movementLeft);
  if (!check.ok) return check.error;
  unit.pos = { ...path[path.length - 1] };
  unit.facing = check.facing;
  turn.movementLeft -= check.cost;
  emit(ctx, {
    type: 'moved',
    unit: unit.id,
    path: path.map((h) => ({ ...h })),
    facing: unit.facing,
    cost: check.cost,
    forced: null,
  });
  if (hasStatus(unit, 'bleeding'))
    dealDamage(ctx, unit, STATUS_DEFS.bleeding.value * path.length, {
      source: null,
      unresistable: false,
      fromStatus: 'bleeding',
    });
  return null;
}

/** Turns in place to any other facing for 1 movement (R-MOVE-4, O-19). */
export function turnUnit(ctx: Ctx, unit: Unit, facing: Direction): RuleError | null {
  const turn = ctx.state.turn!;
  const blocked = canSpendMovement(unit);
  if (blocked) return blocked;
  if (facing === unit.facing)
    return ruleError('move/same_facing', `${unit.id} already faces direction ${facing}`, 'R-MOVE-4');
  if (turn.movementLeft < 1)
    return ruleError('move/no_budget', `turning costs 1 movement; ${unit.id} has none left this turn`, 'R-MOVE-4', {
      cost: 1,
      budget: turn.movementLeft,
    });
  unit.facing = facing;
  turn.movementLeft -= 1;
  emit(ctx, { type: 'turned', unit: unit.id, facing });
  return null;
}
