import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Hands a request on to the listeners that were there before the gate (Colyseus' matchmaker, then Express). */
export type PassOn = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts `gate` in front of every 'request' listener the HTTP server has now. Colyseus answers its matchmaker route from
 * its own listener, ahead of Express, so an Express middleware never sees those requests; and a refusal answered here
 * costs no routing at all. The gate either answers the request itself or calls `passOn`.
 */
export function gateRequests(
  server: Server,
  gate: (req: IncomingMessage, res: ServerResponse, passOn: PassOn) => void,
): void {
  const listeners = server.listeners('request') as PassOn[];
  server.removeAllListeners('request');
  const passOn: PassOn = (req, res) => {
    for (const listener of listeners) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => gate(req, res, passOn));
}
