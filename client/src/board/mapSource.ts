import {
  beginnerLayout,
  chooseCampfire,
  dealStandardLayout,
  decodeLayout,
  encodeLayout,
  validateLayout,
  type Layout,
  type Team,
} from '../../../shared/map';
import type { BoardInput } from './boardView';
import { boardInputFor } from './layoutInput';

/** Which map the viewer shows: the fixed beginner layout, a standard deal from a seed, or a shared layout code. */
export type MapChoice =
  { kind: 'beginner' } | { kind: 'standard'; seed: number; swapCampfires?: boolean } | { kind: 'code'; code: string };

/** Seats 0 and 2 against 1 and 3, the usual 2v2 seating (only used to say which team picks its campfire, R-MAP-11). */
const TEAM_OF_SEAT: readonly Team[] = ['red', 'blue', 'red', 'blue'];

/** The layout of a choice: the beginner layout (R-MAP-14) or a standard deal (R-MAP-6..13) with its campfire pick made. */
export function layoutFor(choice: MapChoice): { layout: Layout; campfireChooser: Team | null } {
  if (choice.kind === 'beginner') return { layout: beginnerLayout(), campfireChooser: null };
  if (choice.kind === 'code') {
    const decoded = decodeLayout(choice.code);
    // The store only makes a code choice from a code that decodes; anything else is a programmer error.
    if (!decoded.ok) throw new Error(decoded.error.message);
    return { layout: decoded.layout, campfireChooser: null };
  }
  const dealt = dealStandardLayout(choice.seed, { teamOfSeat: TEAM_OF_SEAT });
  const { chooser, options } = dealt.campfireChoice;
  const team = chooser ?? 'red';
  // R-MAP-11 leaves the pick to a team; the viewer shows its first option and lets the user swap.
  const picked = chooseCampfire(dealt.layout, team, options[choice.swapCampfires ? 1 : 0]);
  return { layout: picked.ok ? picked.layout : dealt.layout, campfireChooser: team };
}

/** A loaded map: what to draw, plus its shareable code and what (if anything) it breaks of the assembly rules. */
export type LoadedMap = BoardInput & { campfireChooser: Team | null; layoutCode: string; problem: string | null };

/** Loads the map for a choice and turns it into what the viewer draws. */
export function loadMap(choice: MapChoice): LoadedMap {
  const { layout, campfireChooser } = layoutFor(choice);
  const check = validateLayout(layout);
  // A shared code may hold a layout the rules reject (the lab keeps such layouts drawable): say which rule it breaks.
  const problem = check.ok ? null : `${check.error.ruleId ? `${check.error.ruleId}: ` : ''}${check.error.message}`;
  return { ...boardInputFor(layout), campfireChooser, layoutCode: encodeLayout(layout), problem };
}
