import type { Client } from '@colyseus/core';
import { ReplyThrottle } from '../guard/ReplyThrottle';
import type { ServerSettings } from '../settings';
import { payloadChars, roomError, type ErrorReply } from './messages';

/** A message handler: it decides, and returns its refusal (sent to the sender alone) or nothing. */
export type Handler = (client: Client, msg: unknown) => ErrorReply | void;

/**
 * Every message type the room answers. `quiet`: a success publishes nothing afterwards — a game command and an undo
 * send their own patch and change no lobby metadata (the start and the end publish their own), team talk changes no
 * state at all. Any other success publishes the lobby listing and the patch.
 */
export type MessageTable = Record<string, { handler: Handler; quiet?: true }>;

/** What the gate needs from its room. */
export type GateRoom = {
  readonly settings: ServerSettings;
  roomId(): string;
  /** Room#onMessage (for '*', Colyseus passes the arguments described at `open`). */
  onMessage(type: string, callback: (client: Client, ...args: unknown[]) => void): void;
  /** After a change outside a game command: the lobby listing (when it changed) and the state patch, now. */
  publishChanges(): void;
};

/**
 * The way in for every message, so that handlers only decide: the size limit, a handler that throws answered
 * `room/internal` (never thrown into Colyseus), refusals sent to the sender alone and throttled per session, unknown
 * types refused by name (docs/online.md "Messages", "Limits"). The rate limit is applied before this, to the undecoded
 * frame, by the transport (server/guard/ClientGuard.ts): a message over the rate never reaches the room.
 */
export class MessageGate {
  // Error replies per session, at most at the message rate: a bound that survives reconnection, which gives the
  // transport's per-connection bucket a fresh start (docs/online.md "Limits").
  private limiter: ReplyThrottle;

  constructor(private readonly room: GateRoom) {
    this.limiter = new ReplyThrottle(room.settings.rateBurst, room.settings.rateRefillPerS);
  }

  /** Registers every handler of `table`, and the refusal of any other type. */
  open(table: MessageTable): void {
    for (const [type, { handler, quiet }] of Object.entries(table)) this.handle(type, handler, quiet === true);
    // Colyseus calls the wildcard as (client, type, payload) for a type with no handler, but as (client, payload) when
    // a client names '*' itself; and its own fallback '__no_message_handler' (which the room removes) stringifies what
    // it gets. Both arguments are client data: neither is stringified unchecked, and the reserved names are unknown
    // types like any other.
    this.room.onMessage('*', (client, ...args: unknown[]) => {
      const [type, msg] = args.length >= 2 ? args : ['*', args[0]];
      const name = describeType(type);
      if (!this.admit(client, 'unknown', msg)) return;
      this.sendError(
        client,
        { code: 'net/unknown_type', message: `unknown message type ${JSON.stringify(name).slice(0, 60)}` },
        name.slice(0, 40),
      );
    });
  }

  /** Replies with an error, throttled per session: a reply held back is counted in the next one's `dropped`. */
  sendError(client: Client, e: ErrorReply, type?: string): void {
    const dropped = this.limiter.next(client.sessionId);
    if (dropped === null) return;
    client.send('error', { ...e, ...(type ? { type } : {}), ...(dropped > 0 ? { dropped } : {}) });
  }

  /** Forgets a session that left for good. */
  forget(sessionId: string): void {
    this.limiter.forget(sessionId);
  }

  /** Registers a handler behind the size limit; a returned ErrorReply goes to the sender only. */
  private handle(type: string, fn: Handler, quiet: boolean): void {
    this.room.onMessage(type, (client, msg: unknown) => {
      if (!this.admit(client, type, msg)) return;
      let reply: ErrorReply | void;
      try {
        reply = fn(client, msg);
      } catch (e) {
        console.error(`[battle ${this.room.roomId()}] ${type} handler failed`, e);
        reply = roomError('room/internal', 'the server failed to handle this message');
      }
      if (reply) this.sendError(client, reply, type);
      else if (!quiet) this.room.publishChanges();
    });
  }

  /** Size limit; replies with the error itself. */
  private admit(client: Client, type: string, msg: unknown): boolean {
    if (payloadChars(msg) > this.room.settings.maxMessageChars) {
      this.sendError(
        client,
        { code: 'net/too_large', message: `messages are limited to ${this.room.settings.maxMessageChars} characters` },
        type,
      );
      return false;
    }
    return true;
  }
}

/** A message type as text, for replies and logs: client data, so only strings and numbers are taken as they are. */
function describeType(type: unknown): string {
  if (typeof type === 'string') return type;
  if (typeof type === 'number') return String(type);
  return `(${type === null ? 'null' : typeof type})`;
}
