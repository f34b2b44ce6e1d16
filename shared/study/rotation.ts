/**
 * Who plays what in game i of a study: characters, seats and teams rotated so that each gets the same share.
 * Games come in blocks of 2n (n = the study's characters). Each block draws an order of the characters from the study
 * seed; game k of the block seats character order[(k + j) mod n] in seat j, and the second half of the block swaps
 * the teams (seats 0 and 1 blue instead of red). Over a whole block every character sits in every seat twice, once
 * per team, holds the Holy Relic (seats 0 and 2, R-TEAM-4) as often as the Ritual Vessel, and each team starts from
 * each camp equally often; seat order (the beginner initiative, R-INIT-5) is tied to seats, not teams.
 */
import { createRng, nextUint32, shuffled } from '../rules';
import type { Team } from '../map';
import type { StudyPlan } from './plan';

/** One game's setup. */
export type GameSetup = {
  index: number;
  /** The game's own seed (dice, setup choices, bot salt): a function of the study seed and the index only. */
  seed: number;
  /** Character of seat 0..3. */
  lineup: [string, string, string, string];
  /** Team of seat 0..3. */
  teams: [Team, Team, Team, Team];
};

/** Games in one rotation block: every character in every seat on each team once. */
export function rotationBlock(characters: number): number {
  return 2 * characters;
}

/** A 32-bit hash of two numbers (the game seed of game `index` under study seed `seed`). */
export function mixSeed(seed: number, index: number): number {
  const rng = createRng((Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)) >>> 0);
  return nextUint32(rng);
}

/** The setup of game `index` of the plan. */
export function gameSetup(plan: Pick<StudyPlan, 'characters' | 'seed'>, index: number): GameSetup {
  const n = plan.characters.length;
  const block = Math.floor(index / rotationBlock(n));
  const k = index % rotationBlock(n);
  const order = shuffled(createRng(mixSeed(plan.seed ^ 0x5b1d, block)), plan.characters);
  const shift = k % n;
  const swapped = k >= n;
  const lineup = [0, 1, 2, 3].map((j) => order[(shift + j) % n]) as GameSetup['lineup'];
  const teams = (swapped ? ['blue', 'blue', 'red', 'red'] : ['red', 'red', 'blue', 'blue']) as GameSetup['teams'];
  return { index, seed: mixSeed(plan.seed, index), lineup, teams };
}
