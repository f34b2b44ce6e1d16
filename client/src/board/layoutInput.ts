import { assembleMap, getBoard, statueCell, worldSide, type Layout, type Team } from '../../../shared/map';
import type { BoardInput, PlacedBoardInput } from './boardView';

// A file of its own, apart from mapSource.ts: a match draws the beginner layout's boards with it and must not load the
// lab's map choice with it (its layout checks and codes; docs/client.md "Delivery").

/** Turns a layout into what the viewer draws: assembled cells, each board's kind, team and blue sides, the statue. */
export function boardInputFor(layout: Layout): BoardInput {
  const map = assembleMap(layout);
  const boards: PlacedBoardInput[] = layout.boards.map((placed) => {
    const def = getBoard(placed.board);
    const team: Team | null =
      layout.campfires?.red === placed.board ? 'red' : layout.campfires?.blue === placed.board ? 'blue' : null;
    return {
      id: placed.board,
      name: def?.name.en ?? placed.board,
      kind: def?.kind ?? 'normal',
      center: placed.at,
      team,
      // A board rotated by k steps shows its local side i as map side i + k.
      blueSides: (def?.blue ?? []).flatMap((isBlue, i) => (isBlue ? [worldSide(i, placed.rotation)] : [])),
    };
  });
  return { cells: map.cells, boards, statue: statueCell(layout) };
}
