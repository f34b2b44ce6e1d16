/**
 * The bot (issue 6 "Bots"): it asks the engine for the legal commands of its seat and scores each one by a small
 * evaluation read from the content data (shared/ai/skillValue.ts): expected damage dealt, kills, the enemy leader, enemy
 * characters before summons, distance to the enemies, and summons. What only a character's mechanism gives meaning to
 * (Noel's circles and swaps, Alicia's puppet, Edwin's detonators, Darien's forms, Nia's essences) is the plugin's bot
 * advice (Mechanism.bot, shared/rules/mechanism.ts BotAdvice), read from the game definition: the bot names no
 * character. It uses the rune when low, reacts only with a faster reaction (R-CHAIN-4) that hurts the source or saves
 * itself, and otherwise approaches and ends the turn.
 * Deterministic: the same state, seat and salt give the same command (no Math.random); ties go to the command whose
 * position in the list, mixed with the salt, hashes lowest.
 * The rules functions are passed in, so the bot reaches the engine only through its public API.
 */
import { DIRECTION_INDICES, DIRECTIONS, hexDistance, isInFrontCone, type Direction, type Hex } from '../hex';
import type { CharacterDef, SkillDef } from '../content/schema';
import type { GameState, Seat, Unit } from '../rules/state';
import type { Command } from '../rules/commands';
import type { LegalCommands } from '../rules/legalCommands';
import type { BotAdvice, BotUse, BotView, GameRules } from '../rules/mechanism';
import { standardEngine } from '../rules/standardGame';
import type { Engine } from '../rules/engine';
import { openCellGrid, type OpenCellGrid } from '../rules/openCellGrid';
import { cardUse, effectKinds, effectsOf, findSkill, harmsTarget, valueOf } from './skillValue';

/** The engine functions the bot uses. */
export type BotRules = {
  legalCommands(state: GameState, seat: Seat): LegalCommands;
  /**
   * The engine's loaded game definition (Engine.rules), whose mechanism plugins give their bot advice (Mechanism.bot);
   * the standard game's when absent.
   */
  rules?: GameRules;
  /**
   * The engine's target check (Engine.checkTarget): which units an area or line use affects, as the engine resolves it
   * (range, plugins' range changes, lines stopped by terrain, untargetable summons). The standard game's when absent.
   */
  checkTarget?: Engine['checkTarget'];
};

/** A legal command as the scoring reads it: field by field, each checked where it is used. */
type AnyCommand = { type: Command['type']; [k: string]: unknown };

/** Chooses a command for `seat` (null when the engine lists none); `salt` varies the choice between equal commands. */
export function chooseBotCommand(rules: BotRules, game: GameState, seat: Seat, salt = 0): Command | null {
  let best: Scored | null = null;
  for (const c of scoredList(rules, game, seat, salt)) if (!best || better(c, best)) best = c;
  return best?.command ?? null;
}

/** A legal command with the heuristic's score (higher is better; below 0 never chosen over ending the turn). */
export type ScoredCommand = { command: Command; score: number };

/**
 * Every legal command of `seat` with its score, best first: equal scores in the order of their position in the list
 * mixed with `salt` (the first is chooseBotCommand's). A search prunes its candidates from this list (searchBot.ts).
 */
export function scoreBotCommands(rules: BotRules, game: GameState, seat: Seat, salt = 0): ScoredCommand[] {
  const scored = scoredList(rules, game, seat, salt);
  scored.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  return scored.map(({ command, score }) => ({ command, score }));
}

type Scored = ScoredCommand & { tie: number };

/** The higher score wins; equal scores go to the lower tie-break hash. */
const better = (a: Scored, b: Scored) => a.score > b.score || (a.score === b.score && a.tie < b.tie);

function scoredList(rules: BotRules, game: GameState, seat: Seat, salt: number): Scored[] {
  const legal = rules.legalCommands(game, seat);
  const list = legalList(legal);
  if (list.length === 0) return [];
  const ctx = makeContext(
    game,
    seat,
    legal,
    rules.rules ?? standardEngine.rules,
    rules.checkTarget ?? standardEngine.checkTarget,
  );
  return list.map((command, index) => ({
    command: command as Command,
    score: scoreCommand(ctx, command),
    tie: mix(index, salt),
  }));
}

/** The engine's legal commands as the scoring reads them (AnyCommand). */
function legalList(legal: LegalCommands): AnyCommand[] {
  return legal.commands as AnyCommand[];
}

