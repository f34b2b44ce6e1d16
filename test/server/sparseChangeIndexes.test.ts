// server/patches/sparseChangeIndexes.ts: the view map's change tracking kept in dictionary-mode objects. The patches
// must be the same bytes as the library's own tracking gives, and a change at a high index must not cost an element
// store sized to that index (what the module is for; docs/online.md "Load benchmark").
import { Session } from 'node:inspector/promises';
import fc from 'fast-check';
import { $changes, Encoder, MapSchema, Schema, StateView, type, view } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../shared/ai';
import { emptyProjection, projectToSchema } from '../../server/rooms/projectToSchema';
import { installSparseChangeIndexes, uninstallSparseChangeIndexes } from '../../server/patches/sparseChangeIndexes';
import { engine, type GameState } from '../../server/engine';
import { heldRoomSchema } from './heldRoomSchema';

Encoder.BUFFER_SIZE = 256 * 1024;
const rules = engine();

/** Every patch a room of this match sends (shared part and each seat's view), one bot command after another. */
function roomPatches(variant: 'beginner' | 'standard', seed: number, commands: number): string[] {
  const { state, encoder, views } = heldRoomSchema();
  let game: GameState = rules.createMatch({ variant, seed });
  let projection = projectToSchema(state, game, rules, emptyProjection());
  const out: string[] = [Buffer.from(encoder.encodeAll()).toString('hex')];
  encoder.discardChanges();
  for (let n = 0; n < commands; n++) {
    const awaited = rules.awaiting(game);
    if (!awaited || game.stage === 'over') break;
    const seat = awaited.seats[0];
    const command = chooseBotCommand(rules, game, seat, n) ?? rules.defaultCommand(game, seat);
    const result = rules.applyCommand(game, seat, command);
    if (!result.ok) throw new Error(`bot command refused: ${result.error.code}`);
    game = result.state;
    projection = projectToSchema(state, game, rules, projection);
    const it = { offset: 1 };
    encoder.encode(it);
    const shared = it.offset;
    out.push(...views.map((v) => patchHex(encoder.encodeView(v, shared, it))));
    encoder.discardChanges();
    if (n % 100 === 99) out.push(...fullStates(encoder, views));
  }
  out.push(...fullStates(encoder, views));
  return out;
}

/** What a client joining now is sent: the whole shared state, then each seat's view of it. */
function fullStates(encoder: Encoder, views: StateView[]): string[] {
  const it = { offset: 0 };
  const shared = Buffer.from(encoder.encodeAll(it)).toString('hex');
  return [
    shared,
    ...views.map((v) => Buffer.from(encoder.encodeAllView(v, it.offset, { offset: it.offset })).toString('hex')),
  ];
}

/**
 * How many slots a map's whole-state change set holds after `patches` patches that each remove five of its 200 keys and
 * add them back (a unit's statuses come and go so in a match), and the map's size.
 */
function wholeStateSlots(patches: number): { slots: number; size: number } {
  const state = new Wide();
  for (let i = 0; i < 200; i++) state.leaves.set(`k${i}`, '0');
  const encoder = new Encoder(state);
  encoder.encodeAll();
  encoder.discardChanges();
  for (let n = 0; n < patches; n++) {
    for (let j = 0; j < 5; j++) state.leaves.delete(`k${(n * 5 + j) % 200}`);
    encoder.encode({ offset: 0 });
    encoder.discardChanges();
    for (let j = 0; j < 5; j++) state.leaves.set(`k${(n * 5 + j) % 200}`, String(n));
    encoder.encode({ offset: 0 });
    encoder.discardChanges();
  }
  const tree = (state.leaves as unknown as Record<symbol, { allChanges: { operations: unknown[] } }>)[$changes]!;
  return { slots: tree.allChanges.operations.length, size: state.leaves.size };
}

/** A patch's bytes after the first, which the room fills with the message type (left as it was in the buffer here). */
function patchHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.subarray(1)).toString('hex');
}

class Wide extends Schema {
  @type({ map: 'string' }) leaves = new MapSchema<string>();
}

/** A public map and a @view() one, as BattleState's `view` and a seat layer's `leaves`. */
class TwoMaps extends Schema {
  @type({ map: 'string' }) open = new MapSchema<string>();
  @view() @type({ map: 'string' }) hidden = new MapSchema<string>();
}

/** One patch's operations on TwoMaps: set (key, value), delete (key), or clear, on either map. */
type MapOp = { map: 'open' | 'hidden'; op: 'set' | 'delete' | 'clear'; key: number; value: number };
const mapOp = fc.record({
  map: fc.constantFrom('open' as const, 'hidden' as const),
  op: fc.constantFrom(
    'set' as const,
    'set' as const,
    'set' as const,
    'delete' as const,
    'delete' as const,
    'clear' as const,
  ),
  key: fc.nat({ max: 40 }),
  value: fc.nat({ max: 3 }),
});

