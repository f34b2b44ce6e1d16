/**
 * Alicia's mechanism (R-ALICIA-1..3, O-47): moving and placing the puppet ("near" = adjacent, ignoring terrain and
 * distance), the areas centred on the puppet (Puppet Dance, Tangle) and Puppet Guard. The cells the puppet may go to
 * are computed here only (pullCells, stepOutCells) and offered to Alicia's player as `choice` prompts, so what the
 * player is offered and what the module accepts are the same list.
 */
import { hexDistance, hexKey, type Hex } from '../hex';
import { amount, N } from '../content/amounts';
import {
  applyStatus,
  damageRolled,
  hasStatus,
  isFreeCell,
  living,
  neighbours,
  place,
  summon,
  summonsOf,
  emit,
  type Ctx,
  type Mechanism,
  type Unit,
  type GameState,
  type BotAdvice,
  type BotView,
} from '../rules/mechanismApi';

/** Alicia's puppet on the map, if any. */
export function puppetOf(state: GameState, alicia: Unit): Unit | null {
  return summonsOf(state, alicia, 'puppet')[0] ?? null;
}

/** Pulls a unit one step towards `to` (the first free neighbour, in direction order, that is nearer). */
function pullOneStep(h: Ctx, unit: Unit, to: Hex): void {
  if (!unit.pos || hasStatus(unit, 'root')) return;
  const d = hexDistance(unit.pos, to);
  const step = neighbours(unit.pos).find((c) => hexDistance(c, to) < d && isFreeCell(h.state, c));
  if (!step) return;
  unit.pos = { ...step };
  emit(h, { type: 'moved', unit: unit.id, path: [{ ...step }], facing: unit.facing, cost: 0, forced: 'pull' });
}

/**
 * Where Pull the Strings may move the puppet (R-ALICIA-2, O-47 "near" = adjacent): a free cell next to the puppet or
 * next to Alicia, however far apart they are, ignoring terrain in between; with no puppet on the map, a free cell next
 * to Alicia (it is placed there). Alicia's neighbours first, then the puppet's, each in direction order; a cell occupied
 * by the puppet itself is not free, so it is never offered.
 */
export function pullCells(state: GameState, alicia: Unit): Hex[] {
  if (!alicia.pos) return [];
  const puppet = puppetOf(state, alicia);
  const around = [alicia.pos, ...(puppet?.pos ? [puppet.pos] : [])].flatMap((c) => neighbours(c));
  const seen = new Set<string>();
  return around.filter((c) => {
    const k = hexKey(c);
    if (seen.has(k) || !isFreeCell(state, c)) return false;
    seen.add(k);
    return true;
  });
}

/** Free cells next to Alicia where her puppet steps out for Puppet Dance / Tangle, default first: her front, then around. */
export function stepOutCells(state: GameState, alicia: Unit): Hex[] {
  if (!alicia.pos) return [];
  return [0, 1, 5, 2, 4, 3]
    .map((k) => neighbours(alicia.pos!)[(alicia.facing + k) % 6])
    .filter((c) => isFreeCell(state, c));
}

