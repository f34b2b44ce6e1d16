import { describe, expect, it } from 'vitest';
import { hexKey, neighbor } from '../../../../../shared/hex';
import {
  applyCommand,
  createMatch,
  legalCommands,
  type GameState,
  type LegalCommands,
  type Seat,
} from '../../../../../shared/rules';
import {
  actingSeat,
  commandForTarget,
  highlightsFor,
  intentForCell,
  intentForUnit,
  keyMoveCommand,
  needsNoTarget,
  placeCommand,
  type UiMode,
} from '../../../../../client/src/screens/match/control/intents';

const IDLE: UiMode = { kind: 'idle' };

/** Answers every setup prompt with the engine's first legal answer until the first turn. */
function setUp(seed = 3): GameState {
  let state = createMatch({ variant: 'beginner', seed });
  for (let i = 0; i < 20 && state.pending; i++) {
    const seat = state.pending.seat;
    const r = applyCommand(state, seat, legalCommands(state, seat).commands[0]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

function turnSeat(state: GameState): Seat {
  return state.units[state.turn!.unit].seat;
}

// The match screen's intent mapping: what to highlight and what a click sends, from the engine's legalCommands.
describe('match intents (hints from legalCommands; the server decides)', () => {
  it('acts only for a seat of mine that the prompt waits on', () => {
    expect(actingSeat([2], [0, 2])).toBe(2);
    expect(actingSeat([1], [0])).toBeNull();
    expect(actingSeat([], [0])).toBeNull();
  });

  it('place prompt: a start cell becomes the draft, and the finished draft is a place command the engine accepts', () => {
    const state = createMatch({ variant: 'beginner', seed: 5 });
    const seat = state.pending!.seat;
    const legal = legalCommands(state, seat);
    const hl = highlightsFor(state, legal, IDLE, null);
    const cells = legal.prompt!.kind === 'place' ? legal.prompt!.cells : [];
    expect(Object.keys(hl.cells).sort()).toEqual(cells.map(hexKey).sort());
    expect(intentForCell(state, legal, IDLE, null, '99,99')).toBeNull();
    const intent = intentForCell(state, legal, IDLE, null, hexKey(cells[0]));
    expect(intent && 'draft' in intent && intent.draft.cell).toEqual(cells[0]);
    const draft = intent && 'draft' in intent ? { ...intent.draft, facing: 1 as const } : null;
    const cmd = placeCommand(legal, draft!);
    expect(cmd).toMatchObject({ type: 'place', cell: cells[0], facing: 1 });
    expect(applyCommand(state, seat, cmd).ok).toBe(true);
  });

  it('own turn: reachable cells are highlighted and clicking one sends the engine path as a move', () => {
    const state = setUp();
    const seat = turnSeat(state);
    const legal = legalCommands(state, seat);
    expect(legal.moves.length).toBeGreaterThan(0);
    const hl = highlightsFor(state, legal, IDLE, null);
    expect(Object.keys(hl.cells).length).toBe(legal.moves.length);
    const far = legal.moves.reduce((a, b) => (b.cost > a.cost ? b : a));
    expect(hl.moveCost[hexKey(far.cell)]).toBe(far.cost);
    const intent = intentForCell(state, legal, IDLE, null, hexKey(far.cell));
    expect(intent).toEqual({ send: { type: 'move', path: far.path } });
    const r = applyCommand(state, seat, (intent as { send: never }).send);
    expect(r.ok).toBe(true);
  });

  it('skill mode: valid target units are highlighted; clicking one sends the skill aimed at it', () => {
    const base = setUp();
    const me = base.units[base.turn!.unit];
    const enemy = Object.values(base.units).find((u) => u.team !== me.team)!;
    // Put an enemy next to the active unit (a test position; the engine decides what is legal from it).
    const state: GameState = JSON.parse(JSON.stringify(base));
    const spot = [0, 1, 2, 3, 4, 5]
      .map((d) => neighbor(me.pos!, d as 0))
      .find(
        (h) =>
          state.map.cells[hexKey(h)]?.terrain === 'open' &&
          !Object.values(state.units).some((u) => u.pos && hexKey(u.pos) === hexKey(h)),
      )!;
    state.units[enemy.id].pos = spot;
    state.units[me.id].facing = [0, 1, 2, 3, 4, 5].find((d) => hexKey(neighbor(me.pos!, d as 0)) === hexKey(spot)) as 0;
    const seat = me.seat;
    const legal = legalCommands(state, seat);
    const aimed = legal.skills.find((s) => s.targets.some((t) => t && 'unit' in t && t.unit === enemy.id));
    expect(aimed, 'some skill reaches the adjacent enemy').toBeTruthy();
    const mode: UiMode = { kind: 'skill', skill: aimed!.skill, curse: false };
    const hl = highlightsFor(state, legal, mode, null);
    expect(hl.targetUnits).toContain(enemy.id);
    expect(hl.cells[hexKey(spot)]).toBe('target');
    const byUnit = intentForUnit(state, legal, mode, null, enemy.id);
    expect(byUnit).toEqual({ send: { type: 'skill', skill: aimed!.skill, target: { unit: enemy.id } } });
    expect(intentForCell(state, legal, mode, null, hexKey(spot))).toEqual(byUnit);
    expect(applyCommand(state, seat, (byUnit as { send: never }).send).ok).toBe(true);
    // Clicking a cell that is not a target in aim mode does nothing (no move by accident).
    expect(intentForCell(state, legal, mode, null, hexKey(legal.moves[0]?.cell ?? { q: 99, r: 99 }))).toBeNull();
  });

  it('skills without a target (self and area) are sent at once', () => {
    const legal = {
      skills: [{ skill: 'x', usage: 'weapon', speed: 20, cost: 'standard', curse: true, targets: [null] }],
      items: [],
      reactions: [],
      prompt: null,
    } as unknown as LegalCommands;
    const mode: UiMode = { kind: 'skill', skill: 'x', curse: true };
    expect(needsNoTarget(legal, mode)).toBe(true);
    expect(commandForTarget(legal, mode, null)).toEqual({ type: 'skill', skill: 'x', curse: true });
  });

  it('campfire prompt (R-MAP-11): the open cells of the boards to choose from are lit, and a tap on one chooses that board', () => {
    let state = createMatch({ variant: 'standard', seed: 4 });
    for (let i = 0; i < 20 && state.pending && state.pending.kind !== 'campfire'; i++) {
      const r = applyCommand(state, state.pending.seat, legalCommands(state, state.pending.seat).commands[0]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const p = state.pending;
    if (p?.kind !== 'campfire') throw new Error('no campfire prompt');
    const legal = legalCommands(state, p.seat);
    const lit = Object.keys(highlightsFor(state, legal, IDLE, null).cells);
    const open = (board: string) =>
      Object.entries(state.map.cells)
        .filter(([, c]) => c.board === board && c.terrain === 'open')
        .map(([k]) => k);
    expect(lit.sort()).toEqual(p.options.flatMap(open).sort());
    const second = open(p.options[1])[0];
    const intent = intentForCell(state, legal, IDLE, null, second);
    expect(intent).toEqual({ send: { type: 'choose', prompt: p.id, option: 1 } });
    const r = applyCommand(state, p.seat, (intent as { send: Parameters<typeof applyCommand>[2] }).send);
    expect(r.ok).toBe(true);
    // A cell of another board does nothing.
    const elsewhere = Object.entries(state.map.cells).find(([, c]) => !p.options.includes(c.board))![0];
    expect(intentForCell(state, legal, IDLE, null, elsewhere)).toBeNull();
  });

  it('step prompt: clicking an option cell chooses that option', () => {
    const state = setUp();
    const options = [
      { q: 1, r: 0 },
      { q: 2, r: 0 },
    ];
    const legal = {
      prompt: { kind: 'step', id: 9, seat: 0, unit: 'eli', purpose: 'push', options },
      moves: [],
      skills: [],
      items: [],
      reactions: [],
    } as unknown as LegalCommands;
    expect(highlightsFor(state, legal, IDLE, null).cells).toEqual({ '1,0': 'step', '2,0': 'step' });
    expect(intentForCell(state, legal, IDLE, null, '2,0')).toEqual({ send: { type: 'choose', prompt: 9, option: 1 } });
    expect(intentForCell(state, legal, IDLE, null, '3,0')).toBeNull();
  });

  it('reaction mode: a chosen reaction aimed at a unit becomes a react command quoting the prompt', () => {
    const legal = {
      prompt: { kind: 'reaction', id: 4 },
      reactions: [{ use: 'skill', skill: 'eli:smokeVeil', speed: 10, curse: false, targets: [{ unit: 'noel' }] }],
      skills: [],
      items: [],
      moves: [],
    } as unknown as LegalCommands;
    expect(commandForTarget(legal, { kind: 'react', index: 0, curse: false }, { unit: 'noel' })).toEqual({
      type: 'react',
      prompt: 4,
      use: 'skill',
      skill: 'eli:smokeVeil',
      target: { unit: 'noel' },
    });
  });

  it('keyboard movement (R-MOVE-2 a step, R-MOVE-4 a turn in place): ↑ steps forward in the facing, ←/→ turn in place, each as the engine accepts it', () => {
    // Turn the acting unit until the cell ahead is open, so the forward step exists.
    let state = setUp();
    const seat = turnSeat(state);
    const unit = () => state.units[state.turn!.unit];
    for (
      let i = 0;
      i < 6 &&
      !legalCommands(state, seat).moves.some(
        (m) => m.path.length === 1 && hexKey(m.cell) === hexKey(neighbor(unit().pos!, unit().facing)),
      );
      i++
    ) {
      const r = applyCommand(state, seat, keyMoveCommand(state, legalCommands(state, seat), 'left')!);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    const before = unit();
    const forward = keyMoveCommand(state, legalCommands(state, seat), 'forward');
    expect(forward).toEqual({ type: 'move', path: [neighbor(before.pos!, before.facing)] });
    const moved = applyCommand(state, seat, forward);
    expect(moved.ok && moved.state.units[before.id].pos).toEqual(neighbor(before.pos!, before.facing));
    const right = keyMoveCommand(state, legalCommands(state, seat), 'right');
    expect(right).toEqual({ type: 'turn', facing: (before.facing + 5) % 6 });
    expect(applyCommand(state, seat, right).ok).toBe(true);
    // Nothing for a seat that is not acting, or with no movement left.
    expect(keyMoveCommand(state, legalCommands(state, ((seat + 1) % 4) as Seat), 'forward')).toBeNull();
    expect(keyMoveCommand(state, { ...legalCommands(state, seat), moves: [], turns: [] }, 'left')).toBeNull();
  });
});
