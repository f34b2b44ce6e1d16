import type { TransportOptions } from '@colyseus/ws-transport';
import type { IncomingMessage } from 'node:http';
import { ClientGuards, type ClientGuardLimits, type GuardedSocket } from '../guard/ClientGuard';
import { clientAddress } from '../guard/clientAddress';
import type { ServerSettings } from '../settings';
import { StaggeredPingTransport } from './StaggeredPingTransport';

export type GuardSettings = ClientGuardLimits & Pick<ServerSettings, 'trustProxy'>;

/**
 * The server's transport: staggered keep-alive pings (StaggeredPingTransport) plus the limits against hostile clients
 * (docs/online.md "Limits"): a guard on every connection (server/guard/ClientGuard.ts).
 */
export class GuardedTransport extends StaggeredPingTransport {
  readonly clients: ClientGuards;

  constructor(options: TransportOptions, guard: GuardSettings) {
    super(options);
    this.clients = new ClientGuards(guard);
    // Before Colyseus' own 'connection' listener: the guard is on the socket before any frame can reach a room.
    this.wss.prependListener('connection', (socket: unknown, req: IncomingMessage) => {
      this.clients.add(socket as GuardedSocket, clientAddress(req, guard.trustProxy));
    });
  }
}
