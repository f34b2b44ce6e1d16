/**
 * Yunye's mechanism (R-YUNYE-1, O-43): Ruin Stance — when Intercepting Fist damages a unit with Weakness, it may be used
 * once more in that turn. The data calls `yunye:ruinStance` from the fist's on-hit effects, only against Weakness.
 */
import type { RulesModule } from '../../../rules/hooks';
import { turnKey } from '../../mechanisms/engine';

/** Mechanism key: the turn in which Ruin Stance already refreshed the fist. */
export const RUIN_STANCE_TURN = 'ruinStanceTurn';

/** Yunye's module. */
export const yunyeModule: RulesModule = {
  id: 'yunye',
  effects: {
    ruinStance(h, action) {
      const s = h.state;
      const yunye = s.units[action.source];
      if (!yunye || !s.turn) return;
      const key = turnKey(s);
      if (yunye.mechanism[RUIN_STANCE_TURN] === key) return;
      const i = s.turn.extrasUsed.indexOf(action.skill.id);
      if (i < 0) return;
      s.turn.extrasUsed.splice(i, 1);
      yunye.mechanism[RUIN_STANCE_TURN] = key;
    },
  },
};
