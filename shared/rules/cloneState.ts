import type { ChainState, DeclaredAction, GameState, TurnState, Unit } from './state';
import { keysInOrder, topLevelCopy } from './topLevelCopy';

/**
 * A command's working copy of the state, copy-on-write (test/shared/rules/copyOnWrite.test.ts): the parts a command
 * changes field by field (units, turn, counters, chain) are copied; every other part is shared with the input, and the
 * engine replaces such a part whole when it changes it, never changing it in place. Shared: content and map (never
 * changed during a match, but for the campfire choice, setup.ts answerCampfire), the generator's numbers (random
 * nextUint32 replaces them), forced rolls (dice.ts), markers, statue, nights, seats, initiative, stubborn dice, the
 * pending decision, and within each unit its position, lists, equipment and statuses (state.ts Unit). The copy and
 * the garbage it leaves were the largest share of a command (docs/performance.md "The engine").
 */
export function cloneState(state: GameState): GameState {
  // The top level copied (keysInOrder), then each copied part replaced by name: the copy keeps the state's key order (a
  // view's leaves, and so its JSON text, then do not depend on how many commands made the state). Assigning each part
  // by name, not through a table of copiers looked up by key, is what keeps this a fast copy (bench).
  const copy = topLevelCopy(state);
  // The generator object is written (random.ts nextUint32 sets `s`), its array of numbers never changed in place.
  if (state.rng) copy.rng = { s: state.rng.s };
  if (state.units) copy.units = cloneUnits(state.units);
  if (state.turn) copy.turn = cloneTurn(state.turn);
  if (state.chain) copy.chain = cloneChain(state.chain);
  if (state.market) copy.market = copyJson(state.market);
  if (state.counters) copy.counters = cloneCounters(state.counters);
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

/** A turn's keys as beginTurn (turnFlow.ts) gives them. */
const TURN_KEYS = ['unit', 'phase', 'movementLeft', 'standardActions', 'flipped', 'owner', 'summonQueue'];

function cloneTurn(t: TurnState): TurnState {
  const queue = t.summonQueue ? t.summonQueue.slice() : t.summonQueue;
  if (keysInOrder(t, TURN_KEYS))
    return {
      unit: t.unit,
      phase: t.phase,
      movementLeft: t.movementLeft,
      standardActions: t.standardActions,
      flipped: t.flipped,
      owner: t.owner,
      summonQueue: queue,
    };
  const c = { ...t };
  if (t.summonQueue) c.summonQueue = queue;
  return c;
}

/** The counters' keys as emptyState gives them; the first marker adds `marker` last (effects/placeMarker.ts). */
const COUNTER_KEYS = ['prompt', 'event', 'action', 'status', 'turn'];
const COUNTER_KEYS_MARKER = [...COUNTER_KEYS, 'marker'];

function cloneCounters(c: GameState['counters']): GameState['counters'] {
  if (keysInOrder(c, COUNTER_KEYS))
    return { prompt: c.prompt, event: c.event, action: c.action, status: c.status, turn: c.turn };
  if (keysInOrder(c, COUNTER_KEYS_MARKER))
    return { prompt: c.prompt, event: c.event, action: c.action, status: c.status, turn: c.turn, marker: c.marker };
  return { ...c };
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
    id: u.id,
    kind: u.kind,
    def: u.def,
    seat: u.seat,
    team: u.team,
    relic: u.relic,
    relicRevealed: u.relicRevealed,
    alive: u.alive,
    pos: u.pos,
    facing: u.facing,
    hp: u.hp,
    maxHp: u.maxHp,
    movement: u.movement,
    constitution: u.constitution,
    initiativeModifier: u.initiativeModifier,
    board: u.board,
    side: u.side,
    used: u.used,
    curse: u.curse,
    souls: u.souls,
    items: u.items,
    equipment: u.equipment,
    statuses: u.statuses,
    trackerFlips: u.trackerFlips,
    rune: u.rune,
    form: u.form,
    mechanism: cloneMechanism(u.mechanism),
  };
}

/**
 * The units of a command's result with every unit the command left as it was put back as the input's object (and the
 * whole record when none changed): the copy made up front (cloneUnits) becomes garbage at once instead of living as
 * long as the state, and whoever compares two states (the room's view diff, undo) skips an unchanged unit by identity
 * (docs/performance.md "The engine"). Sharing is safe for the same reason as the rest of the copy-on-write state: the next
 * command copies every unit again before it writes one.
 */
export function keepUnchangedUnits(before: Record<string, Unit>, after: Record<string, Unit>): Record<string, Unit> {
  let all = true;
  for (const id in after) {
    const b = before[id];
    if (b !== undefined && sameUnit(b, after[id])) after[id] = b;
    else all = false;
  }
  if (!all) return after;
  // Every unit kept: the input's record too if it has the same ids in the same order (the key order is part of the state).
  let i = 0;
  const ids = Object.keys(after);
  for (const id in before) if (ids[i++] !== id) return after;
  return i === ids.length ? before : after;
}

/**
 * Whether a unit's copy still equals its original: every field the same value or the same shared object, the fields a
 * command changes most often first. Written out field by field (a loop over a key list was 40 % slower per command:
 * its keyed reads see every field's type); copyOnWrite.test.ts changes each field of a unit in turn, so a field added to
 * Unit and not here fails there.
 */
function sameUnit(a: Unit, b: Unit): boolean {
  return (
    a.facing === b.facing &&
    a.pos === b.pos &&
    a.hp === b.hp &&
    a.used === b.used &&
    a.statuses === b.statuses &&
    a.trackerFlips === b.trackerFlips &&
    a.alive === b.alive &&
    a.side === b.side &&
    a.board === b.board &&
    a.curse === b.curse &&
    a.souls === b.souls &&
    a.items === b.items &&
    a.equipment === b.equipment &&
    a.rune === b.rune &&
    a.form === b.form &&
    a.relic === b.relic &&
    a.relicRevealed === b.relicRevealed &&
    a.maxHp === b.maxHp &&
    a.movement === b.movement &&
    a.constitution === b.constitution &&
    a.initiativeModifier === b.initiativeModifier &&
    a.id === b.id &&
    a.kind === b.kind &&
    a.def === b.def &&
    a.seat === b.seat &&
    a.team === b.team &&
    sameMechanism(a.mechanism, b.mechanism)
  );
}

/** Mechanism counters: the same keys in the same order, equal numbers, strings, flags and lists of strings. */
function sameMechanism(a: Unit['mechanism'], b: Unit['mechanism']): boolean {
  if (a === b) return true;
  const ka = Object.keys(a),
    kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i];
    if (k !== kb[i]) return false;
    const x = a[k],
      y = b[k];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    for (let j = 0; j < x.length; j++) if (x[j] !== y[j]) return false;
  }
  return true;
}

function cloneMechanism(m: Unit['mechanism']): Unit['mechanism'] {
  // Most units have no counters: a new empty object without a spread (the records' many shapes make a spread slow).
  let empty = true;
  for (const _ in m) {
    empty = false;
    break;
  }
  if (empty) return {};
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
 * so its size is what the garbage collector moves (docs/online.md "Load benchmark").
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
