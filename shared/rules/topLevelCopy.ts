import type { GameState } from './state';

// The state's top level copied, its parts shared: a file apart from cloneState.ts, whose deep copies only the engine's
// commands need, because the views (view.ts) and so every page with a board copy the top level too (docs/client.md
// "Delivery").

/**
 * Whether `value`'s keys are exactly `keys`, in that order. The state, its turn and its counters are copied as one
 * object literal when their keys are the ones the engine gives them (a spread took most of cloneState in a game, the
 * literal a fraction of that: bench); otherwise (draft fields, a hand-built state) by spread, which keeps whatever
 * order the object has. Either way the copy's key order is the original's.
 */
export function keysInOrder(value: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in value) if (key !== keys[i++]) return false;
  return i === keys.length;
}

/** The state's keys in the order emptyState (setup.ts) gives them; a standard match keeps its dealt relics last. */
const STATE_KEYS = [
  'version',
  'variant',
  'seed',
  'rng',
  'forcedRolls',
  'content',
  'map',
  'statue',
  'markers',
  'units',
  'seats',
  'initiative',
  'stage',
  'round',
  'turnIndex',
  'turn',
  'pending',
  'chain',
  'market',
  'nights',
  'stubbornDice',
  'winner',
  'counters',
];
const STATE_KEYS_RELICS = [...STATE_KEYS, 'dealtRelics'];
/** A view (view.ts viewFor) adds its `viewer` last. */
const VIEW_KEYS = [...STATE_KEYS, 'viewer'];
const VIEW_KEYS_RELICS = [...STATE_KEYS_RELICS, 'viewer'];

/**
 * The state's top level copied (its parts shared), in its own key order: one object literal when the keys are the ones
 * the engine gives (V8 then keeps it a fast object; a spread of this many keys is slower and, with a key added after it,
 * as viewFor does, turns into a dictionary), else a spread. A view's copy keeps its `viewer`, on the same fast path
 * (the bot and the client's previews copy views).
 */
export function topLevelCopy(s: GameState): GameState {
  const viewer = keysInOrder(s, VIEW_KEYS) || keysInOrder(s, VIEW_KEYS_RELICS);
  const copy = viewer ? stateOfView(s) : engineKeys(s) ? stateLiteral(s) : { ...s };
  if (viewer) (copy as GameState & { viewer: unknown }).viewer = (s as GameState & { viewer: unknown }).viewer;
  return copy;
}

/** Whether the state has exactly the engine's keys (with or without dealt relics), in order. */
function engineKeys(s: GameState): boolean {
  return keysInOrder(s, STATE_KEYS) || keysInOrder(s, STATE_KEYS_RELICS);
}

/**
 * A view's parts as a state without its `viewer` key (determinize.ts builds a full state from it): the top level
 * copied, its parts shared. A view whose keys are not the engine's is copied by spread, less the viewer.
 */
export function stateOfView(view: GameState): GameState {
  const v = view as GameState & { viewer?: unknown };
  if (keysInOrder(v, VIEW_KEYS) || keysInOrder(v, VIEW_KEYS_RELICS) || engineKeys(v)) return stateLiteral(v);
  const { viewer: _viewer, ...rest } = v;
  return rest;
}

/** The state's top level as one object literal in the engine's key order, dealt relics last when it has them. */
function stateLiteral(s: GameState): GameState {
  const copy: GameState = {
    version: s.version,
    variant: s.variant,
    seed: s.seed,
    rng: s.rng,
    forcedRolls: s.forcedRolls,
    content: s.content,
    map: s.map,
    statue: s.statue,
    markers: s.markers,
    units: s.units,
    seats: s.seats,
    initiative: s.initiative,
    stage: s.stage,
    round: s.round,
    turnIndex: s.turnIndex,
    turn: s.turn,
    pending: s.pending,
    chain: s.chain,
    market: s.market,
    nights: s.nights,
    stubbornDice: s.stubbornDice,
    winner: s.winner,
    counters: s.counters,
  };
  if ('dealtRelics' in s) copy.dealtRelics = s.dealtRelics;
  return copy;
}
