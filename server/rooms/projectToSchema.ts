import type { MapSchema } from '@colyseus/schema';
import { SEATS, type Engine, type Seat } from '../engine';
import { flattenView, type Leaves } from './flattenView';
import type { BattleState } from './schema/BattleState';

/** The last leaves written, kept by the room so each projection writes only what changed. */
export type Projection = { public: Leaves; seats: Leaves[] };

/** An empty projection (nothing written yet). */
export function emptyProjection(): Projection {
  return { public: new Map(), seats: SEATS.map(() => new Map()) };
}

/**
 * Writes the engine's views of `game` into the schema: the spectator view into `state.view`, and for each seat the
 * leaves where viewFor(seat) differs from it into that seat's @view() layer, so hidden relics travel only to the
 * StateViews of the seat's holders (DESIGN "Online play"). Only changed leaves are touched, which keeps patches small.
 */
export function projectToSchema(state: BattleState, game: unknown, rules: Engine, last: Projection): Projection {
  const publicLeaves = flattenView(rules.viewFor(game, 'spectator'));
  writeDiff(state.view, last.public, publicLeaves);
  const seats = SEATS.map((seat: Seat) => {
    const own = flattenView(rules.viewFor(game, seat));
    const layer: Leaves = new Map();
    for (const [k, v] of own) if (publicLeaves.get(k) !== v) layer.set(k, v);
    for (const k of publicLeaves.keys()) if (!own.has(k)) layer.set(k, '');
    writeDiff(state.layers[seat].leaves, last.seats[seat], layer);
    return layer;
  });
  return { public: publicLeaves, seats };
}

function writeDiff(target: MapSchema<string>, before: Leaves, after: Leaves): void {
  for (const k of before.keys()) if (!after.has(k)) target.delete(k);
  for (const [k, v] of after) if (before.get(k) !== v) target.set(k, v);
}
