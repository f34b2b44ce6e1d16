/**
 * The leaf encoding of an engine view (docs/online.md "State"): every container and every primitive becomes one
 * entry `path → JSON`, where path is a JSON pointer without the leading slash ("units/u1/hp"; "~" → "~0", "/" → "~1")
 * and containers are marked "{}" or "[]". A change to one hit point is then one map entry in the patch, not the
 * whole view. unflattenView is the inverse (used by tests and bots; the client keeps its own copy of it).
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
    const value = text === '{}' ? {} : text === '[]' ? [] : JSON.parse(text);
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
