/**
 * The bot (issue 6 "Bots"): it asks the engine for the legal commands of its seat and picks one by a simple heuristic —
 * use the rune when low, react with a faster skill when one exists, attack the best target in vision (the enemy leader
 * first, then the weakest), approach the nearest enemy, face it, and otherwise end the turn.
 * Deterministic: the same state, seat and salt give the same command (no Math.random); ties go to the command whose
 * position in the list, mixed with the salt, hashes lowest.
 * The rules functions are passed in, so the bot reaches the engine only through its public API.
 */
import { hexDistance, isInFrontCone, type Hex } from '../hex';
import type { GameState, Seat, Unit } from '../rules/state';

/** The engine functions the bot uses. */
export type BotRules = {
  legalCommands(state: unknown, seat: Seat): unknown;
};

type AnyCommand = { type?: unknown; [k: string]: unknown };

/** Chooses a command for `seat` (null when the engine lists none); `salt` varies the choice between equal commands. */
export function chooseBotCommand(rules: BotRules, state: unknown, seat: Seat, salt = 0): unknown {
  const legal = rules.legalCommands(state, seat);
  const list = legalList(legal);
  if (list.length === 0) return null;
  const game = state as GameState;
  const costs = skillCosts(legal);
  let best = list[0];
  let bestScore = -Infinity;
  let bestTie = Infinity;
  list.forEach((command, index) => {
    const score = scoreCommand(game, seat, command, costs);
    const tie = mix(index, salt);
    if (score > bestScore || (score === bestScore && tie < bestTie)) {
      best = command;
      bestScore = score;
      bestTie = tie;
    }
  });
  return best;
}

/** legalCommands may answer a list, or a record of lists by kind; either way the bot sees one flat list. */
function legalList(legal: unknown): AnyCommand[] {
  if (Array.isArray(legal)) return legal.filter(isCommand);
  if (legal && typeof legal === 'object') {
    const o = legal as Record<string, unknown>;
    if (Array.isArray(o.commands)) return o.commands.filter(isCommand);
    return Object.values(o).flatMap((v) => (Array.isArray(v) ? v.filter(isCommand) : []));
  }
  return [];
}

/** Skill id → its cost ('standard' | 'bonus' | 'none'), from legalCommands' structured part when it has one. */
function skillCosts(legal: unknown): Map<string, string> {
  const out = new Map<string, string>();
  const skills = (legal as { skills?: unknown } | null)?.skills;
  if (Array.isArray(skills)) for (const s of skills) if (s && typeof s.skill === 'string') out.set(s.skill, String(s.cost));
  return out;
}

function isCommand(x: unknown): x is AnyCommand {
  return typeof x === 'object' && x !== null && typeof (x as AnyCommand).type === 'string';
}

/** A 32-bit integer hash of (index, salt): a fixed, seed-like tie-break. */
function mix(index: number, salt: number): number {
  let h = (Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt | 0, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}

function myUnit(game: GameState, seat: Seat): Unit | null {
  const id = game.turn?.unit && game.units?.[game.turn.unit]?.seat === seat ? game.turn.unit : game.seats?.[seat];
  return (id && game.units?.[id]) || null;
}

function enemiesOf(game: GameState, me: Unit): Unit[] {
  return Object.values(game.units ?? {}).filter((u) => u.alive && u.pos && u.team !== me.team);
}

function nearestDistance(from: Hex, enemies: Unit[]): number {
  let d = Infinity;
  for (const e of enemies) d = Math.min(d, hexDistance(from, e.pos!));
  return d;
}

const speedCache = new WeakMap<object, Map<string, number>>();

/** A skill's printed speed, found in the content tables copied into the state (99 when unknown, O-31). */
function skillSpeed(game: GameState, skill: string): number {
  const content = game.content as unknown as object | undefined;
  if (!content) return 99;
  let speeds = speedCache.get(content);
  if (!speeds) {
    speeds = new Map();
    const walk = (v: unknown, depth: number) => {
      if (depth > 6 || v === null || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      if (typeof o.id === 'string' && typeof o.speed === 'number' && !speeds!.has(o.id)) speeds!.set(o.id, o.speed);
      for (const child of Array.isArray(v) ? v : Object.values(o)) walk(child, depth + 1);
    };
    walk(content, 0);
    speedCache.set(content, speeds);
  }
  return speeds.get(skill) ?? 99;
}

function enemyInLine(from: Hex, direction: number, enemies: Unit[]): boolean {
  const step = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]][direction] ?? [0, 0];
  for (let k = 1; k <= 4; k++) {
    const q = from.q + step[0] * k;
    const r = from.r + step[1] * k;
    if (enemies.some((e) => e.pos!.q === q && e.pos!.r === r)) return true;
  }
  return false;
}

