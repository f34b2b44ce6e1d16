/**
 * Noel's mechanism (R-NOEL-1..3, R-STATUS-8, O-45): teleport circles bound to Linked units and the circle swap.
 * A binding is stored on Noel as `bind:<circle marker id>` = the bound unit id; a circle leaving the map returns to his
 * supply (at most 4 are on the map, enforced by Draw Circle's placeMarker max).
 */
import type { Hex } from '../hex';
import { TELEPORT_CIRCLE } from '../content/characters/noel';
import {
  applyStatus,
  hasStatus,
  isFreeCell,
  place,
  isStandable,
  unitAt,
  emit,
  type Ctx,
  type Mechanism,
  type Unit,
  type GameState,
  type DeclaredAction,
  type Marker,
  type BotAdvice,
  type BotView,
} from '../rules/mechanismApi';

const BIND = 'bind:';

/** Noel's circles on the map, oldest first. */
export function circlesOf(state: GameState, noel: Unit): Marker[] {
  return state.markers.filter((m) => m.kind === TELEPORT_CIRCLE && m.owner === noel.id);
}

/** The unit bound to a circle, if it is still alive and Linked. */
export function boundUnit(state: GameState, noel: Unit, circle: Marker): Unit | null {
  const id = noel.mechanism[BIND + circle.id];
  const u = typeof id === 'string' ? state.units[id] : undefined;
  return u && u.alive && u.pos && hasStatus(u, 'link') ? u : null;
}

function unbindUnit(noel: Unit, unitId: string): void {
  for (const k of Object.keys(noel.mechanism))
    if (k.startsWith(BIND) && noel.mechanism[k] === unitId) delete noel.mechanism[k];
}

/** Drops bindings whose circle left the map or whose unit lost Link or died (the circle stays, unbound). */
export function pruneBindings(state: GameState, noel: Unit): void {
  const live = new Set(circlesOf(state, noel).map((m) => m.id));
  for (const k of Object.keys(noel.mechanism)) {
    if (!k.startsWith(BIND)) continue;
    const circle = k.slice(BIND.length);
    const u = state.units[noel.mechanism[k] as string];
    if (!live.has(circle) || !u || !u.alive || !hasStatus(u, 'link')) delete noel.mechanism[k];
  }
}

/** Noel's circles no Linked unit is bound to, oldest first (stale bindings pruned first). */
export function freeCircles(state: GameState, noel: Unit): Marker[] {
  pruneBindings(state, noel);
  return circlesOf(state, noel).filter((m) => noel.mechanism[BIND + m.id] === undefined);
}

/**
 * Binds a Linked unit to one of Noel's free circles (R-NOEL-3): the circle `circleId` when given and free, else the oldest
 * free one (the rule used where no player can be asked); returns the circle or null.
 */
export function bindToFreeCircle(state: GameState, noel: Unit, unit: Unit, circleId?: string): Marker | null {
  if (!hasStatus(unit, 'link')) return null;
  unbindUnit(noel, unit.id);
  const free = freeCircles(state, noel);
  const circle = (circleId !== undefined ? free.find((m) => m.id === circleId) : undefined) ?? free[0];
  if (!circle) return null;
  noel.mechanism[BIND + circle.id] = unit.id;
  return circle;
}

/**
 * The swap (R-NOEL-2, O-45): the bound unit is placed on the circle's cell (a teleport: Root does not stop it); a unit
 * standing there takes the bound unit's old cell. The circle then leaves the map (back to Noel's supply).
 */
export function swapCircle(h: Ctx, noel: Unit, circle: Marker): Unit | null {
  const s = h.state;
  const unit = boundUnit(s, noel, circle);
  if (!unit || !unit.pos || !isStandable(s, circle.cell)) return null;
  const from: Hex = { ...unit.pos };
  const occupant = unitAt(s, circle.cell);
  if (occupant && occupant.id !== unit.id) place(h, occupant, from);
  if (!occupant || occupant.id !== unit.id) place(h, unit, circle.cell);
  delete noel.mechanism[BIND + circle.id];
  s.markers = s.markers.filter((m) => m.id !== circle.id);
  emit(h, { type: 'markerRemoved', marker: circle.id, kind: circle.kind });
  return unit;
}

/**
 * The circles Circle Swap can use now (R-NOEL-2): a Linked living unit is bound to it and its cell is standable; oldest
 * first. Read-only (the bot calls it on the live state): boundUnit already ignores stale bindings.
 */
export function swappableCircles(state: GameState, noel: Unit): Marker[] {
  return circlesOf(state, noel).filter((m) => boundUnit(state, noel, m) !== null && isStandable(state, m.cell));
}

