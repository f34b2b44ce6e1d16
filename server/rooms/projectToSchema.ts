import type { MapSchema } from '@colyseus/schema';
import { SEATS, type Engine, type GameState, type Seat } from '../engine';
import type { Leaves } from '../../shared/wire/viewLeaves';
import { diffViews, overlayViews } from '../../shared/wire/viewLeaves';
import type { BattleState } from './schema/BattleState';

/** What the room keeps between projections: the last public view and each seat's last layer. */
export type Projection = { publicView: unknown; seats: Leaves[] };

/** An empty projection (nothing written yet). */
export function emptyProjection(): Projection {
  return { publicView: undefined, seats: SEATS.map(() => new Map()) };
}

/**
 * Writes the engine's views of `game` into the schema (`observed` says which seats have a holder to see a layer): the spectator view into `state.view`, and for each seat the
 * leaves where viewFor(seat) differs from it into that seat's @view() layer, so hidden relics travel only to the
 * StateViews of the seat's holders (docs/online.md). Only changed leaves are written (small patches); the views
 * share unchanged parts with the engine state, so a seat's layer costs a walk only where its view differs.
 */
export function projectToSchema(
  state: BattleState,
  game: GameState,
  rules: Engine,
  last: Projection,
  observed: (seat: Seat) => boolean = () => true,
): Projection {
  const publicView = rules.viewFor(game, 'spectator');
  const target = state.view;
  diffViews(last.publicView, publicView, '', (path, value) =>
    value === undefined ? target.delete(path) : target.set(path, value),
  );
  // When every seat sees the public view (the beginner game), a seat's layer is only its `viewer` leaf: no view to make.
  const samePublic = rules.seatsSeePublicView(game);
  const seats = SEATS.map((seat: Seat) => {
    // A seat no client holds (a bot's, an empty one) has no one to see its layer: skip its view, keep the layer empty.
    const layer: Leaves = !observed(seat)
      ? new Map()
      : samePublic
        ? VIEWER_LAYERS[seat]
        : overlayViews(publicView, rules.viewFor(game, seat));
    // An unchanged layer keeps the previous Map: the room holds it until the next command, so a new one per command
    // would be data for the garbage collector to move (see docs/online.md "Load benchmark").
    if (sameLeaves(last.seats[seat], layer)) return last.seats[seat];
    writeLeavesDiff(state.layers[seat].leaves, last.seats[seat], layer);
    return layer;
  });
  return { publicView, seats };
}

/**
 * Each seat's layer when its view is the public one but for `viewer`: the diff of the one field (the same leaves that
 * overlayViews writes for such a view, checked in test/server/viewDiff.test.ts). Never changed (read only).
 */
const VIEWER_LAYERS: readonly Leaves[] = SEATS.map((seat) => overlayViews({ viewer: 'spectator' }, { viewer: seat }));

function sameLeaves(a: Leaves, b: Leaves): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of b) if (a.get(k) !== v) return false;
  return true;
}

function writeLeavesDiff(target: MapSchema<string>, before: Leaves, after: Leaves): void {
  for (const k of before.keys()) if (!after.has(k)) target.delete(k);
  for (const [k, v] of after) if (before.get(k) !== v) target.set(k, v);
}
