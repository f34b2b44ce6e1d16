/**
 * Event behaviour data cannot say (R-EVENT-4, O-08): the two night-long cards. Endless Rain lowers every character's
 * movement by 1 (at least 1) when its night begins and gives it back at the next world turn; Thick Fog caps every
 * target range at 3 while its night lasts. One-shot cards are plain data the engine applies to every character.
 */
import { type Ctx, type Mechanism, type Unit, type GameState } from '../rules/mechanismApi';

/** Mechanism keys: movement taken by Endless Rain, and the round it was taken in. */
export const RAIN_PENALTY = 'rainPenalty';
export const RAIN_ROUND = 'rainRound';
/** Thick Fog's range cap. */
export const FOG_RANGE = 3;

/** The event card active on the current round, if the round is a night whose card has taken effect. */
export function activeNightEvent(state: GameState): string | null {
  const night = state.nights.find((n) => n.round === state.round && n.revealed);
  return night ? night.card : null;
}

/** Endless Rain on one character: −1 movement, never below `minimum`. */
function rainOn(u: Unit, round: number, amount = 1, minimum = 1): void {
  const taken = Math.max(0, Math.min(amount, u.movement - minimum));
  u.movement -= taken;
  u.mechanism[RAIN_PENALTY] = taken;
  u.mechanism[RAIN_ROUND] = round;
}

/** Gives back the rain's movement once the night is over (the marker has moved on). */
function restoreRain(h: Ctx): void {
  for (const u of Object.values(h.state.units)) {
    const taken = u.mechanism[RAIN_PENALTY];
    if (typeof taken !== 'number' || u.mechanism[RAIN_ROUND] === h.state.round) continue;
    u.movement += taken;
    delete u.mechanism[RAIN_PENALTY];
    delete u.mechanism[RAIN_ROUND];
  }
}

/** The events mechanism (id `events`). */
export const eventsMechanism: Mechanism = {
  id: 'events',
  effects: {
    /** Endless Rain as an effect on one character (the card's data; also used by onNightStart). */
    endlessRain(h, _action, target, params) {
      const u = target ? h.state.units[target] : undefined;
      if (!u || u.kind !== 'character') return;
      const amount = typeof params.movement === 'number' ? -params.movement : 1;
      rainOn(u, h.state.round, amount, typeof params.minimum === 'number' ? params.minimum : 1);
    },
    thickFog() {
      // The cap is modifyRange below, active while the night lasts.
    },
  },
  onNightStart(h, round) {
    if (activeNightEvent(h.state) !== 'endlessRain') return;
    for (const id of Object.keys(h.state.units).sort()) {
      const u = h.state.units[id];
      if (u.kind === 'character' && u.alive) rainOn(u, round);
    }
  },
  /** A night lasts until the next world turn moves the marker on (O-08). */
  onWorldTurn(h) {
    restoreRain(h);
  },
  modifyRange(state, _unit, _skill, range) {
    if (activeNightEvent(state) !== 'thickFog') return range;
    const max = Math.min(range.max, FOG_RANGE);
    return { min: Math.min(range.min, max), max };
  },
};
