/**
 * Weighing what each dice outcome did (outcomes.ts) by its exact chance: per unit the distributions of HP, damage and
 * healing, the chance of death, of each status applied and removed, of each place it ends on; per command the chance of
 * each game result.
 */
import { hexKey, type Hex } from '../../hex';
import type { StatusId } from '../../content/schema';
import type { GameState, Team } from '../state';
import { chance, likelihoodOf, type Chance } from './chance';
import { blank, type CaseOutcome } from './outcomes';
import type { GameResult, Odds, Range, StatusOutcome, StatusRemoval, UnitPreview } from './types';

/**
 * One unit's outcome in one dice outcome (undefined: nothing happened to it), with that outcome's weight: its chance
 * times the common denominator of all the outcomes' chances (an integer, so sums are exact and cheap).
 */
export type Weighted = { outcome: CaseOutcome | undefined; weight: number };

/** Adds `w` to the weight kept for `key`. */
function add<K>(m: Map<K, number>, key: K, w: number): void {
  m.set(key, (m.get(key) ?? 0) + w);
}

/** A distribution from summed weights over `den`, ascending by value. */
function oddsOf(m: Map<number, number>, den: number): Odds<number>[] {
  return [...m].sort((a, b) => a[0] - b[0]).map(([value, w]) => ({ value, chance: chance(w, den) }));
}

const rangeOf = (odds: Odds<number>[]): Range => ({ min: odds[0]?.value ?? 0, max: odds[odds.length - 1]?.value ?? 0 });

/** Merges one unit's outcomes over every dice outcome; `den` is the weights' common denominator. */
export function weighUnit(before: GameState, id: string, cases: Weighted[], den: number): UnitPreview {
  const u = before.units[id];
  const hpBefore = u.hp;
  const hp = new Map<number, number>();
  const damage = new Map<number, number>();
  const healed = new Map<number, number>();
  const loss = new Map<number, number>();
  const applied = new Map<StatusId, number>();
  const thresholds = new Map<StatusId, number>();
  const removed = new Map<StatusId, number>();
  const places = new Map<string, { cell: Hex | null; weight: number }>();
  let death = 0;
  let moved = false;
  let movesFrom: { moves: CaseOutcome['moves']; weight: number } | null = null;
  let least: CaseOutcome | null = null;
  let most: CaseOutcome | null = null;
  for (const w of cases) {
    const o = w.outcome ?? blank(hpBefore, u.pos);
    add(hp, o.hpAfter, w.weight);
    add(damage, o.damage, w.weight);
    add(healed, o.healed, w.weight);
    add(loss, Math.max(0, hpBefore - o.hpAfter), w.weight);
    if (o.died) death += w.weight;
    for (const [s, save] of o.applied) {
      add(applied, s, w.weight);
      if (save && !thresholds.has(s)) thresholds.set(s, save.threshold);
    }
    for (const [s, t] of o.saved) {
      if (!applied.has(s)) applied.set(s, 0);
      if (!thresholds.has(s)) thresholds.set(s, t);
    }
    for (const s of o.removed) add(removed, s, w.weight);
    const key = o.pos ? hexKey(o.pos) : '-';
    places.set(key, { cell: o.pos, weight: (places.get(key)?.weight ?? 0) + w.weight });
    if (o.moves.length > 0 || (u.pos && o.pos && hexKey(o.pos) !== hexKey(u.pos))) moved = true;
    if (o.moves.length > 0 && (!movesFrom || w.weight > movesFrom.weight))
      movesFrom = { moves: o.moves, weight: w.weight };
    if (!least || o.damage < least.damage) least = o;
    if (!most || o.damage > most.damage) most = o;
  }
  const hpOdds = oddsOf(hp, den);
  const damageOdds = oddsOf(damage, den);
  const healedOdds = oddsOf(healed, den);
  const statusesApplied: StatusOutcome[] = [...applied.keys()].sort().map((status) => {
    const c = chance(applied.get(status)!, den);
    const o: StatusOutcome = { status, likelihood: likelihoodOf(c), chance: c };
    const threshold = thresholds.get(status);
    if (threshold !== undefined) o.save = { threshold, dice: u.constitution };
    return o;
  });
  const statusesRemoved: StatusRemoval[] = [...removed.keys()].sort().map((status) => {
    const c = chance(removed.get(status)!, den);
    return { status, likelihood: likelihoodOf(c) === 'always' ? 'always' : 'maybe', chance: c };
  });
  return {
    unit: id,
    team: u.team as Team,
    hpBefore,
    hp: rangeOf(hpOdds),
    hpOdds,
    damage: rangeOf(damageOdds),
    damageOdds,
    hpLoss: rangeOf(oddsOf(loss, den)),
    healed: rangeOf(healedOdds),
    healedOdds,
    dies: likelihoodOf(chance(death, den)),
    death: chance(death, den),
    statusesApplied,
    statusesRemoved,
    positions: moved
      ? [...places.values()]
          .sort((a, b) => b.weight - a.weight)
          .map((p) => ({ value: p.cell, chance: chance(p.weight, den) }))
      : [],
    moves: movesFrom?.moves ?? [],
    hits: { least: least?.hits ?? [], most: most?.hits ?? [] },
  };
}

/** Each game result's chance over the final states (weights over `den`). */
export function weighResults(finals: { state: GameState; weight: number }[], den: number): Record<GameResult, Chance> {
  const w: Record<GameResult, number> = { red: 0, blue: 0, draw: 0, goesOn: 0 };
  for (const f of finals) w[f.state.stage === 'over' && f.state.winner ? f.state.winner : 'goesOn'] += f.weight;
  return {
    red: chance(w.red, den),
    blue: chance(w.blue, den),
    draw: chance(w.draw, den),
    goesOn: chance(w.goesOn, den),
  };
}
