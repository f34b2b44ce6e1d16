/**
 * Edwin's mechanism (R-EDWIN-1..3, O-50): prepared rounds start at 1 (max 3), Detonate sets off his detonator markers, and the
 * bounty (2 souls when his skill kills an enemy character).
 */
import { hexDistance, type Hex } from '../hex';
import { amount, N } from '../content/amounts';
import { DETONATOR, PREPARED_ROUNDS, PREPARED_ROUNDS_START } from '../content/characters/edwin';
import {
  applyStatus,
  damage,
  damageRolled,
  gainSoul,
  living,
  emit,
  type BotAdvice,
  type Ctx,
  type DeclaredAction,
  type GameState,
  type Mechanism,
} from '../rules/mechanismApi';

/** Souls Edwin gains when his skill kills an enemy character (passive Bounty Hunter). */
export const BOUNTY_SOULS = 2;

/** Edwin's bot advice: detonators where enemies stand (not allies), Detonate when it hurts them more than us. */
const edwinBot: BotAdvice = {
  scoreUntargeted(bot, use) {
    if (!use.kinds.has('edwin:detonate')) return undefined;
    const { game, me, enemies, allies } = bot;
    const dets = game.markers.filter(
      (m) => m.owner === me.id && m.kind === 'detonator' && hexDistance(m.cell, me.pos!) <= 6,
    );
    let value = 0;
    for (const m of dets) {
      for (const u of enemies) {
        const d = hexDistance(m.cell, u.pos!);
        if (d <= 1) value += (d === 0 ? 1.67 : 1) * (u.kind === 'summon' ? 0.3 : 1) * (bot.isKnownLeader(u) ? 2 : 1);
      }
      for (const u of [me, ...allies]) if (hexDistance(m.cell, u.pos!) <= 1) value -= u.kind === 'summon' ? 0.3 : 1.2;
    }
    return value >= 0.9 ? 35 + value * 10 : -1;
  },
  scoreCell(bot, use, cell) {
    if (!use.kinds.has('marker:detonator')) return undefined;
    const { me, enemies, allies, foes } = bot;
    // A detonator pays when enemies stand on or beside it (Detonate: 1+N on the cell, 1 adjacent), not allies.
    const hit = bot.countWithin(cell, enemies, 1) - bot.countWithin(cell, [me, ...allies], 1);
    return hit > 0 ? 20 + hit * 6 + (bot.countWithin(cell, foes, 2) > 0 ? 2 : 0) : -1;
  },
  sideValue(bot, _skill, kinds) {
    const me = bot.me;
    return kinds.has('edwin:detonate') && bot.game.markers.some((m) => m.owner === me.id && m.kind === 'detonator')
      ? 1.5
      : 0;
  },
};

/**
 * The units a detonator's blast hits, in order (R-MULTI-1, outwards from the blast): the one on its cell, then those
 * next to it by id. The puppet is never harmed (O-47).
 */
function blastTargets(s: GameState, cell: Hex): string[] {
  const near = living(s).filter(
    (u) => hexDistance(u.pos!, cell) <= 1 && !(u.kind === 'summon' && s.content.units[u.def]?.untargetable),
  );
  return near.sort((a, b) => hexDistance(a.pos!, cell) - hexDistance(b.pos!, cell)).map((u) => u.id);
}

/** O-30 / R-RES-6: the source is dead, so the area's remaining targets fizzle. */
function fizzle(h: Ctx, action: DeclaredAction, targets: string[]): void {
  for (const target of targets)
    emit(h, { type: 'fizzled', action: action.id, target, reason: 'source_dead', details: { unit: action.source } });
}

/** Edwin's mechanism. */
export const edwinMechanism: Mechanism = {
  id: 'edwin',
  bot: edwinBot,
  effects: {
    /**
     * Detonate (O-52: a non-targeted area): every detonator of Edwin within `range` explodes in placement order; a unit
     * on its cell takes 1+N, then each unit next to it takes 1 (allies too); cursed, each unit hit also gets Burning
     * (save 3). The markers return. If Edwin dies to a blast, its remaining targets fizzle (O-30, R-RES-6): nobody else is
     * hit and the detonators not yet set off stay where they lie.
     */
    detonate(h, action, _target, params) {
      const s = h.state;
      const edwin = s.units[action.source];
      if (!edwin?.pos) return;
      const range = typeof params.range === 'number' ? params.range : 6;
      const blasts = s.markers.filter(
        (m) => m.kind === DETONATOR && m.owner === edwin.id && hexDistance(edwin.pos!, m.cell) <= range,
      );
      for (const [i, m] of blasts.entries()) {
        if (!edwin.alive)
          return fizzle(h, action, [...new Set(blasts.slice(i).flatMap((b) => blastTargets(s, b.cell)))]);
        s.markers = s.markers.filter((x) => x.id !== m.id);
        emit(h, { type: 'markerRemoved', marker: m.id, kind: m.kind });
        const targets = blastTargets(s, m.cell);
        for (const [k, id] of targets.entries()) {
          if (!edwin.alive) {
            const later = blasts.slice(i + 1).flatMap((b) => blastTargets(s, b.cell));
            return fizzle(h, action, [...new Set([...targets.slice(k), ...later])]);
          }
          const u = s.units[id];
          // The blast on the marker's own cell rolls 1+N, its die listed in the breakdown; the cells next to it take 1.
          if (hexDistance(u.pos!, m.cell) === 0) damageRolled(h, u, amount(1, N), edwin.id, edwin.id);
          else damage(h, u, 1, edwin.id);
          if (u.alive && params.burning === true) applyStatus(h, u, 'burning', edwin.id, 3);
        }
      }
    },
  },
  onTurnStart(h) {
    // Edwin starts with 3 prepared rounds (R-EDWIN-1); set before anyone can act on them.
    for (const u of Object.values(h.state.units)) {
      if (u.def !== 'edwin' || u.kind !== 'character') continue;
      if (typeof u.mechanism[PREPARED_ROUNDS] !== 'number') u.mechanism[PREPARED_ROUNDS] = PREPARED_ROUNDS_START;
    }
  },
  /** Bounty: each enemy character killed by Edwin's action gives him 2 souls (the engine reports each action once). */
  onSkillResolved(h, action, target) {
    const edwin = h.state.units[action.source];
    if (edwin?.def !== 'edwin' || edwin.kind !== 'character') return;
    const hit = target !== null ? [target] : action.affected.filter((id): id is string => id !== 'statue');
    for (const id of hit) {
      const victim = h.state.units[id];
      if (!victim || victim.alive || victim.kind !== 'character' || victim.team === edwin.team) continue;
      gainSoul(h, edwin, BOUNTY_SOULS);
    }
  },
};
