/**
 * The status tracker as players see it (R-TRACK-1..6, docs/rules-decisions.md "Statuses"): the pointer, the two columns and their zones,
 * statuses left to right in application order, and how long each has left — derived from the lifetimes in the state.
 */
import type { StatusId } from '../content/schema';
import type { Unit } from './state';

/** One status on the drawn tracker. */
export type TrackerEntry = {
  id: StatusId;
  /** Periodic: 'attach' until the first flip, then 'active'. Persistent: always active, at the near or far end. */
  zone: 'attach' | 'active';
  end: 'near' | 'far';
  /** Periodic: owner turn starts until it next resolves — always 1 (after the flip from the attach zone, before it from the active zone, R-TRACK-4); persistent: null. */
  resolvesIn: number | null;
  /** Owner turn starts until it is removed. */
  leavesIn: number;
};

/** The tracker of a unit: pointer up at setup and after every second flip; purple (persistent) and pink (periodic) columns. */
export type TrackerView = { pointer: 'up' | 'down'; persistent: TrackerEntry[]; periodic: TrackerEntry[] };

/** Draws a unit's tracker from its status lifetimes. */
export function trackerView(unit: Unit): TrackerView {
  const entries = [...unit.statuses].sort((a, b) => a.order - b.order);
  const entry = (s: Unit['statuses'][number]): TrackerEntry => ({
    id: s.id,
    zone: s.kind === 'periodic' && s.flips === 0 ? 'attach' : 'active',
    end: s.flips % 2 === 0 ? 'near' : 'far',
    resolvesIn: s.kind === 'periodic' ? 1 : null,
    leavesIn: 2 - s.flips,
  });
  return {
    pointer: (unit.trackerFlips ?? 0) % 2 === 0 ? 'up' : 'down',
    persistent: entries.filter((s) => s.kind === 'persistent').map(entry),
    periodic: entries.filter((s) => s.kind === 'periodic').map(entry),
  };
}
