import io from '@pm2/io';

/**
 * Colyseus loads @pm2/io, PM2's monitoring agent, to publish two figures (rooms, clients). Loading it starts the agent's
 * default probes: every second it lists every active handle (4,000 sockets at 1,000 rooms), samples the event loop and
 * the heap, sends its figures over any IPC channel the process has, and in production opens an inspector session.
 * Outside PM2 (no `pm_id`) nobody reads them, so the agent is stopped before the server starts; under PM2 it is left
 * as it is. Measured with the load benchmark (docs/online.md "Load benchmark").
 */
export function stopMonitoringAgentOutsidePm2(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.pm_id !== undefined) return false;
  io.destroy();
  return true;
}
