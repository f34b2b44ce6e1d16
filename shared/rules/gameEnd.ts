/**
 * Why a finished game ended, read from its state alone (a plain function over state.ts, so a screen can ask it without
 * loading the engine): 'quiet' for O-53's draw after QUIET_ROUNDS_TO_DRAW rounds of the Final Judgment with no HP lost
 * (winning.ts checkQuietDraw ends the game only with the count there, and any HP lost sets it back to 0), 'leader' for a
 * leader's death (R-OVR-3, O-02); 'concede' when a team conceded (O-54) and 'agreed' for a draw both teams agreed (O-55);
 * null while the game goes on.
 */
import { QUIET_ROUNDS_TO_DRAW, type GameState } from './state';

export function gameEndReason(state: GameState): 'leader' | 'quiet' | 'concede' | 'agreed' | null {
  if (state.stage !== 'over') return null;
  if (state.agreedEnd) return state.agreedEnd;
  return (state.counters.quiet ?? 0) >= QUIET_ROUNDS_TO_DRAW ? 'quiet' : 'leader';
}
