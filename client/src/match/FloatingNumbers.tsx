import { useState } from 'react';
import { Html } from '@react-three/drei';
import type { GameEvent, GameState } from '../../../shared/rules';
import { hexToWorld, OPEN_TOP } from '../layout';
import { useFreshEvents } from './useFreshEvents';

type Popup = { n: number; unit: string; text: string; kind: 'damage' | 'heal' | 'miss' };

const LIFETIME_MS = 1600;

/** Damage and healing float up from the unit for a moment when they happen (not for history loaded on arrival). */
export function FloatingNumbers({ events, state }: { events: GameEvent[]; state: GameState }) {
  const [popups, setPopups] = useState<Popup[]>([]);
  useFreshEvents(events, (fresh) => {
    const added: Popup[] = [];
    for (const e of fresh) {
      if (e.type === 'damaged') added.push({ n: e.n, unit: e.unit, text: e.amount > 0 ? `−${e.amount}` : '0', kind: e.amount > 0 ? 'damage' : 'miss' });
      else if (e.type === 'healed' && e.amount > 0) added.push({ n: e.n, unit: e.unit, text: `+${e.amount}`, kind: 'heal' });
    }
    if (added.length === 0) return;
    setPopups((p) => [...p, ...added]);
    // Each batch leaves on its own timer (a later batch must not cancel an earlier one's removal).
    setTimeout(() => setPopups((p) => p.filter((x) => !added.includes(x))), LIFETIME_MS);
  });
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
