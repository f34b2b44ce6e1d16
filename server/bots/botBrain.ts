/**
 * What chooses a bot seat's command on the server: given the match, the seat and its level, a command (or null when
 * the engine lists none), now or later. The room's clock (rooms/PromptClock.ts) awaits it and checks the prompt is
 * still open before it submits, so a brain may think in a worker thread while the room answers its clients.
 */
import { chooseLevelCommand, type BotLevel } from '../../shared/ai';
import type { Command, Engine, GameState, Seat } from '../engine';
import type { BotPool } from './BotPool';

/** One decision to make: the room's engine and state, the seat, its bot's level, the salt that varies ties. */
export type BotRequest = { rules: Engine; game: GameState; seat: Seat; level: BotLevel; salt: number };

export type BotBrain = (request: BotRequest) => Command | null | Promise<Command | null>;

/**
 * The levels as the room plays them, each from the seat's view (viewFor): gentle and normal on the room's thread (a
 * few milliseconds, as the heuristic always was), strong on the pool's worker threads.
 */
export function levelBrain(pool: BotPool): BotBrain {
  return ({ rules, game, seat, level, salt }) => {
    const view = rules.viewFor(game, seat);
    return level === 'strong'
      ? pool.think(view, seat, level, salt)
      : chooseLevelCommand(rules, view, seat, level, salt);
  };
}

/** The process's worker pool, started with the first room that needs it (one for every room of the process). */
let processPool: BotPool | null = null;

/** The brain of a room: the settings' own (tests), else the levels on the process's pool of `botThreads` workers. */
export function roomBrain(
  settings: { botThreads: number; botIdleS: number; botBrain?: BotBrain },
  makePool: (size: number, idleMs: number) => BotPool,
): BotBrain {
  if (settings.botBrain) return settings.botBrain;
  processPool ??= makePool(settings.botThreads, settings.botIdleS * 1000);
  return levelBrain(processPool);
}
