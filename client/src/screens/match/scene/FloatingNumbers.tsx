import { useState } from 'react';
import type { GameEvent } from '../../../../../shared/rules';
import { projectToCanvas } from '../../../scene/cameraControls';
import { unitPoses } from '../../../scene/figures/unitPoses';
import { useFreshEvents } from '../control/useFreshEvents';

type Popup = { key: string; text: string; kind: 'damage' | 'heal' | 'miss'; x: number; y: number };

const LIFETIME_MS = 1600;

/**
 * Damage and healing float up from the unit for a moment when they happen (not for history loaded on arrival): plain
 * DOM over the canvas, placed where the unit's miniature is drawn when the number appears.
 */
export function FloatingNumbers({ events }: { events: GameEvent[] }) {
  const [popups, setPopups] = useState<Popup[]>([]);
  useFreshEvents(events, (fresh) => {
    const added: Popup[] = [];
    const stack: Record<string, number> = {};
    for (const e of fresh) {
      if (e.type !== 'damaged' && e.type !== 'healed') continue;
      if (e.type === 'healed' && e.amount <= 0) continue;
      const u = unitPoses.get(e.unit);
      const at = u ? projectToCanvas(u.x, u.top + 0.7, u.z) : null;
      if (!at) continue;
      // Several numbers on one unit in a batch stack upwards instead of covering each other.
      const k = (stack[e.unit] = (stack[e.unit] ?? -1) + 1);
      const text = e.type === 'healed' ? `+${e.amount}` : e.amount > 0 ? `−${e.amount}` : '0';
      const kind = e.type === 'healed' ? 'heal' : e.amount > 0 ? 'damage' : 'miss';
      added.push({ key: `${e.n}`, text, kind, x: at.x, y: at.y - k * 28 });
    }
    if (added.length === 0) return;
    setPopups((p) => [...p, ...added]);
    // Each batch leaves on its own timer (a later batch must not cancel an earlier one's removal).
    setTimeout(() => setPopups((p) => p.filter((x) => !added.includes(x))), LIFETIME_MS);
  });
  return (
    <div className="table-floats" aria-hidden="true">
      {popups.map((p) => (
        <div
          key={p.key}
          className="float-at"
          style={{ transform: `translate(${p.x.toFixed(0)}px, ${p.y.toFixed(0)}px) translate(-50%, -100%)` }}
        >
          <div className={`float-number ${p.kind}`}>{p.text}</div>
        </div>
      ))}
    </div>
  );
}