/** The bytes of every patch (shared part, then a client that sees the @view() map, then one that does not). */
function mapPatches(patches: MapOp[][]): string[] {
  const state = new TwoMaps();
  const encoder = new Encoder(state);
  const seeing = new StateView();
  seeing.add(state);
  seeing.add(state.hidden);
  const blind = new StateView();
  blind.add(state);
  const out: string[] = [];
  for (const ops of patches) {
    for (const { map, op, key, value } of ops) {
      const m = state[map];
      if (op === 'set') m.set(`k${key}`, String(value));
      else if (op === 'delete') m.delete(`k${key}`);
      else m.clear();
    }
    const it = { offset: 1 };
    encoder.encode(it);
    const shared = it.offset;
    out.push(patchHex(encoder.encodeView(seeing, shared, it)), patchHex(encoder.encodeView(blind, shared, it)));
    encoder.discardChanges();
  }
  out.push(...fullStates(encoder, [seeing, blind]));
  return out;
}

/** Bytes allocated per patch when each patch changes the map's entry at index 999 (sampled by V8's heap profiler). */
async function bytesPerHighIndexPatch(): Promise<number> {
  const state = new Wide();
  for (let i = 0; i < 1000; i++) state.leaves.set(`k${i}`, '0');
  const encoder = new Encoder(state);
  encoder.encodeAll();
  encoder.discardChanges();
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  // Every sampled allocation, the collected ones too (by default the profile keeps only what is still alive).
  // (Node 20's typings lack the two include flags.)
  const sampling = {
    samplingInterval: 256,
    includeObjectsCollectedByMinorGC: true,
    includeObjectsCollectedByMajorGC: true,
  };
  await session.post('HeapProfiler.startSampling', sampling as never);
  const patches = 400;
  for (let n = 0; n < patches; n++) {
    state.leaves.set('k999', String(n));
    encoder.encode({ offset: 0 });
    encoder.discardChanges();
  }
  const { profile } = await session.post('HeapProfiler.stopSampling');
  await session.post('HeapProfiler.disable');
  session.disconnect();
  // Each sample stands for one allocation of `size` bytes (Node 20's typings lack the samples list).
  const { samples } = profile as unknown as { samples: { size: number }[] };
  return samples.reduce((sum, s) => sum + s.size, 0) / patches;
}

/** Runs `fn` with the library's own change tracking (BattleState.ts installs the sparse one for the process). */
async function withLibraryTracking<T>(fn: () => T | Promise<T>): Promise<T> {
  uninstallSparseChangeIndexes();
  try {
    return await fn();
  } finally {
    installSparseChangeIndexes();
  }
}

describe("sparse change indexes (the view map's change tracking)", () => {
  it("sends byte-identical patches to the library's own tracking over whole bot games", async () => {
    const cases: ['beginner' | 'standard', number][] = [
      ['beginner', 3],
      ['standard', 7],
      ['standard', 11],
    ];
    const withSparse = cases.map(([variant, seed]) => roomPatches(variant, seed, 300));
    const withLibrary = await withLibraryTracking(() =>
      cases.map(([variant, seed]) => roomPatches(variant, seed, 300)),
    );
    for (let i = 0; i < cases.length; i++) {
      expect(withSparse[i].length).toBeGreaterThan(100);
      expect(withSparse[i]).toEqual(withLibrary[i]);
    }
  });

  it('sends byte-identical patches for any sequence of sets, deletes, re-adds and clears, public and @view()', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(mapOp, { maxLength: 12 }), { minLength: 1, maxLength: 30 }),
        async (patches) => {
          const withSparse = mapPatches(patches);
          expect(withSparse).toEqual(await withLibraryTracking(() => mapPatches(patches)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sends byte-identical patches and full states over long churn of keys (the whole-state set packed many times)', async () => {
    // Keys deleted and added again (each comes back at a new index, leaving a hole), no clear (which empties the set).
    const churnOp = fc.record({
      map: fc.constantFrom('open' as const, 'hidden' as const),
      op: fc.constantFrom('set' as const, 'delete' as const),
      key: fc.nat({ max: 15 }),
      value: fc.nat({ max: 3 }),
    });
    const churn = fc.array(fc.array(churnOp, { minLength: 4, maxLength: 12 }), { minLength: 40, maxLength: 80 });
    await fc.assert(
      fc.asyncProperty(churn, async (patches) => {
        expect(mapPatches(patches)).toEqual(await withLibraryTracking(() => mapPatches(patches)));
      }),
      { numRuns: 60 },
    );
  });

  it("keeps the view map's whole-state change set near the map's size for the life of a room", async () => {
    const packed = wholeStateSlots(400);
    const library = await withLibraryTracking(() => wholeStateSlots(400));
    expect(packed.size).toBe(library.size);
    // The library's own grows by a slot for every key added back (here 2,000 over the 400 patches).
    expect(library.slots).toBeGreaterThan(2 * library.size + 16);
    expect(packed.slots).toBeLessThanOrEqual(2 * packed.size + 16);
  });

  it('a change at a high map index allocates a few entries, not a store sized to the index', async () => {
    const sparse = await bytesPerHighIndexPatch();
    const library = await withLibraryTracking(bytesPerHighIndexPatch);
    // The library's own: two stores of ~1,500 slots (8 bytes each) per patch.
    expect(library).toBeGreaterThan(20_000);
    expect(sparse).toBeLessThan(3_000);
  });
});
