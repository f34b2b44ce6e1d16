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
 * Top-level keys whose subtree is sent as one leaf holding its whole JSON:
 * - `content` and `map`: large and (in practice) unchanging for a whole match (the content tables copied into the state
 *   and the map cells). Thousands of tiny leaves would cost more than one string sent once.
 * - `chain` and `pending`: small, but they appear, change shape and go with nearly every command (the actions on the
 *   chain, a prompt's options). As leaves, a bot game adds and removes about 26 keys a command; each new key takes a
 *   new index in the room's schema map for the rest of the match, and is sent with its whole path. As one leaf each they
 *   cost one entry (docs/online.md "State").
 */
export const OPAQUE_PATHS: ReadonlySet<string> = new Set(['content', 'map', 'chain', 'pending']);

/** Opaque subtrees that are the same in many rooms at once, whose texts the rooms share (see encodeOpaque). */
const SHARED_OPAQUE_PATHS: ReadonlySet<string> = new Set(['content', 'map']);

/** The leaf text of the opaque subtree at `path` (a top-level key in OPAQUE_PATHS). */
function opaqueLeaf(path: string, value: unknown): string {
  return SHARED_OPAQUE_PATHS.has(path) ? encodeOpaque(value) : JSON.stringify(value ?? null);
}

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
    out.set(prefix, opaqueLeaf(prefix, value));
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

/**
 * Opaque texts recently made, each kept as its own key: every room of a server writes the same content tables (36 KB of
 * JSON) and, per layout, the same map (8 KB), and a room holds its leaves for its whole life. Handing out the first
 * string made for a text lets the rooms share one copy instead of a copy each (about 44 KB a room). Bounded: texts
 * come from content and layouts, which are few, but a lab may make many.
 */
const recentOpaqueTexts = new Map<string, string>();
const RECENT_OPAQUE_TEXTS = 32;

/** The JSON text of an opaque subtree ("{}" / "[]" when empty, the same as a container mark). */
export function encodeOpaque(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  if (text.length < 1024) return text; // small texts: sharing saves too little to be worth the lookup
  const kept = recentOpaqueTexts.get(text);
  if (kept !== undefined) return kept;
  if (recentOpaqueTexts.size >= RECENT_OPAQUE_TEXTS) recentOpaqueTexts.delete(recentOpaqueTexts.keys().next().value!);
  recentOpaqueTexts.set(text, text);
  return text;
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
type Write = (path: string, value: string | undefined) => void;
type Rec = Record<string, unknown>;

/** What JSON leaves out: an undefined field, a function. */
function isAbsent(v: unknown): boolean {
  return v === undefined || typeof v === 'function';
}

function kindOf(v: unknown): Kind {
  if (isAbsent(v)) return 'absent';
  if (Array.isArray(v)) return 'array';
  return v !== null && typeof v === 'object' ? 'object' : 'leaf';
}

/*
 * The walks below run for every client after every command online, over a state the engine copied whole, so they
 * allocate nothing for an unchanged node: the path is a stack of escaped segments joined only where a leaf is written,
 * equal children (same reference or same primitive) are skipped before any recursion, and the walk is plain functions
 * taking the stack and the writer (no closures made per call: under tsx each named closure also costs a __name call).
 */

/** The path of the node the segment stack points at. */
function pathOf(segs: string[]): string {
  return segs.length === 1 ? segs[0] : segs.join('/');
}

/** OPAQUE_PATHS are top-level keys: the node is opaque when the stack holds exactly that key. */
function isOpaque(segs: string[]): boolean {
  return segs.length === 1 && OPAQUE_PATHS.has(segs[0]);
}

/** An array element as JSON has it: a hole is null. */
function element(a: unknown[], i: number): unknown {
  const v = a[i];
  return v === undefined ? null : v;
}

/** Whether two primitives (neither absent) encode differently: the same as comparing encodeLeaf's texts. */
function leafChanged(prev: unknown, next: unknown): boolean {
  if (prev === next) return false;
  // Distinct finite numbers, strings and booleans always encode differently; NaN, ±Infinity (all "null") and mixed
  // types are left to the encoder.
  const t = typeof next;
  if (
    typeof prev === t &&
    (t === 'string' || t === 'boolean' || (t === 'number' && Number.isFinite(prev) && Number.isFinite(next)))
  )
    return true;
  return encodeLeaf(prev) !== encodeLeaf(next);
}

/** Emits write(path, json) for added/changed leaves and write(path, undefined) for removed ones, prev → next. */
export function diffViews(prev: unknown, next: unknown, path: string, write: Write): void {
  diffNode(prev, next, path === '' ? [] : [path], write);
}

function diffNode(prev: unknown, next: unknown, segs: string[], write: Write): void {
  if (prev === next) return;
  const pk = kindOf(prev);
  const nk = kindOf(next);
  if (isOpaque(segs)) {
    const path = pathOf(segs);
    if (nk === 'absent') {
      if (pk !== 'absent') write(path, undefined);
    } else if (pk === 'absent' || !jsonEqual(prev, next)) write(path, opaqueLeaf(path, next));
    return;
  }
  if (pk === 'object' && nk === 'object') return diffObject(prev as Rec, next as Rec, segs, write);
  if (pk === 'array' && nk === 'array') return diffArray(prev as unknown[], next as unknown[], segs, write);
  if (pk === 'leaf' && nk === 'leaf') {
    if (leafChanged(prev, next)) write(pathOf(segs), encodeLeaf(next));
    return;
  }
  // A change of kind: the old subtree's descendants go, then the new subtree is written whole.
  if (pk === 'object' || pk === 'array') removeChildren(prev, pk, segs, write);
  if (nk === 'absent') {
    if (pk !== 'absent') write(pathOf(segs), undefined);
    return;
  }
  for (const [p, v] of flattenView(next, new Map(), pathOf(segs))) write(p, v);
}

/** Two objects: each child of `x` that `y` lacks goes, then each child of `y` that differs from `x`'s is diffed. */
function diffObject(x: Rec, y: Rec, segs: string[], write: Write): void {
  for (const key in x) {
    if (isAbsent(x[key]) || !isAbsent(y[key])) continue;
    segs.push(escapeSegment(key));
    removeNode(x[key], segs, write);
    segs.pop();
  }
  for (const key in y) {
    const yv = y[key];
    const xv = x[key];
    if (xv === yv || isAbsent(yv)) continue;
    segs.push(escapeSegment(key));
    diffNode(xv, yv, segs, write);
    segs.pop();
  }
}

/** Two arrays: the elements past `y`'s end go, then each element of `y` that differs from `x`'s is diffed. */
function diffArray(x: unknown[], y: unknown[], segs: string[], write: Write): void {
  for (let i = y.length; i < x.length; i++) {
    segs.push(String(i));
    removeNode(element(x, i), segs, write);
    segs.pop();
  }
  for (let i = 0; i < y.length; i++) {
    const yv = element(y, i);
    const xv = i < x.length ? element(x, i) : undefined;
    if (xv === yv) continue;
    segs.push(String(i));
    diffNode(xv, yv, segs, write);
    segs.pop();
  }
}

/** Removes every descendant of a container, deepest first within each child. */
function removeChildren(v: unknown, kind: 'object' | 'array', segs: string[], write: Write): void {
  if (kind === 'array') {
    const x = v as unknown[];
    for (let i = 0; i < x.length; i++) {
      segs.push(String(i));
      removeNode(element(x, i), segs, write);
      segs.pop();
    }
    return;
  }
  const x = v as Rec;
  for (const key in x) {
    if (isAbsent(x[key])) continue;
    segs.push(escapeSegment(key));
    removeNode(x[key], segs, write);
    segs.pop();
  }
}

function removeNode(v: unknown, segs: string[], write: Write): void {
  const k = kindOf(v);
  if (k === 'absent') return;
  if ((k === 'object' || k === 'array') && !isOpaque(segs)) removeChildren(v, k, segs, write);
  write(pathOf(segs), undefined);
}

/**
 * Collects into `layer` the leaves that turn `base` into `own`: the diff from one to the other, with '' marking a removed
 * leaf (a layer is applied over the public leaves by overlayLeaves, where '' removes).
 */
export function overlayViews(base: unknown, own: unknown, path = '', layer: Leaves = new Map()): Leaves {
  diffViews(base, own, path, (p, value) => layer.set(p, value ?? ''));
  return layer;
}
