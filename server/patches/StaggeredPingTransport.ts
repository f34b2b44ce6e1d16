import { WebSocketTransport } from '@colyseus/ws-transport';
import { SlicedRounds } from '../slicedRounds';

/** How many slices one ping round is cut into: a slice of the clients is pinged every pingInterval / SLICES. */
export const PING_SLICES = 30;

/** A `ws` WebSocket as the keep-alive sees it; `heard`: whether a whole frame came from it since its last turn. */
type PingedSocket = {
  pingCount: number;
  ping(cb: () => void): void;
  terminate(): void;
  on(event: 'message' | 'ping' | 'pong', listener: () => void): unknown;
  heard?: boolean;
};

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
 * A client the server has heard from since its turn in the last round (any whole frame: a message, the pong to the last
 * ping) is alive: it is not pinged this round and its count of unanswered pings starts again, as any packet counts in
 * Engine.IO's heartbeat. Whole frames only: a client trickling the bytes of a frame it never finishes is not heard, so
 * it is pinged and dropped like a silent one. A message the guard drops for its rate (server/guard/ClientGuard.ts) is
 * not heard either. An idle client is so pinged every other round, and a playing one rarely: pings were about a
 * third of the server's system calls under the load benchmark (docs/online.md "Load benchmark"). A connection that dies
 * silently is dropped at most one interval later than if every round pinged it.
 */
export class StaggeredPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    // One round = PING_SLICES ticks = pingInterval.
    const rounds = new SlicedRounds(this.wss.clients as unknown as Set<PingedSocket>, PING_SLICES);
    this.pingInterval = setInterval(() => {
      rounds.nextSlice((client) => {
        if (client.heard === undefined) {
          // First turn: the connection just opened (heard); from now on each whole frame it sends marks it.
          const heard = () => {
            client.heard = true;
          };
          client.on('message', heard);
          client.on('ping', heard);
          client.on('pong', heard);
          client.heard = true;
        }
        if (client.heard) {
          client.heard = false;
          client.pingCount = 0;
          return;
        }
        if (client.pingCount >= pingMaxRetries) {
          client.terminate();
          return;
        }
        client.pingCount++;
        client.ping(noop);
      });
    }, pingInterval / PING_SLICES);
  }
}
