import { getMessageBytes, Protocol } from '@colyseus/core';
import { hookSocket } from '../patches';
import { Bucket, type Clock } from './TokenBucket';
import type { ServerSettings } from '../settings';
import { ReplyThrottle } from './ReplyThrottle';

export type ClientGuardLimits = Pick<
  ServerSettings,
  'rateBurst' | 'rateRefillPerS' | 'floodKickRefusals' | 'sendBufferCapBytes'
>;

/** Close code and reason for a client that keeps sending over its rate (docs/online.md "Limits"). */
export const CLOSE_RATE_LIMIT = 4429;
/** Close code for a client whose frame made a room throw: Colyseus' own code for a client closed with an error. */
export const CLOSE_BAD_FRAME = Protocol.WS_CLOSE_WITH_ERROR;
/** Close code for a client shed because the whole server is overloaded (server/guard/OverloadMonitor.ts). */
export const CLOSE_OVERLOADED = 4503;

/** A message costs one token per started MESSAGE_COST_BYTES of its frame: a big one costs more (8 KiB: 16 tokens). */
export const MESSAGE_COST_BYTES = 512;

/** How long a closed client has to read the close frame before its socket is cut (a flooder may never answer it). */
const CLOSE_GRACE_MS = 1000;

const OPEN = 1;

/** How long a held-back rate-limit reply waits: the reply throttle lets one through a second. */
const TRAILING_REPLY_MS = 1000;

/** The `ws` WebSocket, as far as the guard uses it. */
export type GuardedSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(...args: unknown[]): void;
  emit(event: string | symbol, ...args: unknown[]): boolean;
  close(code?: number, reason?: string): void;
  terminate(): void;
  once(event: 'close', listener: () => void): unknown;
  /** The TCP socket under it (ws internals; absent in tests that fake the socket). */
  _socket?: { pause(): void } | null;
};

type FrameKind = 'data' | 'control' | 'garbage';

/** What a frame is, from its first byte and without decoding it (the codes colyseus core's Room._onMessage reads). */
function frameKind(frame: Uint8Array, isBinary: boolean): FrameKind {
  if (!isBinary || frame.length === 0) return 'garbage';
  const code = frame[0];
  if (code === Protocol.ROOM_DATA || code === Protocol.ROOM_DATA_BYTES) return 'data';
  if ((code === Protocol.JOIN_ROOM || code === Protocol.LEAVE_ROOM) && frame.length === 1) return 'control';
  return 'garbage';
}

/**
 * The limits of one client connection, applied to the raw frames before Colyseus decodes them:
 * - a token bucket in cost (one token per started 512 bytes): a frame over it is dropped undecoded and still costs
 *   (it empties the bucket: a client that keeps flooding gets nothing through), and the client gets at most one
 *   `net/rate_limited` error a second for all of them, carrying how many went without one (`dropped`);
 * - a client refused `floodKickRefusals` times without slowing down (its bucket never back to half full in between) is
 *   closed with 4429 'rate limit', and `onFlood` hears of its address (server/guard/Cooldown.ts); frames that are no
 *   Colyseus message at all count as refusals too;
 * - after every send, a client whose unsent bytes pass `sendBufferCapBytes` (it does not read) is cut off, so nothing
 *   piles up for it in the server's memory.
 * Before this a flood cost a decode and an error reply per frame, and was never disconnected (issue 11).
 */
export class ClientGuard {
  private bucket: Bucket;
  /** Frames refused since the client last slowed down. */
  private refusals = 0;
  private closing = false;
  /** A coalesced reply owed for refusals the throttle held back (sent once the throttle lets one through). */
  private trailing: NodeJS.Timeout | null = null;

  constructor(
    readonly id: string,
    readonly address: string,
    private socket: GuardedSocket,
    private limits: ClientGuardLimits,
    private replies: ReplyThrottle,
    private log: (line: string) => void,
    private onFlood: (address: string) => void,
    now?: Clock,
  ) {
    this.bucket = new Bucket(limits.rateBurst, limits.rateRefillPerS, now);
  }

  /** One incoming frame, before anything decodes it: true hands it on to the room. */
  admit(frame: Uint8Array, isBinary: boolean): boolean {
    if (this.closing) return false;
    const kind = frameKind(frame, isBinary);
    const cost = Math.max(1, Math.ceil(frame.length / MESSAGE_COST_BYTES));
    const paid = this.bucket.take(cost);
    if (paid && kind !== 'garbage') {
      if (this.refusals > 0 && this.bucket.level() >= this.limits.rateBurst / 2) this.refusals = 0;
      return true;
    }
    if (!paid) this.bucket.drain(cost);
    this.refusals++;
    if (this.refusals >= this.limits.floodKickRefusals) {
      this.close(CLOSE_RATE_LIMIT, 'rate limit', `${this.refusals} frames refused without slowing down`);
      this.onFlood(this.address);
      return false;
    }
    if (kind !== 'garbage') {
      const dropped = this.replies.next(this.id);
      if (dropped === null) this.oweReply();
      else this.replyRateLimited(dropped);
    }
    // A leave or join acknowledgement still reaches the room (both are one byte, and the room acts on each only once).
    return kind === 'control';
  }

