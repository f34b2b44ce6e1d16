/**
 * The game's end (R-OVR-3, O-01/02, O-53..O-55): a leader's death by any cause wins for the other team; both leaders dead in
 * the same resolution is a draw; QUIET_ROUNDS_TO_DRAW rounds of the Final Judgment with no HP lost are a draw; a team
 * that concedes loses; a draw both teams agree to is a draw.
 */
import { emit, type Ctx } from './context';
import { ruleError, type RuleError } from './errors';
import { teamOf } from './view';
import { FINAL_JUDGMENT, QUIET_ROUNDS_TO_DRAW, type Seat, type Team } from './state';
import { sortedUnitIds } from './board';

/** Ends the game if a Holy Relic holder is dead; returns whether the game is over. */
export function checkWinner(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.stage === 'over') return true;
  if (s.stage !== 'play') return false;
  const deadLeaders = new Set<Team>();
  for (const id of sortedUnitIds(s)) {
    const u = s.units[id];
    if (u.kind === 'character' && u.relic === 'holy' && !u.alive) deadLeaders.add(u.team);
  }
  if (deadLeaders.size === 0) return false;
  endGame(ctx, deadLeaders.size === 2 ? 'draw' : deadLeaders.has('red') ? 'blue' : 'red');
  return true;
}

/** Ends the game in a draw after QUIET_ROUNDS_TO_DRAW quiet rounds of the Final Judgment (O-53); returns whether it did. */
export function checkQuietDraw(ctx: Ctx): boolean {
  const s = ctx.state;
  if (s.stage !== 'play' || s.round !== FINAL_JUDGMENT || (s.counters.quiet ?? 0) < QUIET_ROUNDS_TO_DRAW) return false;
  endGame(ctx, 'draw', 'quiet');
  return true;
}

/**
 * O-54: the seat's team concedes and the other team wins. The engine takes it from any seat at any moment of a game not
 * over (an open prompt included); that both players of the team agreed is the room's protocol, not a rule.
 */
export function concede(ctx: Ctx, seat: Seat): RuleError | null {
  const team = teamOf(ctx.state, seat);
  if (!team) return ruleError('concede/no_team', `seat ${seat} has no team yet`);
  ctx.state.agreedEnd = 'concede';
  endGame(ctx, team === 'red' ? 'blue' : 'red', 'concede');
  return null;
}

/** O-55: a draw both teams agreed to (the room sends it once the other team accepted an offer). */
export function agreeDraw(ctx: Ctx): null {
  ctx.state.agreedEnd = 'agreed';
  endGame(ctx, 'draw', 'agreed');
  return null;
}

/** The game is over: its winner, nothing pending or resolving, no turn; the `gameOver` event names the reason if any. */
function endGame(ctx: Ctx, winner: Team | 'draw', reason?: 'quiet' | 'concede' | 'agreed'): void {
  const s = ctx.state;
  s.winner = winner;
  s.stage = 'over';
  s.pending = null;
  s.chain = null;
  s.turn = null;
  emit(ctx, reason ? { type: 'gameOver', winner, reason } : { type: 'gameOver', winner });
}
