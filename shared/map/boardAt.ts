import type { Hex } from '../hex';
import { tileCentreOf } from './lattice';
import type { Layout, PlacedBoard } from './types';

/** The placed board whose 19-cell hexagon contains h (its void cells included), or null. */
export function boardAt(layout: Layout, h: Hex): PlacedBoard | null {
  const centre = tileCentreOf(h);
  return layout.boards.find((p) => p.at.q === centre.q && p.at.r === centre.r) ?? null;
}

/** The id of the placed board whose 19-cell hexagon contains h, or null. */
export function boardIdAt(layout: Layout, h: Hex): string | null {
  return boardAt(layout, h)?.board ?? null;
}
