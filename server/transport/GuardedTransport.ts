import { matchMaker } from '@colyseus/core';
import type { TransportOptions } from '@colyseus/ws-transport';
import type { Server } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { guardApiRoute, type ApiLimits } from '../guard/apiRateLimit';
import { ClientGuards, type ClientGuardLimits, type GuardedSocket } from '../guard/ClientGuard';
import { clientAddress } from '../guard/clientAddress';
import { Cooldown } from '../guard/Cooldown';
import { guardMatchmakeRoute } from '../guard/matchmakeGuard';
import { OverloadMonitor, type OverloadLimits } from '../guard/OverloadMonitor';
import { RoomQuota, type RoomQuotaLimits } from '../guard/RoomQuota';
import type { ServerSettings } from '../settings';
import { StaggeredPingTransport } from './StaggeredPingTransport';

export type GuardSettings = ClientGuardLimits & OverloadLimits & RoomQuotaLimits & ApiLimits & Pick<ServerSettings, 'floodCooldownS'>;

/**
 * The server's transport: staggered keep-alive pings (StaggeredPingTransport) plus the limits against hostile clients
 * (docs/online.md "Limits"): a guard on every connection (server/guard/ClientGuard.ts), and on the matchmaker route
 * the flood cooldown, the per-address room quota and the overload rule (server/guard/matchmakeGuard.ts, Cooldown.ts,
 * RoomQuota.ts, OverloadMonitor.ts), and the per-address limit of the HTTP API (server/guard/apiRateLimit.ts).
 */
export class GuardedTransport extends StaggeredPingTransport {
  readonly clients: ClientGuards;
  readonly overload: OverloadMonitor;
  private quota: RoomQuota;
  private cooldown: Cooldown;

  constructor(options: TransportOptions, private guard: GuardSettings) {
    super(options);
    this.cooldown = new Cooldown(guard.floodCooldownS);
    this.clients = new ClientGuards(guard, (address) => this.cooldown.start(address));
    this.overload = new OverloadMonitor(guard, this.clients);
    this.quota = new RoomQuota(guard, (roomId) => matchMaker.driver.has(roomId));
    // Before Colyseus' own 'connection' listener: the guard is on the socket before any frame can reach a room.
    this.wss.prependListener('connection', (socket: unknown, req: IncomingMessage) => {
      this.clients.add(socket as GuardedSocket, clientAddress(req, guard.trustProxy));
    });
  }

  override listen(port: number, hostname?: string, backlog?: number, listeningListener?: () => void): this {
    // Colyseus' Server has attached its matchmaker route to the HTTP server by now (in its constructor).
    guardApiRoute(this.server as Server, this.guard);
    guardMatchmakeRoute(this.server as Server, { quota: this.quota, cooldown: this.cooldown, overloaded: () => this.overload.overloaded, trustProxy: this.guard.trustProxy });
    this.overload.start();
    return super.listen(port, hostname, backlog, listeningListener);
  }

  override shutdown(): void {
    this.overload.stop();
    super.shutdown();
  }
}
