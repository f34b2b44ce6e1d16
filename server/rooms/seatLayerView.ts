import type { StateView } from '@colyseus/schema';
import type { SeatLayer } from './schema/BattleState';

/** Lets a client's StateView see one seat's private layer (its holder's, or a client reconnecting to it). */
export function showSeatLayer(view: StateView, layer: SeatLayer): void {
  view.add(layer);
}

/**
 * Hides a seat's private layer from a client that no longer holds the seat. `StateView.remove(layer)` alone is not
 * enough (@colyseus/schema 3.0.76): it deletes the layer's @view() field for that client but leaves the `leaves` map,
 * which `add` made visible with it, in the view's visible set, so every later change of the map (another team's
 * relic) still reached the client that left the seat, and the full state on its reconnection carried the map again.
 */
export function hideSeatLayer(view: StateView, layer: SeatLayer): void {
  view.remove(layer);
  view.remove(layer.leaves);
}
