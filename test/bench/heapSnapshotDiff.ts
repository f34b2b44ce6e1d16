// Compares two V8 heap snapshots (e.g. MEMORY_SNAPSHOTS=<folder> of test/bench/restartMemory.ts: a fresh start and a
// restart whose clients all left) by what their objects are: per node type and constructor (or, for strings, code and
// the like, the type alone), the count and the self size in each, largest growth first. With a name, also up to five
// retaining paths of objects of that name in the second snapshot, those the first does not have first (by V8's node
// ids, which a process keeps for its life: that order means something only when both come from one process).
//   npx tsx test/bench/heapSnapshotDiff.ts <before.heapsnapshot> <after.heapsnapshot> [rows] [name to trace]
import fs from 'node:fs';

type Raw = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
};

type Snapshot = {
  raw: Raw;
  nodeFields: number;
  edgeFields: number;
  type: (node: number) => string;
  name: (node: number) => string;
  id: (node: number) => number;
  selfSize: (node: number) => number;
  /** The node index (in nodes) of each node's first edge (in edges). */
  firstEdge: Int32Array;
};

function load(file: string): Snapshot {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Raw;
  const meta = raw.snapshot.meta;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const at = (f: string) => meta.node_fields.indexOf(f);
  const [T, N, I, S, E] = [at('type'), at('name'), at('id'), at('self_size'), at('edge_count')];
  const types = meta.node_types[0];
  const count = raw.nodes.length / nf;
  const firstEdge = new Int32Array(count + 1);
  for (let n = 0, e = 0; n < count; n++) {
    firstEdge[n] = e;
    e += raw.nodes[n * nf + E] * ef;
    firstEdge[n + 1] = e;
  }
  return {
    raw,
    nodeFields: nf,
    edgeFields: ef,
    type: (n) => types[raw.nodes[n * nf + T]],
    name: (n) => raw.strings[raw.nodes[n * nf + N]],
    id: (n) => raw.nodes[n * nf + I],
    selfSize: (n) => raw.nodes[n * nf + S],
    firstEdge,
  };
}

/** The grouping key: objects by constructor, closures by name, the rest (strings, code, arrays…) by type. */
function keyOf(s: Snapshot, n: number): string {
  const type = s.type(n);
  if (type === 'object' || type === 'closure' || type === 'native') return `${type} ${s.name(n).slice(0, 60)}`;
  return type;
}

function tally(s: Snapshot): Map<string, { count: number; bytes: number }> {
  const out = new Map<string, { count: number; bytes: number }>();
  const count = s.raw.nodes.length / s.nodeFields;
  for (let n = 0; n < count; n++) {
    const k = keyOf(s, n);
    const t = out.get(k) ?? { count: 0, bytes: 0 };
    t.count++;
    t.bytes += s.selfSize(n);
    out.set(k, t);
  }
  return out;
}

/** Retaining paths (to a GC root) of a few nodes, found breadth-first over reversed edges. */
function retainers(s: Snapshot, targets: number[], max = 5): string[] {
  const count = s.raw.nodes.length / s.nodeFields;
  const meta = s.raw.snapshot.meta;
  const toNode = meta.edge_fields.indexOf('to_node');
  const edgeName = meta.edge_fields.indexOf('name_or_index');
  const edgeType = meta.edge_fields.indexOf('type');
  const edgeTypes = meta.edge_types[0];
  const from: number[][] = Array.from({ length: count }, () => []);
  const label: Map<number, string>[] = Array.from({ length: count }, () => new Map());
  for (let n = 0; n < count; n++) {
    for (let e = s.firstEdge[n]; e < s.firstEdge[n + 1]; e += s.edgeFields) {
      const t = edgeTypes[s.raw.edges[e + edgeType]];
      if (t === 'weak') continue;
      const to = s.raw.edges[e + toNode] / s.nodeFields;
      from[to].push(n);
      const nm = s.raw.edges[e + edgeName];
      label[to].set(n, t === 'element' || t === 'hidden' ? `[${nm}]` : String(s.raw.strings[nm]));
    }
  }
  const paths: string[] = [];
  for (const target of targets.slice(0, max)) {
    const prev = new Map<number, number>([[target, -1]]);
    const queue = [target];
    let root = -1;
    for (let head = 0; head < queue.length && root < 0; head++) {
      const n = queue[head];
      if (n === 0) root = n;
      for (const p of from[n])
        if (!prev.has(p)) {
          prev.set(p, n);
          queue.push(p);
        }
    }
    const steps: string[] = [];
    for (let n = root; n >= 0 && n !== target;) {
      const next = prev.get(n)!;
      steps.push(`${label[next].get(n)} → ${s.type(next)} ${s.name(next).slice(0, 50)}`);
      n = next;
    }
    if (root < 0) steps.push('(no path to the root)');
    paths.push(steps.join('\n    '));
  }
  return paths;
}

const [beforeFile, afterFile, rowsArg = '40', trace] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: npx tsx test/bench/heapSnapshotDiff.ts <before> <after> [rows] [name to trace]');
  process.exit(2);
}
const before = load(beforeFile);
const after = load(afterFile);
const a = tally(before);
const b = tally(after);
const total = (t: Map<string, { bytes: number }>) => [...t.values()].reduce((x, y) => x + y.bytes, 0);
console.log(
  `self size ${(total(a) / 2 ** 20).toFixed(2)} → ${(total(b) / 2 ** 20).toFixed(2)} MiB, ` +
    `nodes ${before.raw.nodes.length / before.nodeFields} → ${after.raw.nodes.length / after.nodeFields}`,
);
const rows = [...new Set([...a.keys(), ...b.keys()])]
  .map((k) => {
    const x = a.get(k) ?? { count: 0, bytes: 0 };
    const y = b.get(k) ?? { count: 0, bytes: 0 };
    return { k, dc: y.count - x.count, db: y.bytes - x.bytes, c: y.count, bytes: y.bytes };
  })
  .sort((p, q) => Math.abs(q.db) - Math.abs(p.db));
console.log('  Δ KiB    Δ count     count  what');
for (const r of rows.slice(0, Number(rowsArg)))
  console.log(`${(r.db / 1024).toFixed(1).padStart(8)} ${String(r.dc).padStart(9)} ${String(r.c).padStart(9)}  ${r.k}`);
if (trace) {
  // Objects of that name the first snapshot does not have (by id) first: the new ones, if both come from one process.
  const known = new Set<number>();
  for (let n = 0; n < before.raw.nodes.length / before.nodeFields; n++) known.add(before.id(n));
  const named: number[] = [];
  for (let n = 0; n < after.raw.nodes.length / after.nodeFields; n++) if (after.name(n) === trace) named.push(n);
  const fresh = named.filter((n) => !known.has(after.id(n)));
  console.log(`\n${named.length} '${trace}' in the second snapshot, ${fresh.length} of them not in the first by id;`);
  console.log('retaining paths of the first few:');
  for (const p of retainers(after, [...fresh, ...named.filter((n) => known.has(after.id(n)))])) console.log(`  ${p}`);
}
