// The server itself, loaded by server/index.ts after the quiet start.
import { listen } from '@colyseus/tools';
import { endQuietStart } from './quietStart';
import app from './app.config';
import { stopMonitoringAgentOutsidePm2 } from './monitoringAgent';
import { installProcessGuard } from './processGuard';
import { SUPERVISED_ENV } from './supervised';

stopMonitoringAgentOutsidePm2();

// PORT overrides the default 2567 (read by @colyseus/tools). The app config turns Colyseus' own "any uncaught error
// shuts the server down" off; the guard logs such errors instead, and shuts down gracefully on signals or a storm.
const port = Number(process.env.PORT ?? 2567);
const server = await listen(app, port);
endQuietStart();
console.info(`Listening on http://localhost:${port}`);
const shutdown = (error?: unknown) => void server.gracefullyShutdown(true, error as Error | undefined);
installProcessGuard({ shutdown });
// Under `npm start` (server/supervisor.ts) stdin is a pipe from the supervisor: its end means the supervisor is gone,
// and a server nobody would start again after a crash shuts down gracefully (records kept) instead of running on.
if (process.env[SUPERVISED_ENV] === '1') {
  process.stdin.once('end', () => shutdown());
  process.stdin.resume();
}
