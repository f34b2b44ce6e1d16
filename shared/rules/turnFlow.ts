/**
 * Turn flow (R-ROUND, R-TURN, R-START, R-END, R-WORLD, R-INIT-6): character turns in initiative order skipping the dead,
 * the start phase with the status tracker (R-TRACK-4), souls and start-of-turn equipment, the end phase's max-HP decay,
 * and the world turn between rounds with the Final Judgment (R-ROUND-5).
 */
import { emit, type Ctx } from './context';
import { dealDamage, heal } from './damage';
import { applyWorldEffect } from './effects';
import { tossCoin } from './dice';
import { declareAction } from './resolve';
import { hasStatus, removeStatus, rollSave, STATUS_DEFS } from './statuses';
import { FINAL_JUDGMENT, type GameState, type NightEvent, type Unit } from './state';
import { spliced } from './listCopies';
import { summonsOf } from './summons';
import { checkTarget } from './targeting';
import { gainSoul } from './tokens';
import { checkQuietDraw, checkWinner } from './winning';

/** Turns a night's event card face up; the list is replaced, since the input state shares it (cloneState.ts). */
function revealNight(s: GameState, night: NightEvent): void {
  s.nights = s.nights.map((n) => (n === night ? { ...n, revealed: true } : n));
}

/** Days are rounds 2, 4, 6; nights 3, 5, 7 (R-ROUND-2). */
export const isDay = (round: number): boolean => round === 2 || round === 4 || round === 6;
export const isNight = (round: number): boolean => round === 3 || round === 5 || round === 7;

/** Resolves the owner's periodic statuses now in the active zone (R-STATUS-2, R-STATUS-13), left to right. */
function resolvePeriodic(ctx: Ctx, unit: Unit): void {
  for (const st of [...unit.statuses].sort((a, b) => a.order - b.order)) {
    if (st.kind !== 'periodic' || st.flips !== 1 || !unit.alive) continue;
    emit(ctx, { type: 'statusResolved', unit: unit.id, status: st.id });
    if (st.id === 'burning')
      dealDamage(ctx, unit, STATUS_DEFS.burning.value, { source: null, unresistable: false, fromStatus: 'burning' });
    if (st.id === 'regeneration') heal(ctx, unit, STATUS_DEFS.regeneration.value);
  }
}

/**
 * The tracker procedure R-TRACK-4 as lifetimes (docs/rules-decisions.md "Statuses", O-36, O-38): (1) periodic statuses in the active
 * zone resolve; (2) flip; (3) periodic statuses back in the attach zone leave; (4) periodic statuses now active resolve;
 * (5) persistent statuses at their second flip leave. Then the Stun save (O-40: success removes it).
 */
export function runTracker(ctx: Ctx, unit: Unit): void {
  resolvePeriodic(ctx, unit);
  if (!unit.alive) return;
  unit.statuses = unit.statuses.map((st) => ({ ...st, flips: st.flips + 1 }));
  unit.trackerFlips = (unit.trackerFlips ?? 0) + 1;
  emit(ctx, { type: 'trackerFlipped', unit: unit.id });
  for (const st of [...unit.statuses])
    if (st.kind === 'periodic' && st.flips >= 2) removeStatus(ctx, unit, st.id, 'expired');
  resolvePeriodic(ctx, unit);
  if (!unit.alive) return;
  for (const st of [...unit.statuses])
    if (st.kind === 'persistent' && st.flips >= 2) removeStatus(ctx, unit, st.id, 'expired');
  if (hasStatus(unit, 'stun')) {
    const save = rollSave(ctx, unit, STATUS_DEFS.stun.saveThreshold ?? 3);
    if (save.success) removeStatus(ctx, unit, 'stun', 'saved');
  }
}

