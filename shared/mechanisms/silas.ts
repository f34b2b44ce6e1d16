/**
 * Silas's mechanism (R-SILAS-1..6, O-44): Night of the Dead raises skeletons and heals them; Shepherd of the Dead gives
 * a curse token for each skeleton that dies. Skeletons' own action phase is the engine's (requests.md).
 */
import { SKELETON_LIMIT } from '../content/characters/silas';
import { isFreeCell, summon, summonsOf, heal, cellsNear, gainCurse, type Mechanism } from '../rules/mechanismApi';

/** Mechanism keys on Silas's unit. */
export const SILAS_KEYS = {
  /** The action id that already raised skeletons (the hook runs once per target; it acts once per action). */
  raisedFor: 'raisedFor',
  /** Skeleton unit ids already mourned (curse token given). */
  mourned: 'mourned',
} as const;

/** Silas's mechanism. */
export const silasMechanism: Mechanism = {
  id: 'silas',
  effects: {
    /** Night of the Dead: skeletons rise on empty cells within `range` until 2 stand (then heal to full unless heal: false). */
    raiseAll(h, action, _target, params) {
      const s = h.state;
      const silas = s.units[action.source];
      if (!silas?.pos || silas.mechanism[SILAS_KEYS.raisedFor] === action.id) return;
      silas.mechanism[SILAS_KEYS.raisedFor] = action.id;
      const range = typeof params.range === 'number' ? params.range : 2;
      for (const cell of cellsNear(silas.pos, range)) {
        if (summonsOf(s, silas, 'skeleton').length >= SKELETON_LIMIT) break;
        if (isFreeCell(s, cell)) summon(h, silas, 'skeleton', cell);
      }
      if (params.heal !== false) for (const sk of summonsOf(s, silas, 'skeleton')) heal(h, sk, sk.maxHp - sk.hp);
    },
  },
  /** Shepherd of the Dead: a dead skeleton gives Silas 1 curse token (counted at the next turn start). */
  onTurnStart(h) {
    const s = h.state;
    for (const silas of Object.values(s.units)) {
      if (silas.def !== 'silas' || silas.kind !== 'character' || !silas.alive) continue;
      const mourned = Array.isArray(silas.mechanism[SILAS_KEYS.mourned])
        ? (silas.mechanism[SILAS_KEYS.mourned] as string[])
        : [];
      const dead = Object.keys(s.units)
        .sort()
        .filter(
          (id) =>
            s.units[id].kind === 'summon' &&
            s.units[id].def === 'skeleton' &&
            s.units[id].seat === silas.seat &&
            !s.units[id].alive &&
            !mourned.includes(id),
        );
      if (dead.length === 0) continue;
      silas.mechanism[SILAS_KEYS.mourned] = [...mourned, ...dead];
      gainCurse(h, silas, dead.length);
    }
  },
};
