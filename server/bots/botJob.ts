/**
 * What the room's thread and a bot worker thread say to each other (BotPool.ts, botWorker.ts). A job carries the
 * seat's view, never the state: a worker cannot see what its seat does not. The match content is left out when it is
 * the standard game's (the worker has its own), so a decision posts a few kilobytes, not the whole rule book.
 */
import type { BotLevel } from '../../shared/ai';
import type { Command, GameState, Seat } from '../engine';

export type BotJob = {
  id: number;
  view: GameState;
  seat: Seat;
  salt: number;
  level: BotLevel;
  standardContent: boolean;
};

/** The worker's answer, with its thread id (a test checks that the search ran off the room's thread). */
export type BotAnswer = { id: number; thread: number } & ({ command: Command | null } | { error: string });
