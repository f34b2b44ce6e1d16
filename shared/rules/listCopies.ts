/**
 * List edits that leave the list as it was: the state's lists are shared between a command's input and its result
 * (copy-on-write, cloneState.ts), so the engine replaces a list when it changes, never changes it in place.
 */

/** A copy of `list` with Array.prototype.splice applied (the same indices, negative ones included). */
export function spliced<T>(list: readonly T[], start: number, deleteCount: number, ...items: T[]): T[] {
  const copy = list.slice();
  copy.splice(start, deleteCount, ...items);
  return copy;
}
