/**
 * Rebuilding a seat's engine view from the room's leaves (docs/online.md "State"). The leaf codec itself is shared with
 * the server: shared/wire/viewLeaves.ts.
 */
import { overlayLeaves, unflattenView } from '../../../shared/wire/viewLeaves';

/** Flattened leaves: JSON-pointer path (no leading slash) → JSON text. */
export type LeafEntries = Iterable<[string, string]>;

export { overlayLeaves, unflattenView as unflattenLeaves };

/** One seat's view (or the public one with `layer` null): public leaves, the seat's layer over them, unflattened. */
export function rebuildView<T = unknown>(publicLeaves: LeafEntries, layer: LeafEntries | null): T | null {
  const merged = layer ? overlayLeaves(publicLeaves, layer) : publicLeaves;
  return (unflattenView(merged) ?? null) as T | null;
}
