import type { GameState } from '../../../../../shared/rules';
import { gameEndReason } from '../../../../../shared/rules/gameEnd';
import type { UiKey } from '../../../i18n';

/**
 * The match's headline from why it ended: the room's own end (`endReason` 'idle'; '' when the room has none, as in a
 * local match or a replay), else the engine's, read from the state: O-53's quiet draw (its round count is
 * QUIET_ROUNDS_TO_DRAW), a draw, a team's win. The result dialog and the match screen's banner both say it.
 */
export function resultHeadline(endReason: string, view: GameState): { key: UiKey; team?: 'red' | 'blue' } {
  const reason = endReason || gameEndReason(view);
  if (reason === 'idle') return { key: 'match.over.idle' };
  if (reason === 'quiet') return { key: 'match.over.quiet' };
  return view.winner === 'red' || view.winner === 'blue' ? { key: 'match.over.win', team: view.winner } : { key: 'match.over.draw' };
}
