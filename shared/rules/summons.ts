/**
 * Summoned units (R-SILAS-2..6, R-ALICIA-3): which ones a unit's seat has on the map, and putting a new one there — for
 * the `summon` effect and for mechanism plugins alike.
 */
import type { Hex } from '../hex';
import { livingUnits } from './board';
import { emit, type Ctx } from './context';
import { makeUnit } from './makeUnit';
import type { GameState, Unit } from './state';

/** The living summons of `owner`'s seat (of definition `def` when given), in id order. */
export function summonsOf(state: GameState, owner: Unit, def?: string): Unit[] {
  return livingUnits(state).filter(
    (u) => u.kind === 'summon' && (def === undefined || u.def === def) && u.seat === owner.seat,
  );
}

/** Puts a new summon of definition `def` (which must exist) for `owner` on `cell`, numbered after its predecessors. */
export function placeSummon(ctx: Ctx, owner: Unit, def: string, cell: Hex): Unit {
  const s = ctx.state;
  const d = s.content.units[def];
  let n = 1;
  while (s.units[`${owner.id}-${def}-${n}`]) n++;
  const id = `${owner.id}-${def}-${n}`;
  s.units[id] = makeUnit({
    id,
    kind: 'summon',
    def,
    seat: owner.seat,
    team: owner.team,
    relic: null,
    relicRevealed: true,
    pos: { ...cell },
    facing: owner.facing,
    stats: d.stats,
    hp: d.stats.hp,
    curse: 0,
    rune: false,
    form: null,
  });
  emit(ctx, { type: 'summoned', unit: id, def, cell: { ...cell } });
  return s.units[id];
}