function targetUnit(game: GameState, command: AnyCommand): Unit | null {
  const t = command.target as { unit?: unknown } | undefined;
  return t && typeof t.unit === 'string' ? game.units?.[t.unit] ?? null : null;
}

/** Higher is better; 0 is ending the turn (or passing); below 0 is never chosen over ending the turn. */
function scoreCommand(game: GameState, seat: Seat, command: AnyCommand, costs: Map<string, string>): number {
  const me = myUnit(game, seat);
  const enemies = me ? enemiesOf(game, me) : [];
  switch (command.type) {
    case 'rune':
      // Use the rune when low (or stunned: it is the one thing a stunned unit may do).
      if (!me) return -1;
      return me.hp <= Math.max(2, Math.floor(me.maxHp / 3)) || me.statuses.some((s) => s.id === 'stun') ? 90 : -1;
    case 'react': {
      // R-CHAIN-4: a reaction resolves first only when it is faster than the action it answers.
      const window = game.pending as { kind?: string; speed?: number } | null;
      const answered = window?.kind === 'reaction' && typeof window.speed === 'number' ? window.speed : 99;
      if (command.use === 'rune') return me && me.hp <= Math.max(2, Math.floor(me.maxHp / 3)) ? 90 : -1;
      const speed = typeof command.skill === 'string' ? skillSpeed(game, command.skill) : 99;
      if (speed >= answered) return -1;
      const unit = targetUnit(game, command);
      if (unit && me && unit.team === me.team) return -2;
      return 45 + (unit ? Math.max(0, 6 - unit.hp) * 2 : 0) - (command.curse === true ? 3 : 0);
    }
    case 'skill':
    case 'item':
    case 'equipment': {
      const cost = typeof command.skill === 'string' ? costs.get(command.skill) : undefined;
      // A free skill stays legal after use: it would be chosen forever, so the bot leaves free skills alone.
      if (cost === 'none') return -1;
      const target = command.target as { unit?: unknown; statue?: unknown; cell?: Hex; direction?: number } | undefined;
      const reacting = game.chain !== null;
      let score: number;
      const unit = targetUnit(game, command);
      if (unit) {
        if (me && unit.team === me.team) return -2; // no friendly fire
        score = command.type === 'item' || command.type === 'equipment' ? 25 : 40;
        score += unit.relic === 'holy' && unit.relicRevealed ? 15 : 0; // the enemy leader wins the game (O-01)
        score += Math.max(0, 6 - unit.hp) * 2; // finish the weak
      } else if (target?.statue) {
        score = 8;
      } else if (target?.cell) {
        // A dash or teleport: worth it when it brings the unit nearer to an enemy, like a move. Only standard-cost ones:
        // the bot cannot tell whether a repeatable bonus skill aimed at a cell moves anything.
        if (cost !== 'standard' || !me?.pos || enemies.length === 0) return -1;
        const before = nearestDistance(me.pos, enemies);
        const gain = before - nearestDistance(target.cell, enemies);
        if (gain <= 0 || before <= 1) return -1;
        score = 8 + gain * 3;
      } else if (typeof target?.direction === 'number') {
        if (!me?.pos || !enemyInLine(me.pos, target.direction, enemies)) return -1;
        score = 35;
      } else {
        // Self or area: only with an enemy close by.
        if (!me?.pos || nearestDistance(me.pos, enemies) > 2) return -1;
        score = cost === 'bonus' ? 6 : 30;
      }
      if (command.curse === true) score -= 3; // keep curse tokens unless needed
      if (reacting) score += 5; // a reaction the engine offers answers a declared action: use it
      return score;
    }
    case 'pass':
      return 0;
    case 'move': {
      if (!me?.pos || enemies.length === 0) return -1;
      const path = command.path as Hex[] | undefined;
      const end = path?.[path.length - 1];
      if (!end) return -1;
      const gain = nearestDistance(me.pos, enemies) - nearestDistance(end, enemies);
      if (gain <= 0 || nearestDistance(me.pos, enemies) <= 1) return -1;
      return 10 + gain * 3 - path!.length * 0.1;
    }
    case 'turn': {
      if (!me?.pos || enemies.length === 0) return -1;
      const facing = command.facing as number;
      const seenNow = enemies.some((e) => isInFrontCone(me.pos!, me.facing, e.pos!));
      const seenAfter = enemies.some((e) => isInFrontCone(me.pos!, facing, e.pos!));
      return !seenNow && seenAfter ? 12 : -1;
    }
    case 'buy':
      return 4;
    case 'flip':
    case 'resetEquipment':
      return 1;
    case 'endTurn':
      return 0;
    default:
      // Setup and step choices ('choose', 'place', ...): any option; the tie-break picks one.
      return 0;
  }
}
