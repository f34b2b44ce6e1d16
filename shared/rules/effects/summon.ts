/** summon (R-SILAS-2..6, R-ALICIA-3): a unit of a definition placed on the chosen empty cell, at most `max` at once. */
import { isStandable, unitAt } from '../board';
import { emit } from '../context';
import type { EffectKindHandler } from './application';

export const summonEffect: EffectKindHandler<'summon'> = {
  validate(c, v, path) {
    c.string(v.unit, `${path}.unit`);
    c.optional(v.max, () => c.int(v.max, `${path}.max`, 1, 9));
  },
  apply({ ctx, source, targetCell }, effect) {
    const s = ctx.state;
    const def = s.content.units[effect.unit];
    if (!def || !targetCell || !isStandable(s, targetCell) || unitAt(s, targetCell)) return;
    const mine = Object.values(s.units).filter((u) => u.kind === 'summon' && u.def === effect.unit && u.seat === source.seat && u.alive);
    if (effect.max !== undefined && mine.length >= effect.max) return;
    let n = 1;
    while (s.units[`${source.id}-${effect.unit}-${n}`]) n++;
    const id = `${source.id}-${effect.unit}-${n}`;
    s.units[id] = {
      id, kind: 'summon', def: effect.unit, seat: source.seat, team: source.team, relic: null, relicRevealed: true, alive: true,
      pos: { ...targetCell }, facing: source.facing, hp: def.stats.hp, maxHp: def.stats.hp, movement: def.stats.movement,
      constitution: def.stats.constitution, initiativeModifier: def.stats.initiative, board: 0, side: 0, used: [], curse: 0,
      souls: 0, items: [], equipment: null, statuses: [], trackerFlips: 0, rune: false, form: null, mechanism: {},
    };
    emit(ctx, { type: 'summoned', unit: id, def: effect.unit, cell: { ...targetCell } });
  },
};
