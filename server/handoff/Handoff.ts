import { randomBytes } from 'node:crypto';

/** How long a value waits for its room by default: a room is made within a second; after this, nobody will take it. */
export const HANDOFF_TTL_MS = 60_000;

/**
 * Values handed to a room that is about to be created (Colyseus passes a new room only its create options, and those
 * come from clients too): the maker `put`s the value under a fresh nonce, passes the nonce as a create option, and the
 * new room `take`s it, once. A nonce no client ever sees, so no client can make a room take what was not made for it.
 * A value nobody takes (the room's creation failed) is dropped after `ttlMs`, so the map never keeps what is unused.
 */
export class Handoff<T> {
  private readonly waiting = new Map<string, { value: T; expiry: NodeJS.Timeout }>();

  constructor(private readonly ttlMs = HANDOFF_TTL_MS) {}

  /** Keeps `value` for the room about to be created; returns its nonce (the create option). */
  put(value: T): string {
    const nonce = randomBytes(18).toString('base64url');
    // Unref'd: a value waiting for its room keeps no process alive.
    const expiry = setTimeout(() => this.waiting.delete(nonce), this.ttlMs).unref();
    this.waiting.set(nonce, { value, expiry });
    return nonce;
  }

  /** The value kept under `nonce` (a create option, so anything), taken once; undefined for any other. */
  take(nonce: unknown): T | undefined {
    if (typeof nonce !== 'string') return undefined;
    const entry = this.waiting.get(nonce);
    if (!entry) return undefined;
    this.drop(nonce);
    return entry.value;
  }

  /** Drops the value under `nonce`, taken or not (its room is made, or could not be). */
  drop(nonce: string): void {
    const entry = this.waiting.get(nonce);
    if (!entry) return;
    clearTimeout(entry.expiry);
    this.waiting.delete(nonce);
  }

  /** How many values wait for their room. */
  get size(): number {
    return this.waiting.size;
  }
}
