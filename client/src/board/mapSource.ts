import {
  assembleMap, beginnerLayout, chooseCampfire, dealStandardLayout, getBoard, statueCell, worldSide,
  type Layout, type Team,
} from '../../../shared/map';
import type { BoardInput, PlacedBoardInput } from './boardView';

/** Which map the viewer shows: the fixed beginner layout or a standard deal from a seed. */
export type MapChoice = { kind: 'beginner' } | { kind: 'standard'; seed: number; swapCampfires?: boolean };

/** Seats 0 and 2 against 1 and 3, the usual 2v2 seating (only used to say which team picks its campfire, R-MAP-11). */
const TEAM_OF_SEAT: readonly Team[] = ['red', 'blue', 'red', 'blue'];

/** The layout of a choice: the beginner layout (R-MAP-14) or a standard deal (R-MAP-6..13) with its campfire pick made. */
export function layoutFor(choice: MapChoice): { layout: Layout; campfireChooser: Team | null } {
  if (choice.kind === 'beginner') return { layout: beginnerLayout(), campfireChooser: null };
  const dealt = dealStandardLayout(choice.seed, { teamOfSeat: TEAM_OF_SEAT });
  const { chooser, options } = dealt.campfireChoice;
  const team = chooser ?? 'red';
  // R-MAP-11 leaves the pick to a team; the viewer shows its first option and lets the user swap.
  const picked = chooseCampfire(dealt.layout, team, options[choice.swapCampfires ? 1 : 0]);
  return { layout: picked.ok ? picked.layout : dealt.layout, campfireChooser: team };
}

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

/** Loads the map for a choice and turns it into what the viewer draws. */
export function loadMap(choice: MapChoice): BoardInput & { campfireChooser: Team | null } {
  const { layout, campfireChooser } = layoutFor(choice);
  return { ...boardInputFor(layout), campfireChooser };
}
