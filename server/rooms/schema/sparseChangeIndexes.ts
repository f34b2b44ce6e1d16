import { ChangeTree, MapSchema } from '@colyseus/schema';

/** The parts of the library's ChangeTree this module touches (not in its public typings). */
type ChangeSet = { indexes: object };
type ChangeTreeInternals = {
  ref: unknown;
  indexedOperations: object;
  changes: ChangeSet;
  filteredChanges?: ChangeSet;
  endEncode(changeSetName: string): void;
  discard(discardAll?: boolean): void;
};

const proto = ChangeTree.prototype as unknown as ChangeTreeInternals;
const { endEncode, discard } = proto;
if (typeof endEncode !== 'function' || typeof discard !== 'function') {
  throw new Error('@colyseus/schema: ChangeTree.endEncode/discard not found; server/rooms/schema/sparseChangeIndexes.ts needs updating');
}

/**
 * Makes @colyseus/schema (3.0.76, pinned) track a MapSchema's changes in objects that V8 keeps as dictionaries.
 *
 * Why: after every patch the library gives each changed map fresh `{}` objects (`indexedOperations`, the change set's
 * `indexes`, the map's `deletedItems`) and the next change stores the entry's index into them. A map's indexes only
 * grow (a deleted key's index is never reused), and the view map of a match holds ~180 leaves whose keys come and go,
 * so its indexes reach the hundreds. Storing index 700 into an empty `{}` makes V8 allocate a fast element store of
 * ~1,000 slots (8 KB), two or three per patch: a quarter of all the bytes the server allocated per command
 * (docs/online.md "Load benchmark"). An object whose elements are already a dictionary takes the same store as one
 * small entry. Keys, values and the order integer keys enumerate in are the same either way, so the encoded patches
 * are byte-identical (test/server/sparseChangeIndexes.test.ts).
 *
 * Installed once for the process (BattleState.ts); a second call does nothing.
 */
export function installSparseChangeIndexes(): void {
  if (proto.endEncode !== endEncode) return;
  proto.endEncode = function (this: ChangeTreeInternals, changeSetName: string) {
    endEncode.call(this, changeSetName);
    if (this.ref instanceof MapSchema) sparseTracking(this, [(this as unknown as Record<string, ChangeSet>)[changeSetName]]);
  };
  proto.discard = function (this: ChangeTreeInternals, discardAll?: boolean) {
    discard.call(this, discardAll);
    if (this.ref instanceof MapSchema) sparseTracking(this, [this.changes, this.filteredChanges]);
  };
}

/** Gives a map's change tracking, just reset by the library, sparse objects in place of the fresh `{}` it made. */
function sparseTracking(tree: ChangeTreeInternals, changeSets: (ChangeSet | undefined)[]): void {
  tree.indexedOperations = sparseObject();
  for (const set of changeSets) if (set !== undefined) set.indexes = sparseObject();
  (tree.ref as { deletedItems: object }).deletedItems = sparseObject();
}

/** Puts the library's own methods back (tests compare the two). */
export function uninstallSparseChangeIndexes(): void {
  proto.endEncode = endEncode;
  proto.discard = discard;
}

/**
 * An empty object whose elements are a dictionary: V8 switches to one when an index lies more than 1,024 past the
 * store's end, and keeps it after the delete, so later integer keys cost an entry each, not a store up to the key.
 */
function sparseObject(): object {
  const o: Record<number, number> = {};
  o[SPARSE_INDEX] = 0;
  delete o[SPARSE_INDEX];
  return o;
}

const SPARSE_INDEX = 1 << 20;