/** Starts the turn of the character at `turnIndex` (R-TURN-1): start phase, then the action phase. */
export function beginTurn(ctx: Ctx): void {
  const s = ctx.state;
  const unit = s.units[s.initiative[s.turnIndex]];
  s.counters.turn += 1;
  s.turn = {
    unit: unit.id,
    phase: 'start',
    movementLeft: 0,
    standardActions: 0,
    flipped: false,
    owner: unit.id,
    summonQueue: null,
  };
  emit(ctx, { type: 'turnStarted', unit: unit.id, round: s.round });
  runTracker(ctx, unit); // R-START-1/2
  if (s.variant === 'standard' && unit.alive) {
    gainSoul(ctx, unit, 1); // R-START-3
    const eq = unit.equipment ? s.content.cards[unit.equipment.card] : undefined;
    if (eq?.startOfTurn) {
      // R-START-4 (Soul-Splitting Bell): the card's start-of-turn effect resolves as an action of its holder.
      const check = checkTarget(ctx.rules, s, unit, eq.startOfTurn, null);
      if (check.ok && check.affected.length > 0)
        declareAction(ctx, {
          source: unit.id,
          skill: eq.startOfTurn,
          origin: { kind: 'equipment', id: eq.id },
          speed: eq.speed ?? 99,
          cursed: false,
          target: null,
          affected: check.affected,
          form: unit.form,
        });
    }
  }
  for (const m of ctx.rules.hooks) m.onTurnStart?.(ctx, unit);
  if (checkWinner(ctx)) return;
  if (!unit.alive) {
    advanceTurn(ctx);
    return;
  }
  s.turn.phase = 'action';
  s.turn.movementLeft = unit.movement;
}

/** Ends the current turn: the end phase (R-END-1/2), then the next character or the world turn. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.state;
  if (!s.turn) return;
  if (nextSummonPhase(ctx)) return;
  const unit = s.units[s.turn.owner ?? s.turn.unit];
  s.turn.unit = unit.id;
  s.turn.phase = 'end';
  for (const m of ctx.rules.hooks) if (unit.alive) m.onTurnEnd?.(ctx, unit);
  if (unit.alive && unit.hp < unit.maxHp && unit.kind === 'character') {
    // R-END-1: damaged → max HP −1; R-END-2: current HP ≤ the new max, so this never kills.
    unit.maxHp -= 1;
    emit(ctx, { type: 'maxHpDecreased', unit: unit.id, maxHp: unit.maxHp, hp: unit.hp });
  }
  emit(ctx, { type: 'turnEnded', unit: unit.id });
  advanceTurn(ctx);
}

/**
 * R-SILAS-2 (O-44 in docs/content.md): after the owner's action phase, each of its living summons that acts after its
 * owner takes its own action phase (its movement, `actions` standard actions) — then the owner's end phase follows.
 * Returns whether a summon's phase started.
 */
function nextSummonPhase(ctx: Ctx): boolean {
  const s = ctx.state;
  const turn = s.turn!;
  const owner = s.units[turn.owner ?? turn.unit];
  if (turn.summonQueue === undefined || turn.summonQueue === null) {
    turn.owner = owner.id;
    turn.summonQueue = summonsOf(s, owner)
      .filter((u) => u.team === owner.team && !!s.content.units[u.def]?.actsAfterOwner)
      .map((u) => u.id);
  }
  while (turn.summonQueue.length > 0) {
    const id = turn.summonQueue.shift()!;
    const u = s.units[id];
    if (!u.alive || !u.pos) continue;
    emit(ctx, { type: 'turnEnded', unit: turn.unit });
    turn.unit = id;
    turn.phase = 'action';
    turn.movementLeft = u.movement;
    turn.standardActions = 2 - (s.content.units[u.def]?.actions ?? 1);
    turn.flipped = true;
    emit(ctx, { type: 'turnStarted', unit: id, round: s.round });
    return true;
  }
  return false;
}

/** Moves to the next living character in initiative order (R-INIT-6), or runs the world turn after the last. */
export function advanceTurn(ctx: Ctx): void {
  const s = ctx.state;
  if (s.stage !== 'play') return;
  s.turn = null;
  for (let i = s.turnIndex + 1; i < s.initiative.length; i++) {
    if (s.units[s.initiative[i]].alive) {
      s.turnIndex = i;
      beginTurn(ctx);
      return;
    }
  }
  worldTurn(ctx);
  if (s.stage !== 'play') return;
  startRound(ctx);
}

