import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { BotBrain } from './bots/botBrain';

/** Server-side configuration; never taken from client options. */
export type ServerSettings = {
  /** Folder of the JSON-lines match records (default data/matches, env MATCHES_DIR). */
  matchesDir: string;
  /** Restore unfinished matches from their records at start-up (env RESTORE_MATCHES=0 turns it off). */
  restoreOnBoot: boolean;
  /** Delay before a bot answers, in ms (env BOT_DELAY_MS, default 400): lets people see what bots do. */
  botDelayMs: number;
  /**
   * Worker threads the strong bots think on, shared by every room of the process (env BOT_THREADS; default the cores
   * less one, at most 4, at least 1: docs/bot.md).
   */
  botThreads: number;
  /** Seconds a bot worker thread with nothing to think is kept before it ends (env BOT_IDLE_S, default 30). */
  botIdleS: number;
  /** Tests only: chooses every bot command instead of the levels (bots/botBrain.ts levelBrain). */
  botBrain?: BotBrain;
  /** Redis URL for presence and driver (env REDIS_URL); unset = one process, in-memory. */
  redisUrl?: string;
  /** Address other processes' clients use to reach this one (env PUBLIC_ADDRESS, default 127.0.0.1:PORT). */
  publicAddress?: string;
  /**
   * Per-connection token bucket, checked before a frame is decoded (server/guard/ClientGuard.ts): burst and refill per
   * second, in tokens; a message costs one token per started 512 bytes (default 30 and 15).
   */
  rateBurst: number;
  rateRefillPerS: number;
  /** Refused frames without slowing down after which a client is closed with 4429 'rate limit' (default 100). */
  floodKickRefusals: number;
  /** Seconds the matchmaker refuses an address after one of its clients was closed for flooding (default 10). */
  floodCooldownS: number;
  /** Failed joins by code (joinById, reconnect) per address: at once, then per second (env FAILED_JOIN_BURST,
   * FAILED_JOIN_PER_S; default 30, 0.5); past them the address's joins by code get 429 (server/guard/FailedJoins.ts). */
  failedJoinBurst: number;
  failedJoinPerS: number;
  /** Unsent bytes for one client past which it is cut off: it does not read (default 2 MiB). */
  sendBufferCapBytes: number;
  /** Rooms one address may create at once, then per minute, and have open at a time (env ROOM_CREATE_BURST,
   * ROOM_CREATE_PER_MIN, ROOMS_PER_IP; default 40, 10, 20). */
  roomCreateBurst: number;
  roomCreatePerMin: number;
  roomsPerIp: number;
  /** Overloaded past this mean event-loop delay over a second (env OVERLOAD_LAG_MS, default 250) or this many unsent
   * bytes over all clients (default 256 MiB): new rooms and joins get 503, the noisiest clients are shed. */
  overloadLagMs: number;
  overloadBufferedBytes: number;
  /** Count addresses from X-Forwarded-For / X-Real-IP (env TRUST_PROXY=1: only behind a proxy that sets them). */
  trustProxy: boolean;
  /** HTTP API requests (/api/…) per address: burst, then per second (env API_BURST, API_PER_S; default 20, 5). */
  apiBurst: number;
  apiRefillPerS: number;
  /** Largest accepted message, measured as JSON text (the socket itself closes frames over 8 KiB). */
  maxMessageChars: number;
  /**
   * Seconds after which the room answers a silent seat with its default even when the room has no deadline (an option
   * of 0): no prompt waits forever (env IDLE_LIMIT_S, default 600).
   */
  idleLimitS: number;
  /**
   * A match ends with no winner after this many prompts in a row answered by the room's deadline, with no command from
   * a player or a bot between them: every seat has stopped playing (env IDLE_END_PROMPTS, default 24).
   */
  idleEndPrompts: number;
  /**
   * Seconds a concession or draw offer, and a rematch vote, wait for their answers before the unanswered count as
   * declined (env ANSWER_WAIT_S, default 30; docs/online.md "Concede and draw offers", "Rematch").
   */
  answerWaitS: number;
};

/** Settings from the environment, with the defaults of docs/online.md. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number(env.PORT ?? 2567);
  return {
    matchesDir: path.resolve(env.MATCHES_DIR ?? 'data/matches'),
    restoreOnBoot: env.RESTORE_MATCHES !== '0',
    botDelayMs: Number(env.BOT_DELAY_MS ?? 400),
    botThreads: positive(env.BOT_THREADS, Math.max(1, Math.min(4, availableParallelism() - 1))),
    botIdleS: positive(env.BOT_IDLE_S, 30),
    redisUrl: env.REDIS_URL || undefined,
    publicAddress: env.PUBLIC_ADDRESS || (env.REDIS_URL ? `127.0.0.1:${port}` : undefined),
    rateBurst: 30,
    rateRefillPerS: 15,
    floodKickRefusals: 100,
    floodCooldownS: 10,
    failedJoinBurst: positive(env.FAILED_JOIN_BURST, 30),
    failedJoinPerS: positive(env.FAILED_JOIN_PER_S, 0.5),
    sendBufferCapBytes: 2 * 2 ** 20,
    roomCreateBurst: positive(env.ROOM_CREATE_BURST, 40),
    roomCreatePerMin: positive(env.ROOM_CREATE_PER_MIN, 10),
    roomsPerIp: positive(env.ROOMS_PER_IP, 20),
    overloadLagMs: positive(env.OVERLOAD_LAG_MS, 250),
    overloadBufferedBytes: 256 * 2 ** 20,
    trustProxy: env.TRUST_PROXY === '1',
    apiBurst: positive(env.API_BURST, 20),
    apiRefillPerS: positive(env.API_PER_S, 5),
    maxMessageChars: 2048,
    idleLimitS: positive(env.IDLE_LIMIT_S, 600),
    idleEndPrompts: positive(env.IDLE_END_PROMPTS, 24),
    answerWaitS: positive(env.ANSWER_WAIT_S, 30),
  };
}

/** A positive number from the environment, else the default. */
function positive(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}
