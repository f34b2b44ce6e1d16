import type { MapSchema } from '@colyseus/schema';
import { SEATS, type Engine, type Seat } from '../engine';
import type { Leaves } from '../../shared/rules/viewLeaves';
import { diffViews, jsonEqual, overlayViews } from '../../shared/rules/viewLeaves';
import type { BattleState } from './schema/BattleState';

/** What the room keeps between projections: the last public view and each seat's last layer. */
export type Projection = { publicView: unknown; seats: Leaves[] };

/** An empty projection (nothing written yet). */
export function emptyProjection(): Projection {
  return { publicView: undefined, seats: SEATS.map(() => new Map()) };
}

type Json = Record<string, unknown>;

function isRecord(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Writes the engine's views of `game` into the schema (`observed` says which seats have a holder to see a layer): the spectator view into `state.view`, and for each seat the
 * leaves where viewFor(seat) differs from it into that seat's @view() layer, so hidden relics travel only to the
 * StateViews of the seat's holders (DESIGN "Online play"). Only changed leaves are written (small patches), and
 * subtrees the engine left untouched (same reference) are skipped without a walk.
 */
export function projectToSchema(
  state: BattleState, game: unknown, rules: Engine, last: Projection, observed: (seat: Seat) => boolean = () => true,
): Projection {
  const publicView = rules.viewFor(game, 'spectator');
  const target = state.view;
  const write = (path: string, value: string | undefined) => (value === undefined ? target.delete(path) : target.set(path, value));
  if (isRecord(publicView) && isRecord(last.publicView)) {
    // Field by field: a field whose JSON text is unchanged has no changed leaf.
    const prev = last.publicView;
    for (const k of Object.keys(prev)) if (!(k in publicView) || publicView[k] === undefined) diffViews(prev[k], undefined, k, write);
    // Field by field, with a deep-equality shortcut: an unchanged field costs one comparison walk, no writes.
    for (const k of Object.keys(publicView)) {
      if (jsonEqual(prev[k], publicView[k])) continue;
      diffViews(prev[k], publicView[k], k, write);
    }
  } else {
    diffViews(last.publicView, publicView, '', write);
  }
  const seats = SEATS.map((seat: Seat) => {
    // A seat no client holds (a bot's, an empty one) has no one to see its layer: skip its view, keep the layer empty.
    if (!observed(seat)) {
      const none: Leaves = new Map();
      writeLeavesDiff(state.layers[seat].leaves, last.seats[seat], none);
      return none;
    }
    const own = rules.viewFor(game, seat);
    let layer: Leaves;
    if (isRecord(publicView) && isRecord(own)) {
      layer = new Map();
      for (const k of Object.keys(publicView)) if (publicView[k] !== undefined && (!(k in own) || own[k] === undefined)) layer.set(k, '');
      for (const k of Object.keys(own)) {
        if (own[k] === undefined) continue;
        if (jsonEqual(publicView[k], own[k])) continue;
        overlayViews(publicView[k], own[k], k, layer);
      }
    } else {
      layer = overlayViews(publicView, own);
    }
    writeLeavesDiff(state.layers[seat].leaves, last.seats[seat], layer);
    return layer;
  });
  return { publicView, seats };
}

function writeLeavesDiff(target: MapSchema<string>, before: Leaves, after: Leaves): void {
  for (const k of before.keys()) if (!after.has(k)) target.delete(k);
  for (const [k, v] of after) if (before.get(k) !== v) target.set(k, v);
}
