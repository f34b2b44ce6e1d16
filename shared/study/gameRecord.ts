// What one study game leaves behind: who won, how long it took, and where things happened on the map.
import type { Team } from '../map';

/** A map cell as a "q,r" key (the keys of GameMap.cells). */
export type CellKey = string;

/** A cell where something happened to a unit of `team`. */
export type CellMark = { at: CellKey; team: Team };

/** One played game. */
export type GameRecord = {
  index: number;
  seed: number;
  /** Character of seat 0..3. */
  lineup: string[];
  /** Team of seat 0..3. */
  teams: Team[];
  /** The team of the character that acts first (initiative order, R-INIT-1 / R-INIT-5); absent in records of older files. */
  firstMover?: Team;
  /** The winning team, 'draw' (both leaders fell at once, R-OVR-3), or null when the game hit the command cap. */
  winner: Team | 'draw' | null;
  /** The round the game ended in. */
  rounds: number;
  /** Commands played (every seat's, reactions included). */
  commands: number;
  /** Commands the engine refused (a bot bug; each is followed by ending the turn). */
  rejected: number;
  /** First blood: the cell of the first unit to lose HP, or null when nobody was hurt. */
  firstBlood: CellMark | null;
  /** The cell where a leader (Holy Relic holder) died, or null. */
  leaderDeath: CellMark | null;
  /** Every death (summons included), in order. */
  deaths: CellMark[];
  /** Every hit that cost HP, on the hurt unit's cell. */
  damage: (CellMark & { amount: number })[];
  /** Where each unit stood when it ended a turn. */
  stood: CellMark[];
};