/** The area parameters of a puppetArea effect, carried through the step-out choice. */
function areaParams(params: Record<string, unknown>): Record<string, number | boolean> {
  const out: Record<string, number | boolean> = {};
  for (const k of ['range', 'pull', 'damage', 'normalDice', 'weakness', 'root'] as const) {
    const v = params[k];
    if (typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  }
  return out;
}

/** Puppet Dance / Tangle around the puppet where it stands now: every enemy within `range` (default 1), once. */
function puppetAreaNow(h: Ctx, alicia: Unit, params: Record<string, unknown>): void {
  const puppet = puppetOf(h.state, alicia);
  if (!puppet?.pos) return;
  const range = typeof params.range === 'number' ? params.range : 1;
  const victims = living(h.state).filter(
    (u) => u.team !== alicia.team && hexDistance(u.pos!, puppet.pos!) <= range && hexDistance(u.pos!, puppet.pos!) >= 1,
  );
  for (const u of victims) {
    if (typeof params.pull === 'number') for (let i = 0; i < params.pull; i++) pullOneStep(h, u, puppet.pos);
    if (typeof params.damage === 'number') {
      const dice = typeof params.normalDice === 'number' ? Array(params.normalDice).fill(N) : [];
      damageRolled(h, u, amount(params.damage, ...dice), alicia.id, alicia.id);
    }
    if (!u.alive) continue;
    if (params.weakness === true) applyStatus(h, u, 'weakness', alicia.id, 3);
    if (params.root === true) applyStatus(h, u, 'root', alicia.id, 3);
  }
}

/** Moves the puppet to `cell`, or places it there when it is not on the map. */
function putPuppet(h: Ctx, alicia: Unit, cell: Hex): void {
  const puppet = puppetOf(h.state, alicia);
  if (puppet) place(h, puppet, cell);
  else summon(h, alicia, 'puppet', cell);
}

/** Alicia's puppet, if it stands on the map. */
function botPuppet(bot: BotView): Unit | undefined {
  const me = bot.me;
  return Object.values(bot.game.units).find(
    (u) => u.alive && u.pos && u.kind === 'summon' && u.seat === me.seat && u.def === 'puppet',
  );
}

/** How good a puppet cell is for Puppet Dance / Tangle (`range` of the area): enemy characters beside it first. */
function puppetSpot(bot: BotView, cell: Hex, range: number): number {
  return (
    bot.countWithin(cell, bot.foes, range) * 3 +
    bot.countWithin(cell, bot.enemies, range) +
    bot.countWithin(cell, bot.foes, range + 1) * 0.5
  );
}

/** Alicia's bot advice: Pull the Strings and the puppet's areas, and her puppet cells next to the most enemies. */
const aliciaBot: BotAdvice = {
  scoreUntargeted(bot, use) {
    const { game, me, enemies } = bot;
    // Pull the Strings (a choice of the cells pullCells accepts): worth it when one puts the puppet beside more enemies than now.
    if (use.kinds.has('alicia:movePuppet')) {
      const puppet = botPuppet(bot);
      const best = Math.max(-Infinity, ...pullCells(game, me).map((c) => puppetSpot(bot, c, 1)));
      const gain = best - (puppet?.pos ? puppetSpot(bot, puppet.pos, 1) : 0);
      return gain > 0 ? 55 + gain : -1;
    }
    // The puppet's areas: enemies within the hook's range of the puppet.
    const areaHook = use.effects.find((e) => e.kind === 'hook' && e.hook === 'alicia:puppetArea');
    if (areaHook && areaHook.kind === 'hook') {
      const puppet = Object.values(game.units).find(
        (u) => u.alive && u.pos && u.kind === 'summon' && u.seat === me.seat && u.def === 'puppet',
      );
      const origin = puppet?.pos ?? me.pos!;
      const range = typeof areaHook.params?.range === 'number' ? areaHook.params.range : 1;
      const victims = enemies.filter((u) => hexDistance(origin, u.pos!) <= range);
      return bot.sumHits(victims, use.effects, 1);
    }
    return undefined;
  },
  scoreChoice(bot, choice, first) {
    const { cell, params } = choice;
    switch (choice.purpose) {
      case 'alicia:pullCell':
        return cell ? 5 + puppetSpot(bot, cell, 1) + first : first;
      case 'alicia:puppetCell':
        return cell ? 5 + puppetSpot(bot, cell, typeof params?.range === 'number' ? params.range : 1) + first : first;
      default:
        return first;
    }
  },
};

/** Alicia's mechanism. */
export const aliciaMechanism: Mechanism = {
  id: 'alicia',
  bot: aliciaBot,
  refuseDeclaration(state, unit, skill) {
    if (skill.id !== 'pullTheStrings' || pullCells(state, unit).length > 0) return null;
    return 'there is no free cell next to Alicia or her puppet';
  },
  effects: {
    /**
     * Pull the Strings: her player picks one of pullCells (an `alicia:pullCell` prompt, answered by `alicia:pullTo`).
     * With no player to ask (direct calls) the first cell; with none free the skill does nothing.
     */
    movePuppet(h, action) {
      const alicia = h.state.units[action.source];
      if (!alicia?.pos) return;
      const cells = pullCells(h.state, alicia);
      if (cells.length > 1 && h.ask)
        h.ask({
          unit: alicia.id,
          purpose: 'alicia:pullCell',
          options: cells.map(hexKey),
          cells,
          hook: 'alicia:pullTo',
        });
      else if (cells[0]) putPuppet(h, alicia, cells[0]);
    },
    /** The answer to 'alicia:pullCell': the puppet goes to the chosen cell (`"q,r"`), if it is still one of pullCells. */
    pullTo(h, action, _target, params) {
      const alicia = h.state.units[action.source];
      if (!alicia?.pos) return;
      const cell = pullCells(h.state, alicia).find((c) => hexKey(c) === params.choice);
      if (cell) putPuppet(h, alicia, cell);
    },
    /**
     * Puppet Dance / Tangle: every enemy within `range` (default 1) of the puppet, once per action. With no puppet on the
     * map, the puppet first steps out onto a free cell next to Alicia of her player's choice (an `alicia:puppetCell`
     * prompt over stepOutCells, answered by `alicia:stepOut`); with no player to ask, the first of them.
     */
    puppetArea(h, action, _target, params) {
      const alicia = h.state.units[action.source];
      if (!alicia?.pos) return;
      if (!puppetOf(h.state, alicia)) {
        const cells = stepOutCells(h.state, alicia);
        if (cells.length > 1 && h.ask) {
          h.ask({
            unit: alicia.id,
            purpose: 'alicia:puppetCell',
            options: cells.map(hexKey),
            cells,
            hook: 'alicia:stepOut',
            params: areaParams(params),
          });
          return;
        }
        if (cells[0]) summon(h, alicia, 'puppet', cells[0]);
      }
      puppetAreaNow(h, alicia, params);
    },
    /** The answer to 'alicia:puppetCell': the puppet steps out on the chosen cell (`"q,r"`), then the area resolves. */
    stepOut(h, action, _target, params) {
      const alicia = h.state.units[action.source];
      if (!alicia?.pos) return;
      if (!puppetOf(h.state, alicia)) {
        const cell = stepOutCells(h.state, alicia).find((c) => hexKey(c) === params.choice);
        if (!cell) return;
        summon(h, alicia, 'puppet', cell);
      }
      puppetAreaNow(h, alicia, params);
    },
    /** Puppet Guard: Alicia and her puppet exchange cells, ignoring terrain. */
    swapWithPuppet(h, action) {
      const alicia = h.state.units[action.source];
      const puppet = alicia ? puppetOf(h.state, alicia) : null;
      if (!alicia?.pos || !puppet?.pos) return;
      const a = { ...alicia.pos };
      const p = { ...puppet.pos };
      place(h, alicia, p);
      place(h, puppet, a);
    },
  },
};
