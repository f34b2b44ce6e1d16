// The fixed beginner map (R-MAP-14). The rulebook figure is missing; this is our design (docs/maps.md).
import type { Layout } from './types';

/**
 * The beginner layout (R-MAP-14, O-14): seven boards — the central board with the six others around it — and no
 * statue. The red camp (west) and the blue camp (east) are the same board design placed point-symmetrically
 * (position −P, rotation +3), each facing the centre; the four normal boards fill the ring in two matched pairs.
 * Every board meets the central board blue side to blue side, so the layout also passes the standard rules.
 */
export function beginnerLayout(): Layout {
  return {
    boards: [
      { board: 'central', at: { q: 0, r: 0 }, rotation: 0 },
      { board: 'pass', at: { q: 3, r: -5 }, rotation: 0 },
      { board: 'ruins', at: { q: -3, r: 5 }, rotation: 1 },
      { board: 'rift', at: { q: -2, r: -3 }, rotation: 1 },
      { board: 'meadow', at: { q: 2, r: 3 }, rotation: 0 },
      { board: 'campfire-ember', at: { q: -5, r: 2 }, rotation: 0 },
      { board: 'campfire-ash', at: { q: 5, r: -2 }, rotation: 3 },
    ],
    obstacles: [],
    islands: [],
    statue: null,
    campfires: { red: 'campfire-ember', blue: 'campfire-ash' },
  };
}
