// Raw-frame recording and the hidden-relic check shared by the hidden-information suites (issue 6 and issue 11):
// every WebSocket frame a client receives is kept before it is decoded, with what that client then knew was revealed,
// and no frame may carry another team's relic before its reveal.
import { Room as SdkRoom } from 'colyseus.js';
import { expect } from 'vitest';
import type { Synced } from './gameHelpers';

type Frame = { bytes: Uint8Array; revealedBefore: Set<string> };
type Received = { events: Record<string, unknown>[]; revealedBefore: Set<string> };

/** The engine state fields the check reads from the server's room at the end. */
export type EngineState = {
  seats: (string | null)[];
  units: Record<string, { team: string; relic: string | null }>;
  dealtRelics?: ({ team: string; relic: string } | null)[];
};

/** One viewer to check: its session (kept across reconnections) and its team at the end (undefined: a spectator). */
export type Viewer = { sessionId: string; team: string | undefined };

/** A secret: the relic dealt to a seat and held by its unit. */
type Secret = { seat: number; unitId: string | null; team: string; relic: string };

const text = new TextDecoder('utf-8', { fatal: false });

/** Units whose relic the public view shows as revealed (from the client's decoded public leaves). */
export function revealedUnits(room: SdkRoom<Synced>): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of room.state.view?.entries() ?? []) {
    const m = /^units\/([^/]+)\/relicRevealed$/.exec(k);
    if (m && v === 'true') out.add(m[1]);
  }
  return out;
}

/** Every place the frame names the leaf `key`, with the bytes that follow it (the encoded value). */
function relicLeafValues(bytes: Uint8Array, key: string): string[] {
  const s = text.decode(bytes);
  const out: string[] = [];
  for (let i = s.indexOf(key); i >= 0; i = s.indexOf(key, i + 1)) {
    if (s.startsWith('Revealed', i + key.length)) continue;
    out.push(s.slice(i + key.length, i + key.length + 16));
  }
  return out;
}

/**
 * Starts recording: wraps the SDK's frame handler (notes §1) so every frame is kept by sessionId before it is decoded.
 * `watch(room)` registers a client (again after each reconnection); `stop()` restores the SDK.
 */
export function recordFrames() {
  const frames = new Map<string, Frame[]>();
  const eventsBy = new Map<string, Received[]>();
  const revealedNow = new Map<string, () => Set<string>>();
  const proto = SdkRoom.prototype as unknown as { onMessageCallback(this: SdkRoom, e: MessageEvent): void };
  const original = proto.onMessageCallback;
  proto.onMessageCallback = function (this: SdkRoom, event: MessageEvent) {
    const list = frames.get(this.sessionId) ?? [];
    frames.set(this.sessionId, list);
    list.push({
      bytes: new Uint8Array(event.data as ArrayBuffer).slice(),
      revealedBefore: new Set(revealedNow.get(this.sessionId)?.() ?? []),
    });
    original.call(this, event);
  };
  return {
    frames,
    /** Follows a client's reveals and its `events` messages (call once per connection). */
    watch(room: SdkRoom<Synced>) {
      revealedNow.set(room.sessionId, () => revealedUnits(room));
      const list = eventsBy.get(room.sessionId) ?? [];
      eventsBy.set(room.sessionId, list);
      room.onMessage('events', (m: { events: Record<string, unknown>[] }) =>
        list.push({ events: m.events, revealedBefore: revealedUnits(room) }),
      );
    },
    stop() {
      proto.onMessageCallback = original;
    },
    /**
     * Checks every recorded frame and event of each viewer against the true relics of `game` (the server's state at
     * the end). Returns how many frames were checked and how often a viewer's own team's relic was seen (which shows
     * the check can see relics at all).
     */
    check(game: EngineState, viewers: Viewer[]): { checkedFrames: number; ownRelicSeen: number } {
      const secrets: Secret[] = [0, 1, 2, 3].map((seat) => {
        const unitId = game.seats[seat];
        const dealt = game.dealtRelics?.[seat];
        const unit = unitId ? game.units[unitId] : undefined;
        return { seat, unitId, team: (dealt?.team ?? unit?.team)!, relic: (dealt?.relic ?? unit?.relic)! };
      });
      expect(secrets.every((x) => x.team && x.relic)).toBe(true);
      let checkedFrames = 0;
      let ownRelicSeen = 0;
      for (const { sessionId, team } of viewers) {
        const list = frames.get(sessionId) ?? [];
        expect(list.length, `frames to ${sessionId}`).toBeGreaterThan(0);
        expect(list[0].bytes[0]).toBe(10); // JOIN_ROOM, then the first full state
        for (const frame of list) {
          checkedFrames++;
          for (const x of secrets) {
            // The relic travels as the leaf dealtRelics/<seat>/relic, then units/<unit>/relic (docs/online.md "State").
            const own = x.team === team;
            const unitValues = x.unitId ? relicLeafValues(frame.bytes, `units/${x.unitId}/relic`) : [];
            const dealtValues = relicLeafValues(frame.bytes, `dealtRelics/${x.seat}/relic`);
            if (own) {
              if ([...unitValues, ...dealtValues].some((v) => v.includes(x.relic))) ownRelicSeen++;
              continue;
            }
            for (const v of dealtValues)
              expect(
                v,
                `seat ${x.seat}'s dealt relic in a frame to ${team ?? 'a spectator'} (${sessionId})`,
              ).not.toContain(x.relic);
            if (x.unitId && frame.revealedBefore.has(x.unitId)) continue;
            for (const v of unitValues)
              expect(v, `${x.unitId}'s relic in a frame to ${team ?? 'a spectator'} (${sessionId})`).not.toContain(
                x.relic,
              );
          }
        }
        for (const { events, revealedBefore } of eventsBy.get(sessionId) ?? []) {
          for (const e of events) {
            if (e.type === 'died') continue; // the death itself reveals the relic to everyone (O-01/02)
            for (const x of secrets) {
              if (x.team === team || (x.unitId && revealedBefore.has(x.unitId))) continue;
              const about = (x.unitId && e.unit === x.unitId) || (typeof e.seat === 'number' && e.seat === x.seat);
              if (about) expect(e.relic ?? null, `${String(e.type)} event to ${team ?? 'a spectator'}`).toBeNull();
            }
          }
        }
      }
      return { checkedFrames, ownRelicSeen };
    },
    /** The team of each seat in `game`. */
    teamOf(game: EngineState, seat: number): string {
      return (game.dealtRelics?.[seat]?.team ?? game.units[game.seats[seat]!]?.team)!;
    },
  };
}
