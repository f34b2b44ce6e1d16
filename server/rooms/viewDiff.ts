/** Tree diffs between engine views, in the leaf encoding of flattenView. */
import { childPath, encodeLeaf, encodeOpaque, flattenView, OPAQUE_PATHS, type Leaves } from './flattenView';

/** Deep equality of JSON values (early exit; cheaper than comparing two stringifications). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], bb[i])) return false;
    return true;
  }
  // Same defined keys with equal values (undefined fields count as absent, as in JSON).
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let na = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    na++;
    if (!jsonEqual(ra[k], rb[k])) return false;
  }
  let nb = 0;
  for (const k in rb) if (rb[k] !== undefined) nb++;
  return na === nb;
}

type Kind = 'absent' | 'leaf' | 'object' | 'array';

function kindOf(v: unknown): Kind {
  if (v === undefined || typeof v === 'function') return 'absent';
  if (Array.isArray(v)) return 'array';
  return v !== null && typeof v === 'object' ? 'object' : 'leaf';
}

function keysOf(v: unknown, kind: Kind): string[] {
  if (kind === 'array') return (v as unknown[]).map((_, i) => String(i));
  return Object.keys(v as object);
}

function child(v: unknown, kind: Kind, key: string): unknown {
  const c = (v as Record<string, unknown>)[key];
  // An array hole is null (as in JSON); an index past the end is absent.
  return kind === 'array' && c === undefined && Number(key) < (v as unknown[]).length ? null : c;
}

/** Emits write(path, json) for added/changed leaves and write(path, undefined) for removed ones, prev → next. */
export function diffViews(prev: unknown, next: unknown, path: string, write: (path: string, value: string | undefined) => void): void {
  if (prev === next) return;
  if (OPAQUE_PATHS.has(path)) {
    if (kindOf(next) === 'absent') { if (kindOf(prev) !== 'absent') write(path, undefined); }
    else if (kindOf(prev) === 'absent' || !jsonEqual(prev, next)) write(path, encodeOpaque(next));
    return;
  }
  const pk = kindOf(prev);
  const nk = kindOf(next);
  if (pk === nk && (pk === 'object' || pk === 'array')) {
    const nextKeys = new Set(keysOf(next, nk).filter((k) => kindOf(child(next, nk, k)) !== 'absent'));
    for (const key of keysOf(prev, pk)) {
      if (!nextKeys.has(key)) removeTree(child(prev, pk, key), childPath(path, key), write);
    }
    for (const key of nextKeys) diffViews(child(prev, pk, key), child(next, nk, key), childPath(path, key), write);
    return;
  }
  if (pk === 'leaf' && nk === 'leaf') {
    const a = encodeLeaf(prev);
    const b = encodeLeaf(next);
    if (a !== b) write(path, b);
    return;
  }
  if (pk === 'object' || pk === 'array') {
    for (const key of keysOf(prev, pk)) removeTree(child(prev, pk, key), childPath(path, key), write);
  }
  if (nk === 'absent') {
    if (pk !== 'absent') write(path, undefined);
    return;
  }
  for (const [p, v] of flattenView(next, new Map(), path)) write(p, v);
}

function removeTree(v: unknown, path: string, write: (path: string, value: string | undefined) => void): void {
  const k = kindOf(v);
  if (k === 'absent') return;
  if ((k === 'object' || k === 'array') && !OPAQUE_PATHS.has(path)) for (const key of keysOf(v, k)) removeTree(child(v, k, key), childPath(path, key), write);
  write(path, undefined);
}

/** Collects into `layer` the leaves that turn `base` into `own` ('' removes a base subtree). */
export function overlayViews(base: unknown, own: unknown, path = '', layer: Leaves = new Map()): Leaves {
  overlayTree(base, own, path, layer);
  return layer;
}

function overlayTree(base: unknown, own: unknown, path: string, layer: Leaves): void {
  if (base === own) return;
  if (OPAQUE_PATHS.has(path)) {
    if (kindOf(own) === 'absent') { if (kindOf(base) !== 'absent') layer.set(path, ''); }
    else if (!jsonEqual(base, own)) layer.set(path, encodeOpaque(own));
    return;
  }
  const bk = kindOf(base);
  const ok = kindOf(own);
  if (bk === ok && (bk === 'object' || bk === 'array')) {
    const ownKeys = new Set(keysOf(own, ok).filter((k) => kindOf(child(own, ok, k)) !== 'absent'));
    for (const key of keysOf(base, bk)) {
      if (!ownKeys.has(key) && kindOf(child(base, bk, key)) !== 'absent') layer.set(childPath(path, key), '');
    }
    for (const key of ownKeys) overlayTree(child(base, bk, key), child(own, ok, key), childPath(path, key), layer);
    return;
  }
  if (ok === 'absent') {
    if (bk !== 'absent') layer.set(path, '');
    return;
  }
  if (bk === 'leaf' && ok === 'leaf' && encodeLeaf(base) === encodeLeaf(own)) return;
  // Different kinds: the seat's subtree replaces the base one, and the base's own descendants are removed.
  const ownLeaves = flattenView(own, new Map(), path);
  if (bk === 'object' || bk === 'array') {
    for (const p of flattenView(base, new Map(), path).keys()) if (!ownLeaves.has(p)) layer.set(p, '');
  }
  for (const [p, v] of ownLeaves) layer.set(p, v);
}

