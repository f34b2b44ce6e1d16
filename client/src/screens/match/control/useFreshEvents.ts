import { useEffect, useRef } from 'react';
import type { GameEvent } from '../../../../../shared/rules';

/**
 * Calls `onFresh` with the events that are new since the last change of `events` — what just happened, for effects
 * that play once (arcs, floating numbers). Not the history a client finds on arrival, not the recent events a room
 * resends after a reconnection (the log is cleared first, then refilled), and not a step back in a replay.
 */
export function useFreshEvents(events: GameEvent[], onFresh: (fresh: GameEvent[]) => void): void {
  const lastSeen = useRef<number | null>(null);
  const handler = useRef(onFresh);
  handler.current = onFresh;
  useEffect(() => {
    // An empty log is a reconnection (or a replay's start): keep the mark, so the resent events are not "new".
    if (events.length === 0) return;
    const newest = events[events.length - 1].n;
    const seen = lastSeen.current;
    lastSeen.current = newest;
    if (seen === null || newest < seen) return; // first sight, or stepping back in a replay
    const fresh = events.filter((e) => e.n > seen);
    if (fresh.length > 0) handler.current(fresh);
  }, [events]);
}
