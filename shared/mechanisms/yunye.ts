/**
 * Yunye's mechanism (R-YUNYE-1, O-43): Ruin Stance — when Intercepting Fist damages a unit with Weakness, it may be used
 * once more in that turn (its limit is once per round, O-43). The data calls `yunye:ruinStance` from the fist's on-hit effects, only against Weakness.
 * The engine records a limited use in the unit's mechanism (`turn:<id>` or `round:<id>`); clearing it refreshes the use.
 */
import { type Mechanism } from '../rules/mechanismApi';

/** Mechanism key: the turn number in which Ruin Stance already refreshed the fist. */
export const RUIN_STANCE_TURN = 'ruinStanceTurn';

/** Yunye's mechanism. */
export const yunyeMechanism: Mechanism = {
  id: 'yunye',
  effects: {
    ruinStance(h, action) {
      const s = h.state;
      const yunye = s.units[action.source];
      if (!yunye) return;
      const turn = s.counters.turn;
      if (yunye.mechanism[RUIN_STANCE_TURN] === turn) return;
      // The engine records a use per turn (`turn:<id>` = turn number) or per round (`round:<id>` = round).
      const byTurn = `turn:${action.skill.id}`;
      const byRound = `round:${action.skill.id}`;
      if (yunye.mechanism[byTurn] === turn) delete yunye.mechanism[byTurn];
      else if (yunye.mechanism[byRound] === s.round) delete yunye.mechanism[byRound];
      else return;
      yunye.mechanism[RUIN_STANCE_TURN] = turn;
    },
  },
};
