/**
 * Reading what one run did to each unit from its events and final state (no rule is restated: the events are what the
 * effect handlers emitted). preview/odds.ts weighs these per dice outcome.
 */
import type { Hex } from '../../hex';
import type { StatusId } from '../../content/schema';
import type { GameEvent } from '../events';
import type { GameState } from '../state';
import type { DamageHit, MoveOutcome } from './types';

/** What one run did to one unit. */
export type CaseOutcome = {
  damage: number;
  healed: number;
  died: boolean;
  hpAfter: number;
  applied: Map<StatusId, { threshold: number } | null>;
  /** Statuses it rolled against and kept off (R-SAVE-2), with the threshold. */
  saved: Map<StatusId, number>;
  removed: Set<StatusId>;
  moves: MoveOutcome[];
  hits: DamageHit[];
  /** Where it stands at the end (null: off the map). */
  pos: Hex | null;
};

/** Nothing happened to the unit: its HP and place stay. */
export function blank(hp: number, pos: Hex | null): CaseOutcome {
  return {
    damage: 0,
    healed: 0,
    died: false,
    hpAfter: hp,
    applied: new Map(),
    saved: new Map(),
    removed: new Set(),
    moves: [],
    hits: [],
    pos,
  };
}

/** The unit ids an event is about. */
function subjects(e: GameEvent): string[] {
  switch (e.type) {
    case 'damaged':
    case 'healed':
    case 'died':
    case 'statusApplied':
    case 'statusSaved':
    case 'statusRemoved':
    case 'moved':
    case 'teleported':
    case 'maxHpDecreased':
      return [e.unit];
    case 'swapped':
      return [e.a, e.b];
    default:
      return [];
  }
}

/** Per unit, what `events` did, starting from `before` (positions for swaps); `after` gives final HP. */
export function outcomesOf(before: GameState, events: GameEvent[], after: GameState): Map<string, CaseOutcome> {
  const out = new Map<string, CaseOutcome>();
  const at = (id: string): CaseOutcome => {
    let o = out.get(id);
    if (!o) out.set(id, (o = blank(after.units[id]?.hp ?? before.units[id]?.hp ?? 0, after.units[id]?.pos ?? null)));
    return o;
  };
  const pos = new Map(Object.values(before.units).map((u) => [u.id, u.pos]));
  for (const e of events) {
    for (const id of subjects(e)) at(id);
    switch (e.type) {
      case 'damaged': {
        const { n: _n, type: _t, unit: _u, hp: _hp, base: _b, ...hit } = e;
        at(e.unit).damage += e.amount;
        at(e.unit).hits.push(hit);
        break;
      }
      case 'healed':
        at(e.unit).healed += e.amount;
        break;
      case 'died':
        at(e.unit).died = true;
        break;
      case 'statusApplied':
        at(e.unit).applied.set(e.status, e.save ? { threshold: e.save.threshold } : null);
        break;
      case 'statusSaved':
        at(e.unit).saved.set(e.status, e.threshold);
        break;
      case 'statusRemoved':
        if (e.reason !== 'saved') at(e.unit).removed.add(e.status);
        break;
      case 'moved':
        at(e.unit).moves.push({ path: e.path.map((h) => ({ ...h })), forced: e.forced });
        pos.set(e.unit, e.path[e.path.length - 1]);
        break;
      case 'teleported':
        at(e.unit).moves.push({ path: [{ ...e.to }], forced: 'teleport' });
        pos.set(e.unit, e.to);
        break;
      case 'swapped': {
        const pa = pos.get(e.a);
        const pb = pos.get(e.b);
        if (pa && pb) {
          at(e.a).moves.push({ path: [{ ...pb }], forced: 'swap' });
          at(e.b).moves.push({ path: [{ ...pa }], forced: 'swap' });
          pos.set(e.a, pb);
          pos.set(e.b, pa);
        }
        break;
      }
      default:
        break;
    }
  }
  // HP can change without an event naming the unit (the Final Judgment sets every character to 1, R-ROUND-5).
  for (const u of Object.values(before.units)) if (after.units[u.id] && after.units[u.id].hp !== u.hp) at(u.id);
  for (const [id, o] of out) {
    o.hpAfter = after.units[id]?.hp ?? o.hpAfter;
    o.pos = after.units[id]?.pos ?? null;
  }
  return out;
}
