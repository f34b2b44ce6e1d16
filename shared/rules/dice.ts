/**
 * Dice (R-DICE, O-24): three D6 kinds with fixed faces, the d20 and the statue coin. Every roll takes the next
 * forced result when a scenario queued one, otherwise draws from the generator in the state.
 */
import type { Amount, DieKind } from '../content/schema';
import { randomInt } from '../random';
import { emit, type Ctx } from './context';
import type { GameState } from './state';

/** Face values per die kind (O-24): the advantage die's red faces count 2 (R-DICE-2); blanks are 0 (R-DICE-3). */
export const DIE_FACES: Record<DieKind, readonly number[]> = {
  normal: [0, 0, 1, 1, 1, 1],
  advantage: [0, 1, 1, 1, 2, 2],
  disadvantage: [0, 0, 0, 1, 1, 1],
};

/** Every kind of roll: a D6 kind, the d20, the coin. */
export type RollKind = DieKind | 'd20' | 'coin';

/** Where rolls come from once the forced results are used up, instead of the generator (previews: preview/diceTree.ts). */
export type RollSource = (kind: RollKind) => number;
let source: RollSource | null = null;

/**
 * Runs `fn` with every roll after the forced results taken from `from` instead of the state's generator, then restores
 * the previous source. Synchronous only; the engine stays pure because `fn` runs applyCommand on copies.
 */
export function withRollSource<T>(from: RollSource, fn: () => T): T {
  const before = source;
  source = from;
  try {
    return fn();
  } finally {
    source = before;
  }
}

/** Takes the next forced result, if any (scenarios: "forced dice results consumed before the generator"). */
function forced(state: GameState): number | null {
  if (state.forcedRolls.length === 0) return null;
  const [next, ...rest] = state.forcedRolls; // a new list: the input state shares the old one (cloneState.ts)
  state.forcedRolls = rest;
  return next;
}

/** Rolls one D6 of a kind; returns its face value. */
export function rollDie(state: GameState, kind: DieKind): number {
  const f = forced(state);
  if (f !== null) return f;
  if (source) return source(kind);
  return DIE_FACES[kind][randomInt(state.rng, 6)];
}

/** Rolls the d20 (R-INIT-1). */
export function rollD20(state: GameState): number {
  const f = forced(state);
  if (f !== null) return f;
  if (source) return source('d20');
  return randomInt(state.rng, 20) + 1;
}

/** Tosses a coin: 0 or 1 (R-MAP-12, R-WORLD-2). */
export function tossCoin(state: GameState): 0 | 1 {
  const f = forced(state);
  if (f !== null) return (f === 0 ? 0 : 1) as 0 | 1;
  if (source) return source('coin') === 0 ? 0 : 1;
  return randomInt(state.rng, 2) as 0 | 1;
}

/** Rolls an amount (fixed + dice, R-DMG-1); returns the total and the faces per kind for events. */
export function rollAmount(
  state: GameState,
  amount: Amount,
): { total: number; rolls: { kind: DieKind; faces: number[] }[] } {
  let total = amount.fixed;
  const rolls: { kind: DieKind; faces: number[] }[] = [];
  for (const pool of amount.dice ?? []) {
    const faces: number[] = [];
    for (let i = 0; i < pool.count; i++) faces.push(rollDie(state, pool.kind));
    total += faces.reduce((a, b) => a + b, 0);
    rolls.push({ kind: pool.kind, faces });
  }
  return { total, rolls };
}

/** Rolls an amount for `unitId` with the state's dice and announces each pool (a `diceRolled` event); returns the total. */
export function rollFor(ctx: Ctx, unitId: string, amount: Amount): number {
  const r = rollAmount(ctx.state, amount);
  for (const roll of r.rolls)
    emit(ctx, {
      type: 'diceRolled',
      unit: unitId,
      kind: roll.kind,
      faces: roll.faces,
      total: roll.faces.reduce((x, y) => x + y, 0),
    });
  return r.total;
}
