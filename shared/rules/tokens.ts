/** Curse tokens and souls a unit gains (R-SKILL-5, R-START-3, R-STATUE-3, R-TRADE), each announced with the new total. */
import { emit, type Ctx } from './context';
import type { Unit } from './state';

/** Gives `unit` curse tokens. */
export function gainCurse(ctx: Ctx, unit: Unit, amount: number): void {
  unit.curse += amount;
  emit(ctx, { type: 'curseGained', unit: unit.id, amount, total: unit.curse });
}

/** Gives `unit` souls. */
export function gainSoul(ctx: Ctx, unit: Unit, amount: number): void {
  unit.souls += amount;
  emit(ctx, { type: 'soulGained', unit: unit.id, amount, total: unit.souls });
}
