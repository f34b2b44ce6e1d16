/**
 * Taking a command back (issue 16 "Undo"): a player may undo its own moves and facing changes within its turn until
 * something new is learned. The engine decides; the room only keeps the states and applies the answer. Pure functions.
 *
 * A command is undoable when, from `before` to `after`, nobody learned anything they could not have taken back:
 * - it was this seat's own turn, and it still is (same turn, same acting unit; R-MOVE-1: moves and facing changes are
 *   made freely in the action phase, in any order, so the order itself promises nothing to anyone);
 * - no die was rolled and no random draw was made (the generator did not move: R-DICE-1, R-INIT, decks);
 * - no prompt or reaction window opened, no chain is pending (R-RES-2: a declaration gives others a window to react);
 * - every event is a step or a facing change of one's own unit (R-MOVE-2..4): a push, a death, a status, damage, a
 *   reveal, a bought card are things the other players have learned.
 */
import type { GameEvent } from './events';
import type { GameState, Seat } from './state';

/** Why a command cannot be taken back; each reason names the rule that makes it final. */
export type UndoRefusal =
  | { reason: 'not_your_turn'; ruleId: 'R-MOVE-1' }
  | { reason: 'turn_over'; ruleId: 'R-TURN-1' }
  | { reason: 'dice_rolled'; ruleId: 'R-DICE-1' }
  | { reason: 'window_opened'; ruleId: 'R-RES-2' }
  | { reason: 'something_happened'; ruleId: 'R-MOVE-1'; event: GameEvent['type'] };

/** The answer: the command may be taken back, or why not. */
export type UndoCheck = { ok: true } | ({ ok: false } & UndoRefusal);

/** Events of a command that may still be taken back: steps and facing changes, nothing else. */
const UNDOABLE_EVENTS: ReadonlySet<GameEvent['type']> = new Set(['moved', 'turned']);

function sameRng(a: GameState, b: GameState): boolean {
  const x = a.rng.s;
  const y = b.rng.s;
  return x.length === y.length && x.every((v, i) => v === y[i]) && a.forcedRolls.length === b.forcedRolls.length;
}

function turnSeat(state: GameState): Seat | null {
  const t = state.turn;
  if (!t || state.stage !== 'play') return null;
  const owner = state.units[t.owner ?? t.unit];
  return owner ? owner.seat : null;
}

/**
 * Whether `seat`'s command that turned `before` into `after` with `events` may be taken back (the room then restores
 * `before` exactly). Reads both states; changes neither.
 */
export function undoCheck(before: GameState, after: GameState, events: readonly GameEvent[], seat: Seat): UndoCheck {
  if (turnSeat(before) !== seat || before.pending || before.chain)
    return { ok: false, reason: 'not_your_turn', ruleId: 'R-MOVE-1' };
  if (!sameRng(before, after)) return { ok: false, reason: 'dice_rolled', ruleId: 'R-DICE-1' };
  if (after.pending || after.chain) return { ok: false, reason: 'window_opened', ruleId: 'R-RES-2' };
  if (
    turnSeat(after) !== seat ||
    after.counters.turn !== before.counters.turn ||
    after.turn?.unit !== before.turn?.unit
  ) {
    return { ok: false, reason: 'turn_over', ruleId: 'R-TURN-1' };
  }
  const unit = before.turn!.unit;
  for (const e of events) {
    const own =
      (e.type === 'moved' && e.unit === unit && e.forced === null) || (e.type === 'turned' && e.unit === unit);
    if (!UNDOABLE_EVENTS.has(e.type) || !own)
      return { ok: false, reason: 'something_happened', ruleId: 'R-MOVE-1', event: e.type };
  }
  return { ok: true };
}

/** One accepted command as a room remembers it for undo: who sent it, the state before it, and whether it may be undone. */
export type UndoEntry = { seat: Seat; before: GameState; check: UndoCheck };

/**
 * The state `seat` would return to by undoing its last command, from the room's history of this turn (oldest first), or
 * why it cannot: the last command must be this seat's, and undoable.
 */
export function undoPoint(
  history: readonly UndoEntry[],
  seat: Seat,
):
  { ok: true; state: GameState } | ({ ok: false } & (UndoRefusal | { reason: 'nothing_to_undo'; ruleId: 'R-MOVE-1' })) {
  const last = history[history.length - 1];
  if (!last || last.seat !== seat) return { ok: false, reason: 'nothing_to_undo', ruleId: 'R-MOVE-1' };
  if (!last.check.ok) return last.check;
  return { ok: true, state: last.before };
}
