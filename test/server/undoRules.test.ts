// Issue 16 §2 "Undo": the engine decides what may be taken back (shared/rules/undo.ts) — one's own moves and facing
// changes within one's turn (R-MOVE-1..4), until something new is learned: a die (R-DICE-1), a reaction window
// (R-RES-2), the turn's end (R-TURN-1), anything else that happened.
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../shared/ai';
import {
  applyCommand,
  awaiting,
  createMatch,
  defaultCommand,
  legalCommands,
  standardEngine,
  undoCheck,
  undoPoint,
  type Command,
  type GameState,
  type Seat,
  type UndoEntry,
} from '../../shared/rules';

/** A beginner match played by the engine's defaults up to the first character turn. */
function firstTurn(seed: number): { state: GameState; seat: Seat } {
  let state = createMatch({ variant: 'beginner', seed });
  for (let i = 0; i < 200; i++) {
    const a = awaiting(state)!;
    if (a.kind === 'turn') return { state, seat: a.seats[0] };
    const r = applyCommand(state, a.seats[0], defaultCommand(state, a.seats[0]));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  throw new Error('no turn');
}

function apply(state: GameState, seat: Seat, command: Command) {
  const r = applyCommand(state, seat, command);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}

describe('undo (shared/rules/undo.ts)', () => {
  it("R-MOVE-1..4: a step and a facing change of one's own unit in one's turn may be taken back, in reverse order, to the exact state", () => {
    const { state: s0, seat } = firstTurn(11);
    const legal = legalCommands(s0, seat);
    const move = legal.moves.find((m) => m.path.length === 1)!;
    expect(move).toBeDefined();
    const r1 = apply(s0, seat, { type: 'move', path: move.path });
    expect(undoCheck(s0, r1.state, r1.events, seat)).toEqual({ ok: true });
    const turnTo = legalCommands(r1.state, seat).turns[0];
    const r2 = apply(r1.state, seat, { type: 'turn', facing: turnTo });
    expect(undoCheck(r1.state, r2.state, r2.events, seat)).toEqual({ ok: true });

    const history: UndoEntry[] = [
      { seat, before: s0, check: undoCheck(s0, r1.state, r1.events, seat) },
      { seat, before: r1.state, check: undoCheck(r1.state, r2.state, r2.events, seat) },
    ];
    const back = undoPoint(history, seat);
    expect(back).toEqual({ ok: true, state: r1.state });
    expect(undoPoint(history.slice(0, 1), seat)).toEqual({ ok: true, state: s0 });
    // Another seat cannot take my command back.
    const other = ((seat + 2) % 4) as Seat;
    expect(undoPoint(history, other)).toMatchObject({ ok: false, reason: 'nothing_to_undo' });
    expect(undoPoint([], seat)).toMatchObject({ ok: false, reason: 'nothing_to_undo', ruleId: 'R-MOVE-1' });
  });

  it('R-TURN-1: ending the turn is final, and so is everything before it', () => {
    const { state: s0, seat } = firstTurn(12);
    const r = apply(s0, seat, { type: 'endTurn' });
    const check = undoCheck(s0, r.state, r.events, seat);
    expect(check).toMatchObject({ ok: false, reason: 'turn_over', ruleId: 'R-TURN-1' });
    expect(undoPoint([{ seat, before: s0, check }], seat)).toMatchObject({ ok: false, reason: 'turn_over' });
  });

  it("R-MOVE-1: a command given out of one's own turn is never undoable", () => {
    const { state: s0, seat } = firstTurn(13);
    const move = legalCommands(s0, seat).moves[0];
    const r = apply(s0, seat, { type: 'move', path: move.path });
    const other = ((seat + 1) % 4) as Seat;
    expect(undoCheck(s0, r.state, r.events, other)).toMatchObject({
      ok: false,
      reason: 'not_your_turn',
      ruleId: 'R-MOVE-1',
    });
  });

  it('over whole bot games: a die rolled (R-DICE-1), a window opened (R-RES-2), a turn ended (R-TURN-1) or any other event refuse; bare own moves and turns allow', () => {
    const seen = { ok: 0, dice_rolled: 0, window_opened: 0, turn_over: 0, something_happened: 0, not_your_turn: 0 };
    for (const seed of [21, 22, 23]) {
      let state = createMatch({ variant: 'beginner', seed });
      for (let i = 0; i < 400 && state.stage !== 'over'; i++) {
        const a = awaiting(state);
        if (!a) break;
        const seat = a.seats[0];
        const command = chooseBotCommand(standardEngine, state, seat, i) ?? defaultCommand(state, seat);
        let r = applyCommand(state, seat, command);
        if (!r.ok) r = applyCommand(state, seat, defaultCommand(state, seat));
        if (!r.ok) throw new Error(r.error.message);
        const check = undoCheck(state, r.state, r.events, seat);
        const types = new Set(r.events.map((e) => e.type));
        // Whatever moved the generator (a die, a draw) was learned: never undoable (R-DICE-1).
        if (JSON.stringify(r.state.rng) !== JSON.stringify(state.rng)) expect(check.ok).toBe(false);
        if (check.ok) {
          seen.ok++;
          expect(['move', 'turn']).toContain((command as Command).type);
          expect([...types].every((t) => t === 'moved' || t === 'turned')).toBe(true);
          expect(r.state.rng).toEqual(state.rng);
        } else {
          seen[check.reason]++;
          if (types.has('windowOpened') && check.reason !== 'dice_rolled')
            expect(check.reason).toMatch(/window_opened|not_your_turn/);
          if ((command as Command).type === 'endTurn' && state.turn)
            expect(check.reason).toMatch(/turn_over|dice_rolled|window_opened|not_your_turn/);
        }
        state = r.state;
      }
    }
    // Every kind of answer came up, so each assertion above was exercised.
    expect(seen.ok).toBeGreaterThan(5);
    expect(seen.window_opened).toBeGreaterThan(0);
    expect(seen.something_happened).toBeGreaterThan(0);
    expect(seen.turn_over).toBeGreaterThan(0);
    expect(seen.not_your_turn).toBeGreaterThan(0);
  });
});

describe('undo refuses what moved the generator (R-DICE-1)', () => {
  it('the same own move, with the generator moved in between, is refused as dice_rolled', () => {
    const { state: s0, seat } = firstTurn(14);
    const r = apply(s0, seat, { type: 'move', path: legalCommands(s0, seat).moves[0].path });
    // The state after a roll: the engine's generator state differs (as after any die or draw).
    const rolled = {
      ...r.state,
      rng: { s: [...r.state.rng.s].map((v, i) => (i === 0 ? (v + 1) >>> 0 : v)) },
    } as GameState;
    expect(undoCheck(s0, rolled, r.events, seat)).toMatchObject({
      ok: false,
      reason: 'dice_rolled',
      ruleId: 'R-DICE-1',
    });
  });
});
