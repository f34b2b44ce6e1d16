import { matchMaker } from '@colyseus/core';
import type { TransportOptions } from '@colyseus/ws-transport';
import type { Server } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { guardApiRoute, type ApiLimits } from '../guard/apiRateLimit';
import { guardBodies } from '../guard/bodyLimit';
import { ClientGuards, type ClientGuardLimits, type GuardedSocket } from '../guard/ClientGuard';
import { clientAddress } from '../guard/clientAddress';
import { Cooldown } from '../guard/Cooldown';
import { FailedJoins } from '../guard/FailedJoins';
import { guardMatchmakeRoute } from '../guard/matchmakeGuard';
import { OverloadMonitor, type OverloadLimits } from '../guard/OverloadMonitor';
import { RoomQuota, type RoomQuotaLimits } from '../guard/RoomQuota';
import type { ServerSettings } from '../settings';
import { StaggeredPingTransport } from '../patches';

export type GuardSettings = ClientGuardLimits &
  OverloadLimits &
  RoomQuotaLimits &
  ApiLimits &
  Pick<ServerSettings, 'floodCooldownS' | 'failedJoinBurst' | 'failedJoinPerS'>;

/**
 * The server's transport: staggered keep-alive pings (StaggeredPingTransport) plus the limits against hostile clients
 * (docs/online.md "Limits"): a guard on every connection (server/guard/ClientGuard.ts), on the matchmaker route
 * the flood cooldown, the failed joins by code, the per-address room quota and the overload rule
 * (server/guard/matchmakeGuard.ts, Cooldown.ts, FailedJoins.ts, RoomQuota.ts, OverloadMonitor.ts), the per-address
 * limit of the HTTP API (server/guard/apiRateLimit.ts), and the cap on request bodies (server/guard/bodyLimit.ts).
 */
export class GuardedTransport extends StaggeredPingTransport {
  readonly clients: ClientGuards;
  readonly overload: OverloadMonitor;
  private quota: RoomQuota;
  private cooldown: Cooldown;
  private failedJoins: FailedJoins;

  constructor(
    options: TransportOptions,
    private guard: GuardSettings,
  ) {
    super(options);
    this.cooldown = new Cooldown(guard.floodCooldownS);
    this.clients = new ClientGuards(guard, (address) => this.cooldown.start(address));
    this.overload = new OverloadMonitor(guard, this.clients);
    this.quota = new RoomQuota(guard, (roomId) => matchMaker.driver.has(roomId));
    this.failedJoins = new FailedJoins(guard.failedJoinBurst, guard.failedJoinPerS);
    // Before Colyseus' own 'connection' listener: the guard is on the socket before any frame can reach a room.
    this.wss.prependListener('connection', (socket: unknown, req: IncomingMessage) => {
      this.clients.add(socket as GuardedSocket, clientAddress(req, guard.trustProxy));
    });
  }

  override listen(port: number, hostname?: string, backlog?: number, listeningListener?: () => void): this {
    // Colyseus' Server has attached its matchmaker route to the HTTP server by now (in its constructor).
    guardApiRoute(this.server as Server, this.guard);
    guardMatchmakeRoute(this.server as Server, {
      quota: this.quota,
      cooldown: this.cooldown,
      failedJoins: this.failedJoins,
      overloaded: () => this.overload.overloaded,
      trustProxy: this.guard.trustProxy,
    });
    // Last, so it runs first: no body over the cap is buffered by anything behind it.
    guardBodies(this.server as Server);
    this.overload.start();
    return super.listen(port, hostname, backlog, listeningListener);
  }

  override shutdown(): void {
    this.overload.stop();
    super.shutdown();
  }
}
