import { Bucket, type Clock } from './TokenBucket';
import type { ServerSettings } from '../settings';

export type RoomQuotaLimits = Pick<ServerSettings, 'roomCreateBurst' | 'roomCreatePerMin' | 'roomsPerIp'>;

/** Why a room creation was refused: sent as HTTP 429 with { code, message } (server/guard/matchmakeGuard.ts). */
export type QuotaRefusal = { status: 429; code: 'net/too_many_rooms'; message: string; retryAfterS: number };

type Ledger = { bucket: Bucket; rooms: string[]; pending: number };

/** How often ledgers with nothing in them are dropped, so the map does not grow with every address ever seen. */
const SWEEP_MS = 60_000;

/**
 * Room creations per address: a burst, then a steady rate (a token bucket), and a cap on the rooms an address has
 * open at once. One client made 3,620 rooms in 10 s through POST /matchmake/create/battle (+207 MiB); rooms cost
 * memory until they are disposed, so the cap on open rooms is what bounds it, and the rate bounds the churn.
 * `exists` says whether a room is still there (the matchmaker's driver); rooms are counted as open until it says no.
 */
export class RoomQuota {
  private ledgers = new Map<string, Ledger>();
  private sweptAt: number;

  constructor(
    private limits: RoomQuotaLimits,
    private exists: (roomId: string) => boolean | Promise<boolean>,
    private now: Clock = () => performance.now(),
  ) {
    this.sweptAt = now();
  }

  /** Checks and books one creation for `address`: null when it may go ahead (then `settle` it), else the refusal. */
  async reserve(address: string): Promise<QuotaRefusal | null> {
    await this.sweep();
    let ledger = this.ledgers.get(address);
    if (!ledger) {
      ledger = {
        bucket: new Bucket(this.limits.roomCreateBurst, this.limits.roomCreatePerMin / 60, this.now),
        rooms: [],
        pending: 0,
      };
      this.ledgers.set(address, ledger);
    }
    await this.prune(ledger);
    const open = ledger.rooms.length + ledger.pending;
    if (open >= this.limits.roomsPerIp) {
      return refusal(
        `${open} rooms open from this address (at most ${this.limits.roomsPerIp}); leave one before making another`,
        10,
      );
    }
    if (!ledger.bucket.take()) {
      const wait = Math.ceil(ledger.bucket.secondsUntil());
      return refusal(
        `too many rooms created from this address (${this.limits.roomCreateBurst} at once, then ${this.limits.roomCreatePerMin} a minute); try again in ${wait} s`,
        wait,
      );
    }
    ledger.pending++;
    return null;
  }

  /** The booked creation is over: `roomId` is the room it made, or undefined when it failed. */
  settle(address: string, roomId: string | undefined): void {
    const ledger = this.ledgers.get(address);
    if (!ledger) return;
    ledger.pending = Math.max(0, ledger.pending - 1);
    if (roomId) ledger.rooms.push(roomId);
  }

  /** Drops the rooms of `ledger` that are gone. */
  private async prune(ledger: Ledger) {
    const alive = await Promise.all(ledger.rooms.map((id) => this.exists(id)));
    ledger.rooms = ledger.rooms.filter((_, i) => alive[i]);
  }

  private async sweep() {
    const t = this.now();
    if (t - this.sweptAt < SWEEP_MS) return;
    this.sweptAt = t;
    for (const [address, ledger] of this.ledgers) {
      await this.prune(ledger);
      if (ledger.pending === 0 && ledger.rooms.length === 0 && ledger.bucket.full()) this.ledgers.delete(address);
    }
  }
}

function refusal(message: string, retryAfterS: number): QuotaRefusal {
  return { status: 429, code: 'net/too_many_rooms', message, retryAfterS: Math.max(1, retryAfterS) };
}
