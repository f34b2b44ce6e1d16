import path from 'node:path';

/** Server-side configuration; never taken from client options. */
export type ServerSettings = {
  /** Folder of the JSON-lines match records (default data/matches, env MATCHES_DIR). */
  matchesDir: string;
  /** Restore unfinished matches from their records at start-up (env RESTORE_MATCHES=0 turns it off). */
  restoreOnBoot: boolean;
  /** Delay before a bot answers, in ms (env BOT_DELAY_MS, default 400): lets people see what bots do. */
  botDelayMs: number;
  /** Redis URL for presence and driver (env REDIS_URL); unset = one process, in-memory. */
  redisUrl?: string;
  /** Address other processes' clients use to reach this one (env PUBLIC_ADDRESS, default 127.0.0.1:PORT). */
  publicAddress?: string;
  /** Per-session token bucket: burst size and refill per second. */
  rateBurst: number;
  rateRefillPerS: number;
  /** Largest accepted message, measured as JSON text (the socket itself closes frames over 8 KiB). */
  maxMessageChars: number;
};

/** Settings from the environment, with the defaults of docs/online.md. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number(env.PORT ?? 2567);
  return {
    matchesDir: path.resolve(env.MATCHES_DIR ?? 'data/matches'),
    restoreOnBoot: env.RESTORE_MATCHES !== '0',
    botDelayMs: Number(env.BOT_DELAY_MS ?? 400),
    redisUrl: env.REDIS_URL || undefined,
    publicAddress: env.PUBLIC_ADDRESS || (env.REDIS_URL ? `127.0.0.1:${port}` : undefined),
    rateBurst: 30,
    rateRefillPerS: 15,
    maxMessageChars: 2048,
  };
}
