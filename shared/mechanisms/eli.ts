/**
 * Eli's mechanism (R-ELI-1..5, R-STATUS-9): Hidden Blade (Stealth when unseen at the end of his turn; Ambush is data).
 * The Cursed Vigilance follow-up (R-STATUS-12, O-49) is data too: the engine's `grantAction` effect in ../eli.ts.
 */
import { hexDistance } from '../hex';
import {
  applyStatus,
  hasStatus,
  living,
  canSee,
  sightBlocker,
  type Mechanism,
  type Unit,
  type GameState,
} from '../rules/mechanismApi';

/** Enemies closer than this always notice Eli (Hidden Blade needs some distance). */
export const HIDE_DISTANCE = 3;

/** Whether any living enemy unit sees Eli's cell (front cone + line of sight, R-LOS-1) or stands within 2 of him. */
export function isSeenByEnemy(state: GameState, eli: Unit): boolean {
  if (!eli.pos) return false;
  const blocking = sightBlocker(state);
  return living(state).some(
    (u) =>
      u.team !== eli.team &&
      u.pos !== null &&
      (hexDistance(u.pos, eli.pos!) < HIDE_DISTANCE || canSee(blocking, u.pos, u.facing, eli.pos!)),
  );
}

/** Eli's mechanism. */
export const eliMechanism: Mechanism = {
  id: 'eli',
  /** Passive Hidden Blade: at the end of Eli's turn, if no enemy unit sees him, he gains Stealth. */
  onTurnEnd(h, unit) {
    if (unit.def !== 'eli' || unit.kind !== 'character' || !unit.alive) return;
    if (!hasStatus(unit, 'stealth') && !isSeenByEnemy(h.state, unit)) applyStatus(h, unit, 'stealth', unit.id, null);
  },
};
