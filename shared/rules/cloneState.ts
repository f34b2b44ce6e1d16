import type { ChainState, DeclaredAction, GameState, TurnState, Unit } from './state';

/**
 * A command's working copy of the state, copy-on-write (test/shared/rules/copyOnWrite.test.ts): the parts a command
 * changes field by field (units, turn, counters, chain) are copied; every other part is shared with the input, and the
 * engine replaces such a part whole when it changes it, never changing it in place. Shared: content and map (never
 * changed during a match, but for the campfire choice, setup.ts answerCampfire), the generator's numbers (random
 * nextUint32 replaces them), forced rolls (dice.ts), markers, statue, nights, seats, initiative, stubborn dice, the
 * pending decision, and within each unit its position, lists, equipment and statuses (state.ts Unit). The copy and
 * the garbage it leaves were the largest share of a command (docs/architecture.md "Speed").
 */
export function cloneState(state: GameState): GameState {
  // A spread, then each copied part replaced by name: the copy keeps the state's key order (a view's leaves, and so its
  // JSON text, then do not depend on how many commands made the state). Assigning each part by name, not through a
  // table of copiers looked up by key, is what keeps this a fast copy (bench).
  const copy = { ...state };
  // The generator object is written (random.ts nextUint32 sets `s`), its array of numbers never changed in place.
  if (state.rng) copy.rng = { s: state.rng.s };
  if (state.units) copy.units = cloneUnits(state.units);
  if (state.turn) copy.turn = cloneTurn(state.turn);
  if (state.chain) copy.chain = cloneChain(state.chain);
  if (state.market) copy.market = copyJson(state.market);
  if (state.counters) copy.counters = { ...state.counters };
  return copy;
}

/** A chain's copy: its declared actions share their skill snapshot (below), the rest is copied by copyJson. */
function cloneChain(chain: ChainState): ChainState {
  const c = { ...chain } as Record<string, unknown>;
  for (const key in c) {
    const v = c[key];
    if (typeof v === 'object' && v !== null) c[key] = key === 'actions' ? cloneActions(chain.actions) : copyJson(v);
  }
  return c as ChainState;
}

function cloneActions(actions: ChainState['actions']): ChainState['actions'] {
  const out: ChainState['actions'] = {};
  for (const id in actions) out[id] = cloneAction(actions[id]);
  return out;
}

/**
 * A declared action's copy sharing its `skill`: the snapshot is the content's skill definition (or a copy of one), which
 * nothing changes during a match, like the content itself; copying it was most of what a chain cost to copy.
 */
function cloneAction(a: DeclaredAction): DeclaredAction {
  const c = { ...a } as Record<string, unknown>;
  for (const key in c) {
    const v = c[key];
    if (key !== 'skill' && typeof v === 'object' && v !== null) c[key] = copyJson(v);
  }
  return c as DeclaredAction;
}

function cloneTurn(t: TurnState): TurnState {
  const c = { ...t };
  if (t.summonQueue) c.summonQueue = t.summonQueue.slice();
  return c;
}

function cloneUnits(units: Record<string, Unit>): Record<string, Unit> {
  const out: Record<string, Unit> = {};
  for (const id in units) out[id] = cloneUnit(units[id]);
  return out;
}

/**
 * A unit's copy along its type (state.ts Unit), built as one object literal in makeUnit's field order: V8 copies such a
 * literal several times faster than a spread of a unit (bench). Its position, lists (used skills, items, statuses) and
 * equipment are shared: the engine replaces them when they change; its mechanism counters are copied, since modules
 * set them in place. A unit without `trackerFlips` (built by hand, before makeUnit) is copied by spread, so its fields
 * keep their order.
 */
function cloneUnit(u: Unit): Unit {
  if (u.trackerFlips === undefined) return { ...u, mechanism: cloneMechanism(u.mechanism) };
  return {
    id: u.id, kind: u.kind, def: u.def, seat: u.seat, team: u.team, relic: u.relic, relicRevealed: u.relicRevealed, alive: u.alive,
    pos: u.pos, facing: u.facing, hp: u.hp, maxHp: u.maxHp, movement: u.movement, constitution: u.constitution,
    initiativeModifier: u.initiativeModifier, board: u.board, side: u.side, used: u.used, curse: u.curse, souls: u.souls,
    items: u.items, equipment: u.equipment, statuses: u.statuses, trackerFlips: u.trackerFlips, rune: u.rune, form: u.form,
    mechanism: cloneMechanism(u.mechanism),
  };
}

function cloneMechanism(m: Unit['mechanism']): Unit['mechanism'] {
  const c = { ...m };
  for (const k in c) {
    const v = c[k];
    if (typeof v === 'object' && v !== null) c[k] = copyJson(v);
  }
  return c;
}

/**
 * A deep copy of plain JSON-shaped data (objects, arrays, primitives; undefined fields are kept); the state holds only
 * such data (STYLE). Objects are copied by spread, which gives the copy the original's compact shape: a copy built key
 * by key takes about four times the memory, and online a copy is made for every command and lives until the next one,
 * so its size is what the garbage collector moves (docs/online.md "Performance").
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const child = out[key];
    if (typeof child === 'object' && child !== null) out[key] = copyJson(child);
  }
  return out as T;
}
