// @vitest-environment happy-dom
// Effects that play once (arcs, floating numbers) see only what just happened: not the history found on arrival, not
// the recent events a room resends after a reconnection, not a step back in a replay.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../../../shared/rules';
import { useFreshEvents } from '../../../../../client/src/screens/match/control/useFreshEvents';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ev = (...ns: number[]) => ns.map((n) => ({ n, type: 'turnEnded', unit: 'eli' }) as GameEvent);

function harness() {
  const calls: number[][] = [];
  function Probe({ events }: { events: GameEvent[] }) {
    useFreshEvents(events, (fresh) => calls.push(fresh.map((e) => e.n)));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  const show = (events: GameEvent[]) => act(() => root.render(createElement(Probe, { events })));
  return { calls, show };
}

describe('useFreshEvents', () => {
  it('ignores the history on arrival, then reports each new batch once', () => {
    const { calls, show } = harness();
    show(ev(1, 2, 3));
    show(ev(1, 2, 3, 4, 5));
    show(ev(1, 2, 3, 4, 5, 6));
    expect(calls).toEqual([[4, 5], [6]]);
  });

  it('after a reconnection (log cleared, recent events resent) reports only what happened during the drop', () => {
    const { calls, show } = harness();
    show(ev(1, 2, 3));
    show([]);
    show(ev(2, 3, 4));
    expect(calls).toEqual([[4]]);
  });

  it('a step back in a replay is not new', () => {
    const { calls, show } = harness();
    show(ev(1, 2, 3, 4));
    show(ev(1, 2));
    show(ev(1, 2, 3));
    expect(calls).toEqual([[3]]);
  });
});
