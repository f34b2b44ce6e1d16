import type { Relic, Team } from './state';

/**
 * Who sits where before anything is dealt: plain data with no engine imports, so a screen that only names the seats
 * (the room lobby) does not load the engine with it (docs/client.md "Delivery").
 */

/** The beginner characters in seat order (R-SETUP-7 (B)): Eli, Yunye, Darien, Noel. */
export const BEGINNER_CHARACTERS = ['eli', 'yunye', 'darien', 'noel'] as const;

/** Relic cards in the beginner order (R-TEAM-4): Red Holy, Red Vessel, Blue Holy, Blue Vessel. */
export const RELIC_CARDS: readonly { team: Team; relic: Relic }[] = [
  { team: 'red', relic: 'holy' },
  { team: 'red', relic: 'vessel' },
  { team: 'blue', relic: 'holy' },
  { team: 'blue', relic: 'vessel' },
];
