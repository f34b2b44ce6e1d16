import { ChangeTree, MapSchema } from '@colyseus/schema';

/** The parts of the library's ChangeTree this module touches (not in its public typings). */
type ChangeSet = { indexes: object };
/** A change set kept for the whole state (what a joining client is sent): entry indexes in the order they were added. */
type WholeStateSet = { indexes: Record<number, number>; operations: (number | undefined)[] };
type ChangeTreeInternals = {
  ref: unknown;
  indexedOperations: object;
  changes: ChangeSet;
  filteredChanges?: ChangeSet;
  allChanges: WholeStateSet;
  allFilteredChanges?: WholeStateSet;
  endEncode(changeSetName: string): void;
  discard(discardAll?: boolean): void;
};

const proto = ChangeTree.prototype as unknown as ChangeTreeInternals;
const { endEncode, discard } = proto;
if (typeof endEncode !== 'function' || typeof discard !== 'function') {
  throw new Error(
    '@colyseus/schema: ChangeTree.endEncode/discard not found; server/patches/sparseChangeIndexes.ts needs updating',
  );
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
 * It also drops the holes a deleted key leaves in a map's whole-state change set (`allChanges`: the library marks the
 * entry undefined and appends the next key at the end), which otherwise grew by about one slot every second command for
 * the life of a room, and was walked in full for each joining client. The entries keep their order, so a joining
 * client's full state is the same bytes.
 *
 * Installed once for the process (server/patches/index.ts applyLibraryPatches); a second call does nothing.
 */
export function installSparseChangeIndexes(): void {
  if (proto.endEncode !== endEncode) return;
  proto.endEncode = function (this: ChangeTreeInternals, changeSetName: string) {
    endEncode.call(this, changeSetName);
    if (this.ref instanceof MapSchema) {
      sparseTracking(this, [(this as unknown as Record<string, ChangeSet>)[changeSetName]]);
      for (const set of [this.allChanges, this.allFilteredChanges]) dropHoles(set, this.ref.size);
    }
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

/**
 * Packs a whole-state change set once its holes outnumber its entries (a map of `size` keys has `size` entries), so the
 * work is a constant per deleted key.
 */
function dropHoles(set: WholeStateSet | undefined, size: number): void {
  if (set === undefined || set.operations.length <= 2 * size + 16) return;
  const { operations } = set;
  const indexes = sparseObject() as Record<number, number>;
  let kept = 0;
  for (const index of operations) {
    if (index === undefined) continue;
    if (index >= 0) indexes[index] = kept;
    operations[kept++] = index;
  }
  operations.length = kept;
  set.indexes = indexes;
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