/** The circles Blink Circle can take Noel to: those whose cell is free; oldest first. */
export function blinkCircles(state: GameState, noel: Unit): Marker[] {
  return circlesOf(state, noel).filter((m) => isFreeCell(state, m.cell));
}

/** Noel teleports onto `circle`, which returns to his supply (Blink Circle). */
function blinkTo(h: Ctx, noel: Unit, circle: Marker): void {
  const s = h.state;
  place(h, noel, circle.cell);
  delete noel.mechanism[BIND + circle.id];
  s.markers = s.markers.filter((m) => m.id !== circle.id);
  emit(h, { type: 'markerRemoved', marker: circle.id, kind: circle.kind });
}

function circleAt(state: GameState, noel: Unit, cell: Hex | null): Marker | undefined {
  if (!cell) return undefined;
  return circlesOf(state, noel).find((m) => m.cell.q === cell.q && m.cell.r === cell.r);
}

const targetCell = (action: { target: unknown }): Hex | null => {
  const t = action.target as { cell?: Hex } | null;
  return t && t.cell ? t.cell : null;
};

/** Which of Noel's circles a skill may use now (swappableCircles, blinkCircles). */
type CircleList = (state: GameState, noel: Unit) => Marker[];
/** What a skill does with the circle chosen. */
type CircleUse = (h: Ctx, noel: Unit, circle: Marker) => unknown;

/**
 * Offers the circles `list` gives to Noel's player (a `purpose` choice prompt with their cells, answered by `hook`);
 * one circle, or no player to ask: the oldest at once; none: nothing.
 */
function offerCircles(
  h: Ctx,
  action: DeclaredAction,
  list: CircleList,
  purpose: string,
  hook: string,
  use: CircleUse,
): void {
  const noel = h.state.units[action.source];
  if (!noel) return;
  const circles = list(h.state, noel);
  if (circles.length > 1 && h.ask)
    h.ask({
      unit: noel.id,
      purpose,
      options: circles.map((m) => m.id),
      cells: circles.map((m) => ({ ...m.cell })),
      hook,
    });
  else if (circles[0]) use(h, noel, circles[0]);
}

/** The answer to an offerCircles prompt: uses the chosen circle (a marker id) if `list` still holds it. */
function takeCircle(
  h: Ctx,
  action: DeclaredAction,
  params: Record<string, unknown>,
  list: CircleList,
  use: CircleUse,
): void {
  const noel = h.state.units[action.source];
  const circle = noel && list(h.state, noel).find((m) => m.id === params.choice);
  if (noel && circle) use(h, noel, circle);
}

/** Noel's circles as the bot sees them (R-NOEL-1): his circles on the map in placement order, and the first one not yet bound. */
function botCircles(bot: BotView): { all: Marker[]; free: Marker | null } {
  const me = bot.me;
  const all = bot.game.markers.filter((m) => m.owner === me.id && m.kind === 'teleportCircle');
  return { all, free: all.find((m) => me.mechanism[`bind:${m.id}`] === undefined) ?? null };
}

/** Friends a dragged enemy should land beside: Noel's characters (Noel included). */
function friendsOf(bot: BotView): Unit[] {
  return [bot.me, ...bot.allies.filter((a) => a.kind !== 'summon')];
}

/** Binding `unit` to the next free circle (R-STATUS-8, R-NOEL-2): good when the circle is a trap for an enemy or a refuge for an ally. */
function circleBindValue(bot: BotView, unit: Unit): number {
  const { free } = botCircles(bot);
  if (!free || !unit.pos) return 0;
  if (unit.team !== bot.me.team) {
    const gain = bot.nearestDistance(unit.pos, friendsOf(bot)) - bot.nearestDistance(free.cell, friendsOf(bot));
    return gain >= 1 ? 4 + gain : 0;
  }
  return bot.nearestDistance(free.cell, bot.enemies) > bot.nearestDistance(unit.pos, bot.enemies) ? 4 : 0;
}

/** Great Transposition: Link and bind the target, then every bound unit swaps to its circle (enemies Rooted). */
function transpositionValue(bot: BotView, target: Unit): number {
  const { free } = botCircles(bot);
  if (!free || !target.pos) return -1;
  const friends = friendsOf(bot);
  const gain = bot.nearestDistance(target.pos, friends) - bot.nearestDistance(free.cell, friends);
  if (gain < 1 || bot.nearestDistance(free.cell, friends) > 2) return -1;
  return 45 + gain * 2 + (bot.isKnownLeader(target) ? 15 : 0) + Math.max(0, 6 - target.hp);
}

