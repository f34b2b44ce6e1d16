import { matchMaker, type AuthContext } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import config from '@colyseus/tools';
import { fileURLToPath } from 'node:url';
import { clientAddress } from './guard/clientAddress';
import { addMatchesRoutes } from './records/matchesRoutes';
import { restoreMatches } from './records/restoreMatches';
import { BattleRoom } from './rooms/BattleRoom';
import { GuardedLobbyRoom } from './rooms/GuardedLobbyRoom';
import { normalizeJoinCode } from './rooms/joinCode';
import { normalizeJoinByIdIds } from './patches';
import { GuardedTransport } from './transport/GuardedTransport';
import { settingsFromEnv, type ServerSettings } from './settings';
import { serveClient } from './staticFiles';

/** The built client (vite build); served on the same port as the Colyseus endpoint. */
export const CLIENT_DIST = fileURLToPath(new URL('../client/dist', import.meta.url));

/** Largest WebSocket frame accepted; bigger frames close the socket with 1009 (docs/online.md "Limits"). */
export const MAX_FRAME_BYTES = 8 * 1024;

/** The whole server for given settings: rooms `lobby` and `battle`, /api/matches, and the client on one port. */
export function createAppConfig(settings: ServerSettings = settingsFromEnv()) {
  const redis = settings.redisUrl
    ? {
        presence: new RedisPresence(settings.redisUrl),
        driver: new RedisDriver(settings.redisUrl),
        publicAddress: settings.publicAddress,
      }
    : {};
  return config({
    // No shutdown on the first uncaught error: server/processGuard.ts (installed by server/start.ts) decides. No
    // sponsor banner and no Express line at start (a quiet start: server/quietStart.ts); server/start.ts says where it
    // listens.
    options: { ...redis, gracefullyShutdown: false, greet: false },
    displayLogs: false,

    initializeTransport: (options) => new GuardedTransport({ ...options, maxPayload: MAX_FRAME_BYTES }, settings),

    initializeGameServer: (gameServer) => {
      // Join codes in any case (typed on phones, read aloud): server/patches/roomIdSpelling.ts.
      normalizeJoinByIdIds(matchMaker.controller, normalizeJoinCode);
      // Colyseus' LobbyRoom with our guards (GuardedLobbyRoom.ts): the stock one let one frame throw uncaught.
      gameServer.define('lobby', GuardedLobbyRoom);
      // The settings travel on a subclass, never through client options.
      gameServer
        .define(
          'battle',
          class extends BattleRoom {
            override settings = settings;
            // Each reservation carries the client's address, counted as the HTTP limits count it (server/rooms/Admission.ts).
            static override async onAuth(_token: string, _options: unknown, context: AuthContext) {
              return { address: context.req ? clientAddress(context.req, settings.trustProxy) : String(context.ip) };
            }
          },
        )
        .enableRealtimeListing();
    },

    beforeListen: async () => {
      if (!settings.restoreOnBoot) return;
      const restored = await restoreMatches(settings.matchesDir);
      if (restored.length > 0)
        console.log(`[restore] restored ${restored.length} unfinished match(es): ${restored.join(', ')}`);
    },

    initializeExpress: (app) => {
      addMatchesRoutes(app, settings.matchesDir);
      // The client, precompressed (br, gzip) and cached by name; deep links (/lab, /play/CODE, /replay/...) get
      // index.html; /__healthcheck, /matchmake and /api pass through (server/staticFiles.ts).
      app.use(serveClient(CLIENT_DIST));
    },
  });
}

export default createAppConfig();
