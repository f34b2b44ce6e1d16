/**
 * Yunye's mechanism (R-YUNYE-1, O-43): Ruin Stance — when Intercepting Fist damages a unit with Weakness, it may be used
 * once more in that turn. The data calls `yunye:ruinStance` from the fist's on-hit effects, only against Weakness.
 * The engine records a once-per-turn use as `mechanism["turn:<skill id>"] = counters.turn`; clearing it refreshes the use.
 */
import type { RulesModule } from '../../../rules/hooks';

/** Mechanism key: the turn number in which Ruin Stance already refreshed the fist. */
export const RUIN_STANCE_TURN = 'ruinStanceTurn';

/** Yunye's module. */
export const yunyeModule: RulesModule = {
  id: 'yunye',
  effects: {
    ruinStance(h, action) {
      const s = h.state;
      const yunye = s.units[action.source];
      if (!yunye) return;
      const turn = s.counters.turn;
      const usedKey = `turn:${action.skill.id}`;
      if (yunye.mechanism[RUIN_STANCE_TURN] === turn || yunye.mechanism[usedKey] !== turn) return;
      delete yunye.mechanism[usedKey];
      yunye.mechanism[RUIN_STANCE_TURN] = turn;
    },
  },
};
