import { WebSocketTransport } from '@colyseus/ws-transport';

/** How many slices one ping round is cut into: a slice of the clients is pinged every pingInterval / SLICES. */
export const PING_SLICES = 30;

/** A `ws` WebSocket as the keep-alive sees it: `_socket` is its TCP socket (ws 8), `heard` what this file last read of it. */
type PingedSocket = { pingCount: number; ping(cb: () => void): void; terminate(): void; _socket?: { bytesRead: number }; heard?: number };

function noop() {}

/**
 * WebSocketTransport whose keep-alive pings are spread over the ping interval instead of sent all at once.
 *
 * The stock transport (ws-transport 0.16.5, autoTerminateUnresponsiveClients) pings every client in one timer callback
 * every 3 s. At 4,000 clients that is 4,000 socket writes in one task: the load benchmark saw the server stall for
 * 190–230 ms every 3 s, and every command in flight waited for it. Here each tick pings the next 1/PING_SLICES of the
 * clients, so a client is pinged at most once per interval and still dropped after `pingMaxRetries` unanswered pings.
 * The pong handler that resets `pingCount` is the stock one (onConnection).
 *
 * A client the server has heard from since its turn in the last round (any frame: a message, the pong to the last ping)
 * is alive: it is not pinged this round and its count of unanswered pings starts again, as any packet counts in
 * Engine.IO's heartbeat. An idle client is so pinged every other round, and a playing one rarely: pings were about a
 * third of the server's system calls under the load benchmark (docs/online.md "Load benchmark"). A connection that dies
 * silently is dropped at most one interval later than if every round pinged it.
 */
export class StaggeredPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const clients = this.wss.clients as unknown as Set<PingedSocket>;
    // One round = PING_SLICES ticks = pingInterval. A Set iterator stays valid while clients come and go: it skips
    // removed ones and reaches those added after it (or the next round does).
    let round = clients.values();
    let roundSize = clients.size;
    let tick = 0;
    let visited = 0;
    this.pingInterval = setInterval(() => {
      if (tick === PING_SLICES) {
        round = clients.values();
        roundSize = clients.size;
        tick = 0;
        visited = 0;
      }
      tick++;
      for (const target = Math.ceil((tick * roundSize) / PING_SLICES); visited < target; visited++) {
        const next = round.next();
        if (next.done) break;
        const client = next.value;
        const read = client._socket?.bytesRead;
        if (read !== undefined && read !== client.heard) {
          client.heard = read;
          client.pingCount = 0;
          continue;
        }
        if (client.pingCount >= pingMaxRetries) {
          client.terminate();
          continue;
        }
        client.pingCount++;
        client.ping(noop);
      }
    }, pingInterval / PING_SLICES);
  }
}
