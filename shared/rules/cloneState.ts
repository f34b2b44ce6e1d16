import type { ChainState, DeclaredAction, GameState, Marker, StatusInstance, TurnState, Unit } from './state';

/**
 * A deep copy of everything a command can change. Content and map cells are never changed during a match, so the copy
 * shares them with the input (both states treat them as immutable); this keeps a command cheap (bench: rules.bench.ts).
 * The parts whose type is fixed (units, most of a state, and the small lists and records) are copied along their type,
 * which V8 does several times faster than copyJson, which meets every shape in the state; any other part by copyJson.
 */
export function cloneState(state: GameState): GameState {
  // A spread, then each object-valued field replaced in place: the copy keeps the state's key order (a view's leaves, and
  // so its JSON text, then do not depend on how many commands made the state).
  const copy = { ...state } as Record<string, unknown>;
  for (const key in copy) {
    const value = copy[key];
    if (typeof value !== 'object' || value === null || key === 'content') continue;
    const copier = COPIERS[key as keyof GameState];
    copy[key] = copier ? copier(value as never) : copyJson(value);
  }
  return copy as GameState;
}

const slice = <T>(list: T[]): T[] => list.slice();

/** The parts of a state copied along their type (state.ts); each takes the part, never null. */
const COPIERS: { [K in keyof GameState]?: (value: NonNullable<GameState[K]>) => NonNullable<GameState[K]> } = {
  // Cells and campfire areas are replaced whole at setup, never changed in place; the team's campfire choice is.
  map: (map) => ({ cells: map.cells, campfires: map.campfires, teamCampfire: { ...map.teamCampfire } }),
  units: (units) => cloneUnits(units),
  rng: (rng) => ({ ...rng, s: [rng.s[0], rng.s[1], rng.s[2], rng.s[3]] }),
  forcedRolls: slice,
  seats: slice,
  initiative: slice,
  stubbornDice: slice,
  markers: (markers) => markers.map(cloneMarker),
  turn: (turn) => cloneTurn(turn),
  counters: (counters) => ({ ...counters }),
  chain: (chain) => cloneChain(chain),
};

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

function cloneMarker(m: Marker): Marker {
  return { ...m, cell: { ...m.cell } };
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
 * literal several times faster than a spread of a unit (bench). Its position, lists, equipment, statuses and mechanism
 * counters are copied in turn. A unit without `trackerFlips` (built by hand, before makeUnit) is copied by spread, so
 * its fields keep their order.
 */
function cloneUnit(u: Unit): Unit {
  if (u.trackerFlips === undefined) return copyJson(u);
  return {
    id: u.id, kind: u.kind, def: u.def, seat: u.seat, team: u.team, relic: u.relic, relicRevealed: u.relicRevealed, alive: u.alive,
    pos: u.pos ? { ...u.pos } : u.pos, facing: u.facing, hp: u.hp, maxHp: u.maxHp, movement: u.movement,
    constitution: u.constitution, initiativeModifier: u.initiativeModifier, board: u.board, side: u.side, used: u.used.slice(),
    curse: u.curse, souls: u.souls, items: u.items.slice(), equipment: u.equipment ? { ...u.equipment } : u.equipment,
    statuses: u.statuses.length ? u.statuses.map(cloneStatus) : [], trackerFlips: u.trackerFlips, rune: u.rune, form: u.form,
    mechanism: cloneMechanism(u.mechanism),
  };
}

function cloneStatus(s: StatusInstance): StatusInstance {
  return s.grant ? { ...s, grant: copyJson(s.grant) } : { ...s };
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
