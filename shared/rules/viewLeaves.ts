/**
 * The leaf encoding of engine views used online (docs/online.md "State"), shared by the server (which writes it) and
 * the client (which reads it): every container and every primitive of a view becomes one entry `path → JSON`, where
 * path is a JSON pointer without the leading slash ("units/u1/hp"; "~" → "~0", "/" → "~1") and containers are marked
 * "{}" or "[]"; the subtrees in OPAQUE_PATHS travel as one leaf each. A change to one hit point is then one map entry in
 * a patch, not the whole view. Plus the tree diffs the server uses to write only changed leaves, and the overlay of a
 * seat's private leaves on the public ones. Pure functions of viewFor's output; no rules here.
 */
/** A flattened view: path → JSON text of the leaf. The root container is under the key "". */
export type Leaves = Map<string, string>;

/**
 * Subtrees sent as one leaf holding their whole JSON: large and (in practice) unchanging for a whole match — the content
 * tables copied into the state and the map cells. Thousands of tiny leaves would cost more than one string sent once.
 */
export const OPAQUE_PATHS: ReadonlySet<string> = new Set(['content', 'map']);

function escapeSegment(key: string): string {
  // Most keys (ids, indices, "q,r" hex keys) need no escaping: skip the regular expressions for them.
  if (key.indexOf('~') < 0 && key.indexOf('/') < 0) return key;
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The path of `key` under `prefix`. */
export function childPath(prefix: string, key: string): string {
  const segment = escapeSegment(key);
  return prefix === '' ? segment : `${prefix}/${segment}`;
}

/** The JSON text of a primitive leaf (null for undefined). */
export function encodeLeaf(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** Flattens a JSON value (objects, arrays, primitives; undefined fields are skipped) into leaves. */
export function flattenView(value: unknown, out: Leaves = new Map(), prefix = ''): Leaves {
  if (OPAQUE_PATHS.has(prefix)) {
    out.set(prefix, encodeOpaque(value));
  } else if (Array.isArray(value)) {
    out.set(prefix, '[]');
    for (let i = 0; i < value.length; i++) {
      flattenView(value[i] === undefined ? null : value[i], out, childPath(prefix, String(i)));
    }
  } else if (value !== null && typeof value === 'object') {
    out.set(prefix, '{}');
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (child === undefined || typeof child === 'function') continue;
      flattenView(child, out, childPath(prefix, key));
    }
  } else {
    out.set(prefix, encodeLeaf(value));
  }
  return out;
}

/** The JSON text of an opaque subtree ("{}" / "[]" when empty, the same as a container mark). */
export function encodeOpaque(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** Rebuilds the JSON value from leaves (entries whose value is '' are ignored: they are removal marks). */
export function unflattenView(leaves: Iterable<[string, string]>): unknown {
  const entries = [...leaves].filter(([, v]) => v !== '');
  // Parents before children: a path's parent is always shorter.
  entries.sort((a, b) => depth(a[0]) - depth(b[0]));
  let root: unknown = undefined;
  const containers = new Map<string, unknown>();
  for (const [path, text] of entries) {
    let value: unknown;
    try {
      value = text === '{}' ? {} : text === '[]' ? [] : JSON.parse(text);
    } catch {
      continue; // a corrupt leaf must not take the whole view down (the client rebuilds views from the network)
    }
    if (path === '') {
      root = value;
      containers.set('', value);
      continue;
    }
    const cut = path.lastIndexOf('/');
    const parentPath = cut < 0 ? '' : path.slice(0, cut);
    const key = unescapeSegment(cut < 0 ? path : path.slice(cut + 1));
    const parent = containers.get(parentPath) as Record<string, unknown> | unknown[] | undefined;
    if (parent === undefined) continue; // orphan (its container was removed): skip
    if (Array.isArray(parent)) parent[Number(key)] = value;
    else parent[key] = value;
    if (text === '{}' || text === '[]') containers.set(path, value);
  }
  return root;
}

function depth(path: string): number {
  if (path === '') return -1;
  let n = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) n++;
  return n;
}

/** Overlays a seat layer on public leaves: layer values replace, '' removes. */
export function overlayLeaves(base: Iterable<[string, string]>, layer: Iterable<[string, string]>): Leaves {
  const out: Leaves = new Map(base);
  for (const [k, v] of layer) {
    if (v === '') out.delete(k);
    else out.set(k, v);
  }
  return out;
}

/* ---------------------------------------------------------------- tree diffs between views */

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