/** A 32-bit integer hash of (index, salt): a fixed, seed-like tie-break. */
function mix(index: number, salt: number): number {
  let h = (Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt | 0, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}

/** What every score needs, computed once per call. */
type Ctx = {
  game: GameState;
  seat: Seat;
  me: Unit | null;
  enemies: Unit[];
  /** Enemy characters (summons are secondary targets). */
  foes: Unit[];
  allies: Unit[];
  costs: Map<string, string>;
  /** Whether some legal skill command hits an enemy character: summons are then never attacked. */
  characterInReach: boolean;
  /** The distance the unit wants to its target (idealRange), computed when first needed (idealOf). */
  ideal: number | null;
  /** approachTargets, computed when first needed. */
  targets: Unit[] | null;
  /** pressure() at the unit's own cell, computed when first needed. */
  pressureHere: number | null;
  /** sideValue per "board,side", computed when first needed (every flip command asks the shown side's). */
  sides: Map<string, number>;
  /**
   * Nothing to hit and no move nearer its best range (say, at range 4 behind a wall): the unit then walks round, by
   * walking distance to the enemies (walkMap), so two such units never wait for each other forever (R-OVR-3).
   */
  stalled: boolean;
  walk: WalkMap | null;
  /** The game definition the advice comes from, and its plugins' advice in hook order. */
  rules: GameRules;
  advice: BotAdvice[];
  /** Effect kinds whose reactions are scored as actions (BotAdvice.actionReactions). */
  actionReactions: Set<string>;
  view: BotView | null;
  checkTarget: Engine['checkTarget'];
};

/** The bot's view for the plugins' advice (rules/mechanism.ts BotView): this decision's units, the evaluator and the helpers. */
function botView(ctx: Ctx): BotView {
  if (ctx.view) return ctx.view;
  ctx.view = {
    game: ctx.game,
    me: ctx.me!,
    enemies: ctx.enemies,
    foes: ctx.foes,
    allies: ctx.allies,
    nearestDistance,
    countWithin,
    lowHp,
    isKnownLeader: (u) => isKnownLeader(ctx.game, u),
    hitValue: (u, damage, extra) => hitValue(ctx, u, damage, extra),
    sumHits: (victims, effects, distance) => sumHits(ctx, victims, effects, distance),
    valueOf,
    effectsOf,
  };
  return ctx.view;
}

/** The first advice (in hook order) that has an answer, or undefined. */
function advise<T>(ctx: Ctx, ask: (advice: BotAdvice, view: BotView) => T | undefined): T | undefined {
  for (const a of ctx.advice) {
    const v = ask(a, botView(ctx));
    if (v !== undefined) return v;
  }
  return undefined;
}

function makeContext(
  game: GameState,
  seat: Seat,
  legal: LegalCommands,
  rules: GameRules,
  checkTarget: Engine['checkTarget'],
): Ctx {
  const me = myUnit(game, seat);
  // Living units in key order, sorted into enemies (foes: their characters) and allies in one pass.
  const enemies: Unit[] = [];
  const foes: Unit[] = [];
  const allies: Unit[] = [];
  if (me) {
    for (const id in game.units) {
      const u = game.units[id];
      if (!u.alive || !u.pos) continue;
      if (u.team !== me.team) {
        enemies.push(u);
        if (u.kind !== 'summon') foes.push(u);
      } else if (u.id !== me.id) allies.push(u);
    }
  }
  const costs = new Map<string, string>();
  for (const s of legal.skills) costs.set(s.skill, s.cost);
  const { advice, actionReactions } = adviceOf(rules);
  const ctx: Ctx = {
    game,
    seat,
    me,
    enemies,
    foes,
    allies,
    costs,
    characterInReach: false,
    ideal: null,
    targets: null,
    pressureHere: null,
    sides: new Map(),
    stalled: false,
    walk: null,
    rules,
    advice,
    actionReactions,
    view: null,
    checkTarget,
  };
  // In one pass over the list: whether a skill or reaction hits an enemy character (characterInReach), whether any
  // skill or card hits an enemy (canHit), and the moves.
  let canHit = false;
  const moves: AnyCommand[] = [];
  for (const c of legalList(legal)) {
    if (c.type === 'move') {
      moves.push(c);
      continue;
    }
    if (!me || (c.type !== 'skill' && c.type !== 'react' && c.type !== 'item' && c.type !== 'equipment')) continue;
    const u = targetUnit(game, c);
    if (!u || u.team === me.team) continue;
    if (c.type !== 'react') canHit = true;
    if ((c.type === 'skill' || c.type === 'react') && u.kind !== 'summon') ctx.characterInReach = true;
  }
  if (me?.pos && !canHit && moves.length > 0 && enemies.length > 0) {
    const now = pressureHere(ctx, me.pos);
    ctx.stalled = !moves.some((c) => {
      const path = c.path as Hex[];
      const end = path[path.length - 1]; // undefined for an empty path
      return !!end && pressure(ctx, end) < now;
    });
  }
  return ctx;
}

/** The plugins' advice in hook order and their action-scored reaction kinds, gathered once per game definition. */
const ADVICE = new WeakMap<GameRules, { advice: BotAdvice[]; actionReactions: Set<string> }>();
function adviceOf(rules: GameRules): { advice: BotAdvice[]; actionReactions: Set<string> } {
  let a = ADVICE.get(rules);
  if (!a) {
    const advice = rules.hooks.flatMap((m) => (m.bot ? [m.bot] : []));
    a = { advice, actionReactions: new Set(advice.flatMap((x) => x.actionReactions ?? [])) };
    ADVICE.set(rules, a);
  }
  return a;
}

function myUnit(game: GameState, seat: Seat): Unit | null {
  // Ids the state names are looked up guarded: a player's view drops units it hides (rules/view.ts).
  const p = game.pending;
  const pendingUnit = p && 'unit' in p && game.units[p.unit]?.seat === seat ? p.unit : null;
  const id =
    pendingUnit ?? (game.turn && game.units[game.turn.unit]?.seat === seat ? game.turn.unit : game.seats[seat]);
  return (id && game.units[id]) || null;
}

/**
 * The distance from `from` to the nearest of `units` on the map (Infinity when none). A unit off the map counts at no
 * distance: the deciding unit itself may be dead while its module's choice is still open (Noel killed mid-chain while
 * his Soul Thread asks which circle binds, issue 32).
 */
function nearestDistance(from: Hex, units: Unit[]): number {
  let d = Infinity;
  for (const e of units) if (e.pos) d = Math.min(d, hexDistance(from, e.pos));
  return d;
}

/** How many of `units` stand on the map within `range` of `cell`. */
function countWithin(cell: Hex, units: Unit[], range: number): number {
  return units.filter((u) => u.pos && hexDistance(cell, u.pos) <= range).length;
}

function targetUnit(game: GameState, command: AnyCommand): Unit | null {
  const t = command.target as { unit?: unknown } | undefined;
  return t && typeof t.unit === 'string' ? (game.units[t.unit] ?? null) : null; // an id the command names: may miss
}

const lowHp = (u: Unit) => u.hp <= Math.max(2, Math.floor(u.maxHp / 3));
/** The enemy leader is known when its relic is revealed, or always in the beginner game (open relics, R-SETUP-11). */
const isKnownLeader = (game: GameState, u: Unit) =>
  u.relic === 'holy' && (u.relicRevealed || game.variant === 'beginner');

/** The enemy the unit walks towards: the known leader, else the nearest enemy character (weak ones count nearer), else any enemy. */
function approachTargets(ctx: Ctx): Unit[] {
  if (ctx.targets) return ctx.targets;
  const leader = ctx.foes.filter((u) => isKnownLeader(ctx.game, u));
  ctx.targets = leader.length ? [...leader, ...ctx.foes] : ctx.foes.length ? ctx.foes : ctx.enemies;
  return ctx.targets;
}

/** The walking distances walkMap found: `at(q, r)` is a cell's stored value, 99 where the walk never reached. */
type WalkMap = { at(q: number, r: number): number };

/**
 * Walking distance (open cells, units ignored) from every cell to the nearest approach target; asked once per call
 * (the values are kept per map and start cells, walkValues).
 * What it stores is kept exactly as it has always been (the determinism fixture records it): the start cells 0, every
 * other cell the index of the direction it was first reached through (the loop's inner `d` shadowed the distance), in
 * the same breadth-first order (a first-in first-out queue visits cells in the order the frontier lists did). Cells are
 * the map's dense indices (rules/openCellGrid.ts); a start off the open cells (never in a game) is kept by coordinates.
 */
function walkMap(ctx: Ctx): WalkMap {
  if (ctx.walk) return ctx.walk;
  const grid = openCellGrid(ctx.game.map.cells);
  const starts = approachTargets(ctx).map((u) => u.pos!);
  const { value, offGrid } = walkValues(grid, ctx.game.map.cells, starts);
  ctx.walk = {
    at: (q, r) => {
      const i = grid.indexOf(q, r);
      if (i >= 0 && value[i] >= 0) return value[i];
      return offGrid.some((o) => o.q === q && o.r === r) ? 0 : 99;
    },
  };
  return ctx.walk;
}

/**
 * walkMap's stored values for a map and its start cells, kept per map `cells` object (never changed in place, so an
 * entry cannot go stale) and start cells, the 64 most recent: a stalled unit asks the same walk turn after turn, and
 * the walk over the whole map was the largest part of the bot's own time. Callers only read the values.
 */
const WALKS = new WeakMap<object, Map<string, { value: Int8Array; offGrid: Hex[] }>>();

function walkValues(grid: OpenCellGrid, cells: object, starts: Hex[]): { value: Int8Array; offGrid: Hex[] } {
  let byStarts = WALKS.get(cells);
  if (!byStarts) WALKS.set(cells, (byStarts = new Map()));
  const key = starts.map((h) => `${h.q},${h.r}`).join(';');
  let walk = byStarts.get(key);
  if (!walk) {
    walk = walkFrom(grid, starts);
    byStarts.set(key, walk);
    if (byStarts.size > 64) byStarts.delete(byStarts.keys().next().value!);
  }
  return walk;
}

function walkFrom(grid: OpenCellGrid, starts: Hex[]): { value: Int8Array; offGrid: Hex[] } {
  const value = new Int8Array(grid.count).fill(-1);
  // The queue holds cell numbers; a start off the open cells is queued as -1 - its place in `offGrid`.
  const offGrid: Hex[] = [];
  const queue = new Int32Array(grid.count + starts.length);
  let tail = 0;
  for (const h of starts) {
    const i = grid.indexOf(h.q, h.r);
    if (i >= 0) {
      if (value[i] >= 0) continue;
      value[i] = 0;
      queue[tail++] = i;
    } else if (!offGrid.some((o) => o.q === h.q && o.r === h.r)) {
      offGrid.push(h);
      queue[tail++] = -offGrid.length;
    }
  }
  for (let head = 0; head < tail; head++) {
    const at = queue[head];
    for (const d of DIRECTION_INDICES) {
      const i =
        at >= 0
          ? grid.neighbours[at * 6 + d]
          : grid.indexOf(offGrid[-1 - at].q + DIRECTIONS[d].q, offGrid[-1 - at].r + DIRECTIONS[d].r);
      if (i < 0 || value[i] >= 0) continue;
      value[i] = d;
      queue[tail++] = i;
    }
  }
  return { value, offGrid };
}

/** Distance measure for walking: how far from its best range to the nearest approach target (leader and weak ones count nearer). */
function pressure(ctx: Ctx, cell: Hex): number {
  let best = Infinity;
  const ideal = idealOf(ctx);
  for (const u of approachTargets(ctx)) {
    const bias = (isKnownLeader(ctx.game, u) ? 1 : 0) + (lowHp(u) ? 0.5 : 0);
    const d = hexDistance(cell, u.pos!);
    best = Math.min(best, (d >= ideal ? d - ideal : (ideal - d) * 0.75) - bias);
  }
  return best;
}

/** pressure() at the unit's own cell (asked once per move command), computed once per call. */
function pressureHere(ctx: Ctx, cell: Hex): number {
  if (ctx.pressureHere === null) ctx.pressureHere = pressure(ctx, cell);
  return ctx.pressureHere;
}

/** idealRange of the deciding unit, computed once per call when first needed. */
function idealOf(ctx: Ctx): number {
  if (ctx.ideal === null) ctx.ideal = idealRange(ctx.game, ctx.me);
  return ctx.ideal;
}

/**
 * The distance at which the unit's unused skills of its current side deal the most expected damage (ties: the longer,
 * safer one): melee units close in, White Gaze (4+) or Bounty Shot (2–4) stay at range.
 */
function idealRange(game: GameState, me: Unit | null): number {
  // No character definition for a summon (its def is a unit definition): no skills to range by.
  const ch: CharacterDef | undefined = me ? game.content.characters[me.def] : undefined;
  const skills = ch ? ch.boards[me!.board].sides[me!.side].skills : [];
  let best = 1;
  let bestValue = 0;
  for (let d = 1; d <= 5; d++) {
    let v = 0;
    for (const s of skills) {
      if (me!.used.includes(s.id) || s.targeting.filter === 'ally' || s.targeting.filter === 'self') continue;
      const r = s.targeting.range;
      if (d > (r?.max ?? 1) || d < (r?.min ?? 1)) continue;
      v = Math.max(v, valueOf(effectsOf(s, me!.form, false), me!, null, d).damage);
    }
    if (v >= bestValue - 0.01 && v > 0) {
      best = d;
      bestValue = v;
    }
  }
  return best;
}

/** The definition behind a skill/item/equipment/react command. */
function commandSkill(ctx: Ctx, c: AnyCommand): SkillDef | null {
  const use = c.type === 'react' ? c.use : c.type;
  if (use === 'skill') return typeof c.skill === 'string' ? findSkill(ctx.game, ctx.me, c.skill) : null;
  if (use === 'item') return cardUse(ctx.game, ctx.me, typeof c.slot === 'number' ? c.slot : -1);
  if (use === 'equipment') return cardUse(ctx.game, ctx.me, null);
  return null;
}

/** Value of hitting enemy `u` for `damage` expected (plus statuses/moves): characters, kills and the leader first. */
function hitValue(ctx: Ctx, u: Unit, damage: number, extra: number): number {
  if (u.kind === 'summon') {
    if (ctx.characterInReach) return -1;
    return 18 + damage * 4 + (damage >= u.hp ? 4 : 0) + extra;
  }
  // No expected damage (Fatal Throw point-blank, a Link or Root alone): only a rider's worth, below any real hit.
  if (damage <= 0.05) return extra > 0 ? 22 + extra * 3 + (isKnownLeader(ctx.game, u) ? 4 : 0) : -1;
  let s = 40 + damage * 10 + extra * 2;
  if (damage >= u.hp - 0.25) s += 15; // the attack can take it out
  if (isKnownLeader(ctx.game, u)) s += 20 + (damage >= u.hp - 0.25 ? 20 : 0); // the leader ends the game (O-01)
  s += Math.max(0, 6 - u.hp); // then the weakest
  return s;
}

/**
 * The living units an area or line use would affect now, as the engine's target check lists them (so its range, the
 * plugins' range changes, terrain that stops a line and untargetable summons count as in a game).
 */
function areaAffected(ctx: Ctx, skill: SkillDef, direction: number | null): Unit[] {
  const me = ctx.me;
  if (!me?.pos) return [];
  const t = skill.targeting.kind;
  if (t === 'line' && direction === null) return [];
  const check = ctx.checkTarget(ctx.game, me, skill, t === 'line' ? { direction: direction as Direction } : null);
  if (!check.ok) return [];
  const out: Unit[] = [];
  for (const id of check.affected) {
    const u = id === 'statue' ? undefined : ctx.game.units[id];
    if (u?.alive && u.pos) out.push(u);
  }
  return out;
}

/** Higher is better; 0 is ending the turn (or passing); below 0 is never chosen over ending the turn. */
function scoreCommand(ctx: Ctx, command: AnyCommand): number {
  const { me, enemies } = ctx;
  switch (command.type) {
    case 'rune':
      // Use the rune when low (or stunned: it is the one thing a stunned unit may do).
      if (!me) return -1;
      return lowHp(me) || me.statuses.some((s) => s.id === 'stun') ? 90 : -1;
    case 'react':
      return scoreReaction(ctx, command);
    case 'skill':
    case 'item':
    case 'equipment':
      return scoreAction(ctx, command, false);
    case 'pass':
      return 0;
    case 'move': {
      if (!me?.pos || enemies.length === 0) return -1;
      const path = command.path as Hex[];
      const end = path[path.length - 1]; // undefined for an empty path
      if (!end) return -1;
      if (ctx.stalled) {
        const walk = walkMap(ctx);
        const gain = walk.at(me.pos.q, me.pos.r) - walk.at(end.q, end.r);
        return gain > 0 ? 10 + gain * 3 - path.length * 0.1 : -1;
      }
      const before = pressureHere(ctx, me.pos);
      const gain = before - pressure(ctx, end);
      if (gain <= 0 || (idealOf(ctx) <= 1 && nearestDistance(me.pos, ctx.foes.length ? ctx.foes : enemies) <= 1))
        return -1;
      return 10 + gain * 3 - path.length * 0.1;
    }
    case 'turn': {
      if (!me?.pos || enemies.length === 0) return -1;
      const facing = command.facing as number;
      // Face enemy characters (an untargetable puppet in view is not a reason to keep facing it).
      const watch = ctx.foes.length ? ctx.foes : enemies;
      const seenNow = watch.some((e) => isInFrontCone(me.pos!, me.facing, e.pos!));
      const seenAfter = watch.some((e) => isInFrontCone(me.pos!, facing, e.pos!));
      return !seenNow && seenAfter ? 12 : -1;
    }
    case 'choose':
      return scoreChoice(ctx, command);
    case 'buy':
      return 4;
    case 'flip':
      return scoreFlip(ctx, command);
    case 'resetEquipment':
      return 1;
    case 'endTurn':
      return 0;
    default:
      // Setup choices ('place', draft, campfire): any option; the tie-break picks one.
      return 0;
  }
}

/** A reaction (R-CHAIN-4): worth it only when faster than the action it answers; then like the same skill as an action. */
function scoreReaction(ctx: Ctx, command: AnyCommand): number {
  const { game, me } = ctx;
  const p = game.pending;
  const window = p?.kind === 'reaction' ? p : null;
  const answered = window ? window.speed : 99;
  if (command.use === 'rune') return me && lowHp(me) ? 90 : -1;
  if (command.use === 'flip') return -1;
  // A granted action (R-STATUS-12, Cursed Vigilance's follow-up): a free skill at the grant's speed — use it like an action.
  if (window?.grant) return scoreAction(ctx, command, true);
  const skill = commandSkill(ctx, command);
  const speed = skill?.speed ?? 99;
  if (speed >= answered) return -1;
  const unit = targetUnit(game, command);
  if (unit && me && unit.team === me.team && skill && harmsTarget(skill)) return -2;
  if (!skill) return unit ? 45 : -1;
  let value = scoreAction(ctx, command, true);
  // Hitting the source before its action lands (R-CHAIN-4) may kill it or spoil the action: the best answer.
  if (value > 0 && unit && unit.id === window?.source) value += 8;
  // A fast self answer (Smoke Veil, Blink Circle, Vigilance) against an action aimed at this unit: protect itself.
  if (value < 0 && !unit && skill.targeting.kind === 'self' && !scoredAsAction(ctx, effectKinds(skill)))
    return 38 - (command.curse === true ? 3 : 0);
  return value < 0 ? value : value + 5;
}

/** Whether a skill's reaction is scored as an action (a plugin's actionReactions, e.g. Circle Swap). */
function scoredAsAction(ctx: Ctx, kinds: Set<string>): boolean {
  for (const k of kinds) if (ctx.actionReactions.has(k)) return true;
  return false;
}

/** A skill, item or equipment use (also a reaction's value): expected damage and mechanisms, read from the data. */
function scoreAction(ctx: Ctx, command: AnyCommand, reacting: boolean): number {
  const { game, me, enemies } = ctx;
  const skill = commandSkill(ctx, command);
  const cost =
    skill?.cost ??
    (typeof command.skill === 'string' ? ctx.costs.get(command.skill) : undefined) ??
    (skill?.usage === 'extra' ? 'none' : 'standard');
  // A free unlimited skill stays legal after use: it would be chosen forever, so the bot leaves those alone.
  if (!reacting && cost === 'none' && (!skill?.limit || skill.limit === 'unlimited')) return -1;
  if (!me?.pos) return -1;
  const unit = targetUnit(game, command);
  if (!skill) return unit && unit.team !== me.team ? hitValue(ctx, unit, 1, 0) : -1; // unknown data: a plain hit
  const cursed = command.curse === true;
  const effects = effectsOf(skill, me.form, cursed);
  const kinds = effectKinds(skill);
  const target = command.target as { unit?: unknown; statue?: unknown; cell?: Hex; direction?: number } | undefined;
  const curseCost = cursed ? 3 : 0;
  const use: BotUse = { skill, effects, kinds, cursed };
  let score: number;
  if (unit) {
    const d = unit.pos ? hexDistance(me.pos, unit.pos) : 1;
    const v = valueOf(effects, me, unit, d);
    if (unit.team === me.team && harmsTarget(skill)) return -2; // no friendly fire
    // A plugin's own value for this use (Great Transposition as a trap or a rescue): the whole score.
    const advised = advise(ctx, (a, view) => a.scoreUnit?.(view, use, unit));
    if (advised !== undefined) return advised;
    if (unit.team === me.team) {
      // Support: heals, shields and Links on allies that need them.
      const missing = unit.maxHp - unit.hp;
      const threatened = countWithin(unit.pos ?? me.pos, enemies, 3) > 0;
      if (v.heal > 0) score = missing > 0 ? (unit.kind === 'summon' ? 12 : 20) + Math.min(missing, v.heal) * 6 : -1;
      else if (unit.kind === 'summon')
        score = -1; // shields and Links are for characters
      else score = threatened || lowHp(unit) ? 18 + v.statuses * 2 + (lowHp(unit) ? 6 : 0) : -1;
      if (score < 0) return -1;
      score = adjustUnit(ctx, use, unit, v, score);
    } else {
      score = hitValue(ctx, unit, v.damage, v.statuses + v.moves + v.selfHeal);
      if (score < 0) return -1;
      score = adjustUnit(ctx, use, unit, v, score);
      if (command.type !== 'skill' && !reacting) score -= 8; // keep items for when they matter
    }
  } else if (target?.statue) {
    score = 8;
  } else if (target?.cell) {
    if (reacting && !scoredAsAction(ctx, kinds)) return -1; // a cell reaction (a circle, a summon) does not answer anything
    score = scoreCellAction(ctx, use, target.cell, cost);
    if (score < 0) return -1;
  } else {
    score = scoreUntargeted(ctx, use, typeof target?.direction === 'number' ? target.direction : null, cost);
    if (score < 0) return -1;
  }
  return score - curseCost;
}

/** The plugins' adjustments of a unit-targeted score already worth it (Nia's essences, Noel's bindings), in hook order. */
function adjustUnit(ctx: Ctx, use: BotUse, unit: Unit, value: ReturnType<typeof valueOf>, score: number): number {
  for (const a of ctx.advice) if (a.adjustUnit) score = a.adjustUnit(botView(ctx), use, unit, value, score);
  return score;
}

/** Cell-targeted skills: summons, the plugins' cells (Noel's circles, Edwin's detonators), dashes and teleports. */
function scoreCellAction(ctx: Ctx, use: BotUse, cell: Hex, cost: string): number {
  const { me, enemies, foes } = ctx;
  const kinds = use.kinds;
  if (!me?.pos) return -1;
  const near = nearestDistance(cell, foes.length ? foes : enemies);
  if (kinds.has('summon')) return 50 - near * 0.5; // more bodies: Silas raises whenever he can (R-SILAS-1)
  const advised = advise(ctx, (a, view) => a.scoreCell?.(view, use, cell));
  if (advised !== undefined) return advised;
  if (kinds.has('dash') || kinds.has('teleport')) {
    // A dash or teleport: worth it when it brings the unit nearer to an enemy, like a move. Only standard-cost ones:
    // the bot cannot tell whether a repeatable bonus skill aimed at a cell moves anything.
    if (cost !== 'standard' || enemies.length === 0) return -1;
    const before = pressureHere(ctx, me.pos);
    const gain = before - pressure(ctx, cell);
    if (gain <= 0 || nearestDistance(me.pos, enemies) <= 1) return -1;
    return 8 + gain * 3;
  }
  return -1;
}

/** Self, area and line skills: the plugins' self mechanisms first, then expected damage over the enemies they reach. */
function scoreUntargeted(ctx: Ctx, use: BotUse, direction: number | null, cost: string): number {
  const { me, allies, foes, enemies } = ctx;
  const { skill, effects, kinds } = use;
  if (!me?.pos) return -1;
  const advised = advise(ctx, (a, view) => a.scoreUntargeted?.(view, use));
  if (advised !== undefined) return advised;
  const t = skill.targeting;
  if (t.kind === 'front' || t.kind === 'surround' || t.kind === 'line') {
    const affected = areaAffected(ctx, skill, direction);
    const victims = affected.filter((u) => u.team !== me.team);
    const friendly = affected.filter((u) => allies.includes(u)).length;
    if (victims.length === 0) return -1;
    return sumHits(ctx, victims, effects, 1) - friendly * 12;
  }
  // Self: gains (Rig Charges, essences, Vigilance, Stealth): modest, and only with enemies about.
  if (kinds.has('gainItem')) return me.items.length === 0 ? 20 : -1;
  const close = nearestDistance(me.pos, foes.length ? foes : enemies);
  if (close > 3) return -1;
  return cost === 'bonus' ? 6 : 22;
}

/** An area's value: the best single hit plus a share of the others. */
function sumHits(ctx: Ctx, victims: Unit[], effects: ReturnType<typeof effectsOf>, distance: number): number {
  const me = ctx.me!;
  const values = victims
    .map((u) => {
      const v = valueOf(effects, me, u, me.pos ? hexDistance(me.pos, u.pos!) : distance);
      const saved = ctx.characterInReach;
      ctx.characterInReach = false; // areas hit summons for free: value them, just lower
      const s = v.damage > 0 || v.statuses + v.moves > 0 ? hitValue(ctx, u, v.damage, v.statuses + v.moves) : -1;
      ctx.characterInReach = saved;
      return s;
    })
    .filter((s) => s > 0)
    .sort((a, b) => b - a);
  if (values.length === 0) return -1;
  return values[0] + values.slice(1).reduce((s, x) => s + x * 0.4, 0);
}

/** Step choices (push/pull/dash/teleport cells, R-FORCE-4..8): enemies towards our team, our own unit towards enemies. */
function scoreChoice(ctx: Ctx, command: AnyCommand): number {
  const { game, me } = ctx;
  const p = game.pending;
  if (p?.kind === 'choice' && me) return scoreModuleChoice(ctx, command.option as number);
  if (p?.kind !== 'step' || !me) return 0;
  // The option index is the command's and the unit an id the state names (a view may drop it): both may miss.
  const cell: Hex | undefined = p.options[command.option as number];
  const moving: Unit | undefined = game.units[p.unit];
  if (!cell || typeof cell.q !== 'number' || !moving) return 0;
  const mine = Object.values(game.units).filter((u) => u.alive && u.pos && u.team === me.team && u.id !== moving.id);
  const theirs = Object.values(game.units).filter((u) => u.alive && u.pos && u.team !== me.team && u.id !== moving.id);
  if (moving.team !== me.team) {
    // An enemy being pushed or pulled: next to as many of us as possible, away from its friends.
    return 5 + countWithin(cell, mine, 1) * 2 - nearestDistance(cell, mine) * 0.5 - countWithin(cell, theirs, 1) * 0.5;
  }
  // Our own unit (dash, teleport, approach): towards the enemies, ending beside one when it can.
  const d = nearestDistance(
    cell,
    theirs.filter((u) => u.kind !== 'summon').length ? theirs.filter((u) => u.kind !== 'summon') : theirs,
  );
  return 5 - d * 0.5 + (lowHp(moving) ? d : 0);
}

/**
 * A module's choice prompt (shared/rules/mechanism.ts ChoiceRequest): the plugin named by its purpose ("id:…") scores
 * the option (BotAdvice.scoreChoice: Alicia's puppet cells, Nia's essences, Noel's circles). Option 0 (the rule's
 * default) wins ties.
 */
function scoreModuleChoice(ctx: Ctx, option: number): number {
  const { game, me } = ctx;
  const p = game.pending;
  if (!me || p?.kind !== 'choice') return 0;
  const value: string | undefined = p.options[option]; // the command's index: may be out of range
  if (typeof value !== 'string') return 0;
  const first = 0.01 * (option === 0 ? 1 : 0);
  const purpose = p.purpose;
  const id = purpose.split(':')[0];
  const advice = Object.prototype.hasOwnProperty.call(ctx.rules.definition.mechanisms, id)
    ? ctx.rules.definition.mechanisms[id].bot
    : undefined;
  if (!advice?.scoreChoice) return first;
  return advice.scoreChoice(botView(ctx), { purpose, option, value, cell: p.cells?.[option], params: p.params }, first);
}

/**
 * The best expected damage the skills of a board side could deal now (enemies in range plus one step). On the side now
 * shown only its unused skills count; another side counts whole, because flipping to it refreshes its skills (R-SKILL-4:
 * "翻转后的技能将恢复为可使用状态") — with every skill used, the flip is what lets a unit attack again.
 */
function sideValue(ctx: Ctx, board: number, side: number): number {
  const { game, me, foes, enemies } = ctx;
  // No character definition for a summon; board and side are a flip command's numbers, so indexed guarded.
  const ch: CharacterDef | undefined = me ? game.content.characters[me.def] : undefined;
  const skills: SkillDef[] | undefined = ch?.boards[board]?.sides[side]?.skills;
  if (!me?.pos || !skills) return 0;
  const shown = board === me.board && side === me.side;
  const targets = foes.length ? foes : enemies;
  let best = 0;
  for (const s of skills) {
    if (shown && me.used.includes(s.id)) continue;
    const kinds = effectKinds(s);
    if (kinds.has('summon') && summonRoom(ctx, s)) best = Math.max(best, 2);
    if (kinds.has('gainItem') && me.items.length === 0) best = Math.max(best, 1.5);
    for (const a of ctx.advice) if (a.sideValue) best = Math.max(best, a.sideValue(botView(ctx), s, kinds)); // a plugin's worth (Noel's circles, Edwin's detonators)
    const r = s.targeting.range;
    for (const u of targets) {
      const d = hexDistance(me.pos, u.pos!);
      if (d > (r?.max ?? 1) + 1 || d < (r?.min ?? 0)) continue;
      best = Math.max(best, valueOf(effectsOf(s, me.form, false), me, u, d).damage);
    }
  }
  return best;
}

/** sideValue, computed once per board side and call (each flip command asks the shown side's again). */
function sideValueOnce(ctx: Ctx, board: number, side: number): number {
  const key = `${board},${side}`;
  let v = ctx.sides.get(key);
  if (v === undefined) ctx.sides.set(key, (v = sideValue(ctx, board, side)));
  return v;
}

/** Whether a summoning skill could place another unit (its `max` not reached by the user's living summons of that kind). */
function summonRoom(ctx: Ctx, skill: SkillDef): boolean {
  const me = ctx.me!;
  for (const e of skill.effects) {
    if (e.kind !== 'summon') continue;
    const have = Object.values(ctx.game.units).filter(
      (u) => u.alive && u.pos && u.kind === 'summon' && u.def === e.unit && u.seat === me.seat && u.team === me.team,
    ).length;
    if (e.max === undefined || have < e.max) return true;
  }
  return false;
}

/** Flip (R-SKILL-3) only to a side whose skills would do more now: at once when the current side has nothing, else before ending the turn. */
function scoreFlip(ctx: Ctx, command: AnyCommand): number {
  const me = ctx.me;
  if (!me) return -1;
  const board = typeof command.board === 'number' ? command.board : me.board;
  const side = typeof command.side === 'number' ? command.side : board === me.board ? 1 - me.side : 0;
  const now = sideValueOnce(ctx, me.board, me.side);
  const then = sideValueOnce(ctx, board, side);
  if (now === 0 && then > 0.3) return 45; // nothing to do on this side: flip first
  // Otherwise turn to the other side at the end of the turn unless it is clearly worse: fresh skills next turn.
  return then >= now - 0.5 ? 1 : -1;
}