/** Swapping an ally to a free circle (Great Transposition on an ally): only to pull a low or surrounded ally out. */
function rescueValue(bot: BotView, ally: Unit): number {
  const { free } = botCircles(bot);
  if (!free || !ally.pos || ally.kind === 'summon') return -1;
  const gain = bot.nearestDistance(free.cell, bot.enemies) - bot.nearestDistance(ally.pos, bot.enemies);
  const danger = bot.lowHp(ally) || bot.countWithin(ally.pos, bot.enemies, 1) >= 2;
  return danger && gain >= 2 ? 40 + gain : -1;
}

/** Circle Swap on the circle at `cell` (R-NOEL-2): drag a bound enemy next to Noel's team, or pull a bound ally out of danger. */
function circleSwapValue(bot: BotView, cell: Hex): number {
  const { game, me, enemies, allies } = bot;
  const circle = game.markers.find((m) => m.owner === me.id && m.cell.q === cell.q && m.cell.r === cell.r);
  const boundId = circle ? me.mechanism[`bind:${circle.id}`] : undefined;
  const bound = typeof boundId === 'string' ? game.units[boundId] : undefined;
  if (!bound?.alive || !bound.pos) return -1;
  if (bound.team !== me.team) {
    // Drag an enemy into danger: next to Noel's team, and further from its own allies.
    const friends = [me, ...allies.filter((a) => a.kind !== 'summon')];
    const gain = bot.nearestDistance(bound.pos, friends) - bot.nearestDistance(cell, friends);
    return gain >= 1 && bot.nearestDistance(cell, friends) <= 2
      ? 52 + gain * 2 + (bot.isKnownLeader(bound) ? 10 : 0)
      : -1;
  }
  // Pull an ally out of danger: it is low or surrounded, and the circle is further from enemies.
  const gain = bot.nearestDistance(cell, enemies) - bot.nearestDistance(bound.pos, enemies);
  const danger = bot.lowHp(bound) || bot.countWithin(bound.pos, enemies, 1) >= 2;
  return danger && gain >= 2 ? 50 + gain : -1;
}

/**
 * Noel's bot advice: circles where Linked enemies are dragged to (beside his team) or allies escape to, Circle Swap on
 * its best circle, Great Transposition as a trap or a rescue, and his circle choices.
 */
const noelBot: BotAdvice = {
  // Circle Swap answers as an action (it moves someone), and its reaction may aim at a circle.
  actionReactions: ['noel:circleSwap'],
  scoreUntargeted(bot, use) {
    // Circle Swap (a choice of the circles the module can swap, swappableCircles): its best circle.
    if (use.kinds.has('noel:circleSwap'))
      return Math.max(-1, ...swappableCircles(bot.game, bot.me).map((m) => circleSwapValue(bot, m.cell)));
    return undefined;
  },
  scoreCell(bot, use, cell) {
    if (!use.kinds.has('marker:teleportCircle')) return undefined;
    const { game, me, enemies, allies, foes } = bot;
    const near = bot.nearestDistance(cell, foes.length ? foes : enemies);
    const mine = game.markers.filter((m) => m.owner === me.id && m.kind === 'teleportCircle');
    if (mine.some((m) => m.cell.q === cell.q && m.cell.r === cell.r)) return -1;
    // Circles are where Linked enemies are dragged to: beside Noel's allies (or Noel), away from enemies.
    const base = mine.length === 0 ? 30 : mine.length === 1 ? 20 : 8;
    const friends = [me, ...allies.filter((a) => a.kind !== 'summon')];
    return base - bot.nearestDistance(cell, friends) * 1.5 + Math.min(near, 4) * 0.5;
  },
  scoreUnit(bot, use, unit) {
    // Great Transposition (a skill, never an item): the whole score, the curse included.
    if (!use.kinds.has('noel:swapAll')) return undefined;
    const curseCost = use.cursed ? 3 : 0;
    if (unit.team === bot.me.team) return unit.id === bot.me.id ? -1 : rescueValue(bot, unit) - curseCost;
    const score = transpositionValue(bot, unit);
    return score < 0 ? -1 : score - curseCost;
  },
  adjustUnit(bot, use, unit, _value, score) {
    return use.kinds.has('noel:bindLink') ? score + circleBindValue(bot, unit) : score;
  },
  sideValue(bot, _skill, kinds) {
    return kinds.has('marker:teleportCircle') && botCircles(bot).all.length < 2 ? 2 : 0;
  },
  scoreChoice(bot, choice, first) {
    const { cell, params } = choice;
    switch (choice.purpose) {
      case 'noel:swapCircle':
        return cell ? 5 + Math.max(0, circleSwapValue(bot, cell)) * 0.1 + first : first;
      case 'noel:blinkCircle':
        return cell ? 5 + Math.min(bot.nearestDistance(cell, bot.enemies), 6) * 0.5 + first : first;
      case 'noel:linkCircle': {
        const bound = typeof params?.unit === 'string' ? bot.game.units[params.unit] : undefined;
        if (!cell || !bound) return first;
        if (bound.team !== bot.me.team) return 5 - bot.nearestDistance(cell, friendsOf(bot)) + first;
        return 5 + Math.min(bot.nearestDistance(cell, bot.enemies), 6) * 0.5 + first;
      }
      default:
        return first;
    }
  },
};

