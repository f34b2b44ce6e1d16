/**
 * Alicia's mechanism (R-ALICIA-1..3, O-47): moving and placing the puppet ("near" = adjacent, ignoring terrain and
 * distance), the areas centred on the puppet (Puppet Dance, Tangle) and Puppet Guard.
 */
import { hexDistance, type Hex } from '../../../hex';
import type { HookContext, RulesModule } from '../../../rules/hooks';
import type { Unit } from '../../../rules/state';
import { amount, N } from '../../amounts';
import { applyStatus, damage, hasStatus, isFreeCell, living, neighbours, place, roll, summon, summonsOf } from '../../mechanisms/engine';

/** Alicia's puppet on the map, if any. */
export function puppetOf(h: HookContext, alicia: Unit): Unit | null {
  return summonsOf(h.state, alicia, 'puppet')[0] ?? null;
}

const adjacent = (a: Hex, b: Hex): boolean => hexDistance(a, b) === 1;

/** Pulls a unit one step towards `to` (the first free neighbour, in direction order, that is nearer). */
function pullOneStep(h: HookContext, unit: Unit, to: Hex): void {
  if (!unit.pos || hasStatus(unit, 'root')) return;
  const d = hexDistance(unit.pos, to);
  const step = neighbours(unit.pos).find((c) => hexDistance(c, to) < d && isFreeCell(h.state, c));
  if (!step) return;
  unit.pos = { ...step };
  h.emit({ type: 'moved', unit: unit.id, path: [{ ...step }], facing: unit.facing, cost: 0, forced: 'pull' });
}

/** Alicia's module. */
export const aliciaModule: RulesModule = {
  id: 'alicia',
  effects: {
    /** Pull the Strings: the chosen empty cell must be next to the puppet or next to Alicia; no puppet → place it next to her. */
    movePuppet(h, action) {
      const alicia = h.state.units[action.source];
      const t = action.target as { cell?: Hex } | null;
      const cell = t?.cell;
      if (!alicia?.pos || !cell || !isFreeCell(h.state, cell)) return;
      const puppet = puppetOf(h, alicia);
      if (!puppet) {
        if (adjacent(alicia.pos, cell)) summon(h, alicia, 'puppet', cell);
        return;
      }
      if (adjacent(alicia.pos, cell) || adjacent(puppet.pos!, cell)) place(h, puppet, cell);
    },
    /**
     * Puppet Dance / Tangle: every enemy within `range` (default 1) of the puppet, once per action. With no puppet on the
     * map, the puppet first steps out next to Alicia (the first free cell of her front, then around her).
     */
    puppetArea(h, action, _target, params) {
      const s = h.state;
      const alicia = s.units[action.source];
      if (!alicia?.pos) return;
      let puppet = puppetOf(h, alicia);
      if (!puppet) {
        const cell = [0, 1, 5, 2, 4, 3].map((k) => neighbours(alicia.pos!)[(alicia.facing + k) % 6]).find((c) => isFreeCell(s, c));
        if (cell) puppet = summon(h, alicia, 'puppet', cell);
      }
      if (!puppet?.pos) return;
      const range = typeof params.range === 'number' ? params.range : 1;
      const victims = living(s).filter((u) => u.team !== alicia.team && hexDistance(u.pos!, puppet.pos!) <= range && hexDistance(u.pos!, puppet.pos!) >= 1);
      for (const u of victims) {
        if (typeof params.pull === 'number') for (let i = 0; i < params.pull; i++) pullOneStep(h, u, puppet.pos);
        if (typeof params.damage === 'number') {
          const dice = typeof params.normalDice === 'number' ? Array(params.normalDice).fill(N) : [];
          damage(h, u, roll(h, alicia.id, amount(params.damage, ...dice)), alicia.id);
        }
        if (!u.alive) continue;
        if (params.weakness === true) applyStatus(h, u, 'weakness', alicia.id, 3);
        if (params.root === true) applyStatus(h, u, 'root', alicia.id, 3);
      }
    },
    /** Puppet Guard: Alicia and her puppet exchange cells, ignoring terrain. */
    swapWithPuppet(h, action) {
      const alicia = h.state.units[action.source];
      const puppet = alicia ? puppetOf(h, alicia) : null;
      if (!alicia?.pos || !puppet?.pos) return;
      const a = { ...alicia.pos };
      const p = { ...puppet.pos };
      place(h, alicia, p);
      place(h, puppet, a);
    },
  },
};
