import type { Relic, Team } from './state';

/**
 * Who sits where before anything is dealt: plain data with no engine imports, so a screen that only names the seats
 * (the room lobby) does not load the engine with it (docs/client.md "Delivery").
 */

export { BEGINNER_CHARACTERS } from '../content/beginnerLineup';

/** Relic cards in the beginner order (R-TEAM-4): Red Holy, Red Vessel, Blue Holy, Blue Vessel. */
export const RELIC_CARDS: readonly { team: Team; relic: Relic }[] = [
  { team: 'red', relic: 'holy' },
  { team: 'red', relic: 'vessel' },
  { team: 'blue', relic: 'holy' },
  { team: 'blue', relic: 'vessel' },
];
