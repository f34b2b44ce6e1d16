/** What the rune does (R-SHEET-8, R-STATUS-16), as a bonus action or a reaction: cleanse, then heal ⌊max HP / 2⌋. */
import { emit, type Ctx } from './context';
import { heal } from './damage';
import { cleanse } from './statuses';
import type { Unit } from './state';

/** Removes every negative status of `unit` and heals half its max HP, rounded down. */
export function runeEffect(ctx: Ctx, unit: Unit): void {
  cleanse(ctx, unit);
  const healed = heal(ctx, unit, Math.floor(unit.maxHp / 2));
  emit(ctx, { type: 'runeUsed', unit: unit.id, healed });
}
