/**
 * Event behaviour data cannot say (R-EVENT-4, O-08): night-long effects. Endless Rain lowers every character's movement
 * by 1 (at least 1) for the night and gives it back at the next world turn. Thick Fog needs a range query hook
 * (requests.md); until then it only marks the night.
 */
import type { HookContext, RulesModule } from '../../rules/hooks';

/** Mechanism key: movement taken by Endless Rain this night. */
export const RAIN_PENALTY = 'rainPenalty';

function restoreRain(h: HookContext): void {
  for (const u of Object.values(h.state.units)) {
    const taken = u.mechanism[RAIN_PENALTY];
    if (typeof taken === 'number' && taken > 0) u.movement += taken;
    if (taken !== undefined) u.mechanism[RAIN_PENALTY] = 0;
  }
}

/** The event module (id `events`). */
export const eventsModule: RulesModule = {
  id: 'events',
  effects: {
    endlessRain(h, _action, target, params) {
      const u = target ? h.state.units[target] : undefined;
      if (!u || u.kind !== 'character') return;
      const minimum = typeof params.minimum === 'number' ? params.minimum : 1;
      const taken = Math.max(0, Math.min(-(typeof params.movement === 'number' ? params.movement : -1), u.movement - minimum));
      u.movement -= taken;
      u.mechanism[RAIN_PENALTY] = taken;
    },
    thickFog() {
      // Marker only: the 3-cell targeting cap needs the engine's range query hook (requests.md).
    },
  },
  /** A night lasts until the next world turn moves the marker on (O-08): give back the rain's movement. */
  onWorldTurn(h) {
    restoreRain(h);
  },
};
