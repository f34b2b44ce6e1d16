import { hexKey, spiral, type Hex } from '../../../shared/hex';
import { BOARD_NEIGHBOURS, type BoardInput, type PlacedBoardInput } from './boardView';

/** Which map the viewer shows: the fixed beginner layout or a standard deal from a seed. */
export type MapChoice = { kind: 'beginner' } | { kind: 'standard'; seed: number };

// TEMPORARY until shared/map lands: a stand-in layout of seven boards so the scene can be built. Replaced by
// beginnerLayout / dealStandardLayout / assembleMap.
function stubInput(seed: number): BoardInput {
  const centres: Hex[] = [{ q: 0, r: 0 }, ...BOARD_NEIGHBOURS.slice(0, 6)];
  const kinds = ['central', 'campfire', 'normal', 'statue', 'campfire', 'normal', 'statue'] as const;
  const boards: PlacedBoardInput[] = centres.map((c, i) => ({
    id: `b${i}`, name: kinds[i], kind: kinds[i], center: c,
    team: kinds[i] === 'campfire' ? (i === 1 ? 0 : 1) : null,
    blueSides: [0, 1, 2, 3, 4, 5].filter((s) => (s + i + seed) % 2 === 0),
  }));
  const cells: BoardInput['cells'] = {};
  centres.forEach((c, i) => {
    for (const h of spiral(c, 2)) {
      const n = (h.q * 7 + h.r * 13 + seed * 5) % 11;
      cells[hexKey(h)] = { q: h.q, r: h.r, terrain: n === 0 || n === 5 ? 'obstacle' : 'open', board: `b${i}` };
    }
  });
  return { cells, boards, statue: centres[3] };
}

/** Loads the map for a choice and turns it into what the viewer draws. */
export function loadMap(choice: MapChoice): BoardInput {
  return stubInput(choice.kind === 'beginner' ? 0 : choice.seed);
}
