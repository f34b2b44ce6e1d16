import { useEffect, useRef, useState } from 'react';
import { Html } from '@react-three/drei';
import type { GameEvent, GameState } from '../../../shared/rules';
import { hexToWorld, OPEN_TOP } from '../layout';

type Popup = { n: number; unit: string; text: string; kind: 'damage' | 'heal' | 'miss' };

const LIFETIME_MS = 1600;

/** Damage and healing float up from the unit for a moment when they happen (not for history loaded on arrival). */
export function FloatingNumbers({ events, state }: { events: GameEvent[]; state: GameState }) {
  const lastSeen = useRef<number | null>(null);
  const [popups, setPopups] = useState<Popup[]>([]);
  useEffect(() => {
    const newest = events.length ? events[events.length - 1].n : 0;
    if (lastSeen.current === null || newest < lastSeen.current) {
      lastSeen.current = newest; // first sight, or stepping back in a replay: nothing new happened
      return;
    }
    const fresh: Popup[] = [];
    for (const e of events) {
      if (e.n <= lastSeen.current) continue;
      if (e.type === 'damaged') fresh.push({ n: e.n, unit: e.unit, text: e.amount > 0 ? `−${e.amount}` : '0', kind: e.amount > 0 ? 'damage' : 'miss' });
      else if (e.type === 'healed' && e.amount > 0) fresh.push({ n: e.n, unit: e.unit, text: `+${e.amount}`, kind: 'heal' });
    }
    lastSeen.current = newest;
    if (fresh.length === 0) return;
    setPopups((p) => [...p, ...fresh]);
    const timer = setTimeout(() => setPopups((p) => p.filter((x) => !fresh.includes(x))), LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [events]);
  return (
    <group name="floating-numbers">
      {popups.map((p, i) => {
        const pos = state.units[p.unit]?.pos;
        if (!pos) return null;
        const w = hexToWorld(pos);
        return (
          <Html key={`${p.n}-${i}`} position={[w.x, OPEN_TOP + 2.1, w.z]} center zIndexRange={[30, 21]} style={{ pointerEvents: 'none' }}>
            <div className={`float-number ${p.kind}`}>{p.text}</div>
          </Html>
        );
      })}
    </group>
  );
}