/** Starts a round with the first living character in initiative order (R-ROUND-3). */
export function startRound(ctx: Ctx): void {
  const s = ctx.state;
  emit(ctx, { type: 'roundStarted', round: s.round });
  // O-53: a round of the Final Judgment begins; damage in it sets the count back to 0 (damage.ts dealDamage).
  if (s.round === FINAL_JUDGMENT) s.counters.quiet = (s.counters.quiet ?? 0) + 1;
  const first = s.initiative.findIndex((id) => s.units[id].alive);
  if (first < 0) return;
  s.turnIndex = first;
  beginTurn(ctx);
}

/**
 * The world turn (R-WORLD-1..5): advance the round marker (not past the Final Judgment, R-ROUND-5), apply the Final
 * Judgment on arrival, statue reset on a day (S), reveal on a day / resolve on a night (S), Stubborn Die swaps (S).
 * After the Final Judgment world turns still run so a Stubborn Die can swap (O-09, docs/rules-decisions.md).
 */
export function worldTurn(ctx: Ctx): void {
  const s = ctx.state;
  const arriving = s.round < FINAL_JUDGMENT;
  if (arriving) s.round += 1;
  emit(ctx, { type: 'worldTurn', round: s.round, day: isDay(s.round), finalJudgment: s.round === FINAL_JUDGMENT });
  if (arriving && s.round === FINAL_JUDGMENT) {
    // R-ROUND-5 / R-WORLD-4: every character's max HP and HP become 1 (O-09: characters only; summons keep theirs).
    for (const id of Object.keys(s.units).sort()) {
      const u = s.units[id];
      if (u.kind === 'character' && u.alive) {
        u.maxHp = 1;
        u.hp = 1;
      }
    }
    emit(ctx, { type: 'finalJudgment', round: s.round });
  }
  if (s.variant === 'standard' && arriving) {
    if (isDay(s.round) && s.statue && !s.statue.intact && s.statue.homes.length > 0) {
      // R-WORLD-2: toss the coin for river or jungle.
      const coin = tossCoin(s);
      const home = s.statue.homes[Math.min(coin, s.statue.homes.length - 1)];
      const blocked = Object.values(s.units).some((u) => u.alive && u.pos && u.pos.q === home.q && u.pos.r === home.r);
      if (!blocked) {
        s.statue = { ...s.statue, cell: { ...home }, intact: true }; // the input state shares the old one (cloneState.ts)
        emit(ctx, { type: 'statueRestored', cell: { ...home } });
      }
    }
    if (isDay(s.round)) {
      const night = s.nights.find((n) => n.round === s.round + 1);
      if (night) {
        revealNight(s, night); // R-EVENT-3
        emit(ctx, { type: 'eventRevealed', round: night.round, card: night.card });
      }
    }
    if (isNight(s.round)) {
      const night = s.nights.find((n) => n.round === s.round);
      const def = night ? s.content.events[night.card] : undefined;
      if (night && def) {
        revealNight(s, night);
        emit(ctx, { type: 'eventResolved', round: night.round, card: night.card }); // R-EVENT-4
        for (const id of Object.keys(s.units).sort()) {
          const u = s.units[id];
          if (u.kind === 'character' && u.alive && u.pos) for (const e of def.effects) applyWorldEffect(ctx, u, e);
        }
        for (const m of ctx.rules.hooks) m.onNightStart?.(ctx, s.round);
      }
    }
  }
  if (s.variant === 'standard') {
    // R-WORLD-5 / R-ITEM-7: swap with the character immediately before; nothing when already first (O-33).
    for (const id of s.stubbornDice) {
      const i = s.initiative.indexOf(id);
      if (i > 0) {
        const before = s.initiative[i - 1];
        s.initiative = spliced(s.initiative, i - 1, 2, id, before);
        emit(ctx, { type: 'initiativeSwapped', unit: id, with: before });
      }
    }
    s.stubbornDice = [];
  }
  for (const m of ctx.rules.hooks) m.onWorldTurn?.(ctx);
  if (!checkWinner(ctx)) checkQuietDraw(ctx);
}
