import type { GameState } from '../../../../../shared/rules';
import { gameEndReason } from '../../../../../shared/rules/gameEnd';
import type { UiKey } from '../../../i18n';
import { QUIET_ROUNDS_TO_DRAW } from '../../../../../shared/rules/state';

/**
 * The match's headline from why it ended: the room's own end (`endReason` 'idle'; '' when the room has none, as in a
 * local match or a replay), else the engine's, read from the state: O-53's quiet draw (its round count is
 * QUIET_ROUNDS_TO_DRAW), a concession (O-54) or an agreed draw (O-55), a draw, a team's win. The result dialog and the match screen's banner both say it.
 */
export function resultHeadline(
  endReason: string,
  view: GameState,
): { key: UiKey; team?: 'red' | 'blue'; loser?: 'red' | 'blue' } {
  const reason = endReason || gameEndReason(view);
  if (reason === 'idle') return { key: 'match.over.idle' };
  if (reason === 'quiet') return { key: 'match.over.quiet' };
  if (reason === 'agreed') return { key: 'match.over.agreed' };
  if (reason === 'concede' && (view.winner === 'red' || view.winner === 'blue')) {
    return { key: 'match.over.concede', team: view.winner, loser: view.winner === 'red' ? 'blue' : 'red' };
  }
  return view.winner === 'red' || view.winner === 'blue'
    ? { key: 'match.over.win', team: view.winner }
    : { key: 'match.over.draw' };
}

/** The headline in words: the winner and the conceding team by name, the quiet rounds' count (the dialog and the banner). */
export function headlineText(
  t: (key: UiKey, params?: Record<string, string | number>) => string,
  headline: ReturnType<typeof resultHeadline>,
): string {
  const params: Record<string, string | number> = { rounds: QUIET_ROUNDS_TO_DRAW };
  if (headline.team) params.team = t(`team.${headline.team}`);
  if (headline.loser) params.loser = t(`team.${headline.loser}`);
  return t(headline.key, params);
}