/** Noel's mechanism. */
export const noelMechanism: Mechanism = {
  id: 'noel',
  bot: noelBot,
  refuseDeclaration(state, unit, skill) {
    if (skill.id !== 'circleSwap' || swappableCircles(state, unit).length > 0) return null;
    return 'no circle has a Linked unit bound to it (Soul Thread or Foresight binds one)';
  },
  effects: {
    /**
     * Soul Thread / Great Transposition: bind the newly Linked target to a free circle — Noel's player picks which when
     * more than one is free (a `choice` prompt, purpose 'noel:linkCircle', answered into `bindToCircle`).
     */
    bindLink(h, action, target) {
      const noel = h.state.units[action.source];
      const unit = target ? h.state.units[target] : undefined;
      if (!noel || !unit || !hasStatus(unit, 'link')) return;
      unbindUnit(noel, unit.id);
      const free = freeCircles(h.state, noel);
      if (free.length > 1 && h.ask)
        h.ask({
          unit: noel.id,
          purpose: 'noel:linkCircle',
          options: free.map((m) => m.id),
          cells: free.map((m) => m.cell),
          hook: 'noel:bindToCircle',
          params: { unit: unit.id },
        });
      else bindToFreeCircle(h.state, noel, unit);
    },
    /** The answer to 'noel:linkCircle': bind `params.unit` to the chosen circle (`params.choice`, a marker id). */
    bindToCircle(h, action, _target, params) {
      const noel = h.state.units[action.source];
      const unit = typeof params.unit === 'string' ? h.state.units[params.unit] : undefined;
      if (noel && unit)
        bindToFreeCircle(h.state, noel, unit, typeof params.choice === 'string' ? params.choice : undefined);
    },
    /**
     * Circle Swap (bonus action or reaction, speed 99): Noel's player picks one of swappableCircles (a `noel:swapCircle`
     * prompt, answered by `noel:swapAt`); one is taken at once; with no player to ask, the oldest; none: nothing.
     */
    circleSwap(h, action) {
      offerCircles(h, action, swappableCircles, 'noel:swapCircle', 'noel:swapAt', swapCircle);
    },
    /** The answer to 'noel:swapCircle': the chosen circle (a marker id), if it can still swap. */
    swapAt(h, action, _target, params) {
      takeCircle(h, action, params, swappableCircles, swapCircle);
    },
    /** Draw Circle's curse: the first Linked unit Noel bound (or any unit he Linked) swaps to the new circle at once. */
    freeSwap(h, action) {
      const s = h.state;
      const noel = s.units[action.source];
      const circle = noel && circleAt(s, noel, targetCell(action));
      if (!noel || !circle) return;
      pruneBindings(s, noel);
      const linked = Object.keys(noel.mechanism)
        .filter((k) => k.startsWith(BIND))
        .map((k) => s.units[noel.mechanism[k] as string])
        .find((u) => u && u.alive);
      if (!linked) return;
      unbindUnit(noel, linked.id);
      noel.mechanism[BIND + circle.id] = linked.id;
      swapCircle(h, noel, circle);
    },
    /** Great Transposition: every bound unit swaps at once; moved enemies are Rooted without a save. */
    swapAll(h, action, _target, params) {
      const s = h.state;
      const noel = s.units[action.source];
      if (!noel) return;
      pruneBindings(s, noel);
      for (const circle of circlesOf(s, noel)) {
        const moved = swapCircle(h, noel, circle);
        if (moved && params.rootEnemies === true && moved.team !== noel.team)
          applyStatus(h, moved, 'root', noel.id, null);
      }
    },
    /**
     * Blink Circle: Noel teleports onto one of his circles whose cell is free, his player's choice (a `noel:blinkCircle`
     * prompt, answered by `noel:blinkAt`); with no player to ask, the oldest. The circle returns to his supply.
     */
    blinkToCircle(h, action) {
      offerCircles(h, action, blinkCircles, 'noel:blinkCircle', 'noel:blinkAt', blinkTo);
    },
    /** The answer to 'noel:blinkCircle': Noel teleports onto the chosen circle, if its cell is still free. */
    blinkAt(h, action, _target, params) {
      takeCircle(h, action, params, blinkCircles, blinkTo);
    },
  },
  onTurnStart(h) {
    for (const u of Object.values(h.state.units))
      if (u.def === 'noel' && u.kind === 'character') pruneBindings(h.state, u);
  },
};
