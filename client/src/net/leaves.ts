/**
 * The client's copy of the leaf encoding of docs/online.md "State" (server and client never import each other): every
 * container and primitive of the engine view is one entry `path → JSON text`; a seat's layer overlays the public leaves
 * ('' removes one). rebuildView turns them back into the engine's view object.
 */

/** Flattened leaves: JSON-pointer path (no leading slash) → JSON text. */
export type LeafEntries = Iterable<[string, string]>;

function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function depth(path: string): number {
  if (path === '') return -1;
  let n = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) n++;
  return n;
}

/** Overlays a seat layer on the public leaves: layer values replace, '' removes. */
export function overlayLeaves(base: LeafEntries, layer: LeafEntries): Map<string, string> {
  const out = new Map(base);
  for (const [k, v] of layer) {
    if (v === '') out.delete(k);
    else out.set(k, v);
  }
  return out;
}

/** Rebuilds the JSON value from leaves: parents before children; entries whose parent is missing are ignored. */
export function unflattenLeaves(leaves: LeafEntries): unknown {
  const entries = [...leaves].filter(([, v]) => v !== '');
  entries.sort((a, b) => depth(a[0]) - depth(b[0]));
  let root: unknown = undefined;
  const containers = new Map<string, unknown>();
  for (const [path, text] of entries) {
    let value: unknown;
    try {
      value = text === '{}' ? {} : text === '[]' ? [] : JSON.parse(text);
    } catch {
      continue; // a corrupt leaf must not take the whole screen down
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
    if (parent === undefined) continue;
    if (Array.isArray(parent)) parent[Number(key)] = value;
    else parent[key] = value;
    if (text === '{}' || text === '[]') containers.set(path, value);
  }
  return root;
}

/** One seat's view (or the public one with `layer` empty): public leaves, the seat's layer over them, unflattened. */
export function rebuildView<T = unknown>(publicLeaves: LeafEntries, layer: LeafEntries | null): T | null {
  const merged = layer ? overlayLeaves(publicLeaves, layer) : publicLeaves;
  return (unflattenLeaves(merged) ?? null) as T | null;
}
