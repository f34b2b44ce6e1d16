/**
 * What chooses a bot seat's command on the server: given the match and the seat, a command (or null when the engine
 * lists none), now or later. The room's clock (rooms/PromptClock.ts) awaits it and checks the prompt is still open
 * before it submits, so a brain may think in a worker thread while the room answers its clients.
 */
import { chooseBotCommand } from '../../shared/ai';
import type { Command, Engine, GameState, Seat } from '../engine';

/** One decision to make: the room's engine and state, the seat, and the salt that varies ties between games. */
export type BotRequest = { rules: Engine; game: GameState; seat: Seat; salt: number };

export type BotBrain = (request: BotRequest) => Command | null | Promise<Command | null>;

/** The heuristic bot on the caller's thread (a few milliseconds a decision). */
export const heuristicBrain: BotBrain = ({ rules, game, seat, salt }) => chooseBotCommand(rules, game, seat, salt);