  /** After every send: cuts a client off whose unsent bytes passed the cap. */
  checkBuffer(): void {
    const buffered = this.buffered();
    if (buffered <= this.limits.sendBufferCapBytes || this.socket.readyState > OPEN) return;
    this.closing = true;
    this.log(
      `[guard] cut off ${this.address}: ${mib(buffered)} unsent (cap ${mib(this.limits.sendBufferCapBytes)}), the client does not read`,
    );
    // No close frame: it would queue behind what the client is not reading.
    this.socket.terminate();
  }

  /** Bytes sent to this client that it has not taken yet (in the server's memory, not the kernel's). */
  buffered(): number {
    return this.socket.bufferedAmount;
  }

  /** How much this client weighs on the server now; 0 for a client within its limits (never shed). */
  noise(): number {
    if (this.refusals > 0 && this.bucket.level() >= this.limits.rateBurst / 2) this.refusals = 0; // it has slowed down
    const buffered = this.buffered();
    return this.refusals * MESSAGE_COST_BYTES + (buffered > this.limits.sendBufferCapBytes / 8 ? buffered : 0);
  }

  /** Closes the connection (the room sees a drop: the seat waits the reconnection window). */
  close(code: number, reason: string, why: string): void {
    if (this.closing) return;
    this.closing = true;
    this.log(`[guard] closed ${this.address} with ${code} '${reason}': ${why}`);
    this.replyRateLimited(this.replies.flush(this.id) || null);
    if (this.socket.readyState === OPEN) this.socket.close(code, reason);
    // Read nothing more: the close frame is on its way, and parsing a flood that is dropped anyway still costs (the
    // bench's flooder kept a core busy through the grace period). Its answer to the close is not needed either.
    this.socket._socket?.pause();
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
  }

  /**
   * A refusal the throttle held back still gets its answer, at most a second later: without it, a client whose last
   * messages were dropped inside the throttle's second never heard of it and waited for an answer that never came (a
   * fast bot over the network stalled its game that way).
   */
  private oweReply() {
    if (this.trailing || this.closing) return;
    this.trailing = setTimeout(() => {
      this.trailing = null;
      if (this.closing) return;
      const held = this.replies.flush(this.id);
      if (held > 0) this.replyRateLimited(held - 1);
    }, TRAILING_REPLY_MS);
    this.trailing.unref();
  }

  /** Stops what the guard still has pending (its connection is gone). */
  dispose(): void {
    if (this.trailing) clearTimeout(this.trailing);
    this.trailing = null;
  }

  /** One coalesced `net/rate_limited` error (null: held back, counted in the next one). */
  private replyRateLimited(dropped: number | null) {
    if (dropped === null || this.socket.readyState !== OPEN) return;
    // When the next message can pass, so a client that retries waits that long instead of draining its bucket again.
    const retryAfterMs = Math.ceil(this.bucket.secondsUntil(1) * 1000);
    const reply = {
      code: 'net/rate_limited',
      message: `too many messages; slow down (the next can pass in ${retryAfterMs} ms)`,
      retryAfterMs,
      ...(dropped > 0 ? { dropped } : {}),
    };
    this.socket.send(getMessageBytes.raw(Protocol.ROOM_DATA, 'error', reply), { binary: true });
  }
}

/** Every guarded connection of one transport, and the one reply throttle they share. */
export class ClientGuards {
  private guards = new Set<ClientGuard>();
  // At most one net/rate_limited error a second per client.
  private replies = new ReplyThrottle(1, 1);
  private nextId = 0;

  constructor(
    private limits: ClientGuardLimits,
    private onFlood: (address: string) => void = () => {},
    private log: (line: string) => void = (line) => console.warn(line),
  ) {}

  /** Guards a new connection: every incoming frame passes `admit` first, every send is followed by `checkBuffer`. */
  add(socket: GuardedSocket, address: string): ClientGuard {
    const guard = new ClientGuard(
      String(++this.nextId),
      address,
      socket,
      this.limits,
      this.replies,
      this.log,
      this.onFlood,
    );
    this.guards.add(guard);
    // Every frame passes the guard before Colyseus decodes it, and a frame that makes a room throw closes this client
    // alone (server/patches/socketHooks.ts says why this sits on the socket).
    hookSocket(socket, {
      admit: (data, isBinary) => guard.admit(data, isBinary),
      threw: (e) =>
        guard.close(
          CLOSE_BAD_FRAME,
          'bad message',
          `a frame made the room throw (${e instanceof Error ? e.message : 'not an Error'})`,
        ),
      sent: () => guard.checkBuffer(),
    });
    socket.once('close', () => {
      guard.dispose();
      this.guards.delete(guard);
      this.replies.forget(guard.id);
    });
    return guard;
  }

  get size(): number {
    return this.guards.size;
  }

  /** Bytes waiting to be sent, over all clients. */
  totalBuffered(): number {
    let total = 0;
    for (const g of this.guards) total += g.buffered();
    return total;
  }

  /** Closes up to `max` of the noisiest clients (over their rate, or not reading); returns how many. */
  shedNoisiest(max: number): number {
    const noisy = [...this.guards].map((g) => ({ g, noise: g.noise() })).filter((x) => x.noise > 0);
    noisy.sort((a, b) => b.noise - a.noise);
    for (const { g } of noisy.slice(0, max))
      g.close(CLOSE_OVERLOADED, 'server busy', 'shed while the server is overloaded');
    return Math.min(max, noisy.length);
  }
}

function mib(bytes: number): string {
  return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}
