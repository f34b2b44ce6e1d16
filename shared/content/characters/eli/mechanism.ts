/**
 * Eli's mechanism (R-ELI-1..5, R-STATUS-9/12, O-49): Hidden Blade (Stealth when unseen at the end of his turn; Ambush)
 * and the Cursed Vigilance follow-up. Data lives in ../eli.ts.
 */
import { canSee } from '../../../rules/geometry';
import { sightBlocker } from '../../../rules/board';
import type { HookContext, RulesModule } from '../../../rules/hooks';
import type { GameState, Unit } from '../../../rules/state';
import { applyStatus, hasStatus, living } from '../../mechanisms/engine';

/** Mechanism keys on Eli's unit. */
export const ELI_KEYS = {
  /** 1 between the start of Eli's turn and its end: the hide check runs when the next turn (or world turn) begins. */
  hidePending: 'hidePending',
  /** The speed of the follow-up skill granted by a Cursed Vigilance used as a reaction (0 = none). */
  followUpSpeed: 'followUpSpeed',
} as const;

/** The speed of Cursed Vigilance's follow-up skill (O-49). */
export const FOLLOW_UP_SPEED = 15;

/** Whether any living enemy unit of Eli sees his cell (front cone + line of sight, R-LOS-1). */
export function isSeenByEnemy(state: GameState, eli: Unit): boolean {
  if (!eli.pos) return false;
  const blocking = sightBlocker(state);
  return living(state).some((u) => u.team !== eli.team && u.pos !== null && canSee(blocking, u.pos, u.facing, eli.pos!));
}

/** Passive Hidden Blade, part 1: at the end of Eli's turn, unseen → Stealth. Runs as soon as his turn is over. */
function resolvePendingHides(h: HookContext, startingUnit: Unit | null): void {
  for (const u of living(h.state)) {
    if (u.def !== 'eli' || u.kind !== 'character' || u.mechanism[ELI_KEYS.hidePending] !== 1) continue;
    if (startingUnit && startingUnit.id === u.id) continue;
    u.mechanism[ELI_KEYS.hidePending] = 0;
    if (!hasStatus(u, 'stealth') && !isSeenByEnemy(h.state, u)) applyStatus(h, u, 'stealth', u.id, null);
  }
}

/** Eli's module. */
export const eliModule: RulesModule = {
  id: 'eli',
  effects: {
    /** Cursed Vigilance used as a reaction grants a follow-up skill at speed 15 (R-STATUS-12, O-49). */
    vigilanceFollowUp(h, action, _target, params) {
      const eli = h.state.units[action.source];
      if (!eli || action.answers === null) return;
      eli.mechanism[ELI_KEYS.followUpSpeed] = typeof params.speed === 'number' ? params.speed : FOLLOW_UP_SPEED;
    },
  },
  onTurnStart(h, unit) {
    resolvePendingHides(h, unit);
    if (unit.def === 'eli' && unit.kind === 'character') {
      unit.mechanism[ELI_KEYS.hidePending] = 1;
      unit.mechanism[ELI_KEYS.followUpSpeed] = 0;
    }
  },
  onWorldTurn(h) {
    resolvePendingHides(h, null);
  },
};
